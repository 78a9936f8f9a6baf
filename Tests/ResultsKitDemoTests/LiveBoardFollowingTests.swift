import Foundation
import ResultsKitText
import Testing

@testable import ResultsKitSQLite
@testable import ResultsKitStore
@testable import resultskit_demo

/// The live board on a SQLite file (`--db`) follows what other connections write with the
/// store's follower (`followOtherWriters`), between feed updates, until it stops.
@Suite("live board following other writers")
@MainActor
struct LiveBoardFollowingTests {
  /// A run on a fresh file, paced as on a terminal (four updates a second), while `write`
  /// runs on another connection to the file 600 ms in.
  static func run(
    frames: Int, writing write: ((SQLiteDatabase) throws -> Void)? = nil
  ) async throws -> LiveDemo.Report {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("resultskit-follow-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("station.sqlite").path
    var options = DemoOptions()
    options.frames = frames
    options.importCount = 0
    options.database = path
    let screen = DemoScreen(paced: true, size: { nil }, resized: { false }, stopSignal: { nil })
    let demo = LiveDemo(
      options: options, output: LiveOutput(isTerminal: false) { _ in }, ansi: false,
      style: .unicode, screen: screen)
    let writer = Task { @MainActor in
      guard let write else { return }
      try await Task.sleep(for: .milliseconds(600))
      let database = try SQLiteDatabase(path: path)
      defer { database.close() }
      try write(database)
    }
    defer { writer.cancel() }
    let report = try await demo.run()
    try await writer.value
    return report
  }

  @Test("Another connection's commit arrives as one refresh and one more batch")
  func followsAnotherConnection() async throws {
    let alone = try await Self.run(frames: 6)
    let followed = try await Self.run(frames: 6) { database in
      let other = try ObjectStore<Arrival>(database: database, table: StationDatabase.table)
      try other.perform { transaction in
        try transaction.insert(
          Arrival(
            id: "X1", line: "Central", platform: "2", destination: "Epping", due: 5,
            status: "On time"))
      }
    }
    #expect(alone.refreshes == 0)
    #expect(followed.refreshes == 1)
    #expect(followed.batches == alone.batches + 1, "\(followed.batches), \(alone.batches)")
    #expect(followed.updates == 6 && followed.problems.isEmpty)
    #expect(followed.summaryLines.last == "  1 refresh brought in other processes' writes")
  }

  @Test("A refresh that fails ends the run with its error")
  func aFailedRefreshEndsTheRun() async throws {
    // A row the board cannot decode: `due` is not a number.
    let error = await #expect(throws: SQLiteError.self) {
      _ = try await Self.run(frames: 12) { database in
        try database.execute(
          "INSERT INTO \(StationDatabase.table) (id, line, platform, destination, due, status, "
            + "historical) VALUES ('X9', 'Central', '2', 'Epping', 'soon', 'On time', 0)")
      }
    }
    #expect(error.map { "\($0)" }?.contains("X9") == true, "\(String(describing: error))")
  }
}
