import GRDB
import ResultsKit
import SQLiteScenarios

/// GRDB's side of the files: a `DatabasePool` (WAL) whose writer is made `synchronous=FULL`,
/// and the import.
///
/// A pool sets `synchronous=NORMAL` on its writer after `prepareDatabase` runs (GRDB's
/// `setUpWALMode`), so FULL is set afterwards, on the writer, and checked by reading it back.
enum GRDBFile {
  /// SQLite's value of `PRAGMA synchronous` for FULL.
  static let full = 2

  /// Opens a pool on the file at `path` (creating it) and sets `synchronous=FULL` on its
  /// writer; ``checkSynchronous(_:)`` reads it back.
  static func open(_ path: String) throws -> DatabasePool {
    let pool = try DatabasePool(path: path)
    try pool.barrierWriteWithoutTransaction { try $0.execute(sql: "PRAGMA synchronous=FULL") }
    return pool
  }

  /// Throws unless the writer of `pool` is `synchronous=FULL`.
  static func checkSynchronous(_ pool: DatabasePool) throws {
    let value = try pool.barrierWriteWithoutTransaction {
      try Int.fetchOne($0, sql: "PRAGMA synchronous")
    }
    guard value == full else {
      throw ReportFailure("GRDB's writer has synchronous=\(value.map { "\($0)" } ?? "nil"), not 2")
    }
  }

  /// Writes `objects` into a new table in the pool, `Departure.insert` in `transactions`
  /// transactions of `pool.write`.
  static func importObjects(
    _ objects: [Departure], transactions: Int, into pool: DatabasePool
  ) throws {
    try pool.write { try Departure.createTable($0) }
    let size = (objects.count + transactions - 1) / transactions
    var start = 0
    while start < objects.count {
      let chunk = objects[start..<min(start + size, objects.count)]
      try pool.write { db in
        for departure in chunk { try departure.insert(db) }
      }
      start += size
    }
  }

  /// The number of departures in the pool's table.
  static func count(_ pool: DatabasePool) throws -> Int {
    try pool.read { try Departure.fetchCount($0) }
  }

  /// Every departure of the pool's table in board order, as platform sections.
  static func sections(_ pool: DatabasePool) throws -> [ResultsSection<Departure>] {
    PlatformSections.grouping(try pool.read { try Departure.boardOrder.fetchAll($0) })
  }
}
