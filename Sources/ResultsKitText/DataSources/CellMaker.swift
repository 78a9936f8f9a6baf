import ResultsKit

/// A configurator's two requirements as closures, and the steps every data source takes to
/// make a cell with them: ask the reuse identifier, dequeue, make sure the cell has the
/// configurator's type, configure.
struct CellMaker<Object, Cell: TextCell> {
  private let configure: (Cell, Object, ItemPath) -> Void
  private let reuseIdentifier: (Object, ItemPath) -> String

  /// The maker of `configurator`'s cells; it keeps the configurator.
  init<C: TextCellConfigurator>(_ configurator: C) where C.Object == Object, C.Cell == Cell {
    configure = configurator.configure
    reuseIdentifier = configurator.reuseIdentifier
  }

  /// A configured cell for `object` at `path`, from `dequeue` (the view's
  /// `dequeueReusableCell` for the reuse identifier).
  ///
  /// When the dequeued cell is not a `Cell` (another class was registered), a new `Cell` is
  /// made for the identifier, so the configurator always gets the type it expects.
  func cell(for object: Object, at path: ItemPath, dequeue: (String) -> TextCell) -> TextCell {
    let identifier = reuseIdentifier(object, path)
    let cell = dequeue(identifier) as? Cell ?? Cell(reuseIdentifier: identifier)
    configure(cell, object, path)
    return cell
  }
}
