import ResultsKit

/// Configures table cells for objects: what a data source needs to know about your rows.
///
///     struct TrainCellConfigurator: TableCellConfigurator {
///         func configure(_ cell: TextCell, with train: Train, at path: ItemPath) {
///             cell.text = train.name
///             cell.detailText = train.status
///         }
///         func reuseIdentifier(for train: Train, at path: ItemPath) -> String { "train" }
///     }
public protocol TableCellConfigurator<Object, Cell> {
  /// The objects the rows show.
  associatedtype Object
  /// The cell class, registered with the table for the reuse identifiers.
  associatedtype Cell: TextCell
  /// Shows `object`, at `path`, in `cell`.
  func configure(_ cell: Cell, with object: Object, at path: ItemPath)
  /// The reuse identifier of the cell for `object` at `path`.
  func reuseIdentifier(for object: Object, at path: ItemPath) -> String
}

extension TableCellConfigurator {
  /// An `updateCell` closure for a `ResultsCoordinator`: it configures the visible cell at a
  /// path again with the object's new content, in place, instead of reloading the row.
  ///
  ///     let coordinator = ResultsCoordinator(target: table, monitor: controller,
  ///                                          updateCell: configurator.makeUpdateVisibleCell(table))
  ///
  /// A row that is not visible, or whose cell is not a `Cell`, is left alone: it gets a
  /// freshly configured cell when it comes into view. A row configured again is marked as
  /// updated until the next batch or reload, so `render(ansi: true)` shows it in yellow like a
  /// reloaded row (`render()` is unchanged). The closure holds the table weakly.
  ///
  /// - Parameter table: The table whose cells to update.
  /// - Returns: The closure to pass as `updateCell`.
  public func makeUpdateVisibleCell(_ table: TextTable) -> (ItemPath, Object) -> Void {
    table.visibleCellUpdater(configure)
  }

  /// An `updateCell` closure for a `ResultsCoordinator` driving any text view.
  ///
  /// For a table, a grid or any other ``TextResultsView``, it configures the visible cell at a
  /// path again in place, as ``makeUpdateVisibleCell(_:)`` does for a table. The
  /// closure holds the view weakly.
  ///
  /// - Parameter view: The view whose cells to update.
  /// - Returns: The closure to pass as `updateCell`.
  public func makeUpdateVisibleCell(in view: some TextResultsView) -> (ItemPath, Object) -> Void {
    view.visibleCellUpdater(configure)
  }
}
