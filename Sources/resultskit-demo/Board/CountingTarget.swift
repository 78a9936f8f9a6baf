import ResultsKit

/// Forwards a coordinator's calls to the view and counts them, for the board's status line.
final class CountingTarget: Coordinatable {
  private let base: any Coordinatable
  private(set) var batches = 0
  private(set) var changes = 0
  private(set) var reloads = 0

  init(_ base: any Coordinatable) {
    self.base = base
  }

  func reloadData() {
    reloads += 1
    base.reloadData()
  }

  func apply(_ batch: ChangeBatch) throws {
    try base.apply(batch)
    batches += 1
    changes += batch.changeCount
  }
}
