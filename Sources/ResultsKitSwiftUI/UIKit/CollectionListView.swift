#if canImport(SwiftUI) && os(iOS)
  import ResultsKit
  import ResultsKitUIKit
  import ResultsKitViewSupport
  import UIKit

  /// A list's `UICollectionView` as the view behind its target: batches and reloads go to the
  /// collection view's own `Coordinatable` methods (animated batches, validated before any
  /// UIKit call), selection and scrolling to its item paths.
  ///
  /// Isolated to the main actor, as the collection view is; so is its conformance.
  @MainActor
  final class CollectionListView {
    let collectionView: UICollectionView
    /// Whether the collection view has reloaded since it last laid out: it then knows its new
    /// counts only after a layout pass.
    private var needsLayout = false

    init(_ collectionView: UICollectionView) {
      self.collectionView = collectionView
    }

    func reloadData() {
      collectionView.reloadData()
      needsLayout = true
    }

    func apply(_ batch: ChangeBatch) throws {
      try collectionView.apply(batch)
    }

    var selectedPaths: [ItemPath] {
      (collectionView.indexPathsForSelectedItems ?? []).compactMap(ItemPath.init)
    }

    func setSelected(_ selected: Bool, at paths: [ItemPath]) {
      for indexPath in paths.compactMap(shownIndexPath) {
        if selected {
          collectionView.selectItem(at: indexPath, animated: false, scrollPosition: [])
        } else {
          collectionView.deselectItem(at: indexPath, animated: false)
        }
      }
    }

    func scroll(to path: ItemPath, animated: Bool) {
      guard let indexPath = shownIndexPath(path) else { return }
      collectionView.scrollToItem(at: indexPath, at: .centeredVertically, animated: animated)
    }

    /// The index path of `path` when the collection view shows such an item, else `nil`.
    private func shownIndexPath(_ path: ItemPath) -> IndexPath? {
      if needsLayout {
        needsLayout = false
        collectionView.layoutIfNeeded()
      }
      guard path.section >= 0, path.section < collectionView.numberOfSections, path.item >= 0,
        path.item < collectionView.numberOfItems(inSection: path.section)
      else { return nil }
      return IndexPath(path)
    }
  }

  #if compiler(>=6.2)
    extension CollectionListView: @MainActor ListPlatformView {}
  #else
    extension CollectionListView: @preconcurrency ListPlatformView {}
  #endif
#endif
