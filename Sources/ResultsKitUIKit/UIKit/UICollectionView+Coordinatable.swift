#if canImport(UIKit)
  import ResultsKit
  import UIKit

  /// A collection view is a coordinator's target: pass it as `ResultsCoordinator(target:…)`.
  ///
  /// `reloadData()` is the view's own. `apply(_:)` validates the batch and sends it in one
  /// `performBatchUpdates`, animated (see ``CollectionViewTarget`` to turn animations off or to
  /// get a completion callback).
  ///
  /// **Isolation.** The conformance is isolated to the main actor (`@MainActor Coordinatable`),
  /// for the reason given for `UITableView`: a collection view may only be touched on the main
  /// actor, so it becomes a target only there, and the coordinator that holds it (not
  /// `Sendable`) stays there.
  extension UICollectionView: @MainActor Coordinatable {
    /// Applies `batch` in one `performBatchUpdates`, then reconfigures, animated.
    ///
    /// The batch is validated against the view's current counts (before) and its data
    /// source's counts (after). If it fits, every section and item delete, insert and move and
    /// every `reloadedItems` path go to the view in one `performBatchUpdates(_:completion:)`;
    /// after it, `reconfiguredItems` (after-batch paths) are reconfigured
    /// (`reconfigureItems(at:)`, or reloaded before iOS 15).
    ///
    /// - Parameter batch: The changes, in UIKit's coordinates.
    /// - Throws: The `BatchError` of a batch that does not fit the counts; nothing is sent to
    ///   UIKit then (a coordinator reports the error and reloads the view).
    /// - Complexity: O(*k* + *s*) for *k* changes and *s* sections, plus UIKit's work.
    public func apply(_ batch: ChangeBatch) throws(BatchError) {
      let adapter = CollectionViewBatchAdapter(collectionView: self, completion: nil)
      try adapter.apply(batch, animated: true)
    }
  }
#endif
