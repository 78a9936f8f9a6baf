import ResultsKit

/// A target that keeps the objects it shows, not just their counts, and replays every batch on
/// them with `ChangeBatch.applied(to:taking:)`: after a correct change it shows exactly the
/// monitor's objects, so any wrong batch or wrong `updateCell` call shows up as a difference.
final class ContentTarget<Object: Equatable>: Coordinatable {
  /// The monitor's objects, section by section.
  private let source: () -> [[Object]]
  /// What the target shows.
  private(set) var shown: [[Object]] = []
  /// `updateCell` calls for rows the target does not show.
  private(set) var strayCells: [ItemPath] = []
  /// The batches it refused, with their errors.
  private(set) var refused: [(ChangeBatch, BatchError)] = []

  /// Creates a target that reads the objects to show from `source`.
  init(source: @escaping () -> [[Object]]) {
    self.source = source
  }

  /// Shows the source's objects.
  func reloadData() {
    shown = source()
  }

  /// Replays `batch` on what is shown, taking new content from the source.
  func apply(_ batch: ChangeBatch) throws(BatchError) {
    do {
      shown = try batch.applied(to: shown, taking: source())
    } catch {
      refused.append((batch, error))
      throw error
    }
  }

  /// Shows `object` in the row at `path`: the coordinator's `updateCell`.
  func updateCell(at path: ItemPath, _ object: Object) {
    guard shown.indices.contains(path.section), shown[path.section].indices.contains(path.item)
    else {
      strayCells.append(path)
      return
    }
    shown[path.section][path.item] = object
  }

  /// Forgets the refusals and stray cells recorded so far.
  func resetLog() {
    strayCells = []
    refused = []
  }
}
