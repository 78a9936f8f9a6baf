import Foundation
import ResultsKit

extension ItemPath {
  /// The path of `indexPath`, or `nil` when it does not have exactly two indices (the item
  /// paths of UIKit's and AppKit's tables and collection views always do; `indexPath.section`
  /// would trap otherwise).
  package init?(_ indexPath: IndexPath) {
    guard indexPath.count == 2 else { return nil }
    self.init(item: indexPath[1], section: indexPath[0])
  }
}

extension IndexPath {
  /// The view path of `path`: `section`, then `item`.
  package init(_ path: ItemPath) {
    self.init(indexes: [path.section, path.item])
  }
}

extension Array where Element == ItemPath {
  /// The view paths of these paths, in order, as UIKit takes them.
  package var indexPaths: [IndexPath] { map(IndexPath.init) }

  /// The view paths of these paths, as the set AppKit takes.
  package var indexPathSet: Set<IndexPath> { Set(map(IndexPath.init)) }
}
