#if canImport(UIKit)
  import ResultsKit
  import ResultsKitViewSupport
  import UIKit

  // A collection view is a coordinator's target: pass it as `ResultsCoordinator(target:…)`.
  // `reloadData()` is the view's own; `apply(_:)` is below.
  //
  // Isolation: the conformance is isolated to the main actor (`@MainActor Coordinatable`), for
  // the reason given for `UITableView`: a collection view may only be touched on the main
  // actor, so it becomes an `any Coordinatable` only there, and the coordinator that holds it
  // (not `Sendable`) stays there. Compilers before Swift 6.2 get a `@preconcurrency`
  // conformance, checked at run time instead.
  #if compiler(>=6.2)
    extension UICollectionView: @MainActor Coordinatable {}
  #else
    extension UICollectionView: @preconcurrency Coordinatable {}
  #endif

  extension UICollectionView {
    /// Applies `batch` in one `performBatchUpdates`, then reconfigures, animated: what a
    /// `ResultsCoordinator` calls on a collection view it drives.
    ///
    /// The batch is validated against the view's current counts (before) and its data
    /// source's counts (after). If it fits, every section and item delete, insert and move and
    /// every `reloadedItems` path go to the view in one `performBatchUpdates(_:completion:)`;
    /// after it, `reconfiguredItems` (after-batch paths) are reconfigured
    /// (`reconfigureItems(at:)`). A ``CollectionViewTarget`` does
    /// the same without animation or with a completion callback.
    ///
    /// The conformance to `Coordinatable` is isolated to the main actor, as the view is: a
    /// collection view becomes a coordinator's target only on the main actor, and the
    /// coordinator stays there.
    ///
    /// - Parameter batch: The changes, in UIKit's coordinates.
    /// - Throws: The `BatchError` of a batch that does not fit the counts; nothing is sent to
    ///   UIKit then (a coordinator reports the error and reloads the view). A view that has
    ///   not loaded yet reports its data source's counts as its own, so a non-empty batch sent
    ///   before its first load is rejected this way.
    /// - Complexity: O(*k* + *s*) for *k* changes and *s* sections, plus UIKit's work.
    public func apply(_ batch: ChangeBatch) throws(BatchError) {
      let adapter = CollectionViewBatchAdapter(collectionView: self, completion: nil)
      try adapter.apply(batch, animated: true)
    }
  }
#endif
