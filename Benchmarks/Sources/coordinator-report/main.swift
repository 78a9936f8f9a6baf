// coordinator-report: the time and memory of one change through a ResultsCoordinator, as
// Markdown tables.
//
//     swift run -c release --package-path Benchmarks coordinator-report [--runs N]
//
// The change (CoordinatorScenario): object events mixing deletes, inserts, moves into other
// sections and updates in place, in random order, over 100 sections of 1,000 objects. A
// ScriptedMonitor sends them to a subscribed coordinator (CoordinatorRig, built fresh and loaded
// before each call, outside the clock), willChange through didChange.
// Time: one warm-up call, then the median of N (default 21) calls, ContinuousClock.
// Memory: one more call with the malloc interposer's allocation hook installed (see
// PeakAllocations), split at didChange: the peak while the coordinator only collects
// (willChange and the events), what it holds at the end of that, and the peak of the whole
// change, batch included. Exit status 1 when a RecordingTarget run is not correct.

import DiffScenarios
import ResultsKit

#if canImport(Glibc)
  import Glibc
#endif

// MARK: - Options

let runs = ReportSupport.options(usage: "usage: coordinator-report [--runs N]", defaultRuns: 21)
  .runs

ReportSupport.ensureAllocationCounting(environmentFlag: "COORDINATOR_REPORT_PRELOADED")

// MARK: - Measuring

/// The time of `part` on a fresh rig.
///
/// The rig is built before the clock starts and freed after it stops; `before` runs first,
/// outside the clock.
func timeOnce(
  _ scenario: CoordinatorScenario, _ kind: CoordinatorRig.TargetKind,
  before: (CoordinatorRig) -> Void = { _ in }, _ part: (CoordinatorRig) -> Void
) -> Duration {
  let rig = CoordinatorRig(scenario, target: kind)
  before(rig)
  let elapsed = ReportSupport.time { part(rig) }
  withExtendedLifetime(rig) {}
  return elapsed
}

/// Warm-up, then the median of `runs` timed calls.
func median(runs: Int, _ once: () -> Duration) -> Duration {
  _ = once()
  return ReportSupport.median((0..<runs).map { _ in once() })
}

struct TimeRow {
  var scenario: CoordinatorScenario
  var kind: CoordinatorRig.TargetKind
  /// willChange through didChange.
  var median: Duration
  /// willChange and the events: collecting only.
  var collecting: Duration
  /// didChange: building the batch and applying it.
  var didChange: Duration
  var check: String
}

struct MemoryRow {
  var scenario: CoordinatorScenario
  /// willChange and the events: the most live at once, and what is live at the end.
  var collection: PeakAllocations.Measurement
  /// didChange, from what the collection left.
  var finish: PeakAllocations.Measurement
  /// willChange through didChange in one measurement.
  var whole: PeakAllocations.Measurement
}

let scenarios = [
  CoordinatorScenario.events1k, CoordinatorScenario.events10k, CoordinatorScenario.events100k,
]

// Phase 1, timing.
var timeRows: [TimeRow] = []
for scenario in scenarios {
  for kind in CoordinatorRig.TargetKind.allCases {
    ReportSupport.progress("… \(scenario.name) \(kind.rawValue)")
    let whole = median(runs: runs) { timeOnce(scenario, kind) { $0.sendChange() } }
    let collecting = median(runs: runs) { timeOnce(scenario, kind) { $0.sendEvents() } }
    let didChange = median(runs: runs) {
      timeOnce(scenario, kind, before: { $0.sendEvents() }) { $0.sendDidChange() }
    }
    let checked = CoordinatorRig(scenario, target: kind)
    checked.sendChange()
    timeRows.append(
      TimeRow(
        scenario: scenario, kind: kind, median: whole, collecting: collecting,
        didChange: didChange, check: checked.check()))
  }
}

// Phase 2, memory, no-op target (RecordingTarget keeps the batch, which is the same in both).
// Twice each, keeping the second: the first call after a change of scenario can free memory
// left from before, which the counters see as negative growth.
var memoryRows: [MemoryRow] = []
PeakAllocations.enableCounting()
for scenario in scenarios {
  var row: MemoryRow?
  for _ in 0..<2 {
    let split = CoordinatorRig(scenario, target: .noOp)
    let (_, collection) = PeakAllocations.measure { split.sendEvents() }
    let (_, finish) = PeakAllocations.measure { split.sendDidChange() }
    let whole = CoordinatorRig(scenario, target: .noOp)
    let (_, all) = PeakAllocations.measure { whole.sendChange() }
    if let collection, let finish, let all {
      row = MemoryRow(scenario: scenario, collection: collection, finish: finish, whole: all)
    }
  }
  if let row { memoryRows.append(row) }
}
PeakAllocations.disableCounting()

// MARK: - Output

print(
  "ResultsCoordinator, one change willChange … didChange, release build, median of \(runs) runs"
)
print("after a warm-up (ContinuousClock). 100 sections × 1,000 objects; the events are a quarter")
print("each deletes, inserts, moves into another section and updates in place, in random order.")
print("")
print("Collecting: willChange and the events; didChange: building and applying the batch (each")
print("its own median, so the two need not add up to the whole).")
print("")
print(
  "| events | target | median ms | ns/event | collecting ms | didChange ms | batch changes | check |"
)
print("|---:|---|---:|---:|---:|---:|---:|---|")
var failures = 0
for row in timeRows {
  let ms = ReportSupport.milliseconds(row.median)
  let events = row.scenario.eventCount
  let moves = row.scenario.events.count { if case .moved = $0 { true } else { false } }
  if row.check != "ok" { failures += 1 }
  print(
    "| \(ReportSupport.grouped(events)) | \(row.kind.rawValue) | \(ReportSupport.fixed(ms, 3)) | \(ReportSupport.fixed(ms * 1e6 / Double(events), 0)) | "
      + "\(ReportSupport.fixed(ReportSupport.milliseconds(row.collecting), 3)) | \(ReportSupport.fixed(ReportSupport.milliseconds(row.didChange), 3)) | "
      + "\(ReportSupport.grouped(events + moves)) | \(row.check) |")
}

print("")
print("Memory of one change, no-op target (malloc interposer allocation hook: requested bytes,")
print("no allocator overhead), per object event. Collecting: willChange and the events; held:")
print("still live at the end of that; didChange: the peak of building and applying the batch, over")
print("what was held; whole: willChange through didChange in one measurement, the batch included.")
print("")
if memoryRows.isEmpty {
  print("(malloc interposer not loaded: memory unavailable)")
} else {
  print(
    "| events | collecting peak B/event | held B/event | didChange peak B/event | whole peak bytes | whole peak B/event | mallocs |"
  )
  print("|---:|---:|---:|---:|---:|---:|---:|")
  for row in memoryRows {
    let events = Double(row.scenario.eventCount)
    print(
      "| \(ReportSupport.grouped(row.scenario.eventCount)) | \(ReportSupport.fixed(Double(row.collection.peakExtraBytes) / events, 1)) | "
        + "\(ReportSupport.fixed(Double(row.collection.retainedBytes) / events, 1)) | "
        + "\(ReportSupport.fixed(Double(row.finish.peakExtraBytes) / events, 1)) | "
        + "\(ReportSupport.grouped(row.whole.peakExtraBytes)) | \(ReportSupport.fixed(Double(row.whole.peakExtraBytes) / events, 1)) | "
        + "\(ReportSupport.grouped(row.whole.allocations)) |")
  }
}
if failures > 0 {
  ReportSupport.progress("coordinator-report: \(failures) row(s) wrong: see the check column")
  exit(1)
}
