#if canImport(SwiftUI) && os(iOS)
  import UIKit

  extension ResultsListAction {
    /// The action as a swipe action: red when destructive, with its symbol.
    @MainActor
    var contextualAction: UIContextualAction {
      let handler = handler
      let action = UIContextualAction(
        style: role == .destructive ? .destructive : .normal, title: title
      ) { _, _, completion in
        handler()
        completion(true)
      }
      action.image = systemImage.flatMap { UIImage(systemName: $0) }
      return action
    }

    /// The action as a context menu item: red when destructive, with its symbol.
    @MainActor
    var menuAction: UIAction {
      let handler = handler
      return UIAction(
        title: title, image: systemImage.flatMap { UIImage(systemName: $0) },
        attributes: role == .destructive ? .destructive : []
      ) { _ in handler() }
    }
  }
#endif
