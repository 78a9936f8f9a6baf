// text-report: the renderer benchmarks (render over 100 and 1,000,000 rows, a 10,000-change batch) as a Markdown table.
//
//     swift run -c release --package-path Benchmarks text-report [--runs N]
//
// A TextTable of 80 × 24 over 1,000,000 rows (100 sections of 10,000, with header lines) and
// over 100 rows; measured: `render()` of the viewport (the cells are made once, at the
// reload, as in an app between batches), the same with a scroll to a new place before each
// render (so every visible row needs a cell from the data source), and `apply` of a batch of
// 10,000 changes (a quarter each of deletes, inserts, moves and reloads, at random places)
// on the million-row table, validation included. Exit status 1 when a frame is not exactly
// 24 lines of 80 columns or a batch is rejected.

import DiffScenarios
import ResultsKit
import ResultsKitTesting
import ResultsKitText

#if canImport(Glibc)
  import Glibc
#endif

let usage = "usage: text-report [--runs N]"
let (runs, _) = ReportSupport.options(usage: usage, defaultRuns: 21)

var failed = false

@MainActor func check(_ frame: String) {
  let lines = frame.split(separator: "\n", omittingEmptySubsequences: false)
  guard lines.count != 24 || lines.contains(where: { $0.displayWidth != 80 }) else { return }
  ReportSupport.progress("text-report: a frame is not 24 lines of 80 columns")
  failed = true
}

/// The median time of `render()` over `counts`, without and with a scroll before each.
@MainActor func renders(_ counts: [Int]) -> (still: Duration, scrolled: Duration) {
  let source = GeneratedRows(counts: counts)
  let table = TextScenario.table(source)
  let total = counts.reduce(0, +)
  var still: [Duration] = []
  var scrolled: [Duration] = []
  var random = SeededRandomNumberGenerator(seed: 3)
  for _ in 0..<(runs * 100) {
    var frame = ""
    still.append(ReportSupport.time { frame = table.render() })
    check(frame)
    let offset = random.next(below: Swift.max(1, total))
    scrolled.append(
      ReportSupport.time {
        table.scrollOffset = offset
        frame = table.render()
      })
    check(frame)
  }
  return (ReportSupport.median(still), ReportSupport.median(scrolled))
}

let million = [Int](repeating: 10_000, count: 100)
let large = renders(million)
let small = renders([100])

var applies: [Duration] = []
let source = GeneratedRows(counts: million)
let table = TextScenario.table(source)
for run in 0..<runs {
  let (batch, after) = TextScenario.batch(counts: million, changes: 10_000, seed: UInt64(run))
  source.counts = million
  table.reloadData()
  table.scrollOffset = run * 37_000
  source.counts = after
  do {
    applies.append(try ReportSupport.time { try table.apply(batch) })
  } catch {
    ReportSupport.progress("text-report: the batch was rejected: \(error)")
    failed = true
  }
  check(table.render())
}

print("### TextTable, 80 × 24\n")
print("| measurement | median | goal |")
print("|---|---:|---:|")
print(
  "| `render()`, 1,000,000 rows in 100 sections | \(ReportSupport.microsecondsText(large.still)) µs | ≤ 1,000 µs |"
)
print("| `render()`, 100 rows | \(ReportSupport.microsecondsText(small.still)) µs | |")
let ratio = ReportSupport.milliseconds(large.still) / ReportSupport.milliseconds(small.still)
print("| ratio, 1,000,000 rows / 100 rows | \(ReportSupport.fixed(ratio, 2)) | ≤ 2 |")
print(
  "| scroll to a random place and `render()`, 1,000,000 rows | \(ReportSupport.microsecondsText(large.scrolled)) µs | |"
)
print("| the same, 100 rows | \(ReportSupport.microsecondsText(small.scrolled)) µs | |")
if let applyMedian = applies.isEmpty ? nil : ReportSupport.median(applies) {
  print(
    "| `apply` of 10,000 changes to 1,000,000 rows | \(ReportSupport.microsecondsText(applyMedian)) µs | ≤ 5,000 µs |"
  )
}
exit(failed ? 1 : 0)
