import ResultsKit
import ResultsKitTesting

extension ModelBased {
  /// One `updateCell` call and how many calls the target had received when it came.
  struct CellCall<Object> {
    var path: ItemPath
    var object: Object
    var targetCallsSoFar: Int
  }

  /// Everything the coordinator reported through its closures.
  final class ProbeLog<Object> {
    var inconsistencies: [String] = []
    var objectCounts: [Int] = []
    var cells: [CellCall<Object>] = []
  }

  /// What happened during one change.
  struct StepRecord<Object> {
    var calls: [RecordingTarget.Call]
    var cells: [CellCall<Object>]
    var inconsistencies: [String]
    var objectCounts: [Int]
    var callsBefore: Int
  }

  /// A coordinator over a monitor, driving a ``RecordingTarget`` of the monitor's counts, with
  /// every call and report recorded; loaded on creation.
  final class CoordinatorProbe<Object: Equatable> {
    let target: RecordingTarget
    let coordinator: ResultsCoordinator<Object>
    let log = ProbeLog<Object>()
    let updatesCells: Bool
    private let monitorCounts: () -> [Int]
    private let monitorObjectCount: () -> Int

    init<Monitor: ResultsMonitor>(monitor: Monitor, updatesCells: Bool) throws
    where Monitor.Object == Object {
      let target = RecordingTarget(monitor: monitor)
      let log = log
      let updateCell: ResultsCoordinator<Object>.UpdateCell? =
        updatesCells
        ? { path, object in
          log.cells.append(
            CellCall(path: path, object: object, targetCallsSoFar: target.calls.count))
        } : nil
      coordinator = ResultsCoordinator(target: target, monitor: monitor, updateCell: updateCell)
      coordinator.onInconsistency = { log.inconsistencies.append("\($0)") }
      coordinator.onObjectCountChange = { log.objectCounts.append($0) }
      self.target = target
      self.updatesCells = updatesCells
      monitorCounts = { (0..<monitor.numberOfSections).map(monitor.numberOfObjects(inSection:)) }
      monitorObjectCount = { monitor.numberOfObjects }
      try coordinator.loadData()
    }

    /// Runs `change` and returns what the coordinator did meanwhile.
    func record(_ change: () throws -> Void) rethrows -> StepRecord<Object> {
      let calls = target.calls.count
      let cells = log.cells.count
      let inconsistencies = log.inconsistencies.count
      let objectCounts = log.objectCounts.count
      try change()
      return StepRecord(
        calls: Array(target.calls[calls...]), cells: Array(log.cells[cells...]),
        inconsistencies: Array(log.inconsistencies[inconsistencies...]),
        objectCounts: Array(log.objectCounts[objectCounts...]), callsBefore: calls)
    }

    /// Problems right after `loadData()`.
    func loadProblems() -> [String] {
      var problems: [String] = []
      if target.calls != [.reloadData] { problems.append("loadData made \(target.calls)") }
      if target.counts != monitorCounts() {
        problems.append("target shows \(target.counts), monitor has \(monitorCounts())")
      }
      if log.objectCounts != [monitorObjectCount()] {
        problems.append("object counts reported \(log.objectCounts) after loadData")
      }
      return problems
    }

    /// Checks one change from `old` to `new` (as seen through `project`) against the model.
    ///
    /// - Parameters:
    ///   - extraCells: `updateCell` calls due beyond the model's, for events a snapshot
    ///     monitor does not send (a move out of a deleted section into a surviving one).
    ///   - expectedChoices: When given, the sections and moves the batch must choose.
    func check(
      _ step: StepRecord<Object>, from old: Snapshot, to new: Snapshot,
      project: (Item) -> Object, extraCells: [ItemPath: Item] = [:],
      expectedChoices: ChangeBatch? = nil
    ) -> [String] {
      var problems: [String] = []
      if !step.inconsistencies.isEmpty {
        problems.append("onInconsistency: \(step.inconsistencies)")
      }
      if !target.errors.isEmpty { problems.append("target errors: \(target.errors)") }
      guard step.calls.count <= 1 else {
        return problems + ["\(step.calls.count) calls for one change: \(step.calls)"]
      }
      var batch = ChangeBatch()
      if let call = step.calls.first {
        guard case let .apply(applied) = call else { return problems + ["called \(call)"] }
        if applied.isEmpty { problems.append("an empty batch was applied") }
        batch = applied
      }
      if !batch.isCanonical { problems.append("batch is not canonical") }
      if let expectedChoices {
        if batch.deletedSections != expectedChoices.deletedSections
          || batch.insertedSections != expectedChoices.insertedSections
          || batch.movedItems != expectedChoices.movedItems
        {
          problems.append("sections or moves differ from the events' \(expectedChoices)")
        }
      }

      let model = ExpectedChange(from: old, to: new, choices: batch)
      problems += model.problems
      let expectedBatch = updatesCells ? model.cellBatch : model.plainBatch
      if batch != expectedBatch { problems.append("expected batch \(expectedBatch)") }

      // Replay, with the cells configured again by updateCell.
      let after = new.map { $0.objects.map(project) }
      do {
        var replayed = try batch.applied(to: old.map { $0.objects.map(project) }, taking: after)
        for cell in step.cells {
          guard replayed.indices.contains(cell.path.section),
            replayed[cell.path.section].indices.contains(cell.path.item)
          else {
            problems.append("updateCell at \(cell.path), which does not exist")
            continue
          }
          replayed[cell.path.section][cell.path.item] = cell.object
        }
        if replayed != after { problems.append("replay gives \(replayed)") }
      } catch {
        problems.append("replay fails: \(error)")
      }

      // updateCell: exactly the expected calls, each path once, all after the batch.
      var expectedCells = model.cells
      expectedCells.merge(extraCells) { first, _ in first }
      if updatesCells {
        let actual = step.cells.sorted { $0.path < $1.path }
        let expected = expectedCells.sorted { $0.key < $1.key }
        let matches =
          actual.count == expected.count
          && zip(actual, expected).allSatisfy {
            $0.path == $1.key && $0.object == project($1.value)
          }
        if !matches {
          problems.append(
            "updateCell calls \(step.cells.map { "\($0.path) \($0.object)" }), expected "
              + "\(expected.map { "\($0.key) \(project($0.value))" })")
        }
        let callsAfter = step.callsBefore + step.calls.count
        if step.cells.contains(where: { $0.targetCallsSoFar != callsAfter }) {
          problems.append("updateCell called before the batch was applied")
        }
      } else if !step.cells.isEmpty {
        problems.append("updateCell called without one")
      }

      // The target shows the monitor's counts; object counts are reported when they change.
      if target.counts != monitorCounts() || target.counts != ModelBased.counts(new) {
        problems.append(
          "target shows \(target.counts), monitor has \(monitorCounts()), expected \(ModelBased.counts(new))"
        )
      }
      let total = new.reduce(0) { $0 + $1.objects.count }
      let oldTotal = old.reduce(0) { $0 + $1.objects.count }
      let expectedCounts = total == oldTotal ? [] : [total]
      if step.objectCounts != expectedCounts {
        problems.append("onObjectCountChange got \(step.objectCounts), expected \(expectedCounts)")
      }
      return problems
    }
  }

  /// The failure message for a change: seed, step, both snapshots, what happened, problems.
  static func report<Object>(
    _ problems: [String], seed: UInt64, step: Int, run: String, from old: Snapshot,
    to new: Snapshot, record: StepRecord<Object>, events: [ResultsEvent<Item>]? = nil
  ) -> String {
    var lines = [
      "\(run): seed \(seed), step \(step)",
      "  before: \(describe(old))",
      "  after:  \(describe(new))",
    ]
    if let events { lines.append("  events: \(events)") }
    lines.append("  calls: \(record.calls)")
    lines.append("  updateCell: \(record.cells.map { "\($0.path) \($0.object)" })")
    lines += problems.map { "  - \($0)" }
    return lines.joined(separator: "\n")
  }
}
