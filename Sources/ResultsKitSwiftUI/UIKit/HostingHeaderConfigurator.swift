#if canImport(SwiftUI) && os(iOS)
  import Foundation
  import ResultsKit
  import ResultsKitUIKit
  import ResultsKitViewSupport
  import SwiftUI
  import UIKit

  /// A list's section headers on iOS: a list cell hosting the header builder's view of the
  /// section's name.
  ///
  /// A header asked for a section without one (the view is behind its monitor) is left empty.
  @MainActor
  struct HostingHeaderConfigurator<Object, Row: View, Header: View>:
    CollectionViewSupplementaryViewConfigurator
  {
    let content: HostedContent<Object, Row, Header>
    let reader: MonitorReader<Object>

    init(content: HostedContent<Object, Row, Header>, monitor: any ResultsMonitor<Object>) {
      self.content = content
      reader = MonitorReader(monitor: monitor)
    }

    /// The reuse identifier of the headers' views.
    var identifier: String { "ResultsKitSwiftUI.header" }

    func configure(_ view: UICollectionReusableView, ofKind kind: String, at indexPath: IndexPath) {
      guard let cell = view as? UICollectionViewListCell else { return }
      guard let header = content.header, let path = ItemPath(indexPath),
        let name = reader.headerName(forSection: path.section, wanted: true)
      else {
        cell.contentConfiguration = nil
        return
      }
      cell.contentConfiguration = UIHostingConfiguration { header(name) }
    }

    func reuseIdentifier(forSupplementaryViewOfKind kind: String, at indexPath: IndexPath)
      -> String
    {
      identifier
    }
  }
#endif
