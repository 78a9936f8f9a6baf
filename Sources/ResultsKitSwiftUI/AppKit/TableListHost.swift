#if canImport(SwiftUI) && os(macOS)
  import AppKit
  import ResultsKit
  import ResultsKitAppKit
  import SwiftUI

  /// What a `ResultsList` keeps on macOS: the table, its data source, its controls, and the
  /// list's state (see ``ListHostState``).
  ///
  /// Made once per list. Each SwiftUI update passes the newest configuration on: no reload,
  /// no diff.
  @MainActor
  final class TableListHost<Object: Identifiable & Equatable, Row: View, Header: View> {
    let monitor: any ResultsMonitor<Object>
    let state: ListHostState<Object, Row, Header>
    private(set) var dataSource: HostingTableDataSource<Object, Row, Header>?
    /// The table's double-click target and its menu's delegate.
    private let controls = TableListControls()
    private weak var tableView: NSTableView?

    init(monitor: any ResultsMonitor<Object>, configuration: ListConfiguration<Object, Row, Header>)
    {
      self.monitor = monitor
      state = ListHostState(configuration: configuration)
    }

    var configuration: ListConfiguration<Object, Row, Header> { state.configuration }
    var session: ListSession<Object>? { state.session }

    /// Makes the table in its scroll view, its data source and the session, and loads the
    /// results.
    func makeView(pause: ResultsListPause) -> NSScrollView {
      let tableView = Self.makeTable()
      let dataSource = HostingTableDataSource(content: state.content, monitor: monitor)
      dataSource.events = self
      tableView.dataSource = dataSource
      tableView.delegate = dataSource
      controls.events = self
      controls.attach(to: tableView)
      self.dataSource = dataSource
      self.tableView = tableView
      tableView.allowsMultipleSelection = state.selects
      state.start(
        ListSession(
          monitor: monitor, view: TableListView(tableView, dataSource: dataSource),
          updateCell: dataSource.makeUpdateVisibleRow(tableView)),
        pause: pause)
      let scrollView = NSScrollView()
      scrollView.documentView = tableView
      scrollView.hasVerticalScroller = true
      scrollView.autohidesScrollers = true
      return scrollView
    }

    /// A view-based table of one full-width column, without a header, whose rows size
    /// themselves and whose group rows float.
    private static func makeTable() -> NSTableView {
      let tableView = NSTableView()
      let column = NSTableColumn(
        identifier: NSUserInterfaceItemIdentifier("ResultsKitSwiftUI.column"))
      column.resizingMask = .autoresizingMask
      tableView.addTableColumn(column)
      tableView.headerView = nil
      tableView.columnAutoresizingStyle = .uniformColumnAutoresizingStyle
      tableView.usesAutomaticRowHeights = true
      tableView.floatsGroupRows = true
      tableView.allowsEmptySelection = true
      return tableView
    }

    /// Takes the newest configuration and pause.
    func update(configuration: ListConfiguration<Object, Row, Header>, pause: ResultsListPause) {
      state.update(configuration: configuration, pause: pause)
      tableView?.allowsMultipleSelection = state.selects
    }

    /// Ends the list.
    func dismantle() {
      state.dismantle()
    }
  }
#endif
