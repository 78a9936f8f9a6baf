import ResultsKit

/// A view drawn over a ``ShownItems`` core: ``TextTable`` and ``TextGrid``.
///
/// A view says how it reads its data source, what heads its sections and which items its
/// layout shows; the flow they share is here, written once: reading the counts, reloading,
/// validating and applying a batch (with ``ValidationMode`` and `onInconsistency`), laying out
/// the visible items (confirmed or provisional cells, see ``ShownItems``), scrolling and
/// configuring a visible cell again in place.
///
/// Every method is generic over the view, so within the module each view gets its own
/// specialised copy: the hot paths cost what they did when each view wrote them out.
protocol ShownItemsView: AnyObject {
  /// The core: counts, cells, selection, marks, lines and scroll position.
  var shown: ShownItems { get }
  /// The number of lines the view has room for: the height of its viewport.
  var viewportLines: Int { get }
  /// Whether the view has a data source (it holds it weakly).
  var hasDataSource: Bool { get }
  /// The data source's item counts (none without a data source), read through
  /// ``ShownItems/counts(sections:items:)``.
  func dataSourceCounts() -> [Int]
  /// A cell for the item at `path` from the data source, if there is one.
  func makeCell(_ path: ItemPath) -> TextCell?
  /// Reads what heads each section of ``ShownItems/counts`` again, from scratch, and lays
  /// out ``ShownItems/lines``: during a reload.
  func reloadSections()
  /// Carries what heads each section through a batch whose path map is `map` (the counts
  /// shown are already the batch's "after"), and lays out ``ShownItems/lines``.
  func applySections(through map: ItemPathMap)
  /// The items in view once the scroll offset is in range; the view also places what else it
  /// shows (header views), made provisional unless `confirmed`.
  func layoutVisibleItems(confirmed: Bool) -> [ItemPath]
  /// The content lines the item at `path` (an item the view shows) takes.
  func lines(ofItemAt path: ItemPath) -> Range<Int>
  /// Forgets everything shown and reads the data source again.
  func reloadData()
}

extension ShownItemsView {
  /// Shows the data source's counts from scratch: cells, selection and marks are forgotten,
  /// the sections' headers read again and the visible items given confirmed cells.
  func reloadShown() {
    shown.reload(counts: dataSourceCounts())
    reloadSections()
    relayout(confirmed: true)
  }

  /// Validates `batch` against the counts shown and the data source's, and applies it (see
  /// `TextTable.apply(_:)`): cells and selection move with their items, section headers with
  /// their sections, visible items without a cell get one, and visible items in
  /// `reconfiguredItems` are configured again in their own cells.
  ///
  /// - Throws: In ``ValidationMode/strict`` mode, the `BatchError` of a batch that does not
  ///   fit; the view is then exactly as it was. In ``ValidationMode/recover`` mode the error
  ///   is reported and the view reloads.
  ///
  /// Without a data source there is no "after" to check the batch against: the view empties
  /// instead, and its frame says that it has no data source (see `MissingDataSource`).
  func applyShown(_ batch: ChangeBatch) throws(BatchError) {
    guard hasDataSource else {
      reloadShown()
      return
    }
    let after = dataSourceCounts()
    guard try shown.admits(batch, after: after, reload: reloadData) else { return }
    let map = ItemPathMap(batch)
    shown.apply(batch, map: map, counts: after)
    applySections(through: map)
    let made = relayout(confirmed: true)
    shown.reconfigure(batch.reconfiguredItems, skipping: made, makeCell: makeCell)
  }

  /// Keeps the scroll offset in range and gives exactly the visible items cells.
  ///
  /// - Parameter confirmed: Whether the view is in step with its data source: `true` after a
  ///   reload or a batch, `false` after a scroll or a change of size or style, whose new cells
  ///   stay provisional until the next batch.
  /// - Returns: The items that got a new cell.
  @discardableResult
  func relayout(confirmed: Bool) -> Set<ItemPath> {
    shown.firstLine = Swift.max(
      0, Swift.min(shown.firstLine, shown.lines.total - Swift.max(0, viewportLines)))
    return shown.show(
      layoutVisibleItems(confirmed: confirmed), confirmed: confirmed, makeCell: makeCell)
  }

  /// Scrolls to `line` (kept in range) and gives newly visible items provisional cells.
  func scroll(toLine line: Int) {
    shown.firstLine = line
    relayout(confirmed: false)
  }

  /// Scrolls as little as needed to show all the lines of the item at `path`; an item the
  /// view does not show is ignored.
  func scrollToShow(_ path: ItemPath) {
    guard shown.contains(path) else { return }
    let range = lines(ofItemAt: path)
    if range.lowerBound < shown.firstLine {
      shown.firstLine = range.lowerBound
    } else if range.upperBound > shown.firstLine + viewportLines {
      shown.firstLine = range.upperBound - viewportLines
    }
    relayout(confirmed: false)
  }

  /// Configures the visible cell at `path` again in place, if it is a `Cell`, and marks its
  /// item as updated until the next batch or reload: what every `makeUpdateVisibleCell`
  /// closure does.
  ///
  /// - Returns: Whether the cell was configured.
  func configureVisibleCell<Cell: TextCell>(at path: ItemPath, _ configure: (Cell) -> Void) -> Bool
  {
    guard let cell = shown.cells[path] as? Cell else { return false }
    configure(cell)
    shown.markUpdatedInPlace(path)
    return true
  }
}
