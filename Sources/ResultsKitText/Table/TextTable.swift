import ResultsKit

/// A table of rows in sections, drawn as text: the terminal counterpart of `UITableView`, and
/// a `Coordinatable` target for a `ResultsCoordinator`.
///
///     let table = TextTable(width: 60, height: 12)
///     table.register(TextCell.self, forCellReuseIdentifier: "train")
///     table.dataSource = dataSource          // a TableDataSource, or your own
///     table.reloadData()
///     print(table.render())
///
/// Like UIKit, the table keeps the row counts it shows. ``apply(_:)`` reads the data source's
/// counts, checks the batch against both with `ChangeBatch.validate(before:after:)`, and only
/// then moves its rows; a batch that does not fit throws the `BatchError` UIKit would crash
/// with (``ValidationMode/strict``), or is reported and followed by a reload
/// (``ValidationMode/recover``).
///
/// Only visible rows have cells, and only they are configured: the table asks its data source
/// for a cell when a row comes into view (after a reload, a batch, a scroll or a resize), and
/// puts cells that leave the view back in their reuse queue. Rendering costs O(visible rows),
/// however many rows there are.
///
/// After ``reloadData()``, after each ``apply(_:)`` of a batch that describes how the data
/// source changed since the table was last in step with it, and after every scroll or resize
/// while it is in step, the table shows exactly what a new table with the same settings,
/// scroll offset and selection shows after `reloadData()`. While it is behind (its coordinator
/// paused with the results still changing), a row that a scroll or resize brings into view
/// shows what the data source has at that index now, or nothing when it has no such row;
/// ``apply(_:)`` asks for such cells again when the table catches up.
///
/// Layout: with a frame (``TextStyle/unicode`` or ``TextStyle/ascii``) the first and last
/// lines are borders; each section with a header title starts with a header rule; a section
/// index, when the data source has one, runs down the right edge. ``scrollOffset`` counts the
/// content lines (headers and rows) above the first visible one. The last content line is
/// never the header of a section with rows when none of them fits under it: that line is left
/// blank, so the table stops before the header instead of showing it alone.
public final class TextTable: Coordinatable {
  /// The width of the rendered table in terminal columns.
  ///
  /// Changing the size or the ``style`` lays the table out again: rows that come into view get
  /// cells as a scroll gives them (see ``scrollOffset``).
  public var width: Int {
    didSet { relayout(confirmed: false) }
  }
  /// The number of lines of the rendered table, frame included.
  public var height: Int {
    didSet { relayout(confirmed: false) }
  }
  /// Where rows, titles and index come from; held weakly, as in UIKit: keep it alive yourself.
  ///
  /// Without one the table shows no rows, and the first line of its frame says that it has
  /// no data source.
  public weak var dataSource: (any TextTableDataSource)?
  /// How the frame is drawn; ``TextStyle/unicode`` by default.
  public var style = TextStyle.unicode {
    didSet { relayout(confirmed: false) }
  }
  /// What ``apply(_:)`` does with a batch that does not fit; ``ValidationMode/strict`` by
  /// default.
  public var validation: ValidationMode {
    get { shown.validation }
    set { shown.validation = newValue }
  }
  /// Called with the error of a batch that did not fit, in ``ValidationMode/recover`` mode,
  /// before the table reloads.
  ///
  /// `error.description(for: .tableView)` is UIKit's message in a table view's words
  /// ("invalid number of rows in section 0"); `error.description` is the collection view's.
  public var onInconsistency: ((BatchError) -> Void)? {
    get { shown.onInconsistency }
    set { shown.onInconsistency = newValue }
  }

  let shown = ShownItems(owner: "TextTable")
  /// The header title of each section shown.
  var headerTitles: [String?] = []
  /// The section index shown.
  var indexTitles: [String] = [] {
    didSet { widestIndexTitle = Swift.min(3, indexTitles.map(\.displayWidth).max() ?? 0) }
  }
  private(set) var widestIndexTitle = 0

  /// Creates an empty table of `width` columns and `height` lines.
  ///
  /// - Parameters:
  ///   - width: The width in terminal columns; 80 by default.
  ///   - height: The number of lines, frame included; 24 by default.
  public init(width: Int = 80, height: Int = 24) {
    self.width = width
    self.height = height
  }

  /// Makes cells for `id` from `type`: ``dequeueReusableCell(withIdentifier:for:)`` creates
  /// them with `type.init(reuseIdentifier:)` when the queue for `id` is empty.
  ///
  /// - Parameters:
  ///   - type: `TextCell` or a subclass.
  ///   - id: The reuse identifier.
  public func register(_ type: TextCell.Type, forCellReuseIdentifier id: String) {
    shown.pool.register(type, for: id)
  }

  /// A cell for the row at `path`: a queued one (after its `prepareForReuse()`), or a new one
  /// of the class registered for `id`.
  ///
  /// While the table configures a row again for a batch's `reconfiguredItems`, this returns
  /// that row's own cell, as `reconfigureRows` does in UIKit.
  ///
  /// UIKit raises an exception for an identifier that was never registered; this table
  /// returns a plain `TextCell` instead, writes a one-line diagnostic naming the identifier to
  /// standard error (once per identifier), and lists it in ``unregisteredReuseIdentifiers``.
  ///
  /// - Parameters:
  ///   - id: The reuse identifier.
  ///   - path: The row the cell is for.
  /// - Returns: The cell to configure.
  public func dequeueReusableCell(withIdentifier id: String, for path: ItemPath) -> TextCell {
    shown.dequeue(id, for: path)
  }

  /// The identifiers that were dequeued without a registered class.
  public var unregisteredReuseIdentifiers: Set<String> { shown.pool.unregistered }

  /// The number of sections the table shows (not the data source's current number).
  public var numberOfSections: Int { shown.counts.count }

  /// The number of rows the table shows in `section`; 0 for a section it does not have.
  public func numberOfRows(inSection section: Int) -> Int {
    shown.count(inSection: section)
  }

  /// The cell of the row at `path` when that row is visible, else `nil`.
  public func cellForRow(at path: ItemPath) -> TextCell? {
    shown.cells[path]
  }

  /// The visible rows, top to bottom.
  ///
  /// - Complexity: O(*v* + log *s*) for *v* visible lines and *s* sections.
  public var indexPathsForVisibleRows: [ItemPath] { visibleRows() }

  /// The number of content lines (headers and rows) above the first visible one.
  ///
  /// Setting it scrolls (the value is kept between 0 and the last position that fills the
  /// view) and gives newly visible rows their cells, from the data source as it is now: the
  /// rows' current objects when the table is in step with it. Cells made while the table is
  /// behind its data source are asked for again by the next ``apply(_:)``.
  public var scrollOffset: Int {
    get { shown.firstLine }
    set { scroll(toLine: newValue) }
  }

  /// Scrolls as little as needed to make the row at `path` visible; a row the table does not
  /// have is ignored.
  public func scrollToRow(at path: ItemPath) {
    scrollToShow(path)
  }

  /// Scrolls to the section the data source names for the index title at `index` (what
  /// tapping the section index does in UIKit); an index out of range is ignored.
  public func scrollToIndexTitle(at index: Int) {
    guard let dataSource, indexTitles.indices.contains(index) else { return }
    let section = dataSource.table(self, sectionForSectionIndexTitle: indexTitles[index], at: index)
    guard shown.counts.indices.contains(section) else { return }
    scroll(toLine: shown.lines.starts[section])
  }

  /// Whether selecting a row adds it to the selection instead of replacing it; `false` by
  /// default.
  public var allowsMultipleSelection: Bool {
    get { shown.allowsMultipleSelection }
    set { shown.allowsMultipleSelection = newValue }
  }

  /// Selects the row at `path`, or clears the selection when `path` is `nil`.
  ///
  /// A row the table does not show is ignored.
  public func selectRow(at path: ItemPath?) {
    shown.select(path)
  }

  /// Removes the row at `path` from the selection.
  public func deselectRow(at path: ItemPath) {
    shown.deselect(path)
  }

  /// The selected rows in ascending order, kept in step by ``apply(_:)``: moved rows stay
  /// selected, deleted rows leave the selection; ``reloadData()`` clears it.
  public var indexPathsForSelectedRows: [ItemPath] { shown.selected }
}
