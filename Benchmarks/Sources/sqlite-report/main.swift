// sqlite-report: the SQLite store's costs on a file on this machine's disk, as a Markdown table.
//
//     swift run -c release --package-path Benchmarks sqlite-report [--runs N] [--small]
//
// Files in a new temporary directory (under $TMPDIR, else /tmp), opened by SQLiteDatabase with
// its defaults (WAL, synchronous=FULL); the objects are Departures (eight properties: strings,
// integers, a double, a boolean, an optional string), 100 platforms as sections. Measured:
//   - importing 100,000 objects in 100 transactions into an empty file through
//     ObjectStore(database:table:) (a fresh file each run);
//   - opening a file of 1,000,000 objects: ObjectStore(database:table:) (load) and a
//     controller's performFetch();
//   - a one-object `perform` (a moving update) written durably (synchronous=FULL, then NORMAL)
//     and applied through a ResultsController and a ResultsCoordinator to a RecordingTarget, on
//     that file;
//   - refresh() picking up 1,000 rows changed by another connection (another store on the
//     file), through the same controller and coordinator; and refresh() when nothing changed;
//   - the alternative without refresh(): re-reading the whole table (a fresh store on the
//     connection), fetching it, and publishing the sections through a SnapshotMonitor (the
//     ChangeBatch diff against the previous sections, applied through a coordinator);
//   - following another connection with followOtherWriters(every: 100 ms): from a one-row
//     commit until the board holds it;
// `--small`: 10,000 objects imported, files of 100,000 (for CI). Each row gives the median and
// the spread (min–max) of its runs. Exit status 1 when a target does not match its controller,
// the coordinator reported an inconsistency or a count is wrong.

import DiffScenarios
import ResultsKit
import ResultsKitSQLite
import ResultsKitStore
import ResultsKitTesting
import SQLiteScenarios

#if canImport(Glibc)
  import Glibc
#endif

let usage = "usage: sqlite-report [--runs N] [--small]"
let (runs, flags) = ReportSupport.options(usage: usage, defaultRuns: 5, flags: ["--small"])
let small = flags.contains("--small")
let importCount = small ? 10_000 : 100_000
let importTransactions = 100
let fileObjects = small ? 100_000 : 1_000_000
let performCount = 200
let refreshRuns = max(runs * 4, 9)
let changedRows = 1_000
let idleRefreshes = 10_000
let followRuns = small ? 10 : 40

var failed = false

func row(_ measurement: String, _ value: String, _ goal: String = "") {
  print("| \(measurement) | \(value) | \(goal) |")
}

@MainActor func fail(_ what: String) {
  ReportSupport.progress("sqlite-report: \(what)")
  failed = true
}

/// "median (min–max)" of `values`, in milliseconds or microseconds.
func summary(_ values: [Duration], microseconds: Bool = false) -> String {
  let sorted = values.sorted()
  let text = microseconds ? ReportSupport.microsecondsText : ReportSupport.millisecondsText
  let unit = microseconds ? "µs" : "ms"
  guard let first = sorted.first, let last = sorted.last else { return "–" }
  return "\(text(ReportSupport.median(values))) \(unit) (\(text(first))–\(text(last)))"
}

/// Importing into an empty file, a fresh file each run.
@MainActor func measureImport(in directory: String) throws {
  let objects = Departure.sample(importCount, first: 0, seed: 17)
  var durations: [Duration] = []
  for run in 0..<runs {
    ReportSupport.progress("  import, run \(run + 1) of \(runs)…")
    let path = directory + "/import-\(run).sqlite"
    var count = 0
    durations.append(
      try ReportSupport.time {
        count = try ReportFiles.importObjects(objects, transactions: importTransactions, into: path)
      })
    if count != importCount { fail("import: \(count) objects, not \(importCount)") }
    ReportFiles.removeDatabase(path)
  }
  row(
    "import of \(ReportSupport.grouped(importCount)) objects in \(importTransactions) "
      + "transactions into an empty file, `ObjectStore(database:table:)`", summary(durations),
    small ? "" : "≤ 400 ms")
}

/// Opening the file: the store's load and the controller's fetch, each run on a new connection.
@MainActor func measureOpen(_ path: String) throws {
  var loads: [Duration] = []
  var fetches: [Duration] = []
  var totals: [Duration] = []
  for run in 0..<runs {
    ReportSupport.progress("  open, run \(run + 1) of \(runs)…")
    var store: ObjectStore<Departure>?
    let load = try ReportSupport.time {
      store = try ObjectStore<Departure>(
        database: SQLiteDatabase(path: path), table: BoardRig.table)
    }
    guard let store else { continue }
    let controller = ResultsController(store: store, request: Departure.request)
    let fetch = ReportSupport.time { controller.performFetch() }
    if controller.numberOfObjects != fileObjects {
      fail("open: \(controller.numberOfObjects) objects fetched, not \(fileObjects)")
    }
    loads.append(load)
    fetches.append(fetch)
    totals.append(load + fetch)
  }
  let size = ReportSupport.grouped(fileObjects)
  row(
    "open a file of \(size) objects: `ObjectStore(database:table:)` + `performFetch()`",
    summary(totals), small ? "" : "≤ 1,500 ms")
  row("of which `ObjectStore(database:table:)` (load)", summary(loads))
  row("of which `performFetch()`", summary(fetches))
}

/// One-object transactions on the loaded board: each moves one departure; with
/// `synchronous=FULL` (the default), then `NORMAL` (`SQLiteDatabase(path:synchronous: .normal)`
/// sets the same pragma).
@MainActor func measurePerform(_ board: BoardRig) throws {
  var random = SeededRandomNumberGenerator(seed: 29)
  for synchronous in ["FULL", "NORMAL"] {
    try board.database.execute("PRAGMA synchronous=\(synchronous)")
    var durations: [Duration] = []
    for _ in 0..<performCount {
      let id = random.next(below: fileObjects)
      let time = random.next(below: 5_000)
      let platform = Departure.platforms[random.next(below: Departure.platforms.count)]
      durations.append(
        try ReportSupport.time {
          try board.store.perform { transaction in
            try transaction.update(id) { departure in
              departure.time = time
              departure.platform = platform
            }
          }
        })
    }
    if !board.isConsistent { fail("perform: the target does not match the controller") }
    row(
      "one-object `perform` (a moving update), written with synchronous=\(synchronous), applied "
        + "through controller and coordinator to a RecordingTarget, "
        + "\(ReportSupport.grouped(fileObjects))-object file",
      summary(durations), synchronous == "FULL" ? "≤ 1 ms" : "")
  }
  try board.database.execute("PRAGMA synchronous=FULL")
}

/// How long another connection's one-row commit takes to reach the board through
/// `followOtherWriters(every:)`, from the commit's return until the store holds it.
@MainActor func measureFollowing(_ board: BoardRig, _ path: String) async throws {
  let interval = Duration.milliseconds(100)
  let writer = try ObjectStore<Departure>(
    database: SQLiteDatabase(path: path), table: BoardRig.table)
  var refreshes = 0
  let following = board.store.followOtherWriters(every: interval) { result in
    if case .success(true) = result { refreshes += 1 }
  }
  defer { following.cancel() }
  var random = SeededRandomNumberGenerator(seed: 37)
  var latencies: [Duration] = []
  for run in 0..<followRuns {
    ReportSupport.progress("  following, run \(run + 1) of \(followRuns)…")
    // A commit at a random moment of the interval.
    try await Task.sleep(for: .milliseconds(random.next(below: 100)))
    let id = random.next(below: fileObjects)
    let delay = random.next(below: 1_000_000)
    try writer.perform { try $0.update(id) { $0.delay = delay } }
    let committed = ContinuousClock.now
    let deadline = committed + .seconds(10)
    while board.store[id: id]?.delay != delay && ContinuousClock.now < deadline {
      try await Task.sleep(for: .microseconds(200))
    }
    latencies.append(ContinuousClock.now - committed)
    if board.store[id: id]?.delay != delay { fail("following: a commit did not arrive") }
  }
  if !board.isConsistent { fail("following: the target does not match the controller") }
  row(
    "`followOtherWriters(every: .milliseconds(100))`: another connection's one-row commit "
      + "until the store holds it (\(followRuns) commits at random moments)",
    summary(latencies), "≤ 100 ms + a refresh")
}

/// Another connection's store changes `changedRows` departures in one transaction.
@MainActor func changeRows(
  _ writer: ObjectStore<Departure>, _ random: inout SeededRandomNumberGenerator
) throws {
  var ids = Set<Int>()
  while ids.count < changedRows { ids.insert(random.next(below: fileObjects)) }
  let shift = random.next(below: 5_000)
  try writer.perform { transaction in
    for id in ids {
      try transaction.update(id) { departure in
        departure.time = (departure.time + shift) % 5_000
        departure.delay += 60
      }
    }
  }
}

/// `refresh()` after another connection changed rows, and with nothing changed; then the
/// alternative: re-read, fetch and diff.
@MainActor func measureRefresh(_ board: BoardRig, _ path: String) throws {
  ReportSupport.progress("  opening the other connection…")
  let writer = try ObjectStore<Departure>(
    database: SQLiteDatabase(path: path), table: BoardRig.table)
  var random = SeededRandomNumberGenerator(seed: 31)
  var refreshes: [Duration] = []
  for run in 0..<refreshRuns {
    ReportSupport.progress("  refresh, run \(run + 1) of \(refreshRuns)…")
    try changeRows(writer, &random)
    var changed = false
    refreshes.append(try ReportSupport.time { changed = try board.store.refresh() })
    if !changed { fail("refresh: nothing picked up") }
  }
  if !board.isConsistent { fail("refresh: the target does not match the controller") }
  var idle: [Duration] = []
  idle.reserveCapacity(idleRefreshes)
  for _ in 0..<idleRefreshes {
    var changed = false
    idle.append(try ReportSupport.time { changed = try board.store.refresh() })
    if changed { fail("refresh: a change picked up where there was none") }
  }
  let size = ReportSupport.grouped(fileObjects)
  row(
    "`refresh()` picking up \(ReportSupport.grouped(changedRows)) rows changed by another "
      + "connection, \(size)-object file, through controller and coordinator",
    summary(refreshes), "≤ 8 ms")
  row(
    "`refresh()` when nothing changed (\(ReportSupport.grouped(idleRefreshes)) calls)",
    summary(idle, microseconds: true), "≤ 5 µs")

  // The alternative: what a user without refresh() writes.
  let snapshot = SnapshotMonitor(sections: board.controller.sections)
  let target = RecordingTarget(monitor: snapshot)
  let coordinator = ResultsCoordinator(target: target, monitor: snapshot)
  var inconsistent = false
  coordinator.onInconsistency = { _ in inconsistent = true }
  try coordinator.loadData()
  var reads: [Duration] = []
  var fetches: [Duration] = []
  var diffs: [Duration] = []
  var totals: [Duration] = []
  for run in 0..<runs {
    ReportSupport.progress("  re-read and diff, run \(run + 1) of \(runs)…")
    try changeRows(writer, &random)
    var store: ObjectStore<Departure>?
    let read = try ReportSupport.time {
      store = try ObjectStore<Departure>(database: board.database, table: BoardRig.table)
    }
    guard let store else { continue }
    let controller = ResultsController(store: store, request: Departure.request)
    let fetch = ReportSupport.time { controller.performFetch() }
    let sections = controller.sections
    let diff = try ReportSupport.time { try snapshot.publish(sections: sections) }
    reads.append(read)
    fetches.append(fetch)
    diffs.append(diff)
    totals.append(read + fetch + diff)
    if target.batches.last?.isEmpty ?? true { fail("re-read: the diff found no change") }
    // Keeps the board in step for the next run (not measured).
    try board.store.refresh()
  }
  if inconsistent || !target.errors.isEmpty {
    fail("re-read: the snapshot's target does not match")
  }
  row(
    "the alternative: re-read the table, fetch, diff against the sections and apply "
      + "(`SnapshotMonitor.publish`), \(ReportSupport.grouped(changedRows)) rows changed",
    summary(totals))
  row("of which re-reading (a fresh `ObjectStore(database:table:)`)", summary(reads))
  row("of which `performFetch()`", summary(fetches))
  row("of which the `ChangeBatch` diff and applying it", summary(diffs))
  let saved =
    ReportSupport.milliseconds(ReportSupport.median(totals))
    / max(ReportSupport.milliseconds(ReportSupport.median(refreshes)), 1e-9)
  row("`refresh()` against the alternative (medians)", "\(ReportSupport.fixed(saved, 0))× faster")
}

let directory = ReportFiles.makeDirectory(for: "sqlite-report")
let file = directory + "/board.sqlite"
print(
  "### SQLite store, \(ReportSupport.grouped(fileObjects))-object file, synchronous=FULL, "
    + "100 sections\n")
print("| measurement | median (min–max) | goal |")
print("|---|---:|---:|")
do {
  ReportSupport.progress("import…")
  try measureImport(in: directory)
  ReportSupport.progress("writing a file of \(ReportSupport.grouped(fileObjects)) objects…")
  let written = try ReportFiles.importObjects(
    Departure.sample(fileObjects, first: 0, seed: 23), transactions: fileObjects / 10_000,
    into: file)
  if written != fileObjects { fail("the file has \(written) objects, not \(fileObjects)") }
  ReportSupport.progress("open…")
  try measureOpen(file)
  ReportSupport.progress("loading the board…")
  let board = try BoardRig(path: file)
  try board.load()
  ReportSupport.progress("perform…")
  try measurePerform(board)
  ReportSupport.progress("refresh…")
  try measureRefresh(board, file)
  ReportSupport.progress("following…")
  try await measureFollowing(board, file)
} catch {
  fail("\(error)")
}
ReportFiles.removeDatabase(file)
rmdir(directory)
exit(failed ? 1 : 0)
