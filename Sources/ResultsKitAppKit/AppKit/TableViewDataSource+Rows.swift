#if canImport(AppKit)
  import AppKit
  import ResultsKit
  import ResultsKitViewSupport

  extension TableViewDataSource {
    /// The object that `row` shows, or `nil` for a group row, a row the table does not have,
    /// or an object the monitor no longer has.
    ///
    /// - Parameter row: A row of the table (of ``shownRows``).
    /// - Returns: The object, or `nil`.
    /// - Complexity: O(log *s*) for *s* sections, plus the monitor's read.
    public func object(atRow row: Int) -> Configurator.Object? {
      reader.monitor.object(atRow: row, of: shownRows)
    }

    /// The section and item that `row` shows, or `nil` for a group row or a row the table does
    /// not have.
    ///
    /// - Parameter row: A row of the table (of ``shownRows``).
    /// - Returns: The path, or `nil`.
    /// - Complexity: O(log *s*) for *s* sections.
    public func itemPath(atRow row: Int) -> ItemPath? {
      guard case .item(let path)? = shownRows.content(ofRow: row) else { return nil }
      return path
    }

    /// The row that shows the item at `path`, or `nil` when the table shows no such item.
    ///
    /// - Parameter path: A section and item.
    /// - Returns: The row of ``shownRows``, or `nil`.
    /// - Complexity: O(1).
    public func row(of path: ItemPath) -> Int? {
      shownRows.rowIfPresent(of: path)
    }

    /// The objects of the selected rows, in row order; group rows and rows the monitor no
    /// longer has are left out.
    ///
    /// - Parameter tableView: The table whose data source this is.
    /// - Returns: The objects.
    /// - Complexity: O(*r* log *s*) for *r* selected rows and *s* sections, plus the reads.
    public func selectedObjects(in tableView: NSTableView) -> [Configurator.Object] {
      tableView.selectedRowIndexes.compactMap { object(atRow: $0) }
    }
  }
#endif
