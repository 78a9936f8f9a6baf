import ResultsKit

extension TextGrid {
  /// Forgets everything shown and reads the data source again.
  ///
  /// The grid reads the counts, which sections have a header (every section's header view is
  /// asked for once), and the cells of the visible items. It clears the selection and the
  /// marks of the last batch, as in UIKit. Afterwards every visible item's cell and every
  /// visible header view is the one the data source gives for it now: the grid renders exactly
  /// like a new one with the same settings and scroll offset.
  ///
  /// - Complexity: O(*s* + *v*) for *s* sections and *v* visible items.
  public func reloadData() {
    reloadShown()
  }

  /// Applies a batch the way `UICollectionView.performBatchUpdates` does (see
  /// ``TextTable/apply(_:)``): validated against the counts shown and the data source's
  /// counts before anything changes.
  ///
  /// Sections keep their headers; the data source is asked for the headers of inserted
  /// sections only.
  ///
  /// As in the table, a cell or a header view that the grid made outside `reloadData()` and
  /// `apply(_:)` (for an item or header that a scroll or a change of size or style brought
  /// into view, while the grid may have been behind its data source) does not move through
  /// the batch: if it is still visible, the data source is asked for it again at its new path.
  /// After a batch that describes how the data source changed since the grid was last in step
  /// with it, every visible card and header shows the data source's current content, and the
  /// grid renders exactly like a new one reloaded with the same settings and scroll offset
  /// (apart from its selection). Only visible items and headers are configured.
  ///
  /// A grid without a data source (it holds its ``dataSource`` weakly, and nothing else kept
  /// it) has no "after" to check a batch against: it empties instead, as ``reloadData()``
  /// does, and its frame says that it has no data source.
  ///
  /// - Parameter batch: The changes, in UIKit's coordinates.
  /// - Throws: In ``ValidationMode/strict`` mode, the `BatchError` of a batch that does not
  ///   fit; the grid is then exactly as it was. In ``ValidationMode/recover`` mode nothing is
  ///   thrown: the error goes to ``onInconsistency`` and the grid reloads.
  /// - Complexity: O(*k* log *k* + *s* + *v* log *k*) for *k* changes, *s* sections and *v*
  ///   visible items; independent of the number of items.
  public func apply(_ batch: ChangeBatch) throws(BatchError) {
    try applyShown(batch)
  }

  /// Asks the data source for the header of `section`; keeps the view for the layout to
  /// place (or queue) and tells whether there is one.
  private func probeHeader(_ section: Int) -> Bool {
    guard let view = headerView(section) else { return false }
    headerViews[section] = view
    return true
  }

  /// The data source's header view for `section`, if any.
  func headerView(_ section: Int) -> TextCell? {
    dataSource?.grid(
      self, viewForSupplementaryElementOfKind: Self.sectionHeaderKind,
      at: ItemPath(item: 0, section: section))
  }

  /// Puts a header view back in its reuse queue.
  func enqueueHeader(_ view: TextCell) {
    supplementaryPools[Self.sectionHeaderKind]?.enqueue(view)
  }

  /// Lays the sections out again after the cards' size or shape changed.
  func cardsChanged() {
    shown.lines = SectionLines(
      hasHeader: shown.lines.hasHeader, bodyLines: bodyLines(shown.counts))
    relayout(confirmed: false)
  }
}

extension TextGrid: ShownItemsView {
  /// The grid's height: it has no frame of its own.
  var viewportLines: Int { height }

  var hasDataSource: Bool { dataSource != nil }

  /// The data source's item counts; negative answers count as 0.
  func dataSourceCounts() -> [Int] {
    guard let dataSource else { return [] }
    return ShownItems.counts(sections: dataSource.numberOfSections(in: self)) {
      dataSource.grid(self, numberOfItemsInSection: $0)
    }
  }

  /// A cell for the item at `path` from the data source, if there is one.
  func makeCell(_ path: ItemPath) -> TextCell? {
    dataSource?.grid(self, cellForItemAt: path)
  }

  /// Puts every header view back in its queue and asks the data source for every section's
  /// header once, to learn which sections have a header line.
  func reloadSections() {
    for view in headerViews.values { enqueueHeader(view) }
    headerViews = [:]
    provisionalHeaders = []
    let hasHeader = shown.counts.indices.map(probeHeader)
    shown.lines = SectionLines(hasHeader: hasHeader, bodyLines: bodyLines(shown.counts))
  }

  /// Sections keep their headers through a batch (a provisional header view is asked for
  /// again); the data source is asked for the headers of inserted sections only.
  func applySections(through map: ItemPathMap) {
    var movedHeaders: [Int: TextCell] = [:]
    for (section, view) in headerViews {
      if !provisionalHeaders.contains(section), let target = map.sectionAfter(section) {
        movedHeaders[target] = view
      } else {
        enqueueHeader(view)
      }
    }
    headerViews = movedHeaders
    provisionalHeaders = []
    let after = shown.counts
    let hadHeader = shown.lines.hasHeader
    let hasHeader = after.indices.map { section in
      if let before = map.sectionBefore(section), hadHeader.indices.contains(before) {
        return hadHeader[before]
      }
      return probeHeader(section)
    }
    shown.lines = SectionLines(hasHeader: hasHeader, bodyLines: bodyLines(after))
  }

  /// The items on the rows of cards in view; the headers in view get their views, those out
  /// of view go back to their queue.
  func layoutVisibleItems(confirmed: Bool) -> [ItemPath] {
    let visible = visibleLines()
    let visibleHeaders = Set(visible.compactMap(\.headerSection))
    for (section, view) in headerViews where !visibleHeaders.contains(section) {
      enqueueHeader(view)
      headerViews[section] = nil
      provisionalHeaders.remove(section)
    }
    for section in visibleHeaders.sorted() where headerViews[section] == nil {
      guard let view = headerView(section) else { continue }
      headerViews[section] = view
      if !confirmed { provisionalHeaders.insert(section) }
    }
    return items(on: visible)
  }

  /// The lines of the card's row.
  func lines(ofItemAt path: ItemPath) -> Range<Int> {
    let top = shown.lines.bodyStart(of: path.section) + (path.item / columns) * cardHeight
    return top..<(top + cardHeight)
  }
}
