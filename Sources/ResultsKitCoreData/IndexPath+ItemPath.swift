#if canImport(CoreData)
  import Foundation
  import ResultsKit

  extension IndexPath {
    /// The two-index path `[section, item]` of `path`.
    init(_ path: ItemPath) {
      self.init(indexes: [path.section, path.item])
    }
  }

  extension ItemPath {
    /// The path `indexPath` names, or `[-1, -1]` (which no callback may name) when it does
    /// not have exactly two indexes.
    init(checking indexPath: IndexPath) {
      guard indexPath.count == 2 else {
        self.init(item: -1, section: -1)
        return
      }
      self.init(item: indexPath[1], section: indexPath[0])
    }
  }
#endif
