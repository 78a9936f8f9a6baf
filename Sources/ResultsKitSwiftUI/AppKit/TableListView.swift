#if canImport(SwiftUI) && os(macOS)
  import AppKit
  import ResultsKit
  import ResultsKitAppKit
  import SwiftUI

  /// A list's `NSTableView` as the view behind its target: batches and reloads go to the
  /// table's own `Coordinatable` methods (a batch validated against the data source's rows,
  /// then row removals, moves and insertions), selection and scrolling to the rows of item
  /// paths.
  ///
  /// Isolated to the main actor, as the table is; so is its conformance.
  @MainActor
  final class TableListView<Object, Row: View, Header: View> {
    let tableView: NSTableView
    let dataSource: HostingTableDataSource<Object, Row, Header>

    init(_ tableView: NSTableView, dataSource: HostingTableDataSource<Object, Row, Header>) {
      self.tableView = tableView
      self.dataSource = dataSource
    }

    func reloadData() {
      tableView.reloadData()
    }

    func apply(_ batch: ChangeBatch) throws {
      try tableView.apply(batch)
    }

    var selectedPaths: [ItemPath] {
      _ = tableView.numberOfRows  // a table that has not asked for its rows since a reload asks now
      return tableView.selectedRowIndexes.compactMap(dataSource.shownRows.itemPath(ofRow:))
    }

    func setSelected(_ selected: Bool, at paths: [ItemPath]) {
      let rowCount = tableView.numberOfRows
      let rows = paths.compactMap(dataSource.shownRows.shownRow(of:)).filter { $0 < rowCount }
      if selected {
        tableView.selectRowIndexes(IndexSet(rows), byExtendingSelection: true)
      } else {
        for row in rows { tableView.deselectRow(row) }
      }
    }

    func scroll(to path: ItemPath, animated: Bool) {
      guard let row = dataSource.shownRows.shownRow(of: path), row < tableView.numberOfRows
      else { return }
      NSAnimationContext.runAnimationGroup { context in
        context.allowsImplicitAnimation = animated
        tableView.scrollRowToVisible(row)
      }
    }
  }

  #if compiler(>=6.2)
    extension TableListView: @MainActor ListPlatformView {}
  #else
    extension TableListView: @preconcurrency ListPlatformView {}
  #endif
#endif
