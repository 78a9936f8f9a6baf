#if canImport(SwiftUI) && os(iOS)
  import ResultsKitUIKit
  import SwiftUI
  import UIKit

  /// A list's rows on iOS: a list cell whose content is the row's SwiftUI view, hosted with
  /// `UIHostingConfiguration`.
  ///
  /// Configuring a cell sets a new hosting configuration built by the newest row builder; on a
  /// cell that already hosts a row, SwiftUI updates that view in place. The coordinator's
  /// `updateCell` (`makeUpdateVisibleCell(_:)`) does that for a visible row whose object
  /// changed, instead of reloading it.
  @MainActor
  struct HostingCellConfigurator<Object, Row: View, Header: View>: CollectionViewCellConfigurator {
    let content: HostedContent<Object, Row, Header>

    /// The reuse identifier of the rows' cells.
    var identifier: String { "ResultsKitSwiftUI.row" }

    func configure(_ cell: UICollectionViewListCell, with object: Object, at indexPath: IndexPath) {
      let row = content.row
      cell.contentConfiguration = UIHostingConfiguration { row(object) }
    }

    func reuseIdentifier(for object: Object, at indexPath: IndexPath) -> String { identifier }
  }
#endif
