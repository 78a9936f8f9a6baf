#if canImport(AppKit)
  import AppKit
  import ResultsKit

  /// An `NSTableView` as a coordinator's target, with the row animations, the animation switch,
  /// the completion callback and the selection of your choice.
  ///
  ///     let target = TableViewTarget(tableView, animations: .init(removal: .slideUp,
  ///                                                               insertion: .slideDown))
  ///     target.onBatchCompletion = { [weak self] in self?.updateEmptyState() }
  ///     let coordinator = ResultsCoordinator(target: target, monitor: monitor)
  ///
  /// The table's data source must be a ``FlatRowsDataSource``, such as ``TableViewDataSource``
  /// (see `NSTableView.apply(_:)` for how a batch becomes row changes). A bare `NSTableView` is
  /// a target too; it behaves like a `TableViewTarget` with the defaults (`.effectFade`,
  /// animated, no callback), except that its `reloadData()` is the table's own.
  ///
  /// Selection: the table keeps its selected rows across removed, inserted and moved rows
  /// itself. Across a full reload the target selects the same objects again, not the same row
  /// numbers, when the data source is a ``TableSelectionRestoring`` (a ``TableViewDataSource``
  /// of `Identifiable` objects is); objects that are gone are deselected.
  ///
  /// The class is isolated to the main actor, as the table view is, and so is its conformance
  /// to `Coordinatable` (an isolated conformance): create the coordinator that drives it on the
  /// main actor and keep it there. (Compilers before Swift 6.2, which have no isolated
  /// conformances, get a `@preconcurrency` one, checked at run time instead.)
  @MainActor
  public final class TableViewTarget {
    /// The table view the batches are applied to; kept.
    public let tableView: NSTableView
    /// The animations of removed and inserted rows.
    public var animations: RowAnimations
    /// Whether batches animate; `false` makes the row changes with no animation effect, in an
    /// `NSAnimationContext` group of duration 0.
    public var animatesChanges: Bool
    /// Called when the animations of a batch end; `nil` by default.
    ///
    /// It runs on the main actor once the `NSAnimationContext` group that the batch's row
    /// changes are made in has ended (from a task that the group's completion handler starts).
    /// It is not called for `reloadData()`, nor for a batch that was rejected.
    public var onBatchCompletion: (@MainActor () -> Void)?

    /// Creates a target that applies batches to `tableView`.
    ///
    /// - Parameters:
    ///   - tableView: The table view; kept.
    ///   - animations: The row animations; `.effectFade` for both by default.
    ///   - animatesChanges: Whether batches animate; `true` by default.
    public init(
      _ tableView: NSTableView, animations: RowAnimations = RowAnimations(),
      animatesChanges: Bool = true
    ) {
      self.tableView = tableView
      self.animations = animations
      self.animatesChanges = animatesChanges
    }

    /// Reloads the table view (`NSTableView.reloadData()`), then selects the objects that were
    /// selected, when its data source is a ``TableSelectionRestoring``.
    ///
    /// - Complexity: AppKit's reload, plus one look-up per selected object.
    public func reloadData() {
      updater.reloadKeepingSelection()
    }

    /// Applies `batch` to the table view as row changes in one
    /// `beginUpdates()`/`endUpdates()`, with ``animations``, then reloads the rows it reloads or
    /// reconfigures.
    ///
    /// See `NSTableView.apply(_:)` for the calls; the whole batch is made in one
    /// `NSAnimationContext` group, whose completion calls ``onBatchCompletion``.
    ///
    /// - Parameter batch: The changes, in UIKit's coordinates.
    /// - Throws: The `BatchError` of a batch that does not fit the data source's rows; nothing
    ///   is sent to the table then (a coordinator reports the error and reloads the table).
    /// - Complexity: O(*k* log *k* + *s*) for *k* changes and *s* sections, plus AppKit's work.
    public func apply(_ batch: ChangeBatch) throws(BatchError) {
      try updater.apply(batch)
    }

    /// The shared apply code, with this target's settings.
    private var updater: TableViewRowUpdater {
      TableViewRowUpdater(
        tableView: tableView, animations: animations, animated: animatesChanges,
        completion: onBatchCompletion)
    }
  }

  #if compiler(>=6.2)
    extension TableViewTarget: @MainActor Coordinatable {}
  #else
    extension TableViewTarget: @preconcurrency Coordinatable {}
  #endif
#endif
