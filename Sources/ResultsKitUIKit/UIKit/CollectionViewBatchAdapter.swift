#if canImport(UIKit)
  import Foundation
  import ResultsKit
  import ResultsKitViewSupport
  import UIKit

  /// A `UICollectionView` as a ``BatchUpdatingView``: each requirement is one UIKit call.
  ///
  /// Isolated to the main actor, as the collection view is; so is its conformance (see
  /// `UITableView`'s conformance to `Coordinatable` for the older-compiler fallback).
  @MainActor
  struct CollectionViewBatchAdapter {
    let collectionView: UICollectionView
    var completion: ((Bool) -> Void)?

    var shownItemCounts: [Int] {
      (0..<collectionView.numberOfSections).map { collectionView.numberOfItems(inSection: $0) }
    }

    /// The data source's counts; none without a data source.
    var dataSourceItemCounts: [Int] {
      guard let dataSource = collectionView.dataSource else { return [] }
      let sections = dataSource.numberOfSections?(in: collectionView) ?? 1
      return (0..<max(sections, 0)).map {
        dataSource.collectionView(collectionView, numberOfItemsInSection: $0)
      }
    }

    func performBatchUpdates(_ updates: @escaping () -> Void) {
      collectionView.performBatchUpdates(updates, completion: completion)
    }

    func performWithoutAnimation(_ changes: () -> Void) {
      UIView.performWithoutAnimation(changes)
    }

    func deleteSections(_ sections: [Int]) {
      collectionView.deleteSections(IndexSet(sections))
    }

    func insertSections(_ sections: [Int]) {
      collectionView.insertSections(IndexSet(sections))
    }

    func deleteItems(at paths: [ItemPath]) {
      collectionView.deleteItems(at: paths.indexPaths)
    }

    func insertItems(at paths: [ItemPath]) {
      collectionView.insertItems(at: paths.indexPaths)
    }

    func moveItem(at from: ItemPath, to: ItemPath) {
      collectionView.moveItem(at: IndexPath(from), to: IndexPath(to))
    }

    func reloadItems(at paths: [ItemPath]) {
      collectionView.reloadItems(at: paths.indexPaths)
    }

    /// `reconfigureItems(at:)`: the cells are kept and configured again.
    func reconfigureItems(at paths: [ItemPath]) {
      collectionView.reconfigureItems(at: paths.indexPaths)
    }
  }

  #if compiler(>=6.2)
    extension CollectionViewBatchAdapter: @MainActor BatchUpdatingView {}
  #else
    extension CollectionViewBatchAdapter: @preconcurrency BatchUpdatingView {}
  #endif
#endif
