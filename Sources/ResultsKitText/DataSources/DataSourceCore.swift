import ResultsKit

/// What ``TableDataSource`` and ``GridDataSource`` share: the monitor they show, and the cells
/// they make for its objects.
struct DataSourceCore<Object, Cell: TextCell> {
  /// The monitor whose results are shown; kept.
  let monitor: any ResultsMonitor<Object>
  private let cells: CellMaker<Object, Cell>

  /// A core over `monitor`, making cells with `cells`.
  init(monitor: any ResultsMonitor<Object>, cells: CellMaker<Object, Cell>) {
    self.monitor = monitor
    self.cells = cells
  }

  /// A configured cell for the monitor's object at `path`, from `dequeue` (the view's
  /// `dequeueReusableCell` for the reuse identifier); an empty `Cell` that is never reused
  /// when the monitor has no object there.
  func cell(at path: ItemPath, dequeue: (String) -> TextCell) -> TextCell {
    // A view behind its monitor asks for rows the monitor no longer has.
    guard monitor.containsObject(at: path) else { return Cell(reuseIdentifier: "") }
    return cells.cell(for: monitor.object(at: path), at: path, dequeue: dequeue)
  }

  /// Where the object with the identifier of `object` is, as the monitor finds it.
  ///
  /// - Complexity: O(log *n*) over a `ResultsController`, or over a monitor mapped from one
  ///   whose objects keep their identifiers; O(*n*) otherwise (see `MappedMonitor`).
  func itemPath(for object: Object) -> ItemPath? where Object: Identifiable {
    monitor.itemPath(matching: ObjectLookup(id: object.id))
  }
}
