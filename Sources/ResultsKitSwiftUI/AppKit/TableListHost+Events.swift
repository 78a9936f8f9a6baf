#if canImport(SwiftUI) && os(macOS)
  import AppKit
  import SwiftUI

  extension TableListHost: TableListEvents {
    /// Passes the table's selection to the list.
    ///
    /// Rows may be selected without a selection binding too: the table shows which row was
    /// clicked. Only a binding's selection is followed.
    func selectionDidChange() {
      session?.target.viewSelectionDidChange()
    }

    func performPrimaryAction(atRow row: Int) {
      guard let action = configuration.primaryAction, let object = dataSource?.object(atRow: row)
      else { return }
      action(object)
    }

    func swipeActions(forRow row: Int, edge: HorizontalEdge) -> [ResultsListAction] {
      guard let actions = configuration.swipeActions(edge),
        let object = dataSource?.object(atRow: row)
      else { return [] }
      return actions(object)
    }

    func menuActions(forRow row: Int) -> [ResultsListAction] {
      guard let menu = configuration.contextMenu, let object = dataSource?.object(atRow: row) else {
        return []
      }
      return menu(object)
    }
  }
#endif
