import ResultsKit

extension TextGrid: TextResultsView {
  /// ``cellForItem(at:)``.
  ///
  /// - Parameter path: The item.
  /// - Returns: Its cell when it is visible, else `nil`.
  public func cell(at path: ItemPath) -> TextCell? {
    cellForItem(at: path)
  }

  /// ``indexPathsForVisibleItems``.
  public var visiblePaths: [ItemPath] { indexPathsForVisibleItems }

  /// ``scrollToItem(at:)``.
  ///
  /// - Parameter path: The item to show.
  public func scroll(to path: ItemPath) {
    scrollToItem(at: path)
  }

  /// ``selectItem(at:)``.
  ///
  /// - Parameter path: The item, or `nil` to clear the selection.
  public func select(_ path: ItemPath?) {
    selectItem(at: path)
  }

  /// ``deselectItem(at:)``.
  ///
  /// - Parameter path: The item.
  public func deselect(_ path: ItemPath) {
    deselectItem(at: path)
  }

  /// ``indexPathsForSelectedItems``.
  public var selectedPaths: [ItemPath] { indexPathsForSelectedItems }

  /// Configures the visible cell of the item at `path` again, in place, when it is a `Cell`,
  /// and marks the item as updated until the next batch or reload.
  ///
  /// - Parameters:
  ///   - path: The item.
  ///   - type: The cell class `configure` expects.
  ///   - configure: Shows the item's new content in its cell.
  /// - Returns: Whether the cell was configured: `false` for an item that is not visible or
  ///   whose cell is of another class.
  @discardableResult
  public func reconfigureVisibleCell<Cell: TextCell>(
    at path: ItemPath, as type: Cell.Type, _ configure: (Cell) -> Void
  ) -> Bool {
    configureVisibleCell(at: path, configure)
  }
}
