// Store benchmarks for ordo-one/package-benchmark: `swift package benchmark` (see README.md).
//
// "One transaction touches everything": a store of 100,000 arrivals in 1,000 sections
// (StoreScenario), a ResultsController fetching all of them and a subscribed
// ResultsCoordinator driving a RecordingTarget (UIKit's validation). Each iteration builds a
// fresh rig, loads it and prepares the change (WholeStoreChange) outside the measurement, then
// measures one change: a transaction updating every object in place, reversing every
// section's order, moving every object to another section, or `deleteAll()`, from `perform`
// until the batch is applied; or `resume(animated: true)` after 100 paused transactions of 1 %
// each. Besides the wall clock and package-benchmark's malloc counts, each iteration reports
// its peak extra memory and the fetched state it is compared with (custom metrics below).

import Benchmark
import DiffScenarios

/// Peak of the requested bytes live at once during the change, its batch included, over the
/// bytes live before it.
let peakExtraBytes = BenchmarkMetric.custom(
  "Peak extra memory (bytes)", polarity: .prefersSmaller, useScalingFactor: false)
/// The bytes `loadData()` allocated and still held when it returned: the controller's fetched
/// results (and the target's section counts).
let fetchedStateBytes = BenchmarkMetric.custom(
  "Fetched state (bytes)", polarity: .prefersSmaller, useScalingFactor: false)
/// The peak extra memory in percent of the fetched state; the goal is at most 200.
let peakPercentOfFetchedState = BenchmarkMetric.custom(
  "Peak extra memory (% of fetched state)", polarity: .prefersSmaller, useScalingFactor: false)

let storeMetrics: [BenchmarkMetric] = [
  .wallClock,
  .mallocCountTotal,
  .mallocBytesCount,
  peakExtraBytes,
  fetchedStateBytes,
  peakPercentOfFetchedState,
]

/// The benchmark's name for `change`: short, and free of characters a `--filter` regex treats
/// specially.
func benchmarkName(_ change: WholeStoreChange) -> String {
  switch change {
  case .updateInPlace: "update all in place"
  case .reverseWithinSections: "reverse all sections"
  case .moveAcrossSections: "move all across sections"
  case .mixedEveryObject: "update all a third each way"
  case .deleteAll: "deleteAll"
  case .animatedResume: "resume animated after 100 paused 1 percent transactions"
  }
}

/// One measured `change` on a fresh rig over `scenario`.
func registerChange(
  _ change: WholeStoreChange, scenario: StoreScenario, label: String,
  configuration: Benchmark.Configuration
) {
  Benchmark("store \(label) \(benchmarkName(change))", configuration: configuration) {
    benchmark in
    let rig = StoreRig(scenario, target: .recording)
    let load = try PeakAllocations.measure { try rig.load() }.measurement
    try rig.prepare(change)
    benchmark.startMeasurement()
    let peak = try PeakAllocations.measure { try rig.perform(change) }.measurement
    benchmark.stopMeasurement()
    guard rig.isConsistent, rig.appliedOneBatch,
      rig.controller.numberOfObjects == change.objectsAfter(scenario.objects)
    else {
      benchmark.error("\(change.rawValue): the target does not show the controller's results")
      return
    }
    if let load, let peak {
      benchmark.measurement(peakExtraBytes, peak.peakExtraBytes)
      benchmark.measurement(fetchedStateBytes, load.retainedBytes)
      benchmark.measurement(
        peakPercentOfFetchedState,
        (peak.peakExtraBytes * 100 + load.retainedBytes / 2) / max(load.retainedBytes, 1))
    }
    blackHole(rig)
  }
}

let benchmarks: @Sendable () -> Void = {
  let configuration = Benchmark.Configuration(
    metrics: storeMetrics, warmupIterations: 1, maxDuration: .seconds(15), maxIterations: 15)
  let scenario = StoreScenario(objects: 100_000, sections: 1_000)
  for change in WholeStoreChange.allCases {
    registerChange(change, scenario: scenario, label: "100k/1k", configuration: configuration)
  }
}
