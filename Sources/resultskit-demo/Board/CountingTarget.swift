import ResultsKit

/// Forwards a coordinator's calls to the view and counts them, and the calls of its
/// `updateCell`, for the board's status line.
final class CountingTarget: Coordinatable {
  private let base: any Coordinatable
  private(set) var batches = 0
  private(set) var changes = 0
  private(set) var reloads = 0
  /// The rows (or cards) the coordinator asked `updateCell` to configure again in place.
  private(set) var updatesInPlace = 0

  init(_ base: any Coordinatable) {
    self.base = base
  }

  /// `updateCell`, counting its calls.
  func counting(
    _ updateCell: @escaping (ItemPath, Arrival) -> Void
  ) -> (ItemPath, Arrival) -> Void {
    { [unowned self] path, arrival in
      updatesInPlace += 1
      updateCell(path, arrival)
    }
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
