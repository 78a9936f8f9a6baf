import ResultsKit

extension TextTable {
  /// Forgets everything shown and reads the data source again.
  ///
  /// The table reads the counts, the header titles, the section index and the cells of the
  /// visible rows. It clears the selection and the marks of the last batch, as in UIKit.
  /// Afterwards every visible row's cell is the one the data source gives for it now: the
  /// table renders exactly like a new one with the same settings and scroll offset.
  ///
  /// - Complexity: O(*s* + *v*) for *s* sections and *v* visible rows.
  public func reloadData() {
    reloadShown()
  }

  /// Applies a batch the way `UITableView.performBatchUpdates` does.
  ///
  /// The rows shown are the "before" counts; the data source's current counts are the
  /// "after". The batch is validated against both first; only a valid batch changes the
  /// table. Then cells move with their rows, deleted and reloaded rows give theirs back,
  /// rows that came into view get cells from the data source, and visible rows in
  /// `reconfiguredItems` are configured again in their own cells. Header titles and the index
  /// are read again. The selection follows its rows.
  ///
  /// A cell the table made outside `reloadData()` and `apply(_:)` — for a row that a scroll or
  /// a resize brought into view — was made while the table may have been behind its data
  /// source (a paused coordinator, or data that changed before the batch describing it): the
  /// data source answered with whatever it had at that index then. Such a cell does not move
  /// through the batch: if its row is still visible, the data source is asked for its cell
  /// again, at the row's new path. So after a batch that describes how the data source changed
  /// since the table was last in step with it, every visible row shows the data source's
  /// current object, and the table renders exactly like a new one reloaded with the same
  /// settings and scroll offset (apart from its selection). Only visible rows are configured:
  /// the extra work is at most one cell per visible row made since the last batch or reload.
  ///
  /// - Parameter batch: The changes, in UIKit's coordinates.
  /// A table without a data source (it holds its ``dataSource`` weakly, and nothing else kept
  /// it) has no "after" to check a batch against: it empties instead, as ``reloadData()``
  /// does, and its frame says that it has no data source.
  ///
  /// - Throws: In ``ValidationMode/strict`` mode, the `BatchError` of a batch that does not
  ///   fit; the table is then exactly as it was. In ``ValidationMode/recover`` mode nothing is
  ///   thrown: the error goes to ``onInconsistency`` and the table reloads.
  /// - Complexity: O(*k* log *k* + *s* + *v* log *k*) for *k* changes, *s* sections and *v*
  ///   visible rows; independent of the number of rows.
  public func apply(_ batch: ChangeBatch) throws(BatchError) {
    try applyShown(batch)
  }
}

extension TextTable: ShownItemsView {
  /// The lines between the borders.
  var viewportLines: Int { contentHeight }

  var hasDataSource: Bool { dataSource != nil }

  /// The data source's row counts; negative answers count as 0.
  func dataSourceCounts() -> [Int] {
    guard let dataSource else { return [] }
    return ShownItems.counts(sections: dataSource.numberOfSections(in: self)) {
      dataSource.table(self, numberOfRowsInSection: $0)
    }
  }

  /// A cell for the row at `path` from the data source, if there is one.
  func makeCell(_ path: ItemPath) -> TextCell? {
    dataSource?.table(self, cellForRowAt: path)
  }

  /// Reads the header titles and the section index: on a reload and after every batch alike.
  func reloadSections() {
    readSectionInfo()
  }

  func applySections(through map: ItemPathMap) {
    readSectionInfo()
  }

  func layoutVisibleItems(confirmed: Bool) -> [ItemPath] {
    visibleRows()
  }

  /// A row is one line.
  func lines(ofItemAt path: ItemPath) -> Range<Int> {
    let line = shown.lines.bodyStart(of: path.section) + path.item
    return line..<(line + 1)
  }

  /// Reads the header titles and the section index, and lays out the sections' lines.
  func readSectionInfo() {
    let sections = shown.counts.count
    if let dataSource {
      headerTitles = (0..<sections).map { dataSource.table(self, titleForHeaderInSection: $0) }
      indexTitles = dataSource.sectionIndexTitles(for: self) ?? []
    } else {
      headerTitles = Array(repeating: nil, count: sections)
      indexTitles = []
    }
    shown.lines = SectionLines(hasHeader: headerTitles.map { $0 != nil }, bodyLines: shown.counts)
  }
}
