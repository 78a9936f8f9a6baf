#if canImport(SwiftUI) && os(iOS)
  import ResultsKit
  import SwiftUI
  import UIKit

  /// A `ResultsList` on iOS: a `UICollectionView` with a list layout, made once and then only
  /// given the list's newest configuration and pause.
  @MainActor
  struct ResultsCollectionView<Object: Identifiable & Equatable, Row: View, Header: View>:
    UIViewRepresentable
  {
    let monitor: any ResultsMonitor<Object>
    let configuration: ListConfiguration<Object, Row, Header>
    let pause: ResultsListPause

    func makeCoordinator() -> CollectionListHost<Object, Row, Header> {
      CollectionListHost(monitor: monitor, configuration: configuration)
    }

    func makeUIView(context: Context) -> UICollectionView {
      context.coordinator.makeView(pause: pause)
    }

    /// Passes the configuration and the pause: no reload, no diff.
    func updateUIView(_ collectionView: UICollectionView, context: Context) {
      context.coordinator.update(configuration: configuration, pause: pause)
    }

    static func dismantleUIView(
      _ collectionView: UICollectionView, coordinator: CollectionListHost<Object, Row, Header>
    ) {
      coordinator.dismantle()
    }
  }
#endif
