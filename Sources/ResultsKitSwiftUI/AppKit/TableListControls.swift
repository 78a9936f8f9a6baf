#if canImport(SwiftUI) && os(macOS)
  import AppKit

  /// A list table's double-click target and context menu: it passes double clicks and the
  /// clicked row's menu to the list's host. (A class of its own because a generic class
  /// cannot implement Objective-C methods in extensions.)
  @MainActor
  final class TableListControls: NSObject, NSMenuDelegate {
    weak var events: (any TableListEvents)?
    private weak var tableView: NSTableView?

    /// Makes this the table's double-click target and its menu's delegate.
    func attach(to tableView: NSTableView) {
      self.tableView = tableView
      tableView.target = self
      tableView.doubleAction = #selector(doubleClicked(_:))
      let menu = NSMenu()
      menu.delegate = self
      tableView.menu = menu
    }

    @objc func doubleClicked(_ sender: NSTableView) {
      let row = sender.clickedRow
      guard row >= 0 else { return }
      events?.performPrimaryAction(atRow: row)
    }

    /// The clicked row's items, made as the menu opens; none for a group row or no row.
    func menuNeedsUpdate(_ menu: NSMenu) {
      menu.removeAllItems()
      guard let row = tableView?.clickedRow, row >= 0, let events else { return }
      for action in events.menuActions(forRow: row) {
        menu.addItem(ActionMenuItem(action))
      }
    }
  }
#endif
