#if canImport(AppKit)
  import AppKit
  import ResultsKit
  import ResultsKitViewSupport

  /// An `NSCollectionView` as a coordinator's target, with the animation switch and the
  /// completion callback of your choice.
  ///
  ///     let target = CollectionViewTarget(collectionView, animatesChanges: false)
  ///     let coordinator = ResultsCoordinator(target: target, monitor: monitor)
  ///
  /// A bare `NSCollectionView` is a target too; it behaves like a `CollectionViewTarget` with
  /// the defaults (animated, no callback). The layout decides how changes animate.
  ///
  /// The class is isolated to the main actor, as the collection view is, and so is its
  /// conformance to `Coordinatable` (an isolated conformance): create the coordinator that
  /// drives it on the main actor and keep it there. (Compilers before Swift 6.2, which have no
  /// isolated conformances, get a `@preconcurrency` one, checked at run time instead.)
  @MainActor
  public final class CollectionViewTarget {
    /// The collection view the batches are applied to; kept.
    public let collectionView: NSCollectionView
    /// Whether batches animate: `true` sends them to the view's `animator()`; `false` to the
    /// view itself, in an `NSAnimationContext` group of duration 0.
    public var animatesChanges: Bool
    /// Called when the animations of a batch end; `nil` by default.
    ///
    /// It runs on the main actor, given AppKit's `finished` flag, once the batch's
    /// `performBatchUpdates(_:completionHandler:)` completes (from a task that the completion
    /// handler starts). It is not called for `reloadData()`, nor for a batch that was rejected.
    public var onBatchCompletion: (@MainActor (Bool) -> Void)?

    /// Creates a target that applies batches to `collectionView`.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view; kept.
    ///   - animatesChanges: Whether batches animate; `true` by default.
    public init(_ collectionView: NSCollectionView, animatesChanges: Bool = true) {
      self.collectionView = collectionView
      self.animatesChanges = animatesChanges
    }

    /// Reloads the collection view (`NSCollectionView.reloadData()`).
    public func reloadData() {
      collectionView.reloadData()
    }

    /// Applies `batch` to the collection view in one `performBatchUpdates`, then reconfigures.
    ///
    /// See `NSCollectionView.apply(_:)` for the calls.
    ///
    /// - Parameter batch: The changes, in UIKit's coordinates.
    /// - Throws: The `BatchError` of a batch that does not fit the counts; nothing is sent to
    ///   the view then (a coordinator reports the error and reloads the view).
    /// - Complexity: O(*k* + *s*) for *k* changes and *s* sections, plus AppKit's work.
    public func apply(_ batch: ChangeBatch) throws(BatchError) {
      let adapter = CollectionViewBatchAdapter(
        collectionView: collectionView, animated: animatesChanges, completion: onBatchCompletion)
      try adapter.apply(batch, animated: animatesChanges)
    }
  }

  #if compiler(>=6.2)
    extension CollectionViewTarget: @MainActor Coordinatable {}
  #else
    extension CollectionViewTarget: @preconcurrency Coordinatable {}
  #endif
#endif
