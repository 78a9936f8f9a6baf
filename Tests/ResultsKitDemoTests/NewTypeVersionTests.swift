import Foundation
import ResultsKit
import ResultsKitReplay
import TestSupport
import Testing

@testable import ResultsKitSQLite
@testable import ResultsKitStore
@testable import resultskit_demo

/// A file written by the demo's `import --db FILE N` (version 1 of the type, ``Arrival``)
/// opened in this process by version 2 (``ArrivalV2``, one optional property more) while the
/// demo, still on version 1, writes on from another process.
@Suite("A new version of the type, with the demo's import still on the old one")
struct NewTypeVersionTests {
  /// The arrivals of the first import (three transactions).
  static let first = 3_000
  /// The arrivals of the second: it updates the first import's and adds 2,000.
  static let second = 5_000
  /// The note version 2 writes on one arrival.
  static let note = "Step-free access from the north entrance"

  @Test("Version 2 adds its column, follows version 1's writes, keeps its note, v1 still reads")
  func versionTwoBesideVersionOne() throws {
    let demo = try #require(ImportKillTests.demoExecutable(), "resultskit-demo is not built")
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("resultskit-v2-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("station.sqlite").path
    let table = StationDatabase.table

    // Version 1 writes the file in another process.
    try Self.runImport(demo, path: path, count: Self.first)
    let database = try SQLiteDatabase(path: path)
    defer { database.close() }
    #expect(try Self.column("platformNote", in: database) == nil)

    // Opening with version 2 adds the column, nullable with a NULL default, and reads every
    // arrival with no note.
    let store = try ObjectStore<ArrivalV2>(database: database, table: table)
    let column = try #require(try Self.column("platformNote", in: database))
    #expect(column.type == .text("TEXT"), "\(column)")
    #expect(column.notNull == .integer(0), "\(column)")
    #expect(column.defaultValue == .text("NULL"), "\(column)")
    #expect(Self.ordered(store).map(\.version1) == Self.imported(Self.first))
    #expect(Self.ordered(store).allSatisfy { $0.platformNote == nil })

    // Version 2 writes a note on the first arrival, and changes its status: the import's
    // store leaves an arrival it would write unchanged alone, so this is what makes version 1
    // write S1 again.
    try store.perform { transaction in
      try transaction.update("S1") {
        $0.platformNote = Self.note
        $0.status = "Boarding"
      }
    }
    let logged = try Self.lastLogEntry(of: "S1", in: database)

    // Version 1 imports again from another process, into the table with the extra column: it
    // puts S1's status back (an update of the row) and adds 2,000 arrivals.
    try Self.runImport(demo, path: path, count: Self.second)
    #expect(try Self.lastLogEntry(of: "S1", in: database) > logged, "S1 was not written again")

    // The refreshed store holds what a fresh version 2 store reads: version 1's arrivals,
    // without a note but the one version 2 wrote, which version 1's update left alone.
    #expect(try store.refresh())
    let reopened = try ObjectStore<ArrivalV2>(
      database: SQLiteDatabase(path: path), table: table)
    #expect(Self.ordered(store) == Self.ordered(reopened))
    #expect(Self.ordered(store).map(\.version1) == Self.imported(Self.second))
    #expect(store[id: "S1"]?.platformNote == Self.note)
    #expect(Self.ordered(store).filter { $0.platformNote != nil }.map(\.id) == ["S1"])
    #expect(try !store.refresh())

    // Version 1 opens the file again and reads every arrival, the column left in place.
    let version1 = try ObjectStore<Arrival>(database: SQLiteDatabase(path: path), table: table)
    #expect(Self.ordered(version1) == Self.imported(Self.second))
    #expect(try Self.column("platformNote", in: database) != nil)
  }

  /// Runs `resultskit-demo import --db path count` to its end and checks that it succeeded
  /// and reported its last transaction.
  static func runImport(
    _ demo: URL, path: String, count: Int, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let process = try SpawnedProcess(demo.path, ["import", "--db", path, String(count)])
    var output: [UInt8] = []
    while ImportKillTests.readAvailable(process.output, into: &output, waiting: 30_000) {}
    process.closeOutput()
    let status = process.wait()
    let lines = String(decoding: output, as: UTF8.self).split(separator: "\n")
    #expect(status == 0, "import exited \(status): \(lines)", sourceLocation: sourceLocation)
    let total = Format.grouped(count)
    #expect(
      lines.last == "resultskit-demo import: \(total) of \(total) arrivals written",
      sourceLocation: sourceLocation)
  }

  /// The arrivals `import --db FILE count` writes, in order.
  static func imported(_ count: Int) -> [Arrival] {
    let size = StationDatabase.transactionSize
    return stride(from: 1, through: count, by: size).flatMap { first in
      StationDatabase.transaction(
        first: first, size: min(size, count - first + 1), seed: StationDatabase.importSeed)
    }
  }

  /// The store's objects in their order.
  static func ordered<Object>(_ store: ObjectStore<Object>) -> [Object] {
    store.storage.records.values.sorted { $0.sequence < $1.sequence }.map(\.object)
  }

  /// The column `name` of the arrivals table as `PRAGMA table_info` describes it, if it has
  /// one.
  static func column(
    _ name: String, in database: SQLiteDatabase
  ) throws -> (type: SQLiteValue, notNull: SQLiteValue, defaultValue: SQLiteValue)? {
    // cid, name, type, notnull, dflt_value, pk
    let rows = try database.query("PRAGMA table_info(\(StationDatabase.table))")
    guard let row = rows.first(where: { $0[1] == .text(name) }) else { return nil }
    return (row[2], row[3], row[4])
  }

  /// The last entry of the change log for the arrival `id`: grows with each write of its row.
  static func lastLogEntry(of id: String, in database: SQLiteDatabase) throws -> Int64 {
    let rows = try database.query(
      "SELECT coalesce(max(seq), 0) FROM resultskit_log_\(StationDatabase.table) WHERE id = ?",
      [.text(id)])
    guard case let .integer(seq)? = rows.first?.first else { return 0 }
    return seq
  }
}
