#if canImport(AppKit)
  import AppKit
  import ResultsKit

  /// A collection view's data source that can configure the shown items of some paths again
  /// in place: `NSCollectionView` has no `reconfigureItems(at:)`, so a batch's reconfigured
  /// items go to the data source first, and only those it cannot update are reloaded.
  ///
  /// Isolated to the main actor, as the view is.
  @MainActor
  protocol CollectionItemReconfiguring: AnyObject {
    /// Configures the shown items at `paths` (after-batch paths) again with their objects.
    ///
    /// - Returns: The paths whose shown item it could not configure, to reload; an item that
    ///   is not shown needs nothing (it is made afresh when it comes into view).
    func reconfigureItems(at paths: [ItemPath], in collectionView: NSCollectionView) -> [ItemPath]
  }
#endif
