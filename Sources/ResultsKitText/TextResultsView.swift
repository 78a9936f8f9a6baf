import ResultsKit

/// What any text view of results does, whether it lays its items out as the rows of a
/// ``TextTable`` or the cards of a ``TextGrid``: a `Coordinatable` target with a size, a
/// style, validation, selection, scrolling and rendering.
///
/// Write code that works with either view against this protocol, and pick the view once:
///
///     func makeView(grid: Bool) -> any TextResultsView {
///         grid ? TextGrid(width: 60, height: 12, itemWidth: 20) : TextTable(width: 60, height: 12)
///     }
///
///     let view = makeView(grid: useGrid)     // register cells, set its data source…
///     view.reloadData()
///     view.select(ItemPath(item: 0, section: 0))
///     view.scroll(to: ItemPath(item: 30, section: 0))
///     print(view.render(ansi: false))
///
/// The table and the grid keep their UIKit names (`selectRow(at:)`, `selectItem(at:)`, …);
/// the members here have neutral names that do the same. A path names an item of a section:
/// a table's row, a grid's card. Both views keep the counts they show, validate every batch
/// against their data source's counts before changing anything (``validation``), give cells
/// to visible items only, and after a reload or a batch render exactly like a freshly loaded
/// view.
///
/// The two views share one implementation of all of this; ``TableSelection`` selects objects
/// instead of paths in any of them, and a configurator's `makeUpdateVisibleCell(in:)` makes an
/// `updateCell` closure for any of them.
public protocol TextResultsView: Coordinatable {
  /// The width of the rendered view in terminal columns.
  var width: Int { get set }
  /// The number of lines of the rendered view.
  var height: Int { get set }
  /// How frames are drawn.
  var style: TextStyle { get set }
  /// What `apply(_:)` does with a batch that does not fit; ``ValidationMode/strict`` by
  /// default.
  var validation: ValidationMode { get set }
  /// Called with the error of a batch that did not fit, in ``ValidationMode/recover`` mode,
  /// before the view reloads.
  var onInconsistency: ((BatchError) -> Void)? { get set }
  /// The number of sections the view shows (not the data source's current number).
  var numberOfSections: Int { get }
  /// The number of items the view shows in `section`; 0 for a section it does not have.
  ///
  /// - Parameter section: The section.
  /// - Returns: The number of rows or cards.
  func numberOfItems(inSection section: Int) -> Int
  /// The cell of the item at `path` when that item is visible, else `nil`.
  ///
  /// - Parameter path: The item.
  /// - Returns: The cell, or `nil`.
  func cell(at path: ItemPath) -> TextCell?
  /// The visible items, in order.
  var visiblePaths: [ItemPath] { get }
  /// The number of lines above the first visible one; setting it scrolls (kept in range).
  var scrollOffset: Int { get set }
  /// Scrolls as little as needed to show the item at `path`; an item the view does not have
  /// is ignored.
  ///
  /// - Parameter path: The item to show.
  func scroll(to path: ItemPath)
  /// Whether selecting an item adds it to the selection instead of replacing it.
  var allowsMultipleSelection: Bool { get set }
  /// Selects the item at `path`, or clears the selection when `path` is `nil`; an item the
  /// view does not show is ignored.
  ///
  /// - Parameter path: The item, or `nil`.
  func select(_ path: ItemPath?)
  /// Removes the item at `path` from the selection.
  ///
  /// - Parameter path: The item.
  func deselect(_ path: ItemPath)
  /// The selected items in ascending order, kept in step by `apply(_:)` and cleared by
  /// `reloadData()`.
  var selectedPaths: [ItemPath] { get }
  /// The view as text: exactly ``height`` lines, each ``width`` terminal columns wide.
  ///
  /// - Parameter ansi: Whether to add ANSI colour and emphasis (the marks of the last batch,
  ///   the selection, the headers).
  /// - Returns: The frame.
  func render(ansi: Bool) -> String
  /// Configures the visible cell of the item at `path` again, in place, when it is a `Cell`,
  /// and marks the item as updated until the next batch or reload (`render(ansi: true)` shows
  /// it like a reloaded one).
  ///
  /// What a `makeUpdateVisibleCell` closure does for each object the coordinator reports as
  /// changed. An item that is not visible, or whose cell is of another class, is left alone.
  ///
  /// - Parameters:
  ///   - path: The item.
  ///   - type: The cell class `configure` expects.
  ///   - configure: Shows the item's new content in its cell.
  /// - Returns: Whether the cell was configured.
  @discardableResult
  func reconfigureVisibleCell<Cell: TextCell>(
    at path: ItemPath, as type: Cell.Type, _ configure: (Cell) -> Void
  ) -> Bool
}

extension TextResultsView {
  /// The view as text without escape codes: `render(ansi: false)`.
  ///
  /// - Returns: The frame.
  public func render() -> String {
    render(ansi: false)
  }

  /// An `updateCell` closure that configures the visible cell at a path again with `configure`
  /// (see ``reconfigureVisibleCell(at:as:_:)``); it holds the view weakly.
  ///
  /// The one implementation behind every configurator's `makeUpdateVisibleCell(_:)`.
  func visibleCellUpdater<Object, Cell: TextCell>(
    _ configure: @escaping (Cell, Object, ItemPath) -> Void
  ) -> (ItemPath, Object) -> Void {
    { [weak self] path, object in
      self?.reconfigureVisibleCell(at: path, as: Cell.self) { configure($0, object, path) }
    }
  }
}
