import ResultsKit

/// What the UIKit data sources read from their monitor, with every index checked: a view that
/// is behind its monitor (a paused coordinator, results that changed before the batch that
/// describes them) asks for sections and rows the monitor no longer has, and gets empty
/// answers instead of a trap.
struct MonitorReader<Object> {
  /// The monitor whose results are shown; kept.
  let monitor: any ResultsMonitor<Object>

  /// The monitor's number of sections.
  var numberOfSections: Int { max(monitor.numberOfSections, 0) }

  /// The monitor's number of objects in `section`, or 0 for a section it does not have.
  func numberOfItems(inSection section: Int) -> Int {
    containsSection(section) ? max(monitor.numberOfObjects(inSection: section), 0) : 0
  }

  /// Whether the monitor has a section `section`.
  func containsSection(_ section: Int) -> Bool {
    section >= 0 && section < monitor.numberOfSections
  }

  /// The monitor's object at `path`, or `nil` when it has none there.
  ///
  /// - Complexity: The monitor's `object(at:)`, plus O(1) count look-ups (O(log *s*) for *s*
  ///   sections over a `ResultsController`).
  func object(at path: ItemPath) -> Object? {
    guard containsSection(path.section), path.item >= 0,
      path.item < monitor.numberOfObjects(inSection: path.section)
    else { return nil }
    return monitor.object(at: path)
  }

  /// The header title of `section`, by FetchedResultsCoordinator's rule.
  ///
  /// With unsectioned results (exactly one section, named `""`) and a `defaultSectionTitle`,
  /// that title. Otherwise, when `showsSectionHeaders` is on, the section's name (`nil` for a
  /// section named `""`, which has no name to show). Otherwise `nil`; `nil` too for a section
  /// the monitor does not have.
  func headerTitle(
    forSection section: Int, showsSectionHeaders: Bool, defaultSectionTitle: String?
  ) -> String? {
    guard containsSection(section) else { return nil }
    let name = monitor.sectionName(at: section)
    if let defaultSectionTitle, name.isEmpty, monitor.numberOfSections == 1 {
      return defaultSectionTitle
    }
    guard showsSectionHeaders, !name.isEmpty else { return nil }
    return name
  }

  /// The monitor's section index titles when `showsSectionIndex` is on, else `nil`.
  func sectionIndexTitles(showsSectionIndex: Bool) -> [String]? {
    showsSectionIndex ? monitor.sectionIndexTitles : nil
  }

  /// The monitor's section for the index title `title` at `index` in the index.
  func section(forSectionIndexTitle title: String, at index: Int) -> Int {
    monitor.section(forSectionIndexTitle: title, at: index)
  }
}
