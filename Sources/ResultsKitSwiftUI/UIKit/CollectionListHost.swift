#if canImport(SwiftUI) && os(iOS)
  import ResultsKit
  import ResultsKitUIKit
  import SwiftUI
  import UIKit

  /// What a `ResultsList` keeps on iOS: the collection view, its data source and delegate,
  /// and the list's state (see ``ListHostState``).
  ///
  /// Made once per list. Each SwiftUI update passes the newest configuration on: no reload,
  /// no diff.
  @MainActor
  final class CollectionListHost<Object: Identifiable & Equatable, Row: View, Header: View> {
    let monitor: any ResultsMonitor<Object>
    let state: ListHostState<Object, Row, Header>
    private var dataSource: CollectionViewDataSource<HostingCellConfigurator<Object, Row, Header>>?
    /// The collection view's delegate; kept here, as the view holds it weakly.
    private let delegate = CollectionListDelegate()
    private weak var collectionView: UICollectionView?

    init(monitor: any ResultsMonitor<Object>, configuration: ListConfiguration<Object, Row, Header>)
    {
      self.monitor = monitor
      state = ListHostState(configuration: configuration)
    }

    var configuration: ListConfiguration<Object, Row, Header> { state.configuration }
    var content: HostedContent<Object, Row, Header> { state.content }
    var session: ListSession<Object>? { state.session }

    /// Makes the collection view, its data source and the session, and loads the results.
    func makeView(pause: ResultsListPause) -> UICollectionView {
      let collectionView = UICollectionView(frame: .zero, collectionViewLayout: makeLayout())
      let configurator = HostingCellConfigurator(content: content)
      collectionView.register(
        UICollectionViewListCell.self, forCellWithReuseIdentifier: configurator.identifier)
      let headers = HostingHeaderConfigurator(content: content, monitor: monitor)
      collectionView.register(
        UICollectionViewListCell.self,
        forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
        withReuseIdentifier: headers.identifier)
      let dataSource = CollectionViewDataSource(
        configurator: configurator, monitor: monitor, supplementaryConfigurator: headers)
      collectionView.dataSource = dataSource
      delegate.events = self
      collectionView.delegate = delegate
      self.dataSource = dataSource
      self.collectionView = collectionView
      configureSelection(of: collectionView)
      state.start(
        ListSession(
          monitor: monitor, view: CollectionListView(collectionView),
          updateCell: configurator.makeUpdateVisibleCell(collectionView)),
        pause: pause)
      return collectionView
    }

    /// Takes the newest configuration and pause.
    func update(configuration: ListConfiguration<Object, Row, Header>, pause: ResultsListPause) {
      state.update(configuration: configuration, pause: pause)
      if let collectionView { configureSelection(of: collectionView) }
    }

    /// Ends the list.
    func dismantle() {
      state.dismantle()
    }

    /// Rows are selectable for a selection binding (several at once) or a primary action.
    private func configureSelection(of collectionView: UICollectionView) {
      collectionView.allowsSelection = state.selects || configuration.primaryAction != nil
      collectionView.allowsMultipleSelection = state.selects
    }

    /// The object of the row at `indexPath`, or `nil` when the monitor has none there.
    func object(at indexPath: IndexPath) -> Object? {
      dataSource?.object(at: indexPath)
    }
  }
#endif
