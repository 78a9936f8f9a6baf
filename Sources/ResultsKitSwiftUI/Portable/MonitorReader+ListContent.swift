import ResultsKit
import ResultsKitAppKit
import ResultsKitViewSupport

/// What a list shows of its monitor besides the rows' objects: the rows' identities and the
/// section headers, read with every index checked (the view may be behind the monitor).
extension MonitorReader where Object: Identifiable {
  /// The identifier of the object at `path`, or `nil` when the monitor has none there.
  ///
  /// - Parameter path: A row's item path.
  /// - Returns: The identifier, or `nil`.
  /// - Complexity: The monitor's checked read.
  package func rowID(at path: ItemPath) -> Object.ID? {
    object(at: path)?.id
  }

  /// Where the object whose identifier is `id` is in the monitor's results now.
  ///
  /// - Parameter id: The object's identifier.
  /// - Returns: Its path, or `nil` when the results do not hold it.
  /// - Complexity: The monitor's look-up: O(log *n*) for a `ResultsController`, a scan for a
  ///   monitor without an index.
  package func path(ofObjectWithID id: Object.ID) -> ItemPath? {
    monitor.itemPath(matching: ObjectLookup(id: id))
  }
}

extension MonitorReader {
  /// Whether a list that has a header builder shows section headers now: yes, unless the
  /// results are unsectioned — one section named `""`, which has no name to show.
  ///
  /// The rule of `ResultsKitAppKit`'s tables (a group row per section, none for unsectioned
  /// results), so that a list shows the same headers on iOS and macOS.
  ///
  /// - Parameter wanted: Whether the list has a header builder; without one, never.
  /// - Returns: Whether each section begins with a header.
  /// - Complexity: O(1) reads.
  package func showsHeaders(wanted: Bool) -> Bool {
    wanted && !monitor.isUnsectioned
  }

  /// The name that the header of `section` shows, or `nil` when the section has no header:
  /// headers are off (``showsHeaders(wanted:)``), or the monitor has no such section.
  ///
  /// - Parameters:
  ///   - section: A section of the view.
  ///   - wanted: Whether the list has a header builder.
  /// - Returns: The section's name (`""` for an unnamed section among named ones), or `nil`.
  package func headerName(forSection section: Int, wanted: Bool) -> String? {
    guard showsHeaders(wanted: wanted), monitor.containsSection(section) else { return nil }
    return monitor.sectionName(at: section)
  }

  /// The monitor's results as the rows of a table of one list: a group row per section when
  /// headers are shown (``showsHeaders(wanted:)``), followed by the section's items.
  ///
  /// - Parameter wantsHeaders: Whether the list has a header builder.
  /// - Returns: The rows.
  /// - Complexity: O(*s*) count look-ups for *s* sections.
  package func flatRows(wantsHeaders: Bool) -> FlatRows {
    monitor.flatRows(showsGroupRows: wantsHeaders)
  }
}
