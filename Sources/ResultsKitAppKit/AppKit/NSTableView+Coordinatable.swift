#if canImport(AppKit)
  import AppKit
  import ResultsKit

  // A table view is a coordinator's target: pass it as `ResultsCoordinator(target:…)`.
  // `reloadData()` is the table's own (its data source makes its shown rows the current ones
  // when the table asks for the number of rows); `apply(_:)` is below.
  //
  // Isolation: the conformance is isolated to the main actor (`@MainActor Coordinatable`), as
  // UIKit's is: a table view may only be touched on the main actor, so it becomes an
  // `any Coordinatable` only there, and the coordinator that holds it (not `Sendable`) stays
  // there. Compilers before Swift 6.2 have no isolated conformances: they get a
  // `@preconcurrency` conformance, checked at run time instead.
  #if compiler(>=6.2)
    extension NSTableView: @MainActor Coordinatable {}
  #else
    extension NSTableView: @preconcurrency Coordinatable {}
  #endif

  extension NSTableView {
    /// Applies `batch` as row changes in one `beginUpdates()`/`endUpdates()`, with faded rows:
    /// what a `ResultsCoordinator` calls on a table view it drives.
    ///
    /// The table's data source must be a ``FlatRowsDataSource`` (such as
    /// ``TableViewDataSource``): the batch is validated against the rows it says the table
    /// shows (before) and the rows of its results now (after), and mapped to rows by
    /// ``FlatRowUpdates``. If it fits, the data source's shown rows become the rows after the
    /// batch; then, in one update block, the removed rows go in one
    /// `removeRows(at:withAnimation:)`, each move is one `moveRow(at:to:)`, and the inserted rows
    /// go in one `insertRows(at:withAnimation:)`; after the block, the reloaded and
    /// reconfigured rows are reloaded in every column (`reloadData(forRowIndexes:columnIndexes:)`).
    ///
    /// When the rows cannot be changed one by one — the results became, or stopped being, one
    /// section named `""`, which has no group row, or the table does not show the rows its data
    /// source says — a batch that fits is applied by reloading the table instead. A
    /// ``TableViewTarget`` does the same with the animations of your choice, without animation,
    /// with a completion callback, or keeping the selected objects selected across reloads.
    ///
    /// - Parameter batch: The changes, in UIKit's coordinates.
    /// - Throws: The `BatchError` of a batch that does not fit the rows; nothing is sent to the
    ///   table then, and its data source is unchanged (a coordinator reports the error and
    ///   reloads the table). Without a ``FlatRowsDataSource`` the rows are none before and
    ///   after, so every non-empty batch throws.
    /// - Complexity: O(*k* log *k* + *s*) for *k* changes and *s* sections, plus AppKit's work.
    public func apply(_ batch: ChangeBatch) throws(BatchError) {
      let updater = TableViewRowUpdater(
        tableView: self, animations: TableViewTarget.RowAnimations(), animated: true,
        completion: nil)
      try updater.apply(batch)
    }
  }
#endif
