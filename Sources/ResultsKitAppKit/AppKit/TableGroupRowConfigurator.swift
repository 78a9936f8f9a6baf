#if canImport(AppKit)
  import AppKit

  /// Makes the views of a table's group rows — the headers of its sections — for a
  /// ``TableViewDataSource``.
  ///
  /// A group row spans the table's width; ``SectionNameGroupRows``, the default, shows the
  /// section's name.
  ///
  /// The protocol is isolated to the main actor, as views are; a conforming type is too.
  @MainActor
  public protocol TableGroupRowConfigurator {
    /// The view of the group row of `section`, configured: made, or reused with the table's
    /// `makeView(withIdentifier:owner:)`.
    ///
    /// - Parameters:
    ///   - section: The section's index.
    ///   - name: The section's name.
    ///   - tableView: The table that shows the row.
    /// - Returns: The view; `nil` shows the row empty.
    func view(forSection section: Int, named name: String, in tableView: NSTableView) -> NSView?
  }
#endif
