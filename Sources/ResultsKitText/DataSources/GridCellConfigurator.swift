import ResultsKit

/// Configures grid cells for objects: the ``TextGrid`` counterpart of
/// ``TableCellConfigurator``.
public protocol GridCellConfigurator<Object, Cell> {
  /// The objects the items show.
  associatedtype Object
  /// The cell class, registered with the grid for the reuse identifiers.
  associatedtype Cell: TextCell
  /// Shows `object`, at `path`, in `cell`.
  func configure(_ cell: Cell, with object: Object, at path: ItemPath)
  /// The reuse identifier of the cell for `object` at `path`.
  func reuseIdentifier(for object: Object, at path: ItemPath) -> String
}

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

  /// An `updateCell` closure for a `ResultsCoordinator` driving any text view.
  ///
  /// For a grid, a table or any other ``TextResultsView``, it configures the visible cell at a
  /// path again in place, as ``makeUpdateVisibleCell(_:)`` does for a grid. The
  /// closure holds the view weakly.
  ///
  /// - Parameter view: The view whose cells to update.
  /// - Returns: The closure to pass as `updateCell`.
  public func makeUpdateVisibleCell(in view: some TextResultsView) -> (ItemPath, Object) -> Void {
    view.visibleCellUpdater(configure)
  }
}

extension GridCellConfigurator where Self: TableCellConfigurator {
  /// An `updateCell` closure for a `ResultsCoordinator` driving any text view, from a
  /// configurator of both table and grid cells.
  ///
  /// The same closure as either protocol's `makeUpdateVisibleCell(in:)` (their
  /// `configure(_:with:at:)` is the same method); this one spares the caller the ambiguity.
  ///
  /// - Parameter view: The view whose cells to update.
  /// - Returns: The closure to pass as `updateCell`.
  public func makeUpdateVisibleCell(in view: some TextResultsView) -> (ItemPath, Object) -> Void {
    view.visibleCellUpdater(configure)
  }
}
