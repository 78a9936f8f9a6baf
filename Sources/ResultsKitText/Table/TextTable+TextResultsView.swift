import ResultsKit

extension TextTable: TextResultsView {
  /// ``numberOfRows(inSection:)``.
  ///
  /// - Parameter section: The section.
  /// - Returns: The number of rows the table shows in it.
  public func numberOfItems(inSection section: Int) -> Int {
    numberOfRows(inSection: section)
  }

  /// ``cellForRow(at:)``.
  ///
  /// - Parameter path: The row.
  /// - Returns: Its cell when it is visible, else `nil`.
  public func cell(at path: ItemPath) -> TextCell? {
    cellForRow(at: path)
  }

  /// ``indexPathsForVisibleRows``.
  public var visiblePaths: [ItemPath] { indexPathsForVisibleRows }

  /// ``scrollToRow(at:)``.
  ///
  /// - Parameter path: The row to show.
  public func scroll(to path: ItemPath) {
    scrollToRow(at: path)
  }

  /// ``selectRow(at:)``.
  ///
  /// - Parameter path: The row, or `nil` to clear the selection.
  public func select(_ path: ItemPath?) {
    selectRow(at: path)
  }

  /// ``deselectRow(at:)``.
  ///
  /// - Parameter path: The row.
  public func deselect(_ path: ItemPath) {
    deselectRow(at: path)
  }

  /// ``indexPathsForSelectedRows``.
  public var selectedPaths: [ItemPath] { indexPathsForSelectedRows }

  /// Configures the visible cell of the row at `path` again, in place, when it is a `Cell`,
  /// and marks the row as updated until the next batch or reload.
  ///
  /// - Parameters:
  ///   - path: The row.
  ///   - type: The cell class `configure` expects.
  ///   - configure: Shows the row's new content in its cell.
  /// - Returns: Whether the cell was configured: `false` for a row that is not visible or
  ///   whose cell is of another class.
  @discardableResult
  public func reconfigureVisibleCell<Cell: TextCell>(
    at path: ItemPath, as type: Cell.Type, _ configure: (Cell) -> Void
  ) -> Bool {
    configureVisibleCell(at: path, configure)
  }
}
