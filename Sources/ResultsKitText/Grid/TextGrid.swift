import ResultsKit

/// Items in sections laid out as cards in rows, drawn as text: the terminal counterpart of a
/// `UICollectionView` with a flow layout, and a `Coordinatable` target for a
/// `ResultsCoordinator`.
///
///     let grid = TextGrid(width: 80, height: 24, itemWidth: 20)   // 4 cards per row
///     grid.register(TextCell.self, forCellWithReuseIdentifier: "tile")
///     grid.dataSource = dataSource
///     grid.reloadData()
///     print(grid.render())
///
/// Each section starts with a header line when the data source gives it a
/// ``sectionHeaderKind`` supplementary view, then its items fill rows of
/// `max(1, width / itemWidth)` cards, left to right. A card is a framed line of text
/// (three lines in all) in the ``TextStyle/unicode`` and ``TextStyle/ascii`` styles, and a
/// bare line in ``TextStyle/plain``. The last line is never the header of a section with items
/// when none of its cards fits under it: that line is left blank instead.
///
/// Batches, validation, cell reuse, selection and marks work as in ``TextTable``: only
/// visible items have cells and are configured, and rendering costs O(visible items). So does
/// the guarantee: once the grid is in step with its data source (after ``reloadData()``, after
/// each ``apply(_:)``, and after every scroll or change of size or style while in step), every
/// visible card and section header shows the data source's current content, exactly as a new
/// grid with the same settings, scroll offset and selection would after `reloadData()`.
public final class TextGrid: Coordinatable {
  /// The kind of the supplementary view that heads a section: `"header"`.
  public static let sectionHeaderKind = "header"

  /// The width of the rendered grid in terminal columns.
  public var width: Int {
    didSet { cardsChanged() }
  }
  /// The number of lines of the rendered grid.
  public var height: Int {
    didSet { relayout(confirmed: false) }
  }
  /// The width of one card, borders included.
  public var itemWidth: Int {
    didSet { cardsChanged() }
  }
  /// Where items and headers come from; held weakly, as in UIKit: keep it alive yourself.
  ///
  /// Without one the grid shows no items, and its first line says that it has no data source.
  public weak var dataSource: (any TextGridDataSource)?
  /// How cards are drawn; ``TextStyle/unicode`` by default.
  public var style = TextStyle.unicode {
    didSet { cardsChanged() }
  }
  /// What ``apply(_:)`` does with a batch that does not fit; ``ValidationMode/strict`` by
  /// default.
  public var validation: ValidationMode {
    get { shown.validation }
    set { shown.validation = newValue }
  }
  /// Called with the error of a batch that did not fit, in ``ValidationMode/recover`` mode,
  /// before the grid reloads.
  ///
  /// Its `description` is UIKit's message in a collection view's words ("invalid number of
  /// items in section 0").
  public var onInconsistency: ((BatchError) -> Void)? {
    get { shown.onInconsistency }
    set { shown.onInconsistency = newValue }
  }

  let shown = ShownItems(owner: "TextGrid")
  /// The reuse queues of supplementary views, by kind.
  var supplementaryPools: [String: ReusePool] = [:]
  /// The header views of the sections whose header line is in view.
  var headerViews: [Int: TextCell] = [:]
  /// The sections of ``headerViews`` whose view is provisional: made by a scroll or a change
  /// of size or style, not by a reload or a batch (see ``apply(_:)``).
  var provisionalHeaders: Set<Int> = []

  /// Creates an empty grid.
  ///
  /// - Parameters:
  ///   - width: The width in terminal columns; 80 by default.
  ///   - height: The number of lines; 24 by default.
  ///   - itemWidth: The width of one card; 16 by default, so 5 cards fill 80 columns.
  public init(width: Int = 80, height: Int = 24, itemWidth: Int = 16) {
    self.width = width
    self.height = height
    self.itemWidth = itemWidth
  }

  /// Makes cells for `id` from `type` (see ``TextTable/register(_:forCellReuseIdentifier:)``).
  ///
  /// - Parameters:
  ///   - type: `TextCell` or a subclass.
  ///   - id: The reuse identifier.
  public func register(_ type: TextCell.Type, forCellWithReuseIdentifier id: String) {
    shown.pool.register(type, for: id)
  }

  /// Makes supplementary views of `kind` for `id` from `type`.
  ///
  /// - Parameters:
  ///   - type: `TextCell` or a subclass.
  ///   - kind: The kind of view, such as ``sectionHeaderKind``.
  ///   - id: The reuse identifier.
  public func register(
    _ type: TextCell.Type, forSupplementaryViewOfKind kind: String, withReuseIdentifier id: String
  ) {
    supplementaryPools[kind, default: ReusePool()].register(type, for: id)
  }

  /// A cell for the item at `path`: a queued one (after its `prepareForReuse()`) or a new one
  /// of the class registered for `id`; while the grid configures the item again for a
  /// batch's `reconfiguredItems`, the item's own cell.
  ///
  /// An identifier that was never registered gets a plain `TextCell`, a one-line diagnostic
  /// on standard error (once per identifier) and a place in ``unregisteredReuseIdentifiers``,
  /// where UIKit would raise an exception.
  ///
  /// - Parameters:
  ///   - id: The reuse identifier.
  ///   - path: The item the cell is for.
  /// - Returns: The cell to configure.
  public func dequeueReusableCell(withReuseIdentifier id: String, for path: ItemPath) -> TextCell {
    shown.dequeue(id, for: path)
  }

  /// A supplementary view of `kind` for `path`: a queued one (after its `prepareForReuse()`)
  /// or a new one of the class registered for `kind` and `id` (a plain `TextCell`, reported
  /// as for cells, when none is).
  ///
  /// - Parameters:
  ///   - kind: The kind of view.
  ///   - id: The reuse identifier.
  ///   - path: Where the view goes; for a section header, `ItemPath(item: 0, section: s)`.
  /// - Returns: The view to configure.
  public func dequeueReusableSupplementaryView(
    ofKind kind: String, withReuseIdentifier id: String, for path: ItemPath
  ) -> TextCell {
    let (view, firstMiss) = supplementaryPools[kind, default: ReusePool()].dequeue(id)
    if firstMiss {
      StandardError.write(
        "TextGrid: unable to dequeue a supplementary view of kind \"\(kind)\" with identifier "
          + "\"\(id)\": no class is registered for it; using a plain TextCell.")
    }
    return view
  }

  /// The cell identifiers that were dequeued without a registered class.
  public var unregisteredReuseIdentifiers: Set<String> { shown.pool.unregistered }

  /// The number of sections the grid shows (not the data source's current number).
  public var numberOfSections: Int { shown.counts.count }

  /// The number of items the grid shows in `section`; 0 for a section it does not have.
  public func numberOfItems(inSection section: Int) -> Int {
    shown.count(inSection: section)
  }

  /// The cell of the item at `path` when that item is visible, else `nil`.
  public func cellForItem(at path: ItemPath) -> TextCell? {
    shown.cells[path]
  }

  /// The visible items (on a card row that is at least partly in view), in order.
  public var indexPathsForVisibleItems: [ItemPath] { visibleItems() }

  /// The number of lines above the first visible one.
  ///
  /// Setting it scrolls (kept between 0 and the last position that fills the view) and gives
  /// newly visible items their cells and newly visible headers their views, from the data
  /// source as it is now. Those made while the grid is behind its data source (its coordinator
  /// paused while the results change) are asked for again by the next ``apply(_:)``. Changing
  /// ``width``, ``height``, ``itemWidth`` or ``style`` lays the grid out again the same way.
  public var scrollOffset: Int {
    get { shown.firstLine }
    set { scroll(toLine: newValue) }
  }

  /// Scrolls as little as needed to show the whole card of the item at `path`; an item the
  /// grid does not have is ignored.
  public func scrollToItem(at path: ItemPath) {
    scrollToShow(path)
  }

  /// Whether selecting an item adds it to the selection instead of replacing it; `false` by
  /// default.
  public var allowsMultipleSelection: Bool {
    get { shown.allowsMultipleSelection }
    set { shown.allowsMultipleSelection = newValue }
  }

  /// Selects the item at `path`, or clears the selection when `path` is `nil`.
  ///
  /// An item the grid does not show is ignored.
  public func selectItem(at path: ItemPath?) {
    shown.select(path)
  }

  /// Removes the item at `path` from the selection.
  public func deselectItem(at path: ItemPath) {
    shown.deselect(path)
  }

  /// The selected items in ascending order, kept in step by ``apply(_:)``.
  public var indexPathsForSelectedItems: [ItemPath] { shown.selected }
}
