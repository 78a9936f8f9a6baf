import Foundation
import ResultsKitStore
import Testing

@testable import ResultsKitSQLite

/// `REPLACE` conflict resolution deletes the rows in its way without firing delete triggers:
/// the change log still records them, so `refresh()` sees those deletions.
@Suite("SQLite store: rows deleted by REPLACE")
struct ReplaceTests {
  struct Badge: Identifiable, Equatable, Codable {
    var id: Int
    var code: String
    var rank: Int
  }

  /// A store over `badges`, a table someone made with a unique `code`, holding three badges.
  static func setUp(_ path: String) throws -> ObjectStore<Badge> {
    try SQLiteDatabase(path: path).execute(
      "CREATE TABLE badges (id INT PRIMARY KEY, code TEXT NOT NULL UNIQUE, rank INTEGER NOT NULL)")
    let store = try ObjectStore<Badge>(database: SQLiteDatabase(path: path), table: "badges")
    try store.perform { transaction in
      try transaction.insert(Badge(id: 1, code: "a", rank: 1))
      try transaction.insert(Badge(id: 2, code: "b", rank: 2))
      try transaction.insert(Badge(id: 3, code: "c", rank: 3))
    }
    return store
  }

  /// The badges a reopen reads, by identifier.
  static func file(_ path: String) throws -> [Int: Badge] {
    let store = try ObjectStore<Badge>(database: SQLiteDatabase(path: path), table: "badges")
    return Dictionary(
      uniqueKeysWithValues: (0..<10).compactMap { store[id: $0].map { ($0.id, $0) } })
  }

  /// The badges `store` holds, by identifier.
  static func held(_ store: ObjectStore<Badge>) -> [Int: Badge] {
    Dictionary(uniqueKeysWithValues: (0..<10).compactMap { store[id: $0].map { ($0.id, $0) } })
  }

  @Test("INSERT OR REPLACE deleting the row with the same unique code")
  func insertOrReplace() throws {
    let directory = try TemporaryDirectory()
    let store = try Self.setUp(directory.path())
    try SQLiteDatabase(path: directory.path()).execute(
      "INSERT OR REPLACE INTO badges VALUES (3, 'a', 3)")
    #expect(try store.refresh())
    #expect(
      Self.held(store) == [
        2: Badge(id: 2, code: "b", rank: 2), 3: Badge(id: 3, code: "a", rank: 3),
      ])
    #expect(try Self.held(store) == Self.file(directory.path()))
  }

  @Test("REPLACE INTO with a new identifier, and UPDATE OR REPLACE")
  func replaceAndUpdate() throws {
    let directory = try TemporaryDirectory()
    let store = try Self.setUp(directory.path())
    let other = try SQLiteDatabase(path: directory.path())
    try other.execute("REPLACE INTO badges VALUES (9, 'b', 9)")
    #expect(try store.refresh())
    #expect(try Self.held(store) == Self.file(directory.path()))
    #expect(store[id: 2] == nil)
    try other.execute("UPDATE OR REPLACE badges SET code = 'c' WHERE id = 1")
    #expect(try store.refresh())
    #expect(store[id: 3] == nil && store[id: 1]?.code == "c")
    #expect(try Self.held(store) == Self.file(directory.path()))
  }

  @Test("a unique index made later (another schema change) is followed too")
  func uniqueIndexAddedLater() throws {
    let directory = try TemporaryDirectory()
    let store = try Self.setUp(directory.path())
    let other = try SQLiteDatabase(path: directory.path())
    try other.execute("CREATE UNIQUE INDEX badges_rank ON badges (rank)")
    #expect(try !store.refresh())
    try other.execute("INSERT OR REPLACE INTO badges VALUES (4, 'd', 2)")
    #expect(try store.refresh())
    #expect(store[id: 2] == nil && store[id: 4] != nil)
    #expect(try Self.held(store) == Self.file(directory.path()))
  }
}
