// store-report: the store benchmarks (fetch, moving update, transactions, memory, imports, whole-store changes) as a Markdown table.
//
//     swift run -c release --package-path Benchmarks store-report [--runs N] [--small]
//         [--whole-store-only] [--mixed-only] [--resume-only] [--updates-only] [--fetch-only]
//
// A store of 1,000,000 arrivals (StoreScenario: about 100 platforms as sections, sorted by
// time then name), a ResultsController fetching all of them, and a subscribed
// ResultsCoordinator driving a RecordingTarget (UIKit's validation) or a no-op target.
// Measured: performFetch; one transaction that moves one object, from `perform` until the
// batch is applied; a 1,000-object transaction; the controller's own memory after the fetch and
// its peak during it (exact, with the malloc interposer's allocation hook); a bulk import of
// 100,000 new objects in transactions of 1,000 with the coordinator subscribed, and paused then
// resumed. Every rig is built fresh and released after its measurement, and the two imports
// alternate which goes first, so that neither inherits the other's memory state. `--small`
// uses 100,000 objects and a 10,000-object import (for CI).
//
// Then the changes that touch every object (WholeStoreChange, WholeStoreReport), on 1,000,000
// arrivals in 10,000 sections (`--small`: 100,000 in 1,000) with a RecordingTarget: one
// transaction updating every object in place, one reversing every section's order, one moving
// every object to another section, one `deleteAll()`, and `resume(animated: true)` after 100
// paused transactions of 1 % each; each timed and its peak extra memory compared with the
// fetched state, each batch checked by replaying it. `--whole-store-only` runs only these;
// `--mixed-only` only the one that changes every object a third each way, `--resume-only` only
// the animated resume. `--updates-only` runs only the moving updates and 1,000-object
// transactions (what `valgrind --tool=callgrind --toggle-collect=…` profiles on its own),
// `--fetch-only` only the fetch and its memory.
//
// Exit status 1 when a target does not match its controller, the coordinator reported an
// inconsistency, or a whole-store change was not one batch that replays exactly.

import DiffScenarios
import ResultsKit
import ResultsKitStore

#if canImport(Glibc)
  import Glibc
#endif

let usage =
  "usage: store-report [--runs N] [--small] [--whole-store-only] [--mixed-only] [--resume-only]"
  + " [--updates-only] [--fetch-only]"
let (runs, flags) = ReportSupport.options(
  usage: usage, defaultRuns: 5,
  flags: [
    "--small", "--whole-store-only", "--mixed-only", "--resume-only", "--updates-only",
    "--fetch-only",
  ])
let small = flags.contains("--small")
let mixedOnly = flags.contains("--mixed-only")
let resumeOnly = flags.contains("--resume-only")
let wholeStoreOnly = flags.contains("--whole-store-only") || mixedOnly || resumeOnly
let updatesOnly = flags.contains("--updates-only")
let fetchOnly = flags.contains("--fetch-only")
let scenario = StoreScenario(objects: small ? 100_000 : 1_000_000)
let importCount = small ? 10_000 : 100_000
let updateCount = small ? 2_000 : 10_000
let transactionCount = small ? 20 : 200
ReportSupport.ensureAllocationCounting(environmentFlag: "STORE_REPORT_PRELOADED")

var failed = false

func row(_ measurement: String, _ value: String, _ goal: String = "") {
  print("| \(measurement) | \(value) | \(goal) |")
}

@MainActor func check(_ rig: StoreRig, _ what: String) {
  guard !rig.isConsistent else { return }
  ReportSupport.progress("store-report: \(what): the target does not match the controller")
  failed = true
}

/// `performFetch()` of fresh controllers over one store, then the controller's memory.
@MainActor func measureFetch() {
  let rig = StoreRig(scenario, target: .noOp)
  var fetches: [Duration] = []
  for _ in 0..<max(runs, 1) {
    let controller = ResultsController(store: rig.store, request: StoreScenario.request)
    fetches.append(ReportSupport.time { controller.performFetch() })
    if controller.numberOfObjects != scenario.objects { failed = true }
  }
  row(
    "`performFetch()`", "\(ReportSupport.millisecondsText(ReportSupport.median(fetches))) ms",
    "≤ 1,500 ms")
  // One more fetch with the allocation hook on (it slows allocation, so it is not timed).
  let controller = ResultsController(store: rig.store, request: StoreScenario.request)
  PeakAllocations.enableCounting()
  let memory = PeakAllocations.measure { controller.performFetch() }.measurement
  PeakAllocations.disableCounting()
  withExtendedLifetime(controller) {}
  guard let memory else {
    row("memory", "not measured (the malloc interposer is not loaded)")
    return
  }
  let retained = Double(memory.retainedBytes) / Double(scenario.objects)
  let peak = Double(memory.peakExtraBytes) / Double(scenario.objects)
  row(
    "the controller's memory after the fetch", "\(ReportSupport.fixed(retained, 1)) B/object",
    "≤ 100 B/object")
  row("peak extra memory during the fetch", "\(ReportSupport.fixed(peak, 1)) B/object")
  if retained > 100 { ReportSupport.progress("store-report: memory over the goal") }
}

/// One moving update, and 1,000-object transactions, with `target`.
@MainActor func measureUpdates(_ target: StoreRig.TargetKind) throws {
  let rig = StoreRig(scenario, target: target)
  try rig.load()
  var updates: [Duration] = []
  for _ in 0..<updateCount { updates.append(try ReportSupport.time { try rig.moveOne() }) }
  var transactions: [Duration] = []
  for _ in 0..<transactionCount {
    transactions.append(try ReportSupport.time { try rig.mixedTransaction(1_000) })
  }
  var updateTransactions: [Duration] = []
  for _ in 0..<transactionCount {
    updateTransactions.append(try ReportSupport.time { try rig.updateTransaction(1_000) })
  }
  check(rig, "updates, \(target.rawValue)")
  row(
    "one update that moves the object, `perform` → batch applied, \(target.rawValue)",
    "\(ReportSupport.microsecondsText(ReportSupport.median(updates))) µs",
    target == .recording ? "≤ 20 µs" : "")
  row(
    "a 1,000-object transaction (80% moving updates, 10% inserts, 10% deletes), \(target.rawValue)",
    "\(ReportSupport.millisecondsText(ReportSupport.median(transactions))) ms",
    target == .recording ? "≤ 5 ms" : "")
  row(
    "a 1,000-object transaction of updates (10% another section, 50% a new time, 40% content only), \(target.rawValue)",
    "\(ReportSupport.millisecondsText(ReportSupport.median(updateTransactions))) ms",
    target == .noOp ? "≤ 2 ms" : "")
}

/// A bulk import into a fresh rig, subscribed or paused then resumed; the imported count.
@MainActor func importOnce(paused: Bool) throws -> (Duration, Int) {
  let rig = StoreRig(scenario, target: .recording)
  try rig.load()
  let duration = try ReportSupport.time {
    if paused { rig.coordinator.isPaused = true }
    try rig.importNew(importCount, batch: 1_000)
    if paused { rig.coordinator.isPaused = false }
  }
  check(rig, paused ? "paused import" : "subscribed import")
  return (duration, rig.controller.numberOfObjects)
}

@MainActor func measureImports() throws {
  var subscribed: [Duration] = []
  var paused: [Duration] = []
  for run in 0..<max(runs, 2) {
    for pausedFirst in [run % 2 == 0, run % 2 != 0] {
      let (duration, count) = try importOnce(paused: pausedFirst)
      if count != scenario.objects + importCount { failed = true }
      if pausedFirst { paused.append(duration) } else { subscribed.append(duration) }
    }
  }
  let imported = ReportSupport.grouped(importCount)
  row(
    "import of \(imported) new objects in 1,000-object transactions, subscribed",
    "\(ReportSupport.millisecondsText(ReportSupport.median(subscribed))) ms", "≤ 500 ms")
  row(
    "the same, paused then resumed (`isPaused = false`: catch-up and one reload)",
    "\(ReportSupport.millisecondsText(ReportSupport.median(paused))) ms", "≤ subscribed")
  if ReportSupport.median(paused) > ReportSupport.median(subscribed) {
    ReportSupport.progress("store-report: the paused import was slower than the subscribed one")
  }
}

/// The changes that touch every object, on their own scenario with 100 times the sections.
@MainActor func measureWholeStore() throws {
  let wide = StoreScenario(objects: scenario.objects, sections: small ? 1_000 : 10_000)
  let changes: [WholeStoreChange] =
    mixedOnly ? [.mixedEveryObject] : resumeOnly ? [.animatedResume] : WholeStoreChange.allCases
  var report = WholeStoreReport(scenario: wide, runs: runs, changes: changes)
  try report.run(row: row)
  for failure in report.failures { ReportSupport.progress("store-report: \(failure)") }
  if !report.failures.isEmpty { failed = true }
}

if wholeStoreOnly {
  print(
    "### Store, \(ReportSupport.grouped(scenario.objects)) objects, changes touching every object\n"
  )
} else {
  print(
    "### Store, \(ReportSupport.grouped(scenario.objects)) objects, 100 sections, 2 sort keys\n")
}
print("| measurement | median | goal |")
print("|---|---:|---:|")
if fetchOnly {
  ReportSupport.progress("fetches…")
  measureFetch()
  exit(failed ? 1 : 0)
}
if updatesOnly {
  ReportSupport.progress("updates…")
  try measureUpdates(.recording)
  try measureUpdates(.noOp)
  exit(failed ? 1 : 0)
}
if !wholeStoreOnly {
  ReportSupport.progress("fetches…")
  measureFetch()
  ReportSupport.progress("updates…")
  try measureUpdates(.recording)
  try measureUpdates(.noOp)
  ReportSupport.progress("bulk imports…")
  try measureImports()
}
ReportSupport.progress("changes touching every object…")
try measureWholeStore()
exit(failed ? 1 : 0)
