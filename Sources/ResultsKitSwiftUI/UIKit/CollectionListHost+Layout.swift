#if canImport(SwiftUI) && os(iOS)
  import ResultsKit
  import ResultsKitViewSupport
  import SwiftUI
  import UIKit

  extension CollectionListHost {
    /// A list layout: plain, headers where the list shows them, swipe actions from the
    /// list's configuration.
    ///
    /// The layout asks for each section's configuration when it lays the section out; the
    /// answers read the host's newest configuration, and the monitor only for the header rule
    /// (O(1)).
    func makeLayout() -> UICollectionViewLayout {
      UICollectionViewCompositionalLayout { [weak self] _, environment in
        var list = UICollectionLayoutListConfiguration(appearance: .plain)
        guard let self else { return .list(using: list, layoutEnvironment: environment) }
        let reader = MonitorReader(monitor: monitor)
        list.headerMode =
          reader.showsHeaders(wanted: content.header != nil) ? .supplementary : .none
        list.leadingSwipeActionsConfigurationProvider = { [weak self] indexPath in
          self?.swipeActions(.leading, at: indexPath)
        }
        list.trailingSwipeActionsConfigurationProvider = { [weak self] indexPath in
          self?.swipeActions(.trailing, at: indexPath)
        }
        return .list(using: list, layoutEnvironment: environment)
      }
    }

    /// The swipe actions of `edge` for the row at `indexPath`, or `nil` for none.
    func swipeActions(_ edge: HorizontalEdge, at indexPath: IndexPath)
      -> UISwipeActionsConfiguration?
    {
      guard let actions = configuration.swipeActions(edge), let object = object(at: indexPath)
      else { return nil }
      let made = actions(object)
      guard !made.isEmpty else { return nil }
      return UISwipeActionsConfiguration(actions: made.map(\.contextualAction))
    }
  }
#endif
