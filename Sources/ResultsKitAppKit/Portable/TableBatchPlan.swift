import ResultsKit

/// What a table of one list of rows does with a batch: change its rows one by one, or reload.
///
/// The table's target decides it before it calls the table, from the number of rows the table
/// shows and the rows its data source says it shows (before) and holds (after):
///
/// - rows, when the table shows the rows its data source says and both layouts agree on group
///   rows (``FlatRows/sharedGroupRowSetting(_:_:)``): the ``FlatRowUpdates`` of the batch, and
///   the rows the data source shows once they are made;
/// - a reload otherwise — results that became, or stopped being, one section named `""`, or a
///   table that does not show what its data source says — for a batch that fits the counts.
enum TableBatchPlan: Equatable {
  /// Make these row changes; the data source shows `shownRows` from then on.
  case rows(FlatRowUpdates, shownRows: FlatRows)
  /// Reload the table.
  case reload

  /// The plan for `batch`.
  ///
  /// - Parameters:
  ///   - batch: The changes, in UIKit's coordinates.
  ///   - tableRowCount: The number of rows the table shows.
  ///   - before: The rows its data source says it shows.
  ///   - after: The rows of the results now.
  /// - Throws: The `BatchError` of a batch that does not turn `before`'s counts into
  ///   `after`'s, whichever the plan would have been.
  /// - Complexity: That of ``FlatRowUpdates``, or O(*k* + *s*) validation for a reload.
  init(_ batch: ChangeBatch, tableRowCount: Int, before: FlatRows, after: FlatRows)
    throws(BatchError)
  {
    guard let groupRows = FlatRows.sharedGroupRowSetting(before, after),
      tableRowCount == before.count
    else {
      try batch.validate(before: before.itemCounts, after: after.itemCounts)
      self = .reload
      return
    }
    let updates = try FlatRowUpdates(
      batch, before: before.itemCounts, after: after.itemCounts, showsGroupRows: groupRows)
    self = .rows(updates, shownRows: after.withGroupRows(groupRows))
  }
}
