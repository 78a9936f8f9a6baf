import Foundation
import ResultsKit
import ResultsKitTesting
import Testing

@testable import ResultsKitSQLite
@testable import ResultsKitStore

/// A `perform` on a store kept in SQLite whose transaction fails — disk full, read-only file,
/// locked past the busy timeout — throws a `SQLiteError`, changes nothing in memory or on disk
/// and tells nobody; once the condition is lifted the next `perform` works.
@Suite("A store in SQLite: a failing transaction is atomic across memory and disk")
struct StoreAtomicityTests {
  /// Twenty cards on two shelves.
  static let initial = (1...20).map {
    Card(id: $0, shelf: $0 % 2 == 0 ? "even" : "odd", rank: $0 % 5, label: "card \($0)")
  }

  /// A file holding ``initial``.
  static func filled(_ directory: TemporaryDirectory) throws -> String {
    let path = directory.path()
    let database = try SQLiteDatabase(path: path)
    let store = try ObjectStore<Card>(database: database, table: "cards")
    try store.perform { transaction in
      for card in initial { transaction.upsert(card) }
    }
    database.close()
    return path
  }

  /// A transaction touching every kind of change: an insert, an update (moving a card to the
  /// other shelf), a delete, and `size` new cards with long labels.
  static func change(_ transaction: inout StoreTransaction<Card>, size: Int = 1) throws {
    try transaction.update(2) { $0.shelf = "odd" }
    try transaction.delete(3)
    for number in 0..<size {
      transaction.upsert(
        Card(
          id: 100 + number, shelf: "new", rank: number,
          label: String(repeating: "x", count: size > 1 ? 2_000 : 4)))
    }
  }

  /// Runs `perform` with ``change(_:size:)`` on `watched`, expecting it to fail with
  /// `expectedCode`; checks memory, the watchers and the file are as before.
  static func expectFailure(
    _ watched: WatchedStore, path: String, code expectedCode: Int32, size: Int = 1,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let before = watched.seen
    let file = try reopened(path)
    var thrown: (any Error)?
    do {
      try watched.store.perform { try change(&$0, size: size) }
    } catch {
      thrown = error
    }
    let error = try #require(thrown as? SQLiteError, "\(String(describing: thrown))")
    #expect(error.primaryCode == expectedCode, "\(error)", sourceLocation: sourceLocation)
    #expect(!error.message.isEmpty, sourceLocation: sourceLocation)
    #expect(watched.seen == before, "memory or a watcher changed", sourceLocation: sourceLocation)
    #expect(try watched.replayNewBatches() == 0, sourceLocation: sourceLocation)
    #expect(watched.sections == watched.freshFetch, sourceLocation: sourceLocation)
    #expect(try reopened(path) == file, "the file changed", sourceLocation: sourceLocation)
  }

  /// Runs ``change(_:size:)`` on `watched`, expecting it to commit: one commit, one batch that
  /// replays, and the file holding the store's objects in the store's order.
  static func expectSuccess(
    _ watched: WatchedStore, path: String, size: Int = 1, othersPending: Bool = false,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let before = watched.seen
    try watched.store.perform { try change(&$0, size: size) }
    var expected = before.contents
    expected[2]?.shelf = "odd"
    expected[3] = nil
    for number in 0..<size { expected[100 + number] = watched.store[id: 100 + number] }
    #expect(watched.contents == expected, sourceLocation: sourceLocation)
    #expect(watched.commits == before.commits + 1, sourceLocation: sourceLocation)
    #expect(try watched.replayNewBatches() == 1, sourceLocation: sourceLocation)
    #expect(watched.replayed == watched.sections, sourceLocation: sourceLocation)
    #expect(watched.sections == modelSections(expected), sourceLocation: sourceLocation)
    if !othersPending {
      #expect(try reopened(path) == watched.ordered, sourceLocation: sourceLocation)
    }
  }

  @Test("Disk full (max_page_count): SQLITE_FULL, nothing changed; after raising it, it commits")
  func diskFull() throws {
    let directory = try TemporaryDirectory()
    let path = try Self.filled(directory)
    let database = try SQLiteDatabase(path: path)
    let watched = try WatchedStore(database: database)
    let pages = try #require(database.query("PRAGMA page_count").first?.first)
    guard case let .integer(count) = pages else { Issue.record("page_count: \(pages)"); return }
    try database.execute("PRAGMA max_page_count = \(count)")
    // 200 labels of 2,000 bytes need far more pages than the file has.
    try Self.expectFailure(watched, path: path, code: SQLiteError.fullCode, size: 200)
    // Again: a failure leaves the store ready for the next one.
    try Self.expectFailure(watched, path: path, code: SQLiteError.fullCode, size: 200)
    #expect(!database.isInTransaction)
    try database.execute("PRAGMA max_page_count = 1073741823")
    try Self.expectSuccess(watched, path: path, size: 200)
  }

  @Test("Read-only file: SQLITE_READONLY, nothing changed; the store still follows other writers")
  func readOnly() throws {
    let directory = try TemporaryDirectory()
    let path = try Self.filled(directory)
    let database = try SQLiteDatabase(path: path, readOnly: true)
    let watched = try WatchedStore(database: database)
    #expect(watched.ordered == Self.initial)
    try Self.expectFailure(watched, path: path, code: SQLiteError.readOnlyCode)
    try Self.expectFailure(watched, path: path, code: SQLiteError.readOnlyCode)
    // A transaction with no net effect writes nothing, so it works on a read-only file.
    try watched.store.perform { $0.upsert(Self.initial[0]) }
    #expect(watched.commits == 0)
    // The condition lifted: a writable connection commits, the read-only store refreshes.
    let writer = try WatchedStore(database: SQLiteDatabase(path: path))
    try Self.expectSuccess(writer, path: path)
    #expect(try watched.store.refresh())
    #expect(watched.contents == writer.contents)
    #expect(try watched.replayNewBatches() == 1)
    #expect(watched.replayed == watched.sections)
    #expect(watched.sections == watched.freshFetch)
  }

  @Test("Locked past the busy timeout: SQLITE_BUSY, nothing changed; after the lock, it commits")
  func locked() throws {
    let directory = try TemporaryDirectory()
    let path = try Self.filled(directory)
    let database = try SQLiteDatabase(path: path, busyTimeout: .milliseconds(50))
    let watched = try WatchedStore(database: database)
    let other = try SQLiteDatabase(path: path)
    try other.execute("BEGIN IMMEDIATE")
    try other.execute("UPDATE cards SET rank = 9 WHERE id = 1")
    let started = ContinuousClock.now
    try Self.expectFailure(watched, path: path, code: SQLiteError.busyCode)
    #expect(!database.isInTransaction)
    #expect(ContinuousClock.now - started < .seconds(3), "waited far past the busy timeout")
    try other.execute("COMMIT")
    // The other connection's write is picked up by refresh, not by the failed perform.
    #expect(watched.store[id: 1]?.rank == 1)
    try Self.expectSuccess(watched, path: path, othersPending: true)
    #expect(try watched.store.refresh())
    #expect(watched.store[id: 1]?.rank == 9)
    #expect(try watched.replayNewBatches() == 1)
    #expect(watched.replayed == watched.sections)
    #expect(watched.sections == watched.freshFetch)
    #expect(try reopened(path) == watched.ordered)
    // Nothing more to pick up: the store's own commit is not applied twice.
    #expect(try !watched.store.refresh())
  }

  @Test("Disk full at any point of a transaction: it commits whole or changes nothing (seeded)")
  func diskFullAnywhere() throws {
    let directory = try TemporaryDirectory()
    let path = try Self.filled(directory)
    let database = try SQLiteDatabase(path: path)
    let watched = try WatchedStore(database: database)
    var random = SeededRandomNumberGenerator(seed: 4_242)
    var outcomes = (committed: 0, failed: 0)
    for round in 0..<60 {
      guard case let .integer(pages)? = try database.query("PRAGMA page_count").first?.first
      else { Issue.record("no page_count"); return }
      // A limit just above the file's size, and a transaction that may or may not fit.
      try database.execute("PRAGMA max_page_count = \(pages + Int64(random.next(below: 4)))")
      let before = watched.seen
      let file = try reopened(path)
      var expected = before.contents
      let ids = (0..<(1 + random.next(below: 12))).map { _ in random.next(below: 60) }
      do {
        try watched.store.perform { transaction in
          for id in ids {
            if random.next(below: 4) == 0 {
              try? transaction.delete(id)
              expected[id] = nil
            } else {
              let card = Card(
                id: id, shelf: ["a", "b"][random.next(below: 2)], rank: round,
                label: String(repeating: "y", count: 200 * (1 + random.next(below: 10))))
              transaction.upsert(card)
              expected[id] = card
            }
          }
        }
        outcomes.committed += 1
        #expect(watched.contents == expected)
        #expect(try reopened(path) == watched.ordered)
        #expect(try watched.replayNewBatches() <= 1)
      } catch let error as SQLiteError {
        outcomes.failed += 1
        #expect(error.primaryCode == SQLiteError.fullCode, "\(error)")
        #expect(watched.seen == before)
        #expect(try watched.replayNewBatches() == 0)
        #expect(try reopened(path) == file)
        #expect(!database.isInTransaction)
      }
      #expect(watched.replayed == watched.sections)
      #expect(watched.sections == watched.freshFetch)
    }
    #expect(outcomes.committed > 5 && outcomes.failed > 5, "\(outcomes)")
  }
}
