import ResultsKit
import ResultsKitTesting

/// Shorthands for the coordinator suites; a suite conforms to use them.
///
/// They live in a protocol extension, not at file scope, so that other test files of the
/// target can use the same short names for their own helpers.
protocol CoordinatorSuite {}

extension CoordinatorSuite {
  /// The objects of each section.
  func contents<Object>(_ sections: [ResultsSection<Object>]) -> [[Object]] {
    sections.map(\.objects)
  }

  /// What `batch` makes of `before` when replayed the way UIKit does, taking new content
  /// from `after`: equal to `after`'s objects when the batch is right.
  func replay<Object>(
    _ batch: ChangeBatch, from before: [ResultsSection<Object>],
    to after: [ResultsSection<Object>]
  ) throws -> [[Object]] {
    try batch.applied(to: contents(before), taking: contents(after))
  }

  /// A harness over a scripted monitor showing `sections`, already loaded.
  func loadedHarness<Object>(
    _ sections: [ResultsSection<Object>], updatesCells: Bool = false
  ) throws -> CoordinatorHarness<ScriptedMonitor<Object>> {
    let harness = CoordinatorHarness(
      monitor: ScriptedMonitor(sections: sections), updatesCells: updatesCells)
    try harness.coordinator.loadData()
    return harness
  }
}

/// One `updateCell` call: the path and object it got, and the target's calls at that moment.
struct CoordinatorCellCall<Object> {
  var path: ItemPath
  var object: Object
  var targetCallsSoFar: [RecordingTarget.Call]
}

/// Everything a coordinator reported: `onInconsistency`, `onObjectCountChange`, `updateCell`.
final class CoordinatorLog<Object> {
  var reports: [any Error] = []
  var objectCounts: [Int] = []
  var cellCalls: [CoordinatorCellCall<Object>] = []

  /// The reports that are protocol violations, in order.
  var violations: [MonitorProtocolViolation] {
    reports.compactMap { $0 as? MonitorProtocolViolation }
  }
}

extension CoordinatorLog where Object: Equatable {
  /// The `(path, object)` of each `updateCell` call, in order, as comparable strings.
  var cells: [String] { cellCalls.map { "\($0.path) \($0.object)" } }
}

/// A coordinator over `monitor` driving a ``RecordingTarget`` of the monitor's counts, with
/// every report recorded in ``log``.
final class CoordinatorHarness<Monitor: ResultsMonitor> {
  typealias Object = Monitor.Object

  let monitor: Monitor
  let target: RecordingTarget
  let coordinator: ResultsCoordinator<Object>
  let log: CoordinatorLog<Object>

  /// - Parameters:
  ///   - monitor: The monitor to coordinate.
  ///   - updatesCells: Whether the coordinator gets an `updateCell` closure (recorded).
  init(monitor: Monitor, updatesCells: Bool = false) {
    let target = RecordingTarget(monitor: monitor)
    let log = CoordinatorLog<Object>()
    let updateCell: ResultsCoordinator<Object>.UpdateCell? =
      updatesCells
      ? { path, object in
        log.cellCalls.append(
          CoordinatorCellCall(path: path, object: object, targetCallsSoFar: target.calls))
      } : nil
    self.monitor = monitor
    self.target = target
    self.log = log
    coordinator = ResultsCoordinator(target: target, monitor: monitor, updateCell: updateCell)
    coordinator.onInconsistency = { log.reports.append($0) }
    coordinator.onObjectCountChange = { log.objectCounts.append($0) }
  }

  /// The calls the target got after its first `count` calls.
  func calls(after count: Int) -> [RecordingTarget.Call] { Array(target.calls.dropFirst(count)) }

  /// The item count of each of the monitor's sections.
  var monitorCounts: [Int] {
    (0..<monitor.numberOfSections).map { monitor.numberOfObjects(inSection: $0) }
  }
}
