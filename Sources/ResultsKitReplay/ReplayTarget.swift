import ResultsKit

/// The view a replay keeps in step: it shows rows of object ids and checks every batch the way
/// a table view would, and more strictly.
///
/// Like UIKit, it remembers what it shows; when a batch arrives it reads the results from its
/// data source, validates the batch against the counts (``ChangeBatch/validate(before:after:)``)
/// and then replays the batch on the rows it shows (``ChangeBatch/applied(to:taking:)``), which
/// must give exactly the results. It records what it received during the current transaction
/// (see ``startTransaction()``) and keeps every problem until ``takeProblems()``.
package final class ReplayTarget: Coordinatable {
  /// The ids of the results, section by section.
  private let dataSource: () -> [[String]]

  /// The ids shown, section by section; `[]` until the first `reloadData()`.
  package private(set) var shown: [[String]] = []
  /// The last batch received during the current transaction, accepted or not.
  private(set) var lastBatch: ChangeBatch?
  /// The `reloadData()` calls received during the current transaction.
  private(set) var reloadCount = 0
  /// The after-paths passed to `updateCell` during the current transaction, in call order.
  private(set) var updatedPaths: [ItemPath] = []
  /// The problems found since they were last taken.
  private var problems: [ReplayTargetError] = []

  /// Creates a target whose data source gives the ids of the results, section by section.
  package init(dataSource: @escaping () -> [[String]]) {
    self.dataSource = dataSource
  }

  /// Forgets what was recorded, before a transaction.
  func startTransaction() {
    lastBatch = nil
    reloadCount = 0
    updatedPaths = []
  }

  /// Returns and forgets the problems found so far.
  package func takeProblems() -> [ReplayTargetError] {
    defer { problems = [] }
    return problems
  }

  /// Shows the data source's results.
  package func reloadData() {
    reloadCount += 1
    shown = dataSource()
  }

  /// Checks `batch` against the rows shown and the results, and shows the results.
  ///
  /// - Throws: A ``ReplayTargetError`` when the batch does not turn the rows shown into the
  ///   results; what is shown then stays as it was.
  package func apply(_ batch: ChangeBatch) throws(ReplayTargetError) {
    lastBatch = batch
    let after = dataSource()
    let replayed: [[String]]
    do throws(BatchError) {
      try batch.validate(before: shown.map(\.count), after: after.map(\.count))
      replayed = try batch.applied(to: shown, taking: after)
    } catch {
      problems.append(.invalidBatch(error))
      throw .invalidBatch(error)
    }
    guard replayed == after else {
      let error = ReplayTargetError.wrongRows(shown: replayed, expected: after)
      problems.append(error)
      throw error
    }
    shown = after
  }

  /// Records an `updateCell` call, checking that the row at `path` shows the object `id`.
  package func updateCell(at path: ItemPath, id: String) {
    updatedPaths.append(path)
    let row: String? =
      shown.indices.contains(path.section) && shown[path.section].indices.contains(path.item)
      ? shown[path.section][path.item] : nil
    if row != id { problems.append(.wrongCell(path, id: id, shown: row)) }
  }
}
