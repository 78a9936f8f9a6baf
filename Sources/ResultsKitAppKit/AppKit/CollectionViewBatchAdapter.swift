#if canImport(AppKit)
  import AppKit
  import ResultsKit
  import ResultsKitViewSupport

  /// An `NSCollectionView` as a ``BatchUpdatingView``: each requirement is one AppKit call,
  /// through the view's `animator()` proxy when batches animate.
  ///
  /// Isolated to the main actor, as the view is; so is its conformance (see `NSTableView`'s
  /// conformance to `Coordinatable` for the older-compiler fallback).
  @MainActor
  struct CollectionViewBatchAdapter {
    let collectionView: NSCollectionView
    var animated: Bool
    var completion: (@MainActor (Bool) -> Void)?

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

    /// `performBatchUpdates(_:completionHandler:)`, on the `animator()` proxy when animated;
    /// the completion runs on the main actor, from a task the view's handler starts.
    func performBatchUpdates(_ updates: @escaping () -> Void) {
      var handler: (@Sendable (Bool) -> Void)?
      if let completion {
        handler = { finished in Task { @MainActor in completion(finished) } }
      }
      let view = animated ? collectionView.animator() : collectionView
      view.performBatchUpdates(updates, completionHandler: handler)
    }

    /// Runs `changes` in an `NSAnimationContext` group of duration 0.
    func performWithoutAnimation(_ changes: () -> Void) {
      NSAnimationContext.runAnimationGroup { context in
        context.duration = 0
        context.allowsImplicitAnimation = false
        changes()
      }
    }

    func deleteSections(_ sections: [Int]) {
      collectionView.deleteSections(IndexSet(sections))
    }

    func insertSections(_ sections: [Int]) {
      collectionView.insertSections(IndexSet(sections))
    }

    func deleteItems(at paths: [ItemPath]) {
      collectionView.deleteItems(at: paths.indexPathSet)
    }

    func insertItems(at paths: [ItemPath]) {
      collectionView.insertItems(at: paths.indexPathSet)
    }

    func moveItem(at from: ItemPath, to: ItemPath) {
      collectionView.moveItem(at: IndexPath(from), to: IndexPath(to))
    }

    func reloadItems(at paths: [ItemPath]) {
      collectionView.reloadItems(at: paths.indexPathSet)
    }

    /// The data source configures the shown items again when it can (a
    /// ``CollectionViewDataSource``); the rest are reloaded, as `NSCollectionView` has no
    /// reconfigure.
    func reconfigureItems(at paths: [ItemPath]) {
      let reconfigurer = collectionView.dataSource as? any CollectionItemReconfiguring
      let left = reconfigurer?.reconfigureItems(at: paths, in: collectionView) ?? paths
      if !left.isEmpty { collectionView.reloadItems(at: left.indexPathSet) }
    }
  }

  #if compiler(>=6.2)
    extension CollectionViewBatchAdapter: @MainActor BatchUpdatingView {}
  #else
    extension CollectionViewBatchAdapter: @preconcurrency BatchUpdatingView {}
  #endif
#endif
