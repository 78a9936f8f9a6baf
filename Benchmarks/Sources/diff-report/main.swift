// diff-report: timings, memory and move counts of ResultsKit's diff, as Markdown tables.
//
//     swift run -c release --package-path Benchmarks diff-report [--runs N] [--no-stdlib] [--no-1m]
//
// Time: one warm-up call, then the median of N (default 11) calls, ContinuousClock.
// Memory: one more call with the malloc interposer's allocation hook installed (see
// PeakAllocations): peak extra bytes live during the call, result included, per source element.
// Cross-check: the peak resident set of the same call (VmHWM after malloc_trim(0) and resetting
// it via /proc/self/clear_refs) minus the resident set before it.
// Moves: the batch's counts next to the minimum, computed independently by MoveCensus (an
// O(n log n) longest increasing subsequence over the matched source offsets).

import CMallocOptions
import DiffScenarios
import ResultsKit

#if canImport(Glibc)
  import Glibc
#endif

// MARK: - Options

let options = ReportSupport.options(
  usage: "usage: diff-report [--runs N] [--no-stdlib] [--no-1m]", defaultRuns: 11,
  flags: ["--no-stdlib", "--no-1m"])
let runs = options.runs
let includeStdlib = !options.flags.contains("--no-stdlib")
let include1M = !options.flags.contains("--no-1m")

ReportSupport.ensureAllocationCounting(environmentFlag: "DIFF_REPORT_PRELOADED")

// MARK: - Measuring

/// Warm-up, then the median of `runs` timed calls.
func medianTime<R>(runs: Int, _ body: () -> R) -> Duration {
  _ = body()
  return ReportSupport.median((0..<runs).map { _ in ReportSupport.time(body) })
}

struct ReportRow {
  var scenario: String
  var variant: String
  var elements: Int
  var median: Duration
  var moves: Int
  var deletes: Int
  var inserts: Int
  var minimalMoves: Int
  var census: MoveCensus
  var memory: PeakAllocations.Measurement?
  var resultBytes: Int?
  var residentDelta: Int?
  var verified: String
}

var rows: [ReportRow] = []

/// Checks what a batch claims against the data: canonical, and replaying it on the source gives the target.
func verify<Element: Equatable>(_ batch: ChangeBatch, _ source: [[Element]], _ target: [[Element]])
  -> String
{
  guard batch.isCanonical else { return "not canonical" }
  do {
    return try batch.applied(to: source, taking: target) == target ? "ok" : "replay ≠ target"
  } catch {
    return "invalid: \(error)"
  }
}

extension ChangeBatch {
  /// The bytes the batch's seven arrays reserve for their elements (array headers not counted).
  var storageBytes: Int {
    func bytes<T>(_ list: [T]) -> Int { list.capacity * MemoryLayout<T>.stride }
    return bytes(deletedSections) + bytes(insertedSections) + bytes(deletedItems)
      + bytes(insertedItems) + bytes(movedItems) + bytes(reloadedItems) + bytes(reconfiguredItems)
  }
}

/// One ResultsKit diff to report on.
struct Case {
  var scenario: String
  var variant: String
  var elements: Int
  var census: MoveCensus
  var check: (ChangeBatch) -> String
  var body: () -> ChangeBatch
}

var cases: [Case] = []

func flatCases(_ scenario: Scenario) -> [Case] {
  let census = MoveCensus(source: scenario.source, target: scenario.target)
  let sourceRows = scenario.sourceRows
  let targetRows = scenario.targetRows
  return [
    Case(
      scenario: scenario.name, variant: "Row", elements: scenario.count, census: census,
      check: { verify($0, [sourceRows], [targetRows]) },
      body: { DiffCall.rows(from: sourceRows, to: targetRows) }),
    Case(
      scenario: scenario.name, variant: "[Int] id:isEqual:", elements: scenario.count,
      census: census, check: { verify($0, [scenario.source], [scenario.target]) },
      body: { DiffCall.ints(from: scenario.source, to: scenario.target) }),
  ]
}

// MARK: - Scenarios

var flat = [Scenario.diff100k, Scenario.diff100kScattered]
if include1M { flat.append(Scenario.diff1M) }
flat.append(Scenario.stdlib20k)
for scenario in flat { cases += flatCases(scenario) }
do {
  let sectioned = SectionedScenario.diff100kSectioned
  let source = sectioned.sourceSections
  let target = sectioned.targetSections
  cases.append(
    Case(
      scenario: sectioned.name, variant: "sections of Row", elements: sectioned.count,
      census: MoveCensus(sourceSections: sectioned.source, targetSections: sectioned.target),
      check: { verify($0, source.map(\.objects), target.map(\.objects)) },
      body: { DiffCall.sections(from: source, to: target) }))
}

// Phase 1, timing, with the allocator left as it is.
for item in cases {
  ReportSupport.progress("… \(item.scenario) \(item.variant)")
  let median = medianTime(runs: runs, item.body)
  let batch = item.body()
  rows.append(
    ReportRow(
      scenario: item.scenario, variant: item.variant, elements: item.elements, median: median,
      moves: batch.movedItems.count, deletes: batch.deletedItems.count,
      inserts: batch.insertedItems.count, minimalMoves: item.census.minimalMoves,
      census: item.census, memory: nil, resultBytes: batch.storageBytes,
      residentDelta: nil, verified: item.check(batch)))
}

var stdlibLine: String?
if includeStdlib {
  let scenario = Scenario.stdlib20k
  ReportSupport.progress("… \(scenario.name) stdlib (takes a while)")
  let census = MoveCensus(source: scenario.source, target: scenario.target)
  let stdlibRuns = min(runs, 5)
  let median = medianTime(runs: stdlibRuns) {
    DiffCall.stdlib(from: scenario.source, to: scenario.target)
  }
  PeakAllocations.enableCounting()
  let (difference, memory) = PeakAllocations.measure {
    DiffCall.stdlib(from: scenario.source, to: scenario.target)
  }
  PeakAllocations.disableCounting()
  let moves = DiffCall.moveCount(difference)
  rows.append(
    ReportRow(
      scenario: scenario.name, variant: "stdlib difference+inferringMoves",
      elements: scenario.count, median: median, moves: moves,
      deletes: difference.removals.count - moves, inserts: difference.insertions.count - moves,
      minimalMoves: census.minimalMoves, census: census, memory: memory, resultBytes: nil,
      residentDelta: nil,
      verified: scenario.source.applying(difference) == scenario.target ? "ok" : "apply ≠ target"))
  if let ours = rows.first(where: { $0.scenario == scenario.name && $0.variant.hasPrefix("[Int]") })
  {
    let ratio = ReportSupport.milliseconds(median) / ReportSupport.milliseconds(ours.median)
    stdlibLine =
      "stdlib at 20k (median of \(stdlibRuns)): \(ReportSupport.fixed(ReportSupport.milliseconds(median), 1)) ms, "
      + "\(ReportSupport.grouped(difference.count)) changes, \(ReportSupport.grouped(moves)) associated moves "
      + "(minimal \(ReportSupport.grouped(census.minimalMoves))); ResultsKit [Int] on the same data is "
      + "\(ReportSupport.fixed(ratio, 0))× faster."
  }
}

// Phase 2, memory of one more call each. For the RSS cross-check, blocks of 64 KiB and more
// get their own mapping and the heap top is trimmed on free, so freed memory does not stay
// resident and hide the next call's peak (this would slow the timed runs, hence last).
let residentIsMeaningful = cmallocoptions_release_freed_memory(64 * 1_024) == 1
for (index, item) in cases.enumerated() {
  if residentIsMeaningful {
    let resident = ResidentSet.measure(item.body).measurement
    rows[index].residentDelta = resident.map { $0.peak - $0.before }
  }
  PeakAllocations.enableCounting()
  // Twice, keeping the second: the first call after a change of allocator settings or of
  // scenario can free memory left from before, which the counters see as negative growth.
  _ = PeakAllocations.measure(item.body)
  let (_, memory) = PeakAllocations.measure(item.body)
  PeakAllocations.disableCounting()
  rows[index].memory = memory
}

// MARK: - Output

print("ResultsKit diff, release build, median of \(runs) runs after a warm-up (ContinuousClock).")
print("ns/el and B/el are per source element. Moves: the batch's count / the minimum (LIS).")
print("")
print(
  "| scenario | elements | variant | median ms | ns/el | moves / minimal | deletes | inserts | peak extra B/el | check |"
)
print("|---|---:|---|---:|---:|---:|---:|---:|---:|---|")
var failures = 0
for row in rows {
  let ms = ReportSupport.milliseconds(row.median)
  let nsPerElement = ms * 1e6 / Double(row.elements)
  let memory =
    row.memory.map { ReportSupport.fixed(Double($0.peakExtraBytes) / Double(row.elements), 1) }
    ?? "n/a"
  let verdict =
    row.moves == row.minimalMoves
    ? "" : (row.moves > row.minimalMoves ? " (not minimal)" : " (below minimum!)")
  let census = row.census
  let countsMatch = row.deletes == census.deletes && row.inserts == census.inserts
  if row.verified != "ok" || !verdict.isEmpty || !countsMatch { failures += 1 }
  print(
    "| \(row.scenario) | \(ReportSupport.grouped(row.elements)) | \(row.variant) | \(ReportSupport.fixed(ms, 2)) | "
      + "\(ReportSupport.fixed(nsPerElement, 0)) | \(ReportSupport.grouped(row.moves)) / \(ReportSupport.grouped(row.minimalMoves))\(verdict) | "
      + "\(ReportSupport.grouped(row.deletes)) | \(ReportSupport.grouped(row.inserts)) | \(memory) | "
      + "\(row.verified)\(countsMatch ? "" : ", expected \(census.deletes) deletes / \(census.inserts) inserts") |"
  )
}
if let stdlibLine {
  print("")
  print(stdlibLine)
}

print("")
print("Memory of one call (after the timed runs). Peak extra: most requested bytes live at once")
print("during the call, its result included (malloc interposer allocation hook); result: what the")
print(
  "returned ChangeBatch's arrays reserve; RSS Δ: peak resident set (VmHWM) minus resident set before."
)
print("On Linux, an identity table of 4 MiB or more is a mapping of its own, which the hook does")
print("not see (12 B/element at 1M): RSS Δ counts it.")
print("")
print(
  "| scenario | variant | peak extra bytes | peak extra B/el | result B/el | mallocs | RSS Δ B/el | ≤ 64 B/el |"
)
print("|---|---|---:|---:|---:|---:|---:|---|")
for row in rows {
  let n = Double(row.elements)
  guard let memory = row.memory else {
    print("| \(row.scenario) | \(row.variant) | n/a | n/a | n/a | n/a | n/a | n/a |")
    continue
  }
  let perElement = Double(memory.peakExtraBytes) / n
  let resident = row.residentDelta.map { ReportSupport.fixed(Double($0) / n, 1) } ?? "–"
  print(
    "| \(row.scenario) | \(row.variant) | \(ReportSupport.grouped(memory.peakExtraBytes)) | \(ReportSupport.fixed(perElement, 1)) | "
      + "\(row.resultBytes.map { ReportSupport.fixed(Double($0) / n, 1) } ?? "–") | \(ReportSupport.grouped(memory.allocations)) | \(resident) | "
      + "\(row.variant.hasPrefix("stdlib") ? "–" : perElement <= 64 ? "yes" : "no") |")
}
if rows.allSatisfy({ $0.memory == nil }) {
  print("")
  print("(malloc interposer not loaded: memory columns unavailable)")
}
if failures > 0 {
  ReportSupport.progress("diff-report: \(failures) row(s) wrong: see the check and moves columns")
  exit(1)
}
