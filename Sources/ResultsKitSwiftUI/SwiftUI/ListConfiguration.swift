#if canImport(SwiftUI) && (os(iOS) || os(macOS))
  import ResultsKit
  import SwiftUI

  /// What a `ResultsList` passes its view on each SwiftUI update.
  ///
  /// Closures, the selection binding, the proxy. Passing it is all an update does; none of it
  /// reloads the list.
  struct ListConfiguration<Object: Identifiable & Equatable, Row: View, Header: View> {
    /// Builds a row's view from its object.
    var row: (Object) -> Row
    /// Builds a section header from the section's name; `nil` for a list without headers.
    var header: ((String) -> Header)?
    /// The selected objects' identifiers; `nil` for a list without selection.
    var selection: Binding<Set<Object.ID>>?
    /// What a tap (iOS) or a double click (macOS) on a row does.
    var primaryAction: ((Object) -> Void)?
    /// The swipe actions of a row's leading edge.
    var leadingSwipeActions: ((Object) -> [ResultsListAction])?
    /// The swipe actions of a row's trailing edge.
    var trailingSwipeActions: ((Object) -> [ResultsListAction])?
    /// The context menu of a row.
    var contextMenu: ((Object) -> [ResultsListAction])?
    /// The proxy to connect.
    var proxy: ResultsListProxy<Object>?
    /// Hears of inconsistencies and fetch errors.
    var onInconsistency: ((any Error) -> Void)?
    /// The largest batch applied as a batch; a larger one reloads the list.
    var reloadThreshold: Int?

    /// The swipe actions of `edge`, if any.
    func swipeActions(_ edge: HorizontalEdge) -> ((Object) -> [ResultsListAction])? {
      edge == .leading ? leadingSwipeActions : trailingSwipeActions
    }
  }
#endif
