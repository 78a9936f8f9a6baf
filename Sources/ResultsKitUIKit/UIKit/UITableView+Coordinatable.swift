#if canImport(UIKit)
  import ResultsKit
  import UIKit

  /// A table view is a coordinator's target: pass it as `ResultsCoordinator(target:…)`.
  ///
  /// `reloadData()` is the table's own. `apply(_:)` validates the batch and sends it in one
  /// `performBatchUpdates`, with `.automatic` row animations (see ``TableViewTarget`` to choose
  /// them, to turn animations off or to get a completion callback).
  ///
  /// **Isolation.** The conformance is isolated to the main actor (`@MainActor Coordinatable`):
  /// a table view may only be touched on the main actor, and `Coordinatable`'s requirements are
  /// not isolated, so a non-isolated conformance could only be had by promising something
  /// untrue. With the isolated one, the compiler lets a table view become a target only on the
  /// main actor, and the coordinator that holds it (not `Sendable`) stays there, so every call
  /// the coordinator makes to it happens on the main actor.
  extension UITableView: @MainActor Coordinatable {
    /// Applies `batch` in one `performBatchUpdates`, then reconfigures, with `.automatic`
    /// animations.
    ///
    /// The batch is validated against the table's current counts (before) and its data
    /// source's counts (after). If it fits, every section and row delete, insert and move and
    /// every `reloadedItems` path go to the table in one `performBatchUpdates(_:completion:)`;
    /// after it, `reconfiguredItems` (after-batch paths) are reconfigured
    /// (`reconfigureRows(at:)`, or reloaded before iOS 15).
    ///
    /// - Parameter batch: The changes, in UIKit's coordinates.
    /// - Throws: The `BatchError` of a batch that does not fit the counts; nothing is sent to
    ///   UIKit then (a coordinator reports the error and reloads the table).
    /// - Complexity: O(*k* + *s*) for *k* changes and *s* sections, plus UIKit's work.
    public func apply(_ batch: ChangeBatch) throws(BatchError) {
      let adapter = TableViewBatchAdapter(
        tableView: self, animations: TableViewTarget.RowAnimations(), completion: nil)
      try adapter.apply(batch, animated: true)
    }
  }
#endif
