#if canImport(SwiftUI) && os(macOS)
  import AppKit
  import ResultsKit
  import ResultsKitAppKit
  import ResultsKitViewSupport
  import SwiftUI

  /// A list table's data source and delegate: each section's header a group row, each object a
  /// row, both SwiftUI views in `NSHostingView`s that the table reuses.
  ///
  /// As a ``FlatRowsDataSource`` it answers the table from ``shownRows``: the table (the
  /// coordinator's target) sets them when it applies a batch, and the data source sets them to
  /// ``currentRows`` when the table asks for its number of rows (when it reloads). Rows are
  /// group rows by the list's header rule (a header builder, and results that are not one
  /// section named `""`). A row the monitor no longer has (the table is behind it) gets an
  /// empty view; no row the table asks for traps.
  @MainActor
  final class HostingTableDataSource<Object, Row: View, Header: View>: NSObject,
    NSTableViewDataSource, NSTableViewDelegate, FlatRowsDataSource
  {
    let content: HostedContent<Object, Row, Header>
    let reader: MonitorReader<Object>
    weak var events: (any TableListEvents)?
    /// The rows the table shows.
    var shownRows = FlatRows(itemCounts: [], showsGroupRows: false)

    /// The rows of the monitor's results now.
    ///
    /// - Complexity: O(*s*) count look-ups for *s* sections.
    var currentRows: FlatRows { reader.flatRows(wantsHeaders: content.header != nil) }

    private static var rowIdentifier: NSUserInterfaceItemIdentifier {
      NSUserInterfaceItemIdentifier("ResultsKitSwiftUI.row")
    }
    private static var headerIdentifier: NSUserInterfaceItemIdentifier {
      NSUserInterfaceItemIdentifier("ResultsKitSwiftUI.header")
    }

    init(content: HostedContent<Object, Row, Header>, monitor: any ResultsMonitor<Object>) {
      self.content = content
      reader = MonitorReader(monitor: monitor)
    }

    /// The object `row` shows, or `nil` for a group row or a row the monitor does not have.
    func object(atRow row: Int) -> Object? {
      reader.monitor.object(atRow: row, of: shownRows)
    }

    func numberOfRows(in tableView: NSTableView) -> Int {
      shownRows = currentRows
      return shownRows.count
    }

    /// A hosting view of the row's object, or of the section's header; reused when the table
    /// has one.
    func tableView(_ tableView: NSTableView, viewFor tableColumn: NSTableColumn?, row: Int)
      -> NSView?
    {
      switch shownRows.content(ofRow: row) {
      case .groupRow(let section)?:
        guard let header = content.header,
          let name = reader.headerName(forSection: section, wanted: true)
        else { return NSView() }
        return hostingView(Self.headerIdentifier, in: tableView, showing: header(name))
      case .item(let path)?:
        guard let object = reader.object(at: path) else { return NSView() }
        return hostingView(Self.rowIdentifier, in: tableView, showing: content.row(object))
      case nil:
        return NSView()
      }
    }

    func tableView(_ tableView: NSTableView, isGroupRow row: Int) -> Bool {
      if case .groupRow? = shownRows.content(ofRow: row) { return true }
      return false
    }

    /// Group rows are not selected.
    func tableView(_ tableView: NSTableView, shouldSelectRow row: Int) -> Bool {
      shownRows.itemPath(ofRow: row) != nil
    }

    func tableViewSelectionDidChange(_ notification: Notification) {
      events?.selectionDidChange()
    }

    func tableView(
      _ tableView: NSTableView, rowActionsForRow row: Int, edge: NSTableView.RowActionEdge
    ) -> [NSTableViewRowAction] {
      let side: HorizontalEdge = edge == .leading ? .leading : .trailing
      return (events?.swipeActions(forRow: row, edge: side) ?? []).map {
        $0.rowAction(in: tableView)
      }
    }

    /// The coordinator's `updateCell`: gives the visible row of a changed object its new
    /// content, in place; a row out of view is left alone (it is made anew when it comes
    /// into view).
    ///
    /// - Parameter tableView: The table; held weakly.
    /// - Returns: The closure.
    func makeUpdateVisibleRow(_ tableView: NSTableView) -> (ItemPath, Object) -> Void {
      { [weak self, weak tableView] path, object in
        guard let self, let tableView, let row = shownRows.shownRow(of: path),
          row < tableView.numberOfRows,
          let view = tableView.view(atColumn: 0, row: row, makeIfNecessary: false)
            as? NSHostingView<Row>
        else { return }
        view.rootView = content.row(object)
      }
    }

    /// A hosting view under `identifier` showing `rootView`: the table's reused one, or a new
    /// one.
    private func hostingView<Content: View>(
      _ identifier: NSUserInterfaceItemIdentifier, in tableView: NSTableView,
      showing rootView: Content
    ) -> NSView {
      if let reused = tableView.makeView(withIdentifier: identifier, owner: nil)
        as? NSHostingView<Content>
      {
        reused.rootView = rootView
        return reused
      }
      let view = NSHostingView(rootView: rootView)
      view.identifier = identifier
      return view
    }
  }
#endif
