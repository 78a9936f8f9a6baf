extension ResultsCoordinator where Object: Identifiable & Equatable {
  /// Un-pauses: fetches again, subscribes, and shows the fresh results, with one diffed batch
  /// when `animated`, otherwise with `reloadData()`.
  ///
  /// The animated batch turns what the target showed when it was paused into the fresh
  /// results: updated objects are reloaded (or passed to `updateCell`), moves are minimal.
  /// The target gets the batch even when it is empty (the results are as they were at the
  /// pause), so that a view laid out in between knows it is in step again.
  /// After a `loadData()` during the pause, the batch starts from what that call showed. When
  /// a batch is not possible — the pause came in the middle of a change or before the first
  /// load, or the results hold a duplicate identifier — the target is reloaded instead (a diff error goes to
  /// ``onInconsistency``). Does nothing when the coordinator is not paused.
  ///
  /// - Parameter animated: Whether to apply one batch instead of reloading.
  /// - Throws: What the monitor's `performFetch()` throws; the coordinator then stays paused.
  /// - Complexity: O(*n* + *m* log *m*) when animated, the cost of the diff.
  public func resume(animated: Bool) throws {
    guard case .paused(let shownAtPause) = state else { return }
    // Read (or drop) the paused results before the fetch changes them.
    let shown = animated ? shownAtPause?.sections : nil
    state = .paused(shown: nil)
    do {
      try monitor.performFetch()
    } catch {
      if let shown { state = .paused(shown: DeferredSections(shown)) }
      throw error
    }
    // The fetch above is the one un-pausing needs: subscribe and continue without another.
    resubscribe()
    guard animated, let shown else {
      reload()
      return
    }
    let fresh = monitor.sections
    let batch: ChangeBatch
    do {
      let updates: UpdateStyle = updateCell == nil ? .reload : .reconfigure
      if let diffSections {
        batch = try diffSections(shown, fresh, updates)
      } else {
        batch = try ChangeBatch.diff(from: shown, to: fresh, updates: updates)
      }
    } catch {
      resync(after: error)
      return
    }
    guard updateCell != nil else {
      apply(batch, cells: .none, evenIfEmpty: true)
      return
    }
    // With updateCell: configure changed and moved objects after the batch instead.
    var cellPaths = Set(batch.reconfiguredItems)
    cellPaths.formUnion(batch.movedItems.map(\.to))
    var cellBatch = batch
    cellBatch.reconfiguredItems = []
    let paths = cellPaths.sorted()
    let objects = paths.map { fresh[$0.section].objects[$0.item] }
    apply(cellBatch, cells: CellUpdates(paths: paths, objects: objects), evenIfEmpty: true)
  }
}
