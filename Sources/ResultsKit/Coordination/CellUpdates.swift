/// The cells a coordinator configures after a batch: each cell's path after the batch and the
/// number of its object in ``objects``.
///
/// The objects stay in the one array they were collected in: a change of every object does not
/// pair each path with a copy of its object.
struct CellUpdates<Object> {
  /// The cells, in the order they are configured.
  var cells: [(path: ItemPath, object: Int)]
  /// The objects the cells name by number.
  var objects: [Object]

  /// No cell to configure.
  static var none: Self { Self(cells: [], objects: []) }

  /// The cells `cells`, which name their objects by number in `objects`.
  init(cells: [(path: ItemPath, object: Int)], objects: [Object]) {
    self.cells = cells
    self.objects = objects
  }

  /// One cell at each of `paths`, configured with the object at the same index of `objects`.
  init(paths: [ItemPath], objects: [Object]) {
    cells = paths.indices.map { (paths[$0], $0) }
    self.objects = objects
  }

  /// Calls `body` with each cell's path and object, in order.
  func forEach(_ body: (ItemPath, Object) -> Void) {
    for cell in cells { body(cell.path, objects[cell.object]) }
  }
}
