// ResultsCoordinator benchmarks for ordo-one/package-benchmark: `swift package benchmark` (see
// README.md).
//
// "A change of 10,000 object events spread over 100 sections is collected and turned into its
// batch": a ScriptedMonitor sends the pre-built events (CoordinatorScenario, built once in
// `setup:`) to a subscribed ResultsCoordinator. Each iteration builds a fresh, loaded rig
// (monitor, coordinator, target) outside the measurement and measures one change, from
// `willChange` through `didChange`. The no-op target leaves out validation; RecordingTarget
// adds it (what a real view costs on top). The 1k and 100k runs show the memory scaling.

import Benchmark
import DiffScenarios
import ResultsKit

/// Peak of the requested bytes live at once from `willChange` through `didChange`, the batch
/// included, over the bytes live before `willChange`.
let peakExtraBytes = BenchmarkMetric.custom(
  "Peak extra memory (bytes)", polarity: .prefersSmaller, useScalingFactor: false)
/// The same per object event.
let peakExtraBytesPerEvent = BenchmarkMetric.custom(
  "Peak extra memory (B/event)", polarity: .prefersSmaller, useScalingFactor: false)

let coordinatorMetrics: [BenchmarkMetric] = [
  .wallClock,
  .mallocCountTotal,
  .mallocBytesCount,
  peakExtraBytes,
  peakExtraBytesPerEvent,
]

/// One measured change of `scenario` into a coordinator driving a `kind` target.
func registerChange(
  _ scenario: @escaping @Sendable () -> CoordinatorScenario, target kind: CoordinatorRig.TargetKind,
  configuration: Benchmark.Configuration
) {
  let name = "coordinator \(scenario().name) \(kind.rawValue)"
  Benchmark(name, configuration: configuration) { (benchmark, input: CoordinatorScenario) in
    let rig = CoordinatorRig(input, target: kind)
    benchmark.startMeasurement()
    let (_, measurement) = PeakAllocations.measure { rig.sendChange() }
    benchmark.stopMeasurement()
    if let measurement {
      benchmark.measurement(peakExtraBytes, measurement.peakExtraBytes)
      benchmark.measurement(
        peakExtraBytesPerEvent,
        (measurement.peakExtraBytes + input.eventCount / 2) / input.eventCount)
    }
    blackHole(rig)
  } setup: {
    scenario()
  }
}

let benchmarks: @Sendable () -> Void = {
  let configuration = Benchmark.Configuration(
    metrics: coordinatorMetrics, warmupIterations: 3, maxDuration: .seconds(5),
    maxIterations: 200)
  registerChange({ CoordinatorScenario.events10k }, target: .noOp, configuration: configuration)
  registerChange(
    { CoordinatorScenario.events10k }, target: .recording, configuration: configuration)
  registerChange({ CoordinatorScenario.events1k }, target: .noOp, configuration: configuration)
  registerChange({ CoordinatorScenario.events100k }, target: .noOp, configuration: configuration)
  registerPauseOverMap()
}
