import GRDB
import ResultsKit
import ResultsKitTesting
import SQLiteScenarios

/// GRDB's board: a `ValueObservation` of every departure in board order on a pool, each value
/// grouped into platform sections and published through ResultsKit's `SnapshotMonitor` (the
/// `ChangeBatch` diff against the previous sections) to a coordinator and a `RecordingTarget`,
/// so that it produces the batch the store's controller produces.
///
/// Values arrive on the main actor (GRDB's `.mainActor` scheduling, from the main dispatch
/// queue; not `.immediate`, which needs the main thread, and after the first `await` of
/// top-level code on Linux the main queue runs on another thread); each records when it was
/// applied.
@MainActor
final class ObservedBoard {
  /// How the observation tracks the table.
  enum Tracking: CaseIterable {
    /// `ValueObservation.tracking`: after a commit the writer fetches the new value itself,
    /// before the write returns (the region is recorded anew at each fetch).
    case tracking
    /// `ValueObservation.trackingConstantRegion`: a reader fetches it after the commit, while
    /// the write returns.
    case constantRegion

    /// The name in the report.
    var label: String {
      switch self {
      case .tracking: "`ValueObservation.tracking`"
      case .constantRegion: "`ValueObservation.trackingConstantRegion`"
      }
    }
  }

  /// The pool the observation runs on and the writes go through.
  let pool: DatabasePool
  /// Values received since the observation started (the first is the initial one).
  private(set) var deliveries = 0
  /// Batches the target has received (a value identical to the last one makes none).
  var appliedChanges: Int { target?.calls.count ?? 0 }
  /// When the last value had been diffed and applied.
  private(set) var lastApplied: ContinuousClock.Instant?
  /// What went wrong: errors of the observation, the diff and the coordinator.
  private(set) var failures: [String] = []

  private var snapshot: SnapshotMonitor<Departure>?
  private var target: RecordingTarget?
  private var coordinator: ResultsCoordinator<Departure>?
  private var observation: AnyDatabaseCancellable?

  /// A board on `pool`; ``start(_:)`` starts observing.
  init(pool: DatabasePool) {
    self.pool = pool
  }

  /// The sections the target shows.
  var sections: [ResultsSection<Departure>] { snapshot?.sections ?? [] }

  /// Whether the target shows what the snapshot has and nothing went wrong.
  var isConsistent: Bool {
    guard failures.isEmpty, let snapshot, let target, target.errors.isEmpty else { return false }
    return target.counts == snapshot.sections.map(\.objects.count)
  }

  /// Starts observing; the first value, which arrives later, loads the target.
  func start(_ tracking: Tracking) {
    stop()
    let onError: @MainActor (any Error) -> Void = { [unowned self] in
      failures.append("GRDB observation: \($0)")
    }
    let onChange: @MainActor ([Departure]) -> Void = { [unowned self] in receive($0) }
    switch tracking {
    case .tracking:
      observation = ValueObservation.tracking { try Departure.boardOrder.fetchAll($0) }
        .start(in: pool, scheduling: .mainActor, onError: onError, onChange: onChange)
    case .constantRegion:
      observation = ValueObservation.trackingConstantRegion {
        try Departure.boardOrder.fetchAll($0)
      }
      .start(in: pool, scheduling: .mainActor, onError: onError, onChange: onChange)
    }
  }

  /// Stops observing and forgets the target.
  func stop() {
    observation?.cancel()
    observation = nil
    snapshot = nil
    target = nil
    coordinator = nil
    deliveries = 0
    lastApplied = nil
  }

  /// Waits until `count` values have arrived, or `limit` has passed; returns whether they did.
  ///
  /// Polls, suspending the main actor so that the main queue delivers; the times are taken
  /// where the values arrive, not here.
  func waitForDeliveries(_ count: Int, limit: Duration) async -> Bool {
    await waitUntil(limit: limit) { deliveries >= count }
  }

  /// Waits until the target has received more than `count` batches, or `limit` has passed;
  /// returns whether it did.
  func waitForChange(beyond count: Int, limit: Duration) async -> Bool {
    await waitUntil(limit: limit) { appliedChanges > count }
  }

  private func waitUntil(limit: Duration, _ done: () -> Bool) async -> Bool {
    let deadline = ContinuousClock.now + limit
    while !done() {
      guard failures.isEmpty, ContinuousClock.now < deadline else { return false }
      try? await Task.sleep(for: .milliseconds(1))
    }
    return true
  }

  /// One value: group it into sections, diff it against the last and apply the batch.
  private func receive(_ departures: [Departure]) {
    let sections = PlatformSections.grouping(departures)
    if let snapshot {
      do {
        try snapshot.publish(sections: sections)
      } catch {
        failures.append("diff: \(error)")
      }
    } else {
      let snapshot = SnapshotMonitor(sections: sections)
      let target = RecordingTarget(monitor: snapshot)
      let coordinator = ResultsCoordinator(target: target, monitor: snapshot)
      coordinator.onInconsistency = { [unowned self] in failures.append("coordinator: \($0)") }
      do {
        try coordinator.loadData()
      } catch {
        failures.append("loadData: \(error)")
      }
      (self.snapshot, self.target, self.coordinator) = (snapshot, target, coordinator)
    }
    deliveries += 1
    lastApplied = ContinuousClock.now
  }
}
