#if canImport(SwiftUI) && os(macOS)
  import AppKit

  extension ResultsListAction {
    /// The action as a swipe action of `tableView`: red when destructive; the row actions
    /// close when it runs.
    @MainActor
    func rowAction(in tableView: NSTableView) -> NSTableViewRowAction {
      let handler = handler
      let action = NSTableViewRowAction(
        style: role == .destructive ? .destructive : .regular, title: title
      ) { [weak tableView] _, _ in
        tableView?.rowActionsVisible = false
        handler()
      }
      action.image = systemImage.flatMap {
        NSImage(systemSymbolName: $0, accessibilityDescription: title)
      }
      return action
    }
  }

  /// A menu item that runs a list action's handler.
  @MainActor
  final class ActionMenuItem: NSMenuItem {
    private var handler: (() -> Void)?

    init(_ action: ResultsListAction) {
      handler = action.handler
      super.init(title: action.title, action: #selector(run(_:)), keyEquivalent: "")
      target = self
    }

    required init(coder: NSCoder) {
      super.init(coder: coder)
    }

    @objc private func run(_ sender: Any?) {
      handler?()
    }
  }
#endif
