import ResultsKit

extension ResultsMonitor {
  /// Whether the results are unsectioned — one section named `""` — and so have no section
  /// name to show: no group row, no header.
  ///
  /// - Complexity: O(1) reads.
  package var isUnsectioned: Bool {
    numberOfSections == 1 && sectionName(at: 0).isEmpty
  }

  /// The results as a table's rows, with a group row per section when `showsGroupRows` is on —
  /// except for unsectioned results: one section named `""` has no name to show, so it gets no
  /// group row whatever the setting.
  ///
  /// - Parameter showsGroupRows: Whether sections begin with a group row.
  /// - Returns: The rows.
  /// - Complexity: O(*s*) count look-ups for *s* sections.
  package func flatRows(showsGroupRows: Bool) -> FlatRows {
    let sections = max(numberOfSections, 0)
    let counts = (0..<sections).map { max(numberOfObjects(inSection: $0), 0) }
    return FlatRows(itemCounts: counts, showsGroupRows: showsGroupRows && !isUnsectioned)
  }

  /// The object that `row` of `layout` shows, or `nil` for a group row, a row past the
  /// layout, or an item the monitor does not have (the table is behind it).
  ///
  /// - Parameters:
  ///   - row: A row of the table.
  ///   - layout: The rows the table shows.
  /// - Returns: The object, or `nil`.
  /// - Complexity: O(log *s*) for *s* sections, plus the checked read.
  package func object(atRow row: Int, of layout: FlatRows) -> Object? {
    guard case .item(let path)? = layout.content(ofRow: row) else { return nil }
    return objectIfPresent(at: path)
  }
}
