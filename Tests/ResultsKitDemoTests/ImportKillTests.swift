import Foundation
import ResultsKit
import ResultsKitTesting
import TestSupport
import Testing

@testable import ResultsKitSQLite
@testable import ResultsKitStore
@testable import resultskit_demo

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `resultskit-demo import --db FILE N`, run as a process and killed with SIGKILL at seeded
/// random moments: the file it leaves holds exactly a prefix of its transactions of 1,000,
/// at least every one it had reported, and works for stores and controllers as usual.
@Suite("The demo's import killed with SIGKILL: the file holds whole transactions")
struct ImportKillTests {
  /// Arrivals per import: 40 transactions.
  static let count = 40_000
  static let runs = 20

  @Test("Each killed import leaves a prefix of whole transactions, at least those reported")
  func killedImports() throws {
    let demo = try #require(Self.demoExecutable(), "resultskit-demo is not built by the tests")
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("resultskit-kill-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    var random = SeededRandomNumberGenerator(seed: 2_611)
    var outcomes: [(reported: Int, kept: Int)] = []
    for run in 0..<Self.runs {
      let path = directory.appendingPathComponent("run\(run).sqlite").path
      // The first two runs are killed as soon as the file exists, before the first
      // transaction has returned; the others after a random number of progress lines and a
      // random delay (so at any point of a transaction, whatever the machine's speed).
      let plan =
        run < 2
        ? KillPlan.whenFileExists
        : .after(
          lines: random.next(below: Self.count / 1_000 - 4),
          delay: .microseconds(random.next(below: 20_000)))
      let reported = try Self.runKilled(demo, path: path, plan)
      if case let .after(lines, _) = plan {
        #expect(reported >= lines * 1_000, "\(reported) reported, waited for \(lines) lines")
      }
      let kept = try Self.checkFile(path, reported: reported)
      outcomes.append((reported, kept))
    }
    // The runs covered kills before the first transaction and in the middle of the import.
    #expect(outcomes.prefix(2).allSatisfy { $0.reported == 0 }, "\(outcomes)")
    #expect(outcomes.count { $0.kept > 0 && $0.kept < Self.count } >= 10, "\(outcomes)")
  }

  /// The demo executable, built next to the test runner (Linux) or in the package's
  /// `.build` directory (found from this file's path).
  static func demoExecutable(filePath: String = #filePath) -> URL? {
    var candidates: [URL] = []
    if var directory = Bundle.main.executableURL?.resolvingSymlinksInPath() {
      for _ in 0..<4 {
        directory = directory.deletingLastPathComponent()
        candidates.append(directory.appendingPathComponent("resultskit-demo"))
      }
    }
    // Tests/ResultsKitDemoTests/ImportKillTests.swift → the package's root.
    let root = URL(fileURLWithPath: filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    for configuration in ["debug", "release"] {
      candidates.append(root.appendingPathComponent(".build/\(configuration)/resultskit-demo"))
    }
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }

  /// When a run is killed.
  enum KillPlan {
    /// As soon as the file exists.
    case whenFileExists
    /// After `lines` progress lines (or the end of the output), then `delay`.
    case after(lines: Int, delay: Duration)
  }

  /// Runs the import into `path`, reads its progress lines, kills it with SIGKILL as `plan`
  /// says, and returns the largest number of arrivals it reported written (every line was
  /// printed after its transaction had returned, so the lines read after the kill count too).
  static func runKilled(_ demo: URL, path: String, _ plan: KillPlan) throws -> Int {
    let process = try SpawnedProcess(demo.path, ["import", "--db", path, String(count)])
    defer { process.closeOutput() }
    let descriptor = process.output
    var output: [UInt8] = []
    let start = ContinuousClock.now
    switch plan {
    case .whenFileExists:
      while !FileManager.default.fileExists(atPath: path),
        ContinuousClock.now - start < .seconds(10)
      {
        usleep(100)
      }
    case let .after(lines, delay):
      while output.count(where: { $0 == UInt8(ascii: "\n") }) < lines,
        readAvailable(descriptor, into: &output, waiting: 10_000)
      {}
      let deadline = ContinuousClock.now + delay
      while ContinuousClock.now < deadline {
        let left = deadline - ContinuousClock.now
        let milliseconds =
          Int32(left.components.seconds * 1_000)
          + Int32(left.components.attoseconds / 1_000_000_000_000_000)
        if !readAvailable(descriptor, into: &output, waiting: max(0, milliseconds)) { break }
      }
    }
    process.send(SIGKILL)
    process.wait()
    while readAvailable(descriptor, into: &output, waiting: 1_000) {}
    let text = String(decoding: output, as: UTF8.self)
    var reported = 0
    for line in text.split(separator: "\n") {
      // "resultskit-demo import: 12,000 of 30,000 arrivals written"
      guard let colon = line.firstIndex(of: ":"), let of = line.range(of: " of ") else { continue }
      let number = line[line.index(after: colon)..<of.lowerBound].filter(\.isNumber)
      reported = max(reported, Int(number) ?? 0)
    }
    return reported
  }

  /// Reads what is available on `descriptor` within `milliseconds`; `false` at the end.
  static func readAvailable(
    _ descriptor: Int32, into output: inout [UInt8], waiting milliseconds: Int32
  )
    -> Bool
  {
    var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    let ready = poll(&entry, 1, milliseconds)
    if ready <= 0 { return ready == 0 }
    var buffer = [UInt8](repeating: 0, count: 4_096)
    let got = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
    if got <= 0 { return false }
    output += buffer.prefix(got)
    return true
  }

  /// Checks the file a killed import left at `path` and returns how many arrivals it holds.
  static func checkFile(
    _ path: String, reported: Int, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> Int {
    let database = try SQLiteDatabase(path: path)
    #expect(
      try database.query("PRAGMA integrity_check") == [[.text("ok")]],
      sourceLocation: sourceLocation)
    let store = try ObjectStore<Arrival>(database: database, table: StationDatabase.table)
    let kept = store.count
    // A prefix of whole transactions, with every transaction reported.
    let size = StationDatabase.transactionSize
    #expect(kept % size == 0, "\(kept) arrivals", sourceLocation: sourceLocation)
    #expect(kept >= reported, "\(kept) kept, \(reported) reported", sourceLocation: sourceLocation)
    #expect(kept <= count, sourceLocation: sourceLocation)
    var expected: [Arrival] = []
    for first in stride(from: 1, to: kept + 1, by: size) {
      expected += StationDatabase.transaction(
        first: first, size: min(size, kept - first + 1), seed: StationDatabase.importSeed)
    }
    let loaded = store.storage.records.values.sorted { $0.sequence < $1.sequence }.map(\.object)
    #expect(loaded == expected, "not the import's arrivals", sourceLocation: sourceLocation)
    // The change log has one entry per arrival inserted. Killed before its first transaction,
    // the import leaves no table, and no log either: the first write makes both.
    let tables = try database.query(
      "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
    if kept > 0 || !tables.isEmpty {
      let log = try database.query(
        "SELECT count(*), coalesce(max(seq), 0) FROM resultskit_log_\(StationDatabase.table)")
      #expect(
        log == [[.integer(Int64(kept)), .integer(Int64(kept))]], "log \(log)",
        sourceLocation: sourceLocation)
    }
    // A controller over the store shows what one over the expected arrivals in memory shows.
    let request = FetchRequest<Arrival>(
      sortBy: [.ascending(\.due), .ascending(\.destination)], sectionBy: { $0.platform })
    let controller = ResultsController(store: store, request: request)
    controller.performFetch()
    let fresh = ResultsController(store: try ObjectStore(expected), request: request)
    fresh.performFetch()
    #expect(controller.sections == fresh.sections, sourceLocation: sourceLocation)
    // Writing on: a second store on another connection follows with refresh().
    let other = try ObjectStore<Arrival>(
      database: SQLiteDatabase(path: path), table: StationDatabase.table)
    try store.perform { transaction in
      if kept > 0 {
        try transaction.update("S1") { $0.status = "Boarding" }
        try transaction.delete("S\(kept)")
      }
      transaction.upsert(
        Arrival(
          id: "X1", line: "Central", platform: "2", destination: "Epping", due: 5,
          status: "On time"))
    }
    #expect(try other.refresh(), sourceLocation: sourceLocation)
    #expect(
      other.storage.records.mapValues(\.object) == store.storage.records.mapValues(\.object),
      sourceLocation: sourceLocation)
    #expect(try !other.refresh(), sourceLocation: sourceLocation)
    database.close()
    return kept
  }
}
