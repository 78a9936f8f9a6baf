import ResultsKit

/// Configures the cells of a ``TextGrid``'s items: what a ``GridDataSource`` needs to know
/// about your items.
///
/// The requirements are ``TextCellConfigurator``'s; a type can be a
/// ``TableCellConfigurator`` as well.
public protocol GridCellConfigurator<Object, Cell>: TextCellConfigurator {}

extension GridCellConfigurator {
  /// An `updateCell` closure for a `ResultsCoordinator` that reconfigures visible cells.
  ///
  /// It configures the visible cell at a path again in place (see
  /// ``TableCellConfigurator/makeUpdateVisibleCell(_:)``), and marks it as updated until the
  /// next batch or reload, so `render(ansi: true)` shows it in yellow. The closure holds the
  /// grid weakly.
  ///
  /// - Parameter grid: The grid whose cells to update.
  /// - Returns: The closure to pass as `updateCell`.
  public func makeUpdateVisibleCell(_ grid: TextGrid) -> (ItemPath, Object) -> Void {
    grid.visibleCellUpdater(configure)
  }
}
