// "Pausing a coordinator over `controller.map(…)`": a ResultsController of 100,000 arrivals in
// 1,000 sections (StoreScenario), shown through a map to view models by a loaded
// ResultsCoordinator (MappedPauseRig, built fresh outside the measurement). The measurement is
// `isPaused = true` alone: the coordinator keeps a snapshot of what the target shows, which
// over a map should cost no transform (the map's snapshot maps the controller's deferred one
// lazily), so the time does not grow with the objects.

import Benchmark
import DiffScenarios

/// The objects transformed while pausing; 0 when the map forwards the deferred snapshot.
let transformsAtPause = BenchmarkMetric.custom(
  "Transforms at pause", polarity: .prefersSmaller, useScalingFactor: false)

/// Registers "coordinator pause over map 100k/1k".
func registerPauseOverMap() {
  let configuration = Benchmark.Configuration(
    metrics: [.wallClock, .mallocCountTotal, transformsAtPause], warmupIterations: 1,
    maxDuration: .seconds(15), maxIterations: 20)
  Benchmark("coordinator pause over map 100k/1k", configuration: configuration) { benchmark in
    let rig = try MappedPauseRig(StoreScenario(objects: 100_000, sections: 1_000))
    benchmark.startMeasurement()
    rig.pause()
    benchmark.stopMeasurement()
    benchmark.measurement(transformsAtPause, rig.transforms)
    blackHole(rig)
  }
}
