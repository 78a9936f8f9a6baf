import ResultsKit

/// Configures text cells for objects: what a data source needs to know about the rows of a
/// ``TextTable`` or the items of a ``TextGrid``.
///
///     struct TrainCellConfigurator: TableCellConfigurator {
///         func configure(_ cell: TextCell, with train: Train, at path: ItemPath) {
///             cell.text = train.name
///             cell.detailText = train.status
///         }
///         func reuseIdentifier(for train: Train, at path: ItemPath) -> String { "train" }
///     }
///
/// Conform to ``TableCellConfigurator`` for a table's data source, to
/// ``GridCellConfigurator`` for a grid's, or to both: they add nothing to these two
/// requirements, so one type can serve both views with one `configure`.
public protocol TextCellConfigurator<Object, Cell> {
  /// The objects the cells show.
  associatedtype Object
  /// The cell class, registered with the view for the reuse identifiers.
  associatedtype Cell: TextCell
  /// Shows `object`, at `path`, in `cell`.
  func configure(_ cell: Cell, with object: Object, at path: ItemPath)
  /// The reuse identifier of the cell for `object` at `path`.
  func reuseIdentifier(for object: Object, at path: ItemPath) -> String
}

extension TextCellConfigurator {
  /// An `updateCell` closure for a `ResultsCoordinator` driving any text view.
  ///
  /// For a table, a grid or any other ``TextResultsView``, it configures the visible cell at a
  /// path again in place with the object's new content, instead of reloading it (see
  /// ``TableCellConfigurator/makeUpdateVisibleCell(_:)``). The closure holds the view weakly.
  ///
  /// - Parameter view: The view whose cells to update.
  /// - Returns: The closure to pass as `updateCell`.
  public func makeUpdateVisibleCell(in view: some TextResultsView) -> (ItemPath, Object) -> Void {
    view.visibleCellUpdater(configure)
  }
}
