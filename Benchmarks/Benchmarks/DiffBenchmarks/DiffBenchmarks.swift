// ResultsKit diff benchmarks for ordo-one/package-benchmark: `swift package benchmark` (see README.md).
//
// Every input is built once in `setup:` from a fixed seed; an iteration times one diff call.
// Besides package-benchmark's own malloc metrics, each iteration reports the *peak extra memory*
// of the call (custom metrics below): the most bytes it had allocated and not yet freed at any
// moment, measured exactly with the malloc interposer's allocation hook (`PeakAllocations`).

import Benchmark
import DiffScenarios
import ResultsKit

/// Peak of the requested bytes the call had live at once, its result included.
let peakExtraBytes = BenchmarkMetric.custom(
  "Peak extra memory (bytes)", polarity: .prefersSmaller, useScalingFactor: false)
/// The same per source element; the goal is at most 64.
let peakExtraBytesPerElement = BenchmarkMetric.custom(
  "Peak extra memory (B/element)", polarity: .prefersSmaller, useScalingFactor: false)

let diffMetrics: [BenchmarkMetric] = [
  .wallClock,
  .mallocCountTotal,
  .mallocBytesCount,
  .memoryLeakedBytes,
  peakExtraBytes,
  peakExtraBytesPerElement,
]

/// `Row` inputs, built in setup.
struct RowInput {
  var source: [Row]
  var target: [Row]
}

/// Sectioned inputs, built in setup.
struct SectionInput {
  var source: [ResultsSection<Row>]
  var target: [ResultsSection<Row>]
  var count: Int
}

/// Records one call's peak (when the interposer counted it: it does whenever a malloc metric is on).
func record(_ measurement: PeakAllocations.Measurement?, elements: Int, in benchmark: Benchmark) {
  guard let measurement else { return }
  benchmark.measurement(peakExtraBytes, measurement.peakExtraBytes)
  benchmark.measurement(
    peakExtraBytesPerElement, (measurement.peakExtraBytes + elements / 2) / elements)
}

/// A diff of `Row`s and a diff of `[Int]` (through `id:isEqual:`) on the same scenario.
func registerDiffs(
  _ name: String, _ scenario: @escaping @Sendable () -> Scenario,
  configuration: Benchmark.Configuration
) {
  Benchmark("\(name) Row", configuration: configuration) { (benchmark, input: RowInput) in
    let (batch, measurement) = PeakAllocations.measure {
      DiffCall.rows(from: input.source, to: input.target)
    }
    blackHole(batch)
    record(measurement, elements: input.source.count, in: benchmark)
  } setup: {
    let data = scenario()
    return RowInput(source: data.sourceRows, target: data.targetRows)
  }

  Benchmark("\(name) [Int]", configuration: configuration) { (benchmark, input: Scenario) in
    let (batch, measurement) = PeakAllocations.measure {
      DiffCall.ints(from: input.source, to: input.target)
    }
    blackHole(batch)
    record(measurement, elements: input.source.count, in: benchmark)
  } setup: {
    scenario()
  }
}

let benchmarks: @Sendable () -> Void = {
  let quick = Benchmark.Configuration(
    metrics: diffMetrics, warmupIterations: 2, maxDuration: .seconds(5), maxIterations: 50)
  let slow = Benchmark.Configuration(
    metrics: diffMetrics, warmupIterations: 1, maxDuration: .seconds(20), maxIterations: 11)

  // 100k ids; 20_000..<30_000 deleted, 100_000..<110_000 inserted at 30_000, first 10k shuffled.
  registerDiffs("diff 100k", { Scenario.diff100k }, configuration: quick)
  // 100k ids; 10k random deletes, 10k random moves, 10k random inserts.
  registerDiffs("diff 100k scattered", { Scenario.diff100kScattered }, configuration: quick)
  // The 100k scenario ×10.
  registerDiffs("diff 1M", { Scenario.diff1M }, configuration: slow)

  // Extra: 10 sections × 10k, each −1k/+1k/1k shuffled, plus 100 objects per section moving
  // to the next section.
  Benchmark("diff 100k sectioned 10×10k", configuration: quick) {
    (benchmark, input: SectionInput) in
    let (batch, measurement) = PeakAllocations.measure {
      DiffCall.sections(from: input.source, to: input.target)
    }
    blackHole(batch)
    record(measurement, elements: input.count, in: benchmark)
  } setup: {
    let data = SectionedScenario.diff100kSectioned
    return SectionInput(source: data.sourceSections, target: data.targetSections, count: data.count)
  }

  // The standard library on the same proportions at 20k (Myers is O((N+M)·D): 100k takes ~16 s),
  // and ResultsKit on exactly that data for the ratio.
  Benchmark(
    "stdlib difference inferringMoves 20k",
    configuration: .init(
      metrics: diffMetrics, warmupIterations: 1, maxDuration: .seconds(10), maxIterations: 5)
  ) { (benchmark, input: Scenario) in
    let (difference, measurement) = PeakAllocations.measure {
      DiffCall.stdlib(from: input.source, to: input.target)
    }
    blackHole(difference)
    record(measurement, elements: input.source.count, in: benchmark)
  } setup: {
    Scenario.stdlib20k
  }
  Benchmark("diff 20k [Int]", configuration: quick) { (benchmark, input: Scenario) in
    let (batch, measurement) = PeakAllocations.measure {
      DiffCall.ints(from: input.source, to: input.target)
    }
    blackHole(batch)
    record(measurement, elements: input.source.count, in: benchmark)
  } setup: {
    Scenario.stdlib20k
  }
}
