#if canImport(SwiftUI) && os(iOS)
  import SwiftUI
  import UIKit

  extension CollectionListHost: CollectionListEvents {
    /// Rows are selectable when the list has a selection binding.
    var allowsSelection: Bool { state.selects }

    func selectionDidChange() {
      session?.target.viewSelectionDidChange()
    }

    func performPrimaryAction(at indexPath: IndexPath) {
      guard let action = configuration.primaryAction, let object = object(at: indexPath) else {
        return
      }
      action(object)
    }

    /// The row's context menu, from the list's `rowContextMenu`.
    func contextMenu(at indexPath: IndexPath) -> UIContextMenuConfiguration? {
      guard let menu = configuration.contextMenu, let object = object(at: indexPath) else {
        return nil
      }
      let actions = menu(object)
      guard !actions.isEmpty else { return nil }
      return UIContextMenuConfiguration(actionProvider: { _ in
        UIMenu(children: actions.map(\.menuAction))
      })
    }
  }
#endif
