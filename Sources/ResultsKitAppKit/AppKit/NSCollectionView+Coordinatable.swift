#if canImport(AppKit)
  import AppKit
  import ResultsKit
  import ResultsKitViewSupport

  // A collection view is a coordinator's target: pass it as `ResultsCoordinator(target:…)`.
  // `reloadData()` is the view's own; `apply(_:)` is below.
  //
  // Isolation: the conformance is isolated to the main actor (`@MainActor Coordinatable`), for
  // the reason given for `NSTableView`. Compilers before Swift 6.2 get a `@preconcurrency`
  // conformance, checked at run time instead.
  #if compiler(>=6.2)
    extension NSCollectionView: @MainActor Coordinatable {}
  #else
    extension NSCollectionView: @preconcurrency Coordinatable {}
  #endif

  extension NSCollectionView {
    /// Applies `batch` in one animated `performBatchUpdates`, then reconfigures: what a
    /// `ResultsCoordinator` calls on a collection view it drives.
    ///
    /// The batch is validated against the view's current counts (before) and its data
    /// source's counts (after). If it fits, every section and item delete, insert and move and
    /// every `reloadedItems` path go to the view's `animator()` in one
    /// `performBatchUpdates(_:completionHandler:)`; after it, the shown items of
    /// `reconfiguredItems` (after-batch paths) are configured again by the data source when it
    /// is a ``CollectionViewDataSource``, and reloaded otherwise (`NSCollectionView` has no
    /// reconfigure). A ``CollectionViewTarget`` does the same without animation or with a
    /// completion callback.
    ///
    /// The conformance to `Coordinatable` is isolated to the main actor, as the view is.
    ///
    /// - Parameter batch: The changes, in UIKit's coordinates.
    /// - Throws: The `BatchError` of a batch that does not fit the counts; nothing is sent to
    ///   the view then (a coordinator reports the error and reloads the view).
    /// - Complexity: O(*k* + *s*) for *k* changes and *s* sections, plus AppKit's work.
    public func apply(_ batch: ChangeBatch) throws(BatchError) {
      let adapter = CollectionViewBatchAdapter(
        collectionView: self, animated: true, completion: nil)
      try adapter.apply(batch, animated: true)
    }
  }
#endif
