/// Reads that a view's data source makes with indexes the view gives it: a view that is behind
/// its monitor (its coordinator is paused, or the results changed before the batch that
/// describes them arrived) asks for sections and objects the monitor no longer has, and gets
/// "none" instead of a trap. The text views' and the UIKit views' data sources share them.
extension ResultsMonitor {
  /// Whether the monitor has a section `section`.
  package func containsSection(_ section: Int) -> Bool {
    section >= 0 && section < numberOfSections
  }

  /// Whether the monitor has an object at `path`.
  ///
  /// - Complexity: Two count look-ups (O(log *s*) for *s* sections over a `ResultsController`).
  package func containsObject(at path: ItemPath) -> Bool {
    containsSection(path.section) && path.item >= 0
      && path.item < numberOfObjects(inSection: path.section)
  }

  /// The object at `path`, or `nil` when the monitor has none there.
  ///
  /// - Complexity: ``containsObject(at:)`` plus ``object(at:)``.
  package func objectIfPresent(at path: ItemPath) -> Object? {
    containsObject(at: path) ? object(at: path) : nil
  }

  /// The header title of `section` in a table, by the rule both table data sources follow:
  /// `defaultSectionTitle` for a section named `""` (the one section of unsectioned results)
  /// when there is one; otherwise, when `showsSectionHeaders` is on, `formatter` applied to the
  /// section's name, or without a formatter the name itself (none for `""`); otherwise `nil`,
  /// and `nil` for a section the monitor does not have.
  ///
  /// - Parameters:
  ///   - section: The section the table asks about.
  ///   - showsSectionHeaders: Whether sections show their names.
  ///   - defaultSectionTitle: The title of an unnamed section.
  ///   - formatter: Makes a title from a section's name; `nil` for none.
  package func headerTitle(
    forSection section: Int, showsSectionHeaders: Bool, defaultSectionTitle: String?,
    formatter: ((String) -> String?)? = nil
  ) -> String? {
    guard containsSection(section) else { return nil }
    let name = sectionName(at: section)
    if name.isEmpty, let defaultSectionTitle { return defaultSectionTitle }
    guard showsSectionHeaders else { return nil }
    if let formatter { return formatter(name) }
    return name.isEmpty ? nil : name
  }
}
