import ResultsKit

extension ResultsController {
  /// A snapshot of the results that is copied only if the results change while it is kept.
  ///
  /// A paused coordinator keeps one for `resume(animated: true)`; resuming without animation
  /// drops it, so pausing and resuming never copies a million objects for nothing.
  ///
  /// - Returns: The snapshot.
  /// - Complexity: O(1); the copy, when the results change while the snapshot is kept, O(*n*).
  public func snapshotOfSections() -> DeferredSections<Object> {
    deferredSections()
  }

  /// The store's commit being delivered, when the controller reports one; `nil` otherwise.
  public var changeDelivery: ChangeDelivery? {
    guard store.isDelivering else { return nil }
    let store = store
    return ChangeDelivery(source: store) { store.whenDelivered($0) }
  }
}
