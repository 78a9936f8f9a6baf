#if canImport(UIKit)
  import ResultsKit
  import ResultsKitViewSupport
  import UIKit

  // A table view is a coordinator's target: pass it as `ResultsCoordinator(target:…)`.
  // `reloadData()` is the table's own; `apply(_:)` is below.
  //
  // Isolation: the conformance is isolated to the main actor (`@MainActor Coordinatable`). A
  // table view may only be touched on the main actor, and `Coordinatable`'s requirements are
  // not isolated, so a non-isolated conformance could only be had by promising something
  // untrue. With the isolated one, the compiler lets a table view become an
  // `any Coordinatable` only on the main actor, and the coordinator that holds it (not
  // `Sendable`) cannot leave it, so every call the coordinator makes to the table happens on
  // the main actor. Compilers before Swift 6.2 have no isolated conformances: they get a
  // `@preconcurrency` conformance, whose calls are checked to be on the main actor at run
  // time instead.
  #if compiler(>=6.2)
    extension UITableView: @MainActor Coordinatable {}
  #else
    extension UITableView: @preconcurrency Coordinatable {}
  #endif

  extension UITableView {
    /// Applies `batch` in one `performBatchUpdates`, then reconfigures, with `.automatic`
    /// animations: what a `ResultsCoordinator` calls on a table view it drives.
    ///
    /// The batch is validated against the table's current counts (before) and its data
    /// source's counts (after). If it fits, every section and row delete, insert and move and
    /// every `reloadedItems` path go to the table in one `performBatchUpdates(_:completion:)`;
    /// after it, `reconfiguredItems` (after-batch paths) are reconfigured
    /// (`reconfigureRows(at:)`). A ``TableViewTarget`` does the
    /// same with the animations of your choice, without animation, or with a completion
    /// callback.
    ///
    /// The conformance to `Coordinatable` is isolated to the main actor, as the table is: a
    /// table view becomes a coordinator's target only on the main actor, and the coordinator
    /// stays there.
    ///
    /// - Parameter batch: The changes, in UIKit's coordinates.
    /// - Throws: The `BatchError` of a batch that does not fit the counts; nothing is sent to
    ///   UIKit then (a coordinator reports the error and reloads the table). A table that has
    ///   not loaded yet reports its data source's counts as its own, so a non-empty batch sent
    ///   before its first load is rejected this way.
    /// - Complexity: O(*k* + *s*) for *k* changes and *s* sections, plus UIKit's work.
    public func apply(_ batch: ChangeBatch) throws(BatchError) {
      let adapter = TableViewBatchAdapter(
        tableView: self, animations: TableViewTarget.RowAnimations(), completion: nil)
      try adapter.apply(batch, animated: true)
    }
  }
#endif
