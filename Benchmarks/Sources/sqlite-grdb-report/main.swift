// sqlite-grdb-report: ResultsKit's SQLite store against GRDB 7.10.0 on the same records, as a
// Markdown table.
//
//     swift run -c release --package-path Benchmarks sqlite-grdb-report [--runs N] [--small]
//
// Files in a new temporary directory (under $TMPDIR, else /tmp), WAL and synchronous=FULL on
// both sides (ResultsKit's SQLiteDatabase by default; GRDB's DatabasePool after opening, read
// back); the objects are sqlite-report's Departures, 100 platforms as sections. Each side
// writes its own file of the same contents. Measured, both sides in this process:
//   - importing 100,000 objects in 100 transactions into an empty file, opening and closing
//     included (a fresh file each run);
//   - opening a file of 1,000,000 objects into sorted, sectioned results in memory:
//     ObjectStore(database:table:) + a controller's performFetch(), against a DatabasePool,
//     fetchAll in board order and grouping into sections;
//   - a live change of 1,000 rows, then of one row, in one transaction, until the new results
//     are applied to a RecordingTarget through a ResultsCoordinator: ResultsKit's refresh()
//     after another connection's write; GRDB's ValueObservation (tracking, then
//     trackingConstantRegion) after a write through the observed pool, each value grouped
//     and diffed by ResultsKit's SnapshotMonitor. Timed from the write's return, and from its
//     start;
//   - the peak resident set of the open, each side in a child process of its own
//     (`--child MODE FILE`), beyond a child that only opens the file.
// `--small`: 10,000 objects imported, files of 100,000 (for CI). Each row gives the median and
// the spread (min–max) of its runs. Exit status 1 when a count is wrong, a target does not
// match its results, the GRDB observation did not deliver, or GRDB's writer is not FULL.

import DiffScenarios
import GRDB
import ResultsKit
import ResultsKitSQLite
import ResultsKitStore
import ResultsKitTesting
import SQLiteScenarios

#if canImport(Glibc)
  import Glibc
#endif

if CommandLine.arguments.count == 4, CommandLine.arguments[1] == "--child" {
  guard let child = OpenChild(rawValue: CommandLine.arguments[2]) else {
    ReportSupport.progress("sqlite-grdb-report: no child mode \(CommandLine.arguments[2])")
    exit(2)
  }
  do {
    let count = try child.run(file: CommandLine.arguments[3])
    print(count, ResidentSet.peakSoFar() ?? -1)
    exit(0)
  } catch {
    ReportSupport.progress("sqlite-grdb-report --child \(child.rawValue): \(error)")
    exit(1)
  }
}

let usage = "usage: sqlite-grdb-report [--runs N] [--small]"
let (runs, flags) = ReportSupport.options(usage: usage, defaultRuns: 3, flags: ["--small"])
let small = flags.contains("--small")
let importCount = small ? 10_000 : 100_000
let importTransactions = 100
let fileObjects = small ? 100_000 : 1_000_000
let liveRuns = max(runs * 3, 9)
let deliveryLimit = Duration.seconds(120)
let clock = ContinuousClock()

var failed = false

@MainActor func fail(_ what: String) {
  ReportSupport.progress("sqlite-grdb-report: \(what)")
  failed = true
}

/// GRDB's import: a new pool, the table created, one `write` of inserts per transaction; the
/// pool is closed before this returns.
func importWithGRDB(_ objects: [Departure], into path: String) throws {
  let pool = try GRDBFile.open(path)
  try GRDBFile.checkSynchronous(pool)
  try GRDBFile.importObjects(objects, transactions: importTransactions, into: pool)
  try pool.close()
}

/// The count GRDB reads back from the file at `path`.
func countWithGRDB(_ path: String) throws -> Int {
  try GRDBFile.count(GRDBFile.open(path))
}

/// Importing into an empty file, a fresh file each run; the sides alternate going first.
@MainActor func measureImport(in directory: String) throws {
  let objects = Departure.sample(importCount, first: 0, seed: 17)
  var resultsKit: [Duration] = []
  var grdb: [Duration] = []
  for run in 0..<runs {
    ReportSupport.progress("  import, run \(run + 1) of \(runs)…")
    let resultsKitPath = directory + "/import-resultskit.sqlite"
    let grdbPath = directory + "/import-grdb.sqlite"
    for side in Side.order(run: run) {
      if side == .resultsKit {
        var count = 0
        resultsKit.append(
          try ReportSupport.time {
            count = try ReportFiles.importObjects(
              objects, transactions: importTransactions, into: resultsKitPath)
          }
        )
        if count != importCount { fail("ResultsKit import: \(count) objects, not \(importCount)") }
      } else {
        grdb.append(try ReportSupport.time { try importWithGRDB(objects, into: grdbPath) })
        let count = try countWithGRDB(grdbPath)
        if count != importCount { fail("GRDB import: \(count) rows, not \(importCount)") }
      }
    }
    ReportFiles.removeDatabase(resultsKitPath)
    ReportFiles.removeDatabase(grdbPath)
  }
  print(
    ReportTable.times(
      "import \(ReportSupport.grouped(importCount)) objects in \(importTransactions) "
        + "transactions into an empty file (opening and closing it included)", resultsKit, grdb))
}

/// Opening each file into sorted, sectioned results in memory, on a new connection each run;
/// each run also checks that both sides have the same results.
@MainActor func measureOpen(resultsKitFile: String, grdbFile: String) throws {
  // ResultsKit: the store's load, the controller's fetch, both.
  var loads: [Duration] = []
  var fetches: [Duration] = []
  var totals: [Duration] = []
  // GRDB: the pool's open, fetchAll, the grouping, all three.
  var opens: [Duration] = []
  var reads: [Duration] = []
  var groupings: [Duration] = []
  var grdbTotals: [Duration] = []
  // GRDB with Codable records (decoded by name through a Decoder, as the store's are).
  var codableReads: [Duration] = []
  var checked: [ResultsSection<Departure>]?
  for run in 0..<runs {
    ReportSupport.progress("  open, run \(run + 1) of \(runs)…")
    for side in Side.order(run: run) {
      if side == .resultsKit {
        var store: ObjectStore<Departure>?
        let load = try ReportSupport.time {
          store = try ObjectStore<Departure>(
            database: SQLiteDatabase(path: resultsKitFile), table: BoardRig.table)
        }
        guard let store else { continue }
        let controller = ResultsController(store: store, request: Departure.request)
        let fetch = ReportSupport.time { controller.performFetch() }
        loads.append(load)
        fetches.append(fetch)
        totals.append(load + fetch)
        if controller.numberOfObjects != fileObjects || controller.numberOfSections != 100 {
          fail("ResultsKit open: \(controller.numberOfObjects) objects fetched, not \(fileObjects)")
        }
        if let sections = checked, !PlatformSections.same(controller.sections, sections) {
          fail("open: ResultsKit's and GRDB's sections differ")
        } else if checked == nil {
          checked = controller.sections
        }
      } else {
        var pool: DatabasePool?
        let open = try ReportSupport.time { pool = try GRDBFile.open(grdbFile) }
        guard let pool else { continue }
        try GRDBFile.checkSynchronous(pool)
        var departures: [Departure] = []
        let read = try ReportSupport.time {
          departures = try pool.read { try Departure.boardOrder.fetchAll($0) }
        }
        var codable: [CodableDeparture] = []
        codableReads.append(
          try ReportSupport.time {
            codable = try pool.read { try CodableDeparture.boardOrder.fetchAll($0) }
          })
        if codable.count != departures.count || codable.first?.id != departures.first?.id {
          fail("GRDB open: the Codable records differ from the others")
        }
        var sections: [ResultsSection<Departure>] = []
        let grouping = ReportSupport.time { sections = PlatformSections.grouping(departures) }
        opens.append(open)
        reads.append(read)
        groupings.append(grouping)
        grdbTotals.append(open + read + grouping)
        let count = sections.reduce(0) { $0 + $1.objects.count }
        if count != fileObjects || sections.count != 100 {
          fail("GRDB open: \(count) departures in \(sections.count) sections")
        }
        if let checked, !PlatformSections.same(sections, checked) {
          fail("open: ResultsKit's and GRDB's sections differ")
        } else if checked == nil {
          checked = sections
        }
      }
    }
  }
  print(
    ReportTable.times(
      "open a file of \(ReportSupport.grouped(fileObjects)) objects into sorted, sectioned "
        + "results in memory", totals, grdbTotals))
  print(
    ReportTable.times(
      "of which opening: `ObjectStore(database:table:)` (reads every row) / "
        + "`DatabasePool(path:)`", loads, opens, compared: false))
  print(
    ReportTable.times(
      "of which fetching: `performFetch()` (sorts in memory) / `fetchAll` (SQLite sorts, GRDB "
        + "decodes)", fetches, reads, compared: false))
  print(ReportTable.times("of which grouping into 100 sections", [], groupings, compared: false))
  print(
    ReportTable.times(
      "GRDB's `fetchAll` with `Codable` records instead (decoded by name through a `Decoder`, "
        + "as the store's are)", [], codableReads, compared: false))
}

/// The times of the live changes of one size, from the write's return and from its start.
struct LiveTimes {
  /// From the write's return until the results were applied.
  var afterWrite: [Duration] = []
  /// From the write's start until the results were applied.
  var withWrite: [Duration] = []
}

/// Live changes of 1,000 rows and of one row: ResultsKit's board refreshed after another
/// connection's write, GRDB's observed board after a write through its pool, with each kind
/// of GRDB tracking in turn; the same changes on both sides, so they end with the same results.
@MainActor func measureLive(resultsKitFile: String, grdbFile: String) async throws {
  ReportSupport.progress("  loading the boards…")
  let board = try BoardRig(path: resultsKitFile)
  try board.load()
  let writer = try ObjectStore<Departure>(
    database: SQLiteDatabase(path: resultsKitFile), table: BoardRig.table)
  let pool = try GRDBFile.open(grdbFile)
  try GRDBFile.checkSynchronous(pool)
  let observed = ObservedBoard(pool: pool)
  var random = SeededRandomNumberGenerator(seed: 31)
  let sizes = [1_000, 1]
  var resultsKit: [Int: LiveTimes] = [:]
  var grdb: [ObservedBoard.Tracking: [Int: LiveTimes]] = [:]
  for tracking in ObservedBoard.Tracking.allCases {
    ReportSupport.progress("  starting GRDB's \(tracking.label)…")
    observed.start(tracking)
    // The first value arrives from the main queue; and without SQLITE_ENABLE_SNAPSHOT (GRDB
    // leaves it off on Linux) a pool's observation always fetches a second time once it
    // observes the writer: wait for both.
    if !(await observed.waitForDeliveries(2, limit: deliveryLimit)) {
      ReportSupport.progress("  (no second initial value from GRDB)")
    }
    for rows in sizes {
      for run in 0..<liveRuns {
        let changed = rows == 1 ? "1 row" : "\(rows) rows"
        ReportSupport.progress("  \(changed) changed, run \(run + 1) of \(liveRuns)…")
        let change = LiveChange.random(rows: rows, among: fileObjects, &random)
        let start = clock.now
        try change.apply(to: writer)
        let written = clock.now
        if !(try board.store.refresh()) { fail("ResultsKit: refresh() picked up nothing") }
        let applied = clock.now
        resultsKit[rows, default: LiveTimes()].afterWrite.append(written.duration(to: applied))
        resultsKit[rows, default: LiveTimes()].withWrite.append(start.duration(to: applied))

        let before = observed.appliedChanges
        let grdbStart = clock.now
        try change.apply(to: pool)
        let grdbWritten = clock.now
        guard await observed.waitForChange(beyond: before, limit: deliveryLimit),
          let grdbApplied = observed.lastApplied
        else {
          throw ReportFailure(
            "GRDB's \(tracking.label) did not deliver the change "
              + "\(observed.failures.joined(separator: "; "))")
        }
        grdb[tracking, default: [:]][rows, default: LiveTimes()].afterWrite.append(
          grdbWritten.duration(to: grdbApplied))
        grdb[tracking, default: [:]][rows, default: LiveTimes()].withWrite.append(
          grdbStart.duration(to: grdbApplied))
      }
    }
    if !board.isConsistent { fail("ResultsKit: the target does not match the controller") }
    if !observed.isConsistent {
      fail("GRDB: the target does not match \(observed.failures.joined(separator: "; "))")
    }
    if !PlatformSections.same(observed.sections, board.controller.sections) {
      fail("live: GRDB's results differ from ResultsKit's")
    }
    observed.stop()
  }
  try GRDBFile.checkSynchronous(pool)
  for rows in sizes {
    let changed = rows == 1 ? "one row" : "\(ReportSupport.grouped(rows)) rows"
    for tracking in ObservedBoard.Tracking.allCases {
      let ours = resultsKit[rows] ?? LiveTimes()
      let theirs = grdb[tracking]?[rows] ?? LiveTimes()
      print(
        ReportTable.times(
          "\(changed) changed in one transaction, from the write's return until applied: "
            + "`refresh()` / \(tracking.label)", ours.afterWrite, theirs.afterWrite))
      print(
        ReportTable.times(
          "the same from the write's start (the write included)", ours.withWrite,
          theirs.withWrite))
    }
  }
}

/// The peak resident set of each side's open in a child process of its own, beyond a child
/// that only opens the file (each child reports its own `VmHWM`).
@MainActor func measureMemory(resultsKitFile: String, grdbFile: String) throws {
  var resultsKit: [Int] = []
  var store: [Int] = []
  var grdb: [Int] = []
  for run in 0..<runs {
    ReportSupport.progress("  memory, run \(run + 1) of \(runs)…")
    var peaks: [OpenChild: Int] = [:]
    for child in OpenChild.allCases {
      let file = child == .grdb || child == .grdbBaseline ? grdbFile : resultsKitFile
      let result = try ChildRun.run(["--child", child.rawValue, file])
      let expected = child == .resultsKitBaseline || child == .grdbBaseline ? 0 : fileObjects
      // "COUNT PEAK"
      let printed = result.output.split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
      guard result.status == 0, printed.count == 2, printed[0] == expected, printed[1] > 0 else {
        throw ReportFailure(
          "child \(child.rawValue): status \(result.status), printed \(result.output)")
      }
      peaks[child] = printed[1]
    }
    resultsKit.append((peaks[.resultsKit] ?? 0) - (peaks[.resultsKitBaseline] ?? 0))
    store.append((peaks[.resultsKitStore] ?? 0) - (peaks[.resultsKitBaseline] ?? 0))
    grdb.append((peaks[.grdb] ?? 0) - (peaks[.grdbBaseline] ?? 0))
  }
  print(
    ReportTable.memory(
      "peak resident set of the open, in a process of its own, beyond one that only opened the "
        + "file", resultsKit, grdb, objects: fileObjects))
  print(
    ReportTable.memory(
      "of which ResultsKit's store alone (`ObjectStore(database:table:)`, no controller)", store,
      [], objects: fileObjects))
}

let directory = ReportFiles.makeDirectory(for: "sqlite-grdb-report")
let resultsKitFile = directory + "/board-resultskit.sqlite"
let grdbFile = directory + "/board-grdb.sqlite"
print(
  "### ResultsKit's SQLite store against GRDB 7.10.0, \(ReportSupport.grouped(fileObjects))"
    + "-object file, WAL, synchronous=FULL, 100 sections\n")
print(ReportTable.header)
do {
  ReportSupport.progress("import…")
  try measureImport(in: directory)
  ReportSupport.progress("writing two files of \(ReportSupport.grouped(fileObjects)) objects…")
  let objects = Departure.sample(fileObjects, first: 0, seed: 23)
  let written = try ReportFiles.importObjects(
    objects, transactions: importTransactions, into: resultsKitFile)
  try importWithGRDB(objects, into: grdbFile)
  let grdbWritten = try countWithGRDB(grdbFile)
  if written != fileObjects || grdbWritten != fileObjects {
    fail("the files have \(written) and \(grdbWritten) objects, not \(fileObjects)")
  }
  ReportSupport.progress("open…")
  try measureOpen(resultsKitFile: resultsKitFile, grdbFile: grdbFile)
  ReportSupport.progress("live changes…")
  try await measureLive(resultsKitFile: resultsKitFile, grdbFile: grdbFile)
  ReportSupport.progress("memory…")
  try measureMemory(resultsKitFile: resultsKitFile, grdbFile: grdbFile)
} catch {
  fail("\(error)")
}
print(
  """

  ResultsKit's `refresh()` reads the table's change log, so it applies what any connection or \
  process wrote (here: another connection in this process); GRDB's observation sees only the \
  writes made through its own pool, which are what it is given here. GRDB's side fetches every \
  row again on each change (SQLite sorts, GRDB decodes), groups the rows by platform and diffs \
  the sections with ResultsKit's `SnapshotMonitor`, to the same coordinator and \
  `RecordingTarget`. `tracking` fetches on the writer before `write` returns, so its time from \
  the write's return leaves that fetch out: compare the rows from the write's start. Both sides \
  use the system's SQLite library; GRDB's table has an `INTEGER PRIMARY KEY` and no change log.
  """)
ReportFiles.removeDatabase(resultsKitFile)
ReportFiles.removeDatabase(grdbFile)
rmdir(directory)
exit(failed ? 1 : 0)
