import ResultsKit

/// Configures the cells of a ``TextTable``'s rows: what a ``TableDataSource`` or a
/// ``ListTableDataSource`` needs to know about your rows.
///
/// The requirements are ``TextCellConfigurator``'s; a type can be a ``GridCellConfigurator``
/// as well.
public protocol TableCellConfigurator<Object, Cell>: TextCellConfigurator {}

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
}
