import ResultsKit

/// A `Coordinatable` that records every call and checks every batch the way UIKit would:
/// the test double for your own coordination code.
///
/// It keeps the counts it "shows", reads the data source's counts when a batch arrives, and
/// validates the batch against both, exactly like a table view:
///
///     let monitor = ScriptedMonitor<Row>()
///     let target = RecordingTarget(monitor: monitor)
///     let coordinator = ResultsCoordinator(target: target, monitor: monitor)
///     try coordinator.loadData()
///     monitor.sendChange(to: [ResultsSection(name: "", objects: [row])],
///                        [.inserted(row, at: ItemPath(item: 0, section: 0))])
///     #expect(target.batches == [ChangeBatch(insertedItems: [ItemPath(item: 0, section: 0)])])
///     #expect(target.errors.isEmpty)
public final class RecordingTarget: Coordinatable {
  /// One call the target received.
  public enum Call: Hashable, Sendable {
    /// `reloadData()`.
    case reloadData
    /// `apply(_:)` with this batch, whether it was valid or not.
    case apply(ChangeBatch)
  }

  private let dataSourceCounts: () -> [Int]

  /// Every call, in order.
  public private(set) var calls: [Call] = []
  /// Every batch passed to `apply(_:)`, valid or not, in order.
  public var batches: [ChangeBatch] {
    calls.compactMap { if case let .apply(batch) = $0 { batch } else { nil } }
  }
  /// The error of every batch that did not fit, in order.
  public private(set) var errors: [BatchError] = []
  /// The item count of each section the target shows now; `[]` until the first
  /// `reloadData()`.
  public private(set) var counts: [Int] = []

  /// Creates a target whose data source reports `dataSourceCounts()`.
  ///
  /// - Parameter dataSourceCounts: The item count of each section, read the way UIKit reads
  ///   its data source: at `reloadData()` and at the end of each batch.
  public init(counts dataSourceCounts: @escaping () -> [Int]) {
    self.dataSourceCounts = dataSourceCounts
  }

  /// Creates a target whose data source is `monitor`'s current results.
  ///
  /// The target keeps a strong reference to `monitor`.
  @inlinable
  public convenience init<M: ResultsMonitor>(monitor: M) {
    self.init { monitor.sectionCounts }
  }

  /// Records the call and shows the data source's counts.
  public func reloadData() {
    calls.append(.reloadData)
    counts = dataSourceCounts()
  }

  /// Records the call, validates `batch` against the counts shown and the data source's
  /// counts, and on success shows the latter.
  ///
  /// - Throws: The `BatchError` of a batch that does not fit; it is also appended to
  ///   ``errors``, and the counts shown stay as they were.
  public func apply(_ batch: ChangeBatch) throws(BatchError) {
    calls.append(.apply(batch))
    let after = dataSourceCounts()
    do {
      try batch.validate(before: counts, after: after)
    } catch {
      errors.append(error)
      throw error
    }
    counts = after
  }
}
