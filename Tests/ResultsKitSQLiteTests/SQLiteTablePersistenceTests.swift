import Foundation
import ResultsKitStore
import Testing

@testable import ResultsKitSQLite

@Suite("SQLiteTablePersistence: table, load, write")
struct SQLiteTablePersistenceTests {
  @Test(
    "the first write creates the table: a column per property, the id its primary key but not the rowid"
  )
  func createsTable() throws {
    let database = try SQLiteDatabase(path: ":memory:")
    let persistence = try SQLiteTablePersistence<Note>(database: database, table: "notes")
    #expect(try database.query("PRAGMA table_info(notes)").isEmpty)
    try persistence.write(PersistedCommit(upserts: [Note(id: 1)]))
    let info = try database.query("PRAGMA table_info(notes)")
    try #require(info.count == 5)
    #expect(info.map { $0[1] } == ["id", "title", "pinned", "score", "tags"].map { .text($0) })
    #expect(info.map { $0[2] } == ["INT", "TEXT", "INTEGER", "REAL", ""].map { .text($0) })
    // NOT NULL for the properties of primitive types that cannot be nil; DEFAULT NULL for
    // the optional one.
    #expect(info.map { $0[3] } == [1, 1, 1, 0, 0].map { .integer($0) })
    #expect(info.map { $0[4] } == [.null, .null, .null, .text("NULL"), .null])
    #expect(info[0][5] == .integer(1))
    let triggers = try database.query(
      "SELECT name FROM sqlite_master WHERE type = 'trigger' ORDER BY name")
    #expect(triggers.count == 3)
  }

  @Test("loads in first-insertion order after a reopen; an update keeps an object's place")
  func reopenOrder() throws {
    let directory = try TemporaryDirectory()
    let ids = [5, 1, 9, 3, 7]
    do {
      let database = try SQLiteDatabase(path: directory.path())
      let persistence = try SQLiteTablePersistence<Note>(database: database, table: "notes")
      try persistence.write(PersistedCommit(upserts: ids.map { Note(id: $0, title: "n\($0)") }))
      try persistence.write(PersistedCommit(upserts: [Note(id: 5, title: "changed", score: 1)]))
      try persistence.write(PersistedCommit(deletions: [9]))
      try persistence.write(PersistedCommit(upserts: [Note(id: 2, tags: ["a", "b"])]))
    }
    let database = try SQLiteDatabase(path: directory.path())
    let loaded = try SQLiteTablePersistence<Note>(database: database, table: "notes").loadObjects()
    #expect(loaded.map(\.id) == [5, 1, 3, 7, 2])
    #expect(loaded.first == Note(id: 5, title: "changed", score: 1))
    #expect(loaded.last == Note(id: 2, tags: ["a", "b"]))
  }

  @Test("removesAll empties the table before the upserts")
  func removesAll() throws {
    let database = try SQLiteDatabase(path: ":memory:")
    let persistence = try SQLiteTablePersistence<Note>(database: database, table: "notes")
    try persistence.write(PersistedCommit(upserts: [Note(id: 1), Note(id: 2)]))
    try persistence.write(PersistedCommit(removesAll: true, upserts: [Note(id: 3)]))
    #expect(try persistence.loadObjects().map(\.id) == [3])
  }

  @Test(
    "a table with other columns is an error naming both, at the first write when it is empty; nothing is written"
  )
  func columnMismatch() throws {
    let database = try SQLiteDatabase(path: ":memory:")
    try database.execute("CREATE TABLE notes(id INT PRIMARY KEY, title, colour)")
    let persistence = try SQLiteTablePersistence<Note>(database: database, table: "notes")
    let error = sqliteError {
      try persistence.write(PersistedCommit(upserts: [Note(id: 1)]))
    }
    #expect(try database.query("SELECT count(*) FROM notes") == [[.integer(0)]])
    #expect(error?.code == SQLiteError.mismatchCode)
    let message = error?.message ?? ""
    #expect(message.contains("id, title, colour"))
    #expect(message.contains("id, title, pinned, score, tags"))
    // The optional score would be added by itself.
    #expect(message.contains("missing pinned, tags"))
    #expect(message.contains("not in the type: colour"))
    // With a row to learn from, opening says so.
    try database.execute("INSERT INTO notes VALUES (1, 'a', 'red')")
    let opening = sqliteError {
      _ = try SQLiteTablePersistence<Note>(database: database, table: "notes").loadObjects()
    }
    #expect(opening?.code == SQLiteError.mismatchCode)
  }

  @Test("a table whose id is not its primary key is refused")
  func idNotKey() throws {
    let database = try SQLiteDatabase(path: ":memory:")
    try database.execute("CREATE TABLE notes(id, title, pinned, score, tags)")
    let error = sqliteError {
      _ = try SQLiteTablePersistence<Note>(database: database, table: "notes")
    }
    #expect(error?.message.contains("primary key") == true)
  }

  @Test("a row that does not decode is an error naming the table, the id and why")
  func badRow() throws {
    let database = try SQLiteDatabase(path: ":memory:")
    let persistence = try SQLiteTablePersistence<Note>(database: database, table: "notes")
    try persistence.write(PersistedCommit(upserts: [Note(id: 1), Note(id: 2)]))
    try database.execute("UPDATE notes SET tags = 'not json' WHERE id = 2")
    let error = sqliteError { _ = try persistence.loadObjects() }
    #expect(error?.code == SQLiteError.mismatchCode)
    let message = error?.message ?? ""
    #expect(message.contains("\"notes\""))
    #expect(message.contains("id INTEGER 2"))
    #expect(message.contains("tags"))
    #expect(message.contains("not json"))
    // refresh reports it too, and does not skip it.
    #expect(sqliteError { _ = try persistence.changesByOthers() }?.code == SQLiteError.mismatchCode)
  }

  @Test("a closed database is SQLITE_MISUSE for every method")
  func closedDatabase() throws {
    let database = try SQLiteDatabase(path: ":memory:")
    let persistence = try SQLiteTablePersistence<Note>(database: database, table: "notes")
    database.close()
    #expect(sqliteError { _ = try persistence.loadObjects() }?.code == SQLiteError.misuseCode)
    #expect(
      sqliteError { try persistence.write(PersistedCommit(upserts: [Note(id: 1)])) }?.code
        == SQLiteError.misuseCode)
    #expect(sqliteError { _ = try persistence.changesByOthers() }?.code == SQLiteError.misuseCode)
    #expect(
      sqliteError { _ = try SQLiteTablePersistence<Note>(database: database, table: "notes") }?.code
        == SQLiteError.misuseCode)
  }

  @Test("a type whose columns cannot be probed gets its table at the first write")
  func tableFromFirstWrite() throws {
    enum Shape: Equatable, Codable { case circle(radius: Double), square }
    struct Drawing: Identifiable, Equatable, Codable {
      var id: String
      var shape: Shape
      var label: String?
    }
    let directory = try TemporaryDirectory()
    let database = try SQLiteDatabase(path: directory.path())
    let persistence = try SQLiteTablePersistence<Drawing>(database: database, table: "drawings")
    let other = try SQLiteTablePersistence<Drawing>(
      database: try SQLiteDatabase(path: directory.path()), table: "drawings")
    #expect(try persistence.loadObjects() == [])
    #expect(try other.loadObjects() == [])
    try persistence.write(PersistedCommit(deletions: ["nothing"]))
    try persistence.write(PersistedCommit(upserts: [Drawing(id: "a", shape: .square, label: nil)]))
    let info = try database.query("PRAGMA table_info(drawings)")
    #expect(info.map { $0[1] } == ["id", "shape", "label"].map { .text($0) })
    try persistence.write(
      PersistedCommit(upserts: [Drawing(id: "b", shape: .circle(radius: 1), label: "b")]))
    #expect(try persistence.loadObjects().map(\.id) == ["a", "b"])
    // The other persistence adopts the table made since.
    guard case let .all(objects)? = try other.changesByOthers() else {
      Issue.record("expected .all")
      return
    }
    #expect(objects.map(\.id) == ["a", "b"])
    #expect(try persistence.changesByOthers().map { _ in true } == nil)
  }

  @Test("an object that cannot be a row is refused before anything is written")
  func unencodable() throws {
    struct Wide: Identifiable, Equatable, Codable {
      var id: Int
      var count: UInt64
    }
    let database = try SQLiteDatabase(path: ":memory:")
    let persistence = try SQLiteTablePersistence<Wide>(database: database, table: "wide")
    let error = sqliteError {
      try persistence.write(
        PersistedCommit(upserts: [Wide(id: 1, count: 1), Wide(id: 2, count: .max)]))
    }
    #expect(error?.message.contains("id 2") == true)
    #expect(error?.message.contains("count") == true)
    #expect(try persistence.loadObjects() == [])
  }
}
