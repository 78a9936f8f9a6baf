#if canImport(UIKit)
  import ResultsKit
  import ResultsKitViewSupport
  import UIKit

  /// A `UITableView` as a coordinator's target, with the row animations, the animation switch
  /// and the completion callback of your choice.
  ///
  ///     let target = TableViewTarget(tableView, animations: .init(.fade))
  ///     target.onBatchCompletion = { [weak self] _ in self?.updateEmptyState() }
  ///     let coordinator = ResultsCoordinator(target: target, monitor: monitor)
  ///
  /// A bare `UITableView` is a target too; it behaves like a `TableViewTarget` with the
  /// defaults (`.automatic` animations, animated, no callback).
  ///
  /// The class is isolated to the main actor, as the table view is, and so is its conformance
  /// to `Coordinatable` (an isolated conformance): create the coordinator that drives it on the
  /// main actor and keep it there. (Compilers before Swift 6.2, which have no isolated
  /// conformances, get a `@preconcurrency` one, checked at run time instead.)
  @MainActor
  public final class TableViewTarget {
    /// The table view the batches are applied to; kept.
    public let tableView: UITableView
    /// The row animations of each kind of change.
    public var animations: RowAnimations
    /// Whether batches animate; `false` applies them inside `UIView.performWithoutAnimation`.
    public var animatesChanges: Bool
    /// Called when the animations of a batch end; `nil` by default.
    ///
    /// It is the completion of the batch's `performBatchUpdates`, given UIKit's `finished`
    /// flag. It is not called for `reloadData()`, nor for a batch that was rejected.
    public var onBatchCompletion: ((Bool) -> Void)?

    /// Creates a target that applies batches to `tableView`.
    ///
    /// - Parameters:
    ///   - tableView: The table view; kept.
    ///   - animations: The row animations; `.automatic` for every kind by default.
    ///   - animatesChanges: Whether batches animate; `true` by default.
    public init(
      _ tableView: UITableView, animations: RowAnimations = RowAnimations(),
      animatesChanges: Bool = true
    ) {
      self.tableView = tableView
      self.animations = animations
      self.animatesChanges = animatesChanges
    }

    /// Reloads the table view (`UITableView.reloadData()`).
    public func reloadData() {
      tableView.reloadData()
    }

    /// Applies `batch` to the table view in one `performBatchUpdates`, then reconfigures.
    ///
    /// The batch is validated against the table's current counts (before) and its data
    /// source's counts (after). If it fits, every section and row delete, insert and move and
    /// every `reloadedItems` path go to the table in one `performBatchUpdates(_:completion:)`;
    /// after it, `reconfiguredItems` (after-batch paths) are reconfigured
    /// (`reconfigureRows(at:)`).
    ///
    /// - Parameter batch: The changes, in UIKit's coordinates.
    /// - Throws: The `BatchError` of a batch that does not fit the counts; nothing is sent to
    ///   UIKit then (a coordinator reports the error and reloads the table).
    /// - Complexity: O(*k* + *s*) for *k* changes and *s* sections, plus UIKit's work.
    public func apply(_ batch: ChangeBatch) throws(BatchError) {
      let adapter = TableViewBatchAdapter(
        tableView: tableView, animations: animations, completion: onBatchCompletion)
      try adapter.apply(batch, animated: animatesChanges)
    }
  }

  #if compiler(>=6.2)
    extension TableViewTarget: @MainActor Coordinatable {}
  #else
    extension TableViewTarget: @preconcurrency Coordinatable {}
  #endif
#endif
