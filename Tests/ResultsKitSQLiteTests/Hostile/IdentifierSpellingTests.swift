import Foundation
import ResultsKitStore
import Testing

@testable import ResultsKitSQLite

/// Identifiers that Swift calls equal and SQLite would not: `"caf\u{E9}"` and `"cafe\u{301}"`.
@Suite("SQLite store: identifiers spelled differently are one row")
struct IdentifierSpellingTests {
  struct Tag: Identifiable, Equatable, Codable {
    var id: String
    var n: Int
  }

  /// The identifiers of the table's rows, as their bytes.
  static func rowIDs(_ database: SQLiteDatabase, _ table: String = "tags") throws -> [[UInt8]] {
    try database.query("SELECT id FROM \(table) ORDER BY rowid").map { row in
      guard case let .text(text) = row[0] else { return [] }
      return Array(text.utf8)
    }
  }

  @Test("an upsert in another spelling updates the one row; other stores refresh, reopens work")
  func upsertInAnotherSpelling() throws {
    let directory = try TemporaryDirectory()
    let a = try ObjectStore<Tag>(database: SQLiteDatabase(path: directory.path()), table: "tags")
    let b = try ObjectStore<Tag>(database: SQLiteDatabase(path: directory.path()), table: "tags")
    try a.perform { try $0.insert(Tag(id: "caf\u{E9}", n: 1)) }
    try a.perform { $0.upsert(Tag(id: "cafe\u{301}", n: 2)) }
    let database = try SQLiteDatabase(path: directory.path())
    #expect(try Self.rowIDs(database) == [Array("caf\u{E9}".utf8)])
    #expect(try b.refresh())
    #expect(b.count == 1 && b[id: "caf\u{E9}"]?.n == 2)
    let reopened = try ObjectStore<Tag>(database: database, table: "tags")
    #expect(reopened.count == 1 && reopened[id: "cafe\u{301}"]?.n == 2)
  }

  @Test("deleting by any spelling deletes the row")
  func deleteInAnotherSpelling() throws {
    let directory = try TemporaryDirectory()
    let a = try ObjectStore<Tag>(database: SQLiteDatabase(path: directory.path()), table: "tags")
    try a.perform { try $0.insert(Tag(id: "e\u{301}", n: 1)) }
    try a.perform { try $0.delete("\u{E9}") }
    #expect(a.count == 0)
    let reopened = try ObjectStore<Tag>(
      database: SQLiteDatabase(path: directory.path()), table: "tags")
    #expect(reopened.count == 0)
  }

  @Test(
    "a file another tool filled with two spellings opens: the later row wins; the next write leaves one row"
  )
  func twoSpellingsFromAnotherTool() throws {
    let directory = try TemporaryDirectory()
    let a = try ObjectStore<Tag>(database: SQLiteDatabase(path: directory.path()), table: "tags")
    try a.perform { try $0.insert(Tag(id: "caf\u{E9}", n: 1)) }
    let tool = try SQLiteDatabase(path: directory.path())
    try tool.execute("INSERT INTO tags (id, n) VALUES ('cafe\u{301}', 2), ('x', 3)")
    // A store following the file sees one object: the later row's.
    #expect(try a.refresh())
    #expect(a.count == 2 && a[id: "caf\u{E9}"]?.n == 2)
    // So does a new one.
    let opened = try ObjectStore<Tag>(
      database: SQLiteDatabase(path: directory.path()), table: "tags")
    #expect(opened.count == 2 && opened[id: "caf\u{E9}"]?.n == 2)
    // Writing it through a store leaves one row, whichever spelling the store holds.
    try opened.perform { try $0.update(Tag(id: "caf\u{E9}", n: 4)) }
    #expect(try Self.rowIDs(tool) == [Array("caf\u{E9}".utf8), Array("x".utf8)])
    #expect(try a.refresh())
    #expect(a[id: "cafe\u{301}"]?.n == 4)
    let reopened = try ObjectStore<Tag>(database: tool, table: "tags")
    #expect(reopened[id: "caf\u{E9}"]?.n == 4 && reopened.count == 2)
  }

  @Test("the tool deletes the winning spelling: the other row's object is shown, as a reopen shows")
  func toolDeletesOneSpelling() throws {
    let directory = try TemporaryDirectory()
    let a = try ObjectStore<Tag>(database: SQLiteDatabase(path: directory.path()), table: "tags")
    try a.perform { try $0.insert(Tag(id: "caf\u{E9}", n: 1)) }
    let tool = try SQLiteDatabase(path: directory.path())
    try tool.execute("INSERT INTO tags (id, n) VALUES ('cafe\u{301}', 2)")
    #expect(try a.refresh())
    #expect(a[id: "caf\u{E9}"]?.n == 2)
    try tool.execute("DELETE FROM tags WHERE id = 'cafe\u{301}'")
    #expect(try a.refresh())
    #expect(a[id: "caf\u{E9}"]?.n == 1)
    let reopened = try ObjectStore<Tag>(database: tool, table: "tags")
    #expect(reopened[id: "caf\u{E9}"]?.n == 1)
    // And deleting through the store removes every spelling.
    try tool.execute("INSERT INTO tags (id, n) VALUES ('cafe\u{301}', 5)")
    try a.perform { try $0.delete("caf\u{E9}") }
    #expect(try Self.rowIDs(tool) == [])
  }
}
