#if canImport(SwiftUI) && (os(iOS) || os(macOS))
  import ResultsKit
  import SwiftUI

  extension ResultsList {
    /// The list with `action` run for a row the user activates: a tap on iOS (the collection
    /// view's primary action, also without selection), a double click on macOS.
    ///
    /// - Parameter action: Runs with the row's object.
    /// - Returns: The list.
    public func rowPrimaryAction(_ action: @escaping (Object) -> Void) -> ResultsList {
      var list = self
      list.configuration.primaryAction = action
      return list
    }

    /// The list with swipe actions on one edge of its rows: `UIContextualAction`s on iOS,
    /// `NSTableViewRowAction`s on macOS (a trackpad swipe).
    ///
    /// The first action of the trailing edge runs on a full swipe, on iOS.
    ///
    /// - Parameters:
    ///   - edge: The edge: `.trailing` (the default) or `.leading`.
    ///   - actions: The actions of a row's object, from the edge inwards; none for no swipe.
    /// - Returns: The list.
    public func rowSwipeActions(
      edge: HorizontalEdge = .trailing, _ actions: @escaping (Object) -> [ResultsListAction]
    ) -> ResultsList {
      var list = self
      switch edge {
      case .leading: list.configuration.leadingSwipeActions = actions
      case .trailing: list.configuration.trailingSwipeActions = actions
      }
      return list
    }

    /// The list with a context menu on its rows: a `UIMenu` on iOS (a long press), an `NSMenu`
    /// on macOS (a secondary click).
    ///
    /// - Parameter actions: The menu items of a row's object; none for no menu.
    /// - Returns: The list.
    public func rowContextMenu(_ actions: @escaping (Object) -> [ResultsListAction])
      -> ResultsList
    {
      var list = self
      list.configuration.contextMenu = actions
      return list
    }

    /// The list, connected to `proxy` when it is made: the proxy scrolls it and changes what
    /// its monitor fetches.
    ///
    /// - Parameter proxy: The proxy; the app keeps it (in a `@State` property).
    /// - Returns: The list.
    public func proxy(_ proxy: ResultsListProxy<Object>) -> ResultsList {
      var list = self
      list.configuration.proxy = proxy
      return list
    }

    /// The list with batches of more than `count` changes shown as one reload instead:
    /// the coordinator's `reloadThreshold`.
    ///
    /// A batch animates each of its row changes; when a change replaces most of the rows (a
    /// search that narrows 100,000 rows to a few), one reload costs less and looks calmer. The
    /// selection and a waiting scroll request are looked up again after it.
    ///
    /// - Parameter count: The most changes (`ChangeBatch.changeCount`) a batch may have; `nil`
    ///   (the default) for no limit.
    /// - Returns: The list.
    public func reloadThreshold(_ count: Int?) -> ResultsList {
      var list = self
      list.configuration.reloadThreshold = count
      return list
    }

    /// The list with `handler` told of what its coordinator reports (a monitor that broke the
    /// event protocol, a batch the view rejected; the list is reloaded after each) and of
    /// failed fetches.
    ///
    /// - Parameter handler: Runs on the main actor with the error.
    /// - Returns: The list.
    public func onInconsistency(_ handler: @escaping (any Error) -> Void) -> ResultsList {
      var list = self
      list.configuration.onInconsistency = handler
      return list
    }
  }
#endif
