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
    let snapshot = DeferredSections { [weak self] in self?.sections ?? [] }
    pendingSnapshots.append(WeakSnapshot(snapshot))
    return snapshot
  }

  /// Copies the results into every snapshot still kept; called before the results change.
  ///
  /// Inlinable, so that a commit that finds no snapshot kept (almost every one) checks that
  /// in code specialised for `Object`.
  @inlinable
  func freezeSnapshots() {
    guard !pendingSnapshots.isEmpty else { return }
    freezePendingSnapshots()
  }

  /// Copies the results into every snapshot still kept.
  @usableFromInline
  func freezePendingSnapshots() {
    let snapshots = pendingSnapshots
    pendingSnapshots = []
    for snapshot in snapshots { snapshot.value?.freeze() }
  }

  /// A snapshot held weakly: one that its owner dropped needs no copy.
  @usableFromInline
  struct WeakSnapshot {
    weak var value: DeferredSections<Object>?

    init(_ value: DeferredSections<Object>) {
      self.value = value
    }
  }
}
