import ResultsKit

extension BatchUpdatingView {
  /// Applies `batch` the way a UIKit view must be told about it.
  ///
  /// First the batch is validated against ``shownItemCounts`` (before) and
  /// ``dataSourceItemCounts`` (after); if it does not fit, the ``BatchError`` is thrown and the
  /// view is not called at all. Otherwise, in order:
  ///
  /// 1. one ``performBatchUpdates(_:)`` (always exactly one, so a completion handler always
  ///    runs) whose block deletes and inserts sections, then deletes, inserts and moves items
  ///    and reloads `reloadedItems`, each list in one call (none for an empty list);
  /// 2. after it, one ``reconfigureItems(at:)`` with the after-batch paths of
  ///    `reconfiguredItems`, when there are any.
  ///
  /// Item changes that a section change already covers are left out, as UIKit absorbs them:
  /// deletes and reloads inside a deleted section, inserts inside an inserted section, and
  /// reconfigures inside an inserted section (its cells are new anyway).
  ///
  /// - Parameters:
  ///   - batch: The changes, in UIKit's coordinates.
  ///   - animated: `false` runs both steps inside ``performWithoutAnimation(_:)``.
  /// - Throws: The ``BatchError`` of a batch that does not fit the counts.
  /// - Complexity: O(*k* + *s*) for *k* changes and *s* sections, plus the view's own work.
  package func apply(_ batch: ChangeBatch, animated: Bool) throws(BatchError) {
    try batch.validate(before: shownItemCounts, after: dataSourceItemCounts)
    if animated {
      send(batch)
    } else {
      performWithoutAnimation { send(batch) }
    }
  }

  /// The calls of a validated batch.
  private func send(_ batch: ChangeBatch) {
    let deleted = Set(batch.deletedSections)
    let inserted = Set(batch.insertedSections)
    let deletes = batch.deletedItems.filter { !deleted.contains($0.section) }
    let reloads = batch.reloadedItems.filter { !deleted.contains($0.section) }
    let inserts = batch.insertedItems.filter { !inserted.contains($0.section) }
    let reconfigures = batch.reconfiguredItems.filter { !inserted.contains($0.section) }
    performBatchUpdates { [self] in
      if !batch.deletedSections.isEmpty { deleteSections(batch.deletedSections) }
      if !batch.insertedSections.isEmpty { insertSections(batch.insertedSections) }
      if !deletes.isEmpty { deleteItems(at: deletes) }
      if !inserts.isEmpty { insertItems(at: inserts) }
      for move in batch.movedItems { moveItem(at: move.from, to: move.to) }
      if !reloads.isEmpty { reloadItems(at: reloads) }
    }
    if !reconfigures.isEmpty { reconfigureItems(at: reconfigures) }
  }
}
