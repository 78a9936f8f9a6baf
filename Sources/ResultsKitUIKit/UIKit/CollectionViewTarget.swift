#if canImport(UIKit)
  import ResultsKit
  import ResultsKitViewSupport
  import UIKit

  /// A `UICollectionView` as a coordinator's target, with the animation switch and the
  /// completion callback of your choice.
  ///
  ///     let target = CollectionViewTarget(collectionView, animatesChanges: false)
  ///     let coordinator = ResultsCoordinator(target: target, monitor: monitor)
  ///
  /// A bare `UICollectionView` is a target too; it behaves like a `CollectionViewTarget` with
  /// the defaults (animated, no callback). The layout decides how changes animate.
  ///
  /// The class is isolated to the main actor, as the collection view is, and so is its
  /// conformance to `Coordinatable` (an isolated conformance): create the coordinator that
  /// drives it on the main actor and keep it there. (Compilers before Swift 6.2, which have no
  /// isolated conformances, get a `@preconcurrency` one, checked at run time instead.)
  @MainActor
  public final class CollectionViewTarget {
    /// The collection view the batches are applied to; kept.
    public let collectionView: UICollectionView
    /// Whether batches animate; `false` applies them inside `UIView.performWithoutAnimation`.
    public var animatesChanges: Bool
    /// Called when the animations of a batch end; `nil` by default.
    ///
    /// It is the completion of the batch's `performBatchUpdates`, given UIKit's `finished`
    /// flag. It is not called for `reloadData()`, nor for a batch that was rejected.
    public var onBatchCompletion: ((Bool) -> Void)?

    /// Creates a target that applies batches to `collectionView`.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view; kept.
    ///   - animatesChanges: Whether batches animate; `true` by default.
    public init(_ collectionView: UICollectionView, animatesChanges: Bool = true) {
      self.collectionView = collectionView
      self.animatesChanges = animatesChanges
    }

    /// Reloads the collection view (`UICollectionView.reloadData()`).
    public func reloadData() {
      collectionView.reloadData()
    }

    /// Applies `batch` to the collection view in one `performBatchUpdates`, then reconfigures.
    ///
    /// The batch is validated against the collection view's current counts (before) and its
    /// data source's counts (after). If it fits, every section and item delete, insert and
    /// move and every `reloadedItems` path go to the view in one
    /// `performBatchUpdates(_:completion:)`; after it, `reconfiguredItems` (after-batch paths)
    /// are reconfigured (`reconfigureItems(at:)`).
    ///
    /// - Parameter batch: The changes, in UIKit's coordinates.
    /// - Throws: The `BatchError` of a batch that does not fit the counts; nothing is sent to
    ///   UIKit then (a coordinator reports the error and reloads the view).
    /// - Complexity: O(*k* + *s*) for *k* changes and *s* sections, plus UIKit's work.
    public func apply(_ batch: ChangeBatch) throws(BatchError) {
      let adapter = CollectionViewBatchAdapter(
        collectionView: collectionView, completion: onBatchCompletion)
      try adapter.apply(batch, animated: animatesChanges)
    }
  }

  #if compiler(>=6.2)
    extension CollectionViewTarget: @MainActor Coordinatable {}
  #else
    extension CollectionViewTarget: @preconcurrency Coordinatable {}
  #endif
#endif
