import ResultsKit
import ResultsKitTesting

/// A target that does nothing with a batch but count it: the coordinator's own cost, without
/// the validation a real view (or ``RecordingTarget``) does.
public final class NoOpTarget: Coordinatable {
  /// The `changeCount` of every applied batch, summed.
  public private(set) var appliedChanges = 0
  /// How many times `reloadData()` was called.
  public private(set) var reloads = 0

  /// Creates a target.
  public init() {}

  /// Counts the call.
  public func reloadData() { reloads += 1 }

  /// Counts the batch's changes.
  public func apply(_ batch: ChangeBatch) { appliedChanges += batch.changeCount }
}

/// A ``ScriptedMonitor`` showing a scenario's `before`, with a loaded ``ResultsCoordinator``
/// subscribed to it (no `updateCell`), ready to receive the scenario's change once.
///
/// The benchmarks and the report build one per measured call, outside the measurement, and
/// time only ``sendChange()`` (or its two halves), so that both measure the same code.
public final class CoordinatorRig {
  /// The kinds of target.
  public enum TargetKind: String, Sendable, CaseIterable {
    /// ``NoOpTarget``: the coordinator alone.
    case noOp = "no-op target"
    /// ``RecordingTarget``: the coordinator plus UIKit's validation of the batch.
    case recording = "RecordingTarget"
  }

  /// The change to send.
  public let scenario: CoordinatorScenario
  /// The monitor the change comes from.
  public let monitor: ScriptedMonitor<Row>
  /// The coordinator under test.
  public let coordinator: ResultsCoordinator<Row>
  /// The target, a ``NoOpTarget`` or a ``RecordingTarget``.
  public let target: any Coordinatable
  /// Errors the coordinator reported; none for a correct run.
  public private(set) var inconsistencies: [String] = []

  /// Builds the monitor, the target and the coordinator, and loads it.
  public init(_ scenario: CoordinatorScenario, target kind: TargetKind) {
    self.scenario = scenario
    let monitor = ScriptedMonitor(sections: scenario.before)
    self.monitor = monitor
    target =
      switch kind {
      case .noOp: NoOpTarget()
      case .recording: RecordingTarget(monitor: monitor)
      }
    coordinator = ResultsCoordinator(target: target, monitor: monitor)
    coordinator.onInconsistency = { [unowned self] in inconsistencies.append("\($0)") }
    do { try coordinator.loadData() } catch { fatalError("\(error)") }
  }

  /// The whole change: `willChange`, the events, `didChange` (the coordinator builds and
  /// applies its batch there).
  @inline(never)
  public func sendChange() {
    monitor.sendChange(to: scenario.after, scenario.events)
  }

  /// The first half of ``sendChange()``: `willChange` and the events; the coordinator only
  /// collects.
  @inline(never)
  public func sendEvents() {
    monitor.send(.willChange)
    monitor.sections = scenario.after
    for event in scenario.events { monitor.send(event) }
  }

  /// The second half of ``sendChange()``: `didChange`.
  @inline(never)
  public func sendDidChange() {
    monitor.send(.didChange)
  }

  /// The batch the target received, when it is a ``RecordingTarget``.
  public var recordedBatch: ChangeBatch? {
    (target as? RecordingTarget)?.batches.last
  }

  /// Whether the change went through correctly, or what went wrong: no report, and for a
  /// ``RecordingTarget`` one valid, canonical batch that replays `before` into `after` and has
  /// one entry per event (plus one reconfigure per move).
  public func check() -> String {
    guard inconsistencies.isEmpty else { return "reported \(inconsistencies)" }
    guard let recording = target as? RecordingTarget else { return "ok" }
    guard recording.errors.isEmpty else { return "invalid: \(recording.errors)" }
    guard recording.batches.count == 1, let batch = recording.batches.first else {
      return "\(recording.batches.count) batches"
    }
    guard batch.isCanonical else { return "not canonical" }
    let moves = scenario.events.count { if case .moved = $0 { true } else { false } }
    guard batch.changeCount == scenario.eventCount + moves else {
      return "\(batch.changeCount) changes for \(scenario.eventCount) events"
    }
    let before = scenario.before.map(\.objects)
    let after = scenario.after.map(\.objects)
    do {
      return try batch.applied(to: before, taking: after) == after ? "ok" : "replay ≠ after"
    } catch {
      return "invalid: \(error)"
    }
  }
}
