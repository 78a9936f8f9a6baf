#if canImport(SwiftUI) && (os(iOS) || os(macOS))
  import ResultsKit
  import SwiftUI

  /// A list of any number of rows from a results monitor, kept in step by a
  /// `ResultsCoordinator`: the SwiftUI counterpart of a table view over a fetched-results
  /// controller.
  ///
  ///     ResultsList(controller, selection: $selection) { note in
  ///         NoteRow(note: note)
  ///     } header: { folder in
  ///         Text(folder)
  ///     }
  ///
  /// On iOS the list is a `UICollectionView` with a list layout, each row's view hosted in its
  /// cell (`UIHostingConfiguration`); on macOS an `NSTableView` with one column, each row's
  /// view in an `NSHostingView` and each section's header a floating group row. The monitor is
  /// any `ResultsMonitor` — a `ResultsController`, a `SnapshotMonitor`, a mapped monitor, a
  /// `FetchedResultsMonitor` — and its objects are `Identifiable` (rows, selection and scroll
  /// requests go by identifier) and `Equatable` (an animated resume compares them).
  ///
  /// Each commit reaches the view as one batch that costs what changed, never the number of
  /// rows: rows are inserted, deleted and moved, and a row whose object changed in place is
  /// updated in place — its cell keeps its view, which is given the new object. A row's view is
  /// made only when the row scrolls into view. SwiftUI's updates of the list pass it the newest
  /// closures, the selection and the pause, and never reload or diff it.
  ///
  /// A row's view is built from its object when the row is made or its object changes; the
  /// newest `row` closure is used from then on. State a row shows beyond its object belongs in
  /// an observable object the row's view observes.
  ///
  /// - Sections: with a `header` builder, each section begins with a header built from the
  ///   section's name, except in unsectioned results (one section named `""`). Without it, the
  ///   list is plain.
  /// - Selection: a binding of the selected objects' identifiers. It follows the objects
  ///   across moves; an object deleted from the results leaves it. Setting it selects rows
  ///   (looking the objects up in the monitor).
  /// - Actions: ``rowPrimaryAction(_:)``, ``rowSwipeActions(edge:_:)``,
  ///   ``rowContextMenu(_:)``.
  /// - Pausing: `resultsListPaused(_:resuming:)` on any view above the list.
  /// - Scrolling, and changing what the monitor fetches with one animated batch: a
  ///   ``ResultsListProxy`` given with ``proxy(_:)``.
  ///
  /// The monitor is read when the list is made: to show another monitor, give the list
  /// another identity (`.id(…)`). For results of a few hundred rows, SwiftUI's own `List`
  /// over an ``ObservableResults`` is simpler.
  @MainActor
  public struct ResultsList<Object: Identifiable & Equatable, Row: View, Header: View>: View {
    let monitor: any ResultsMonitor<Object>
    var configuration: ListConfiguration<Object, Row, Header>
    @Environment(\.resultsListPause) private var pause

    /// A list of `monitor`'s results, with a header for each section.
    ///
    /// - Parameters:
    ///   - monitor: The results to show; read when the list is made, and kept.
    ///   - selection: The identifiers of the selected objects; `nil` (the default) for a list
    ///     without selection.
    ///   - row: Builds a row's view from its object.
    ///   - header: Builds a section's header from the section's name.
    public init<Monitor: ResultsMonitor>(
      _ monitor: Monitor, selection: Binding<Set<Object.ID>>? = nil,
      @ViewBuilder row: @escaping (Object) -> Row,
      @ViewBuilder header: @escaping (String) -> Header
    ) where Monitor.Object == Object {
      self.monitor = monitor
      configuration = ListConfiguration(row: row, header: header, selection: selection)
    }

    /// The list, on this platform's view.
    public var body: some View {
      #if os(iOS)
        ResultsCollectionView(monitor: monitor, configuration: configuration, pause: pause)
      #else
        ResultsTableView(monitor: monitor, configuration: configuration, pause: pause)
      #endif
    }
  }

  extension ResultsList where Header == EmptyView {
    /// A plain list of `monitor`'s results: no section headers.
    ///
    /// - Parameters:
    ///   - monitor: The results to show; read when the list is made, and kept.
    ///   - selection: The identifiers of the selected objects; `nil` (the default) for a list
    ///     without selection.
    ///   - row: Builds a row's view from its object.
    public init<Monitor: ResultsMonitor>(
      _ monitor: Monitor, selection: Binding<Set<Object.ID>>? = nil,
      @ViewBuilder row: @escaping (Object) -> Row
    ) where Monitor.Object == Object {
      self.monitor = monitor
      configuration = ListConfiguration(row: row, header: nil, selection: selection)
    }
  }
#endif
