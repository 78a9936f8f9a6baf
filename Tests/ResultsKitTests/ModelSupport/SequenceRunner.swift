import ResultsKit
import ResultsKitTesting
import TestSupport
import Testing

extension ModelBased {
  /// How the runs are split: `cases` test cases (they run in parallel), each running
  /// `stepsPerCase` changes in `sequencesPerCase` seeded sequences of `stepsPerSequence`
  /// changes (the last one shorter when they do not divide).
  ///
  /// A case runs 800 changes (32 sequences); with `RESULTSKIT_SOAK_TRANSACTIONS=N` each test
  /// function runs *N* changes in total, ⌈*N* / 8⌉ per case (see `Soak`).
  static let cases = 0..<8
  static let stepsPerSequence = 25
  static let stepsPerCase = Soak.perCase(cases: cases.count, usual: 32 * stepsPerSequence)
  static let sequencesPerCase = (stepsPerCase + stepsPerSequence - 1) / stepsPerSequence

  /// The number of changes in sequence `sequence` of a case.
  static func steps(inSequence sequence: Int) -> Int {
    min(stepsPerSequence, stepsPerCase - sequence * stepsPerSequence)
  }

  /// The seed of sequence `sequence` of test case `index` of a run salted with `salt`.
  static func seed(salt: UInt64, case index: Int, sequence: Int) -> UInt64 {
    salt &+ UInt64(index * sequencesPerCase + sequence)
  }

  /// What a run found: the failure report of each failing sequence (at most three), and what
  /// the checked changes contained, so that a test can tell it exercised every kind.
  struct RunSummary {
    /// The run's name and the test case, for messages.
    var run: String
    var caseIndex: Int
    var failures: [String] = []
    var steps = 0
    var unchanged = 0
    var emptySnapshots = 0
    var deletedSections = 0
    var insertedSections = 0
    var deletedItems = 0
    var insertedItems = 0
    var moves = 0
    var crossSectionMoves = 0
    var reloads = 0
    var cellCalls = 0
    var cellOnlyChanges = 0

    mutating func count<Object>(_ record: StepRecord<Object>, from old: Snapshot, to new: Snapshot)
    {
      steps += 1
      if old == new { unchanged += 1 }
      if new.isEmpty { emptySnapshots += 1 }
      cellCalls += record.cells.count
      guard case let .apply(batch)? = record.calls.first else {
        if !record.cells.isEmpty { cellOnlyChanges += 1 }
        return
      }
      deletedSections += batch.deletedSections.count
      insertedSections += batch.insertedSections.count
      deletedItems += batch.deletedItems.count
      insertedItems += batch.insertedItems.count
      moves += batch.movedItems.count
      crossSectionMoves += batch.movedItems.count { $0.from.section != $0.to.section }
      reloads += batch.reloadedItems.count
    }

    /// The kinds of change that never occurred (`cells`: whether updateCell was in use).
    func missing(cells: Bool) -> [String] {
      var kinds: [(String, Int)] = [
        ("unchanged snapshots", unchanged), ("empty snapshots", emptySnapshots),
        ("deleted sections", deletedSections), ("inserted sections", insertedSections),
        ("deleted items", deletedItems), ("inserted items", insertedItems), ("moves", moves),
        ("cross-section moves", crossSectionMoves),
      ]
      if cells {
        kinds += [
          ("updateCell calls", cellCalls), ("changes with only updateCell", cellOnlyChanges),
        ]
      } else {
        kinds.append(("reloads", reloads))
      }
      return kinds.filter { $0.1 == 0 }.map(\.0)
    }
  }

  /// Records every failure of `summary` as an issue, and expects every step to have run and
  /// every kind of change to have occurred.
  static func expectPassed(
    _ summary: RunSummary, updatesCells: Bool, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for failure in summary.failures {
      Issue.record("\(failure)", sourceLocation: sourceLocation)
    }
    #expect(
      summary.steps == stepsPerCase || !summary.failures.isEmpty,
      sourceLocation: sourceLocation)
    #expect(summary.missing(cells: updatesCells) == [], sourceLocation: sourceLocation)
    Soak.report(summary.run, case: "case \(summary.caseIndex)", ran: summary.steps)
  }

  /// Runs test case `index` of random snapshot sequences published through a
  /// ``SnapshotMonitor``, checking every publish with ``CoordinatorProbe/check(_:from:to:project:extraCells:expectedChoices:)``.
  ///
  /// A failing sequence is reported once, at its first failing step, and at most three per
  /// case, in the result's `failures` (the caller records them as issues).
  ///
  /// - Parameters:
  ///   - project: How the coordinator's objects are made from the snapshot's items.
  ///   - makeProbe: The coordinator under test over the monitor (directly or mapped).
  /// - Returns: What the checked changes contained.
  static func runSnapshotSequences<Object: Equatable>(
    case index: Int, salt: UInt64, run: String, project: (Item) -> Object,
    makeProbe: (SnapshotMonitor<Item>) throws -> CoordinatorProbe<Object>
  ) throws -> RunSummary {
    var summary = RunSummary(run: run, caseIndex: index)
    for sequence in 0..<sequencesPerCase where summary.failures.count < 3 {
      let seed = seed(salt: salt, case: index, sequence: sequence)
      var generator = SnapshotGenerator(seed: seed)
      let first = generator.chance(10) ? [] : generator.randomSnapshot()
      let monitor = SnapshotMonitor(sections: first)
      let probe = try makeProbe(monitor)
      let loadProblems = probe.loadProblems()
      if !loadProblems.isEmpty {
        summary.failures.append("\(run): seed \(seed), loadData: \(loadProblems)")
        continue
      }
      for step in 1...steps(inSequence: sequence) {
        let old = monitor.sections
        let new = generator.successor(of: old)
        let record = try probe.record { try monitor.publish(sections: new) }
        var problems = probe.check(record, from: old, to: new, project: project)
        if monitor.sections != new { problems.append("monitor.sections is not the snapshot") }
        summary.count(record, from: old, to: new)
        guard problems.isEmpty else {
          summary.failures.append(
            report(problems, seed: seed, step: step, run: run, from: old, to: new, record: record))
          break
        }
      }
    }
    return summary
  }

  /// Runs test case `index` of random changes sent by a ``ScriptedMonitor`` as roughened
  /// event streams (``EventScript``): the coordinator must make the diff's batch of them.
  static func runScriptedSequences(
    case index: Int, salt: UInt64, run: String, updatesCells: Bool
  ) throws -> RunSummary {
    var summary = RunSummary(run: run, caseIndex: index)
    for sequence in 0..<sequencesPerCase where summary.failures.count < 3 {
      let seed = seed(salt: salt, case: index, sequence: sequence)
      var generator = SnapshotGenerator(seed: seed)
      let monitor = ScriptedMonitor(sections: generator.randomSnapshot())
      let probe = try CoordinatorProbe(monitor: monitor, updatesCells: updatesCells)
      for step in 1...steps(inSequence: sequence) {
        let old = monitor.sections
        let new = generator.successor(of: old)
        let script = try EventScript(
          from: old, to: new, verbose: generator.chance(50), using: &generator)
        let record = probe.record { monitor.sendChange(to: new, script.events) }
        let problems = probe.check(
          record, from: old, to: new, project: { $0 }, extraCells: script.extraCells,
          expectedChoices: script.diff)
        summary.count(record, from: old, to: new)
        guard problems.isEmpty else {
          summary.failures.append(
            report(
              problems, seed: seed, step: step, run: run, from: old, to: new, record: record,
              events: script.events))
          break
        }
      }
    }
    return summary
  }
}
