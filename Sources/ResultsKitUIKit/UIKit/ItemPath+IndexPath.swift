#if canImport(UIKit)
  import Foundation
  import ResultsKit
  import UIKit

  extension ItemPath {
    /// The path of `indexPath`, or `nil` when it does not have exactly two indices (UIKit's
    /// table and collection paths always do; `indexPath.section` would trap otherwise).
    init?(_ indexPath: IndexPath) {
      guard indexPath.count == 2 else { return nil }
      self.init(item: indexPath[1], section: indexPath[0])
    }
  }

  extension IndexPath {
    /// The UIKit path of `path` (`section`, then `item`).
    init(_ path: ItemPath) {
      self.init(item: path.item, section: path.section)
    }
  }

  extension Array where Element == ItemPath {
    /// The UIKit paths of these paths, in order.
    var indexPaths: [IndexPath] { map(IndexPath.init) }
  }
#endif
