// store-report: the store benchmarks of DESIGN's "2. Store" as Markdown tables.
//
//     swift run -c release --package-path Benchmarks store-report [--runs N] [--small]
//
// A store of 1,000,000 arrivals (StoreScenario: about 100 platforms as sections, sorted by
// time then name), a ResultsController fetching all of them, and a subscribed
// ResultsCoordinator driving a RecordingTarget (UIKit's validation) or a no-op target.
// Measured: performFetch; one transaction that moves one object, from `perform` until the
// batch is applied; a 1,000-object transaction; the controller's own memory after the fetch and
// its peak during it (exact, with the malloc interposer's allocation hook); a bulk import of
// 100,000 new objects in transactions of 1,000 with the coordinator subscribed, and paused then
// resumed. `--small` uses 100,000 objects and a 10,000-object import (for CI). Exit status 1
// when a target does not match its controller or the coordinator reported an inconsistency.

import DiffScenarios
import ResultsKit
import ResultsKitStore

#if canImport(Glibc)
  import Glibc
#endif

let usage = "usage: store-report [--runs N] [--small]"
let (runs, flags) = ReportSupport.options(usage: usage, defaultRuns: 5, flags: ["--small"])
let small = flags.contains("--small")
let scenario = StoreScenario(objects: small ? 100_000 : 1_000_000)
let importCount = small ? 10_000 : 100_000
ReportSupport.ensureAllocationCounting(environmentFlag: "STORE_REPORT_PRELOADED")

let clock = ContinuousClock()
var failed = false

func time(_ body: () throws -> Void) rethrows -> Duration {
  let start = clock.now
  try body()
  return start.duration(to: clock.now)
}

func median(_ values: [Duration]) -> Duration { values.sorted()[values.count / 2] }

func microseconds(_ duration: Duration) -> String {
  ReportSupport.fixed(ReportSupport.milliseconds(duration) * 1_000, 1)
}

func milliseconds(_ duration: Duration) -> String {
  ReportSupport.fixed(ReportSupport.milliseconds(duration), 2)
}

@MainActor func check(_ rig: StoreRig, _ what: String) {
  guard !rig.isConsistent else { return }
  ReportSupport.progress("store-report: \(what): the target does not match the controller")
  failed = true
}

let objects = ReportSupport.grouped(scenario.objects)
print("### Store, \(objects) objects, 100 sections, 2 sort keys\n")
print("| measurement | median | goal |")
print("|---|---:|---:|")

// performFetch: a fresh controller over the same store each run.
ReportSupport.progress("building the store of \(objects) arrivals…")
let rig = StoreRig(scenario, target: .recording)
var fetches: [Duration] = []
var memory: PeakAllocations.Measurement?
for _ in 0..<max(runs, 1) {
  let controller = ResultsController(store: rig.store, request: StoreScenario.request)
  fetches.append(time { controller.performFetch() })
  if controller.numberOfObjects != scenario.objects { failed = true }
}
// Memory: one more fetch, with the allocation hook (it slows allocation, so not timed).
do {
  let controller = ResultsController(store: rig.store, request: StoreScenario.request)
  PeakAllocations.enableCounting()
  memory = PeakAllocations.measure { controller.performFetch() }.measurement
  PeakAllocations.disableCounting()
  withExtendedLifetime(controller) {}
}
print("| `performFetch()` | \(milliseconds(median(fetches))) ms | ≤ 1,500 ms |")

try rig.load()
// One moving update, perform → batch applied: the median of many.
var updates: [Duration] = []
for _ in 0..<(small ? 2_000 : 10_000) { updates.append(try time { try rig.moveOne() }) }
check(rig, "one update")
print(
  "| one update that moves the object, `perform` → batch applied to RecordingTarget | \(microseconds(median(updates))) µs | ≤ 20 µs |"
)

let quiet = StoreRig(scenario, target: .noOp)
try quiet.load()
var quietUpdates: [Duration] = []
for _ in 0..<(small ? 2_000 : 10_000) { quietUpdates.append(try time { try quiet.moveOne() }) }
check(quiet, "one update, no-op target")
print("| the same, no-op target | \(microseconds(median(quietUpdates))) µs | |")

var transactions: [Duration] = []
for _ in 0..<max(runs * 4, 9) { transactions.append(try time { try rig.mixedTransaction(1_000) }) }
check(rig, "1,000-object transaction")
print(
  "| a 1,000-object transaction (80% moving updates, 10% inserts, 10% deletes), RecordingTarget | \(milliseconds(median(transactions))) ms | ≤ 5 ms |"
)
var quietTransactions: [Duration] = []
for _ in 0..<max(runs * 4, 9) {
  quietTransactions.append(try time { try quiet.mixedTransaction(1_000) })
}
print("| the same, no-op target | \(milliseconds(median(quietTransactions))) ms | |")

if let memory {
  let perObject = Double(memory.retainedBytes) / Double(scenario.objects)
  let peak = Double(memory.peakExtraBytes) / Double(scenario.objects)
  print(
    "| the controller's memory after the fetch | \(ReportSupport.fixed(perObject, 1)) B/object | ≤ 100 B/object |"
  )
  print("| peak extra memory during the fetch | \(ReportSupport.fixed(peak, 1)) B/object | |")
  if perObject > 100 { ReportSupport.progress("store-report: memory over the goal") }
} else {
  print("| memory | not measured (the malloc interposer is not loaded) | |")
}

// Bulk import into fresh rigs: subscribed, and paused then resumed.
ReportSupport.progress("bulk imports…")
let importImports = ReportSupport.grouped(importCount)
let subscribed = StoreRig(scenario, target: .recording)
try subscribed.load()
let subscribedTime = try time { try subscribed.importNew(importCount, batch: 1_000) }
check(subscribed, "subscribed import")
let paused = StoreRig(scenario, target: .recording)
try paused.load()
let pausedTime = try time {
  paused.coordinator.isPaused = true
  try paused.importNew(importCount, batch: 1_000)
  paused.coordinator.isPaused = false
}
check(paused, "paused import")
print(
  "| import of \(importImports) new objects in 1,000-object transactions, subscribed | \(milliseconds(subscribedTime)) ms | ≤ 500 ms |"
)
print(
  "| the same, paused then resumed (`isPaused = false`: catch-up and one reload) | \(milliseconds(pausedTime)) ms | ≤ subscribed |"
)
if subscribed.controller.numberOfObjects != paused.controller.numberOfObjects { failed = true }
exit(failed ? 1 : 0)
