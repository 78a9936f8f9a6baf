import ResultsKit

/// What the UIKit, AppKit and SwiftUI data sources read from their monitor, with every index checked: a view that
/// is behind its monitor (a paused coordinator, results that changed before the batch that
/// describes them) asks for sections and rows the monitor no longer has, and gets empty
/// answers instead of a trap.
package struct MonitorReader<Object> {
  /// The monitor whose results are shown; kept.
  package let monitor: any ResultsMonitor<Object>

  /// A reader of `monitor`, which it keeps.
  package init(monitor: any ResultsMonitor<Object>) {
    self.monitor = monitor
  }

  /// The monitor's number of sections.
  package var numberOfSections: Int { max(monitor.numberOfSections, 0) }

  /// The monitor's number of objects in `section`, or 0 for a section it does not have.
  package func numberOfItems(inSection section: Int) -> Int {
    monitor.containsSection(section) ? max(monitor.numberOfObjects(inSection: section), 0) : 0
  }

  /// The monitor's object at `path`, or `nil` when it has none there.
  ///
  /// - Complexity: The monitor's `object(at:)`, plus O(1) count look-ups (O(log *s*) for *s*
  ///   sections over a `ResultsController`).
  package func object(at path: ItemPath) -> Object? {
    monitor.objectIfPresent(at: path)
  }

  /// The header title of `section`, by the rule the text table's data source follows too.
  ///
  /// With a `defaultSectionTitle`, that title for a section named `""` (the one section of
  /// unsectioned results). Otherwise, when `showsSectionHeaders` is on, the section's name
  /// (`nil` for a section named `""`, which has no name to show). Otherwise `nil`; `nil` too for
  /// a section the monitor does not have.
  package func headerTitle(
    forSection section: Int, showsSectionHeaders: Bool, defaultSectionTitle: String?
  ) -> String? {
    monitor.headerTitle(
      forSection: section, showsSectionHeaders: showsSectionHeaders,
      defaultSectionTitle: defaultSectionTitle)
  }

  /// The monitor's section index titles when `showsSectionIndex` is on, else `nil`.
  package func sectionIndexTitles(showsSectionIndex: Bool) -> [String]? {
    showsSectionIndex ? monitor.sectionIndexTitles : nil
  }

  /// The monitor's section for the index title `title` at `index` in the index.
  package func section(forSectionIndexTitle title: String, at index: Int) -> Int {
    monitor.section(forSectionIndexTitle: title, at: index)
  }
}
