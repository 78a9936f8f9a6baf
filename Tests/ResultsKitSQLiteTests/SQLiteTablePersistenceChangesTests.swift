import Foundation
import ResultsKitStore
import TestSupport
import Testing

@testable import ResultsKitSQLite

/// `changesByOthers()`: the triggers' change log, read incrementally.
@Suite("SQLiteTablePersistence: other writers")
struct SQLiteTablePersistenceChangesTests {
  @Test("nothing changed: nil, and only data_version was read")
  func nothingChanged() throws {
    let database = try SQLiteDatabase(path: ":memory:")
    let persistence = try SQLiteTablePersistence<Note>(database: database, table: "notes")
    _ = try persistence.loadObjects()
    #expect(reportedIDs(try persistence.changesByOthers()) == nil)
    // Closing the log table's statements out of the cache shows no other statement runs.
    let cached = Set(database.statements.keys)
    database.statements.forEach { _ = database.library.finalize($0.value) }
    database.statements = [:]
    #expect(reportedIDs(try persistence.changesByOthers()) == nil)
    #expect(Array(database.statements.keys) == ["PRAGMA data_version"])
    #expect(cached.contains("PRAGMA data_version"))
  }

  @Test("the store's own writes are not reported again")
  func ownWrites() throws {
    let directory = try TemporaryDirectory()
    let persistence = try SQLiteTablePersistence<Note>(
      database: SQLiteDatabase(path: directory.path()), table: "notes")
    try persistence.write(PersistedCommit(upserts: [Note(id: 1), Note(id: 2)]))
    try persistence.write(PersistedCommit(deletions: [1]))
    #expect(reportedIDs(try persistence.changesByOthers()) == nil)
  }

  @Test("raw SQL through execute on the same connection is seen, in insertion order")
  func rawSQL() throws {
    let database = try SQLiteDatabase(path: ":memory:")
    let persistence = try SQLiteTablePersistence<Note>(database: database, table: "notes")
    try persistence.write(PersistedCommit(upserts: [Note(id: 1), Note(id: 2), Note(id: 3)]))
    try database.execute(
      """
      INSERT INTO notes VALUES (10, 'raw', 1, 0.5, '["x"]');
      UPDATE notes SET title = 'edited' WHERE id = 1;
      DELETE FROM notes WHERE id = 2;
      """)
    guard case let .objects(objects)? = try persistence.changesByOthers() else {
      Issue.record("expected .objects")
      return
    }
    #expect(objects.map(\.id) == [2, 1, 10])
    #expect(objects[0].object == nil)
    #expect(objects[1].object == Note(id: 1, title: "edited"))
    #expect(objects[2].object == Note(id: 10, title: "raw", pinned: true, score: 0.5, tags: ["x"]))
    #expect(reportedIDs(try persistence.changesByOthers()) == nil)
  }

  @Test("a second connection's commits are seen; an id changed by UPDATE reports both ids")
  func secondConnection() throws {
    let directory = try TemporaryDirectory()
    let mine = try SQLiteTablePersistence<Note>(
      database: SQLiteDatabase(path: directory.path()), table: "notes")
    let theirs = try SQLiteTablePersistence<Note>(
      database: SQLiteDatabase(path: directory.path()), table: "notes")
    try mine.write(PersistedCommit(upserts: [Note(id: 1), Note(id: 2)]))
    #expect(reportedIDs(try theirs.changesByOthers()) == [1, 2])
    try theirs.write(PersistedCommit(upserts: [Note(id: 2, title: "two"), Note(id: 3)]))
    try theirs.database.execute("UPDATE notes SET id = 20 WHERE id = 1")
    guard case let .objects(objects)? = try mine.changesByOthers() else {
      Issue.record("expected .objects")
      return
    }
    // The id that went away first (deleted), then the rows in insertion order.
    #expect(objects.map(\.id) == [1, 20, 2, 3])
    #expect(objects.map(\.object) == [nil, Note(id: 20), Note(id: 2, title: "two"), Note(id: 3)])
    #expect(reportedIDs(try mine.changesByOthers()) == nil)
  }

  @Test("an own write after someone else's does not hide theirs")
  func interleaved() throws {
    let directory = try TemporaryDirectory()
    let mine = try SQLiteTablePersistence<Note>(
      database: SQLiteDatabase(path: directory.path()), table: "notes")
    try mine.write(PersistedCommit(upserts: [Note(id: 0)]))
    let other = try SQLiteDatabase(path: directory.path())
    try other.execute("INSERT INTO notes VALUES (7, 'theirs', 0, NULL, '[]')")
    try mine.write(PersistedCommit(upserts: [Note(id: 1)]))
    let reported = reportedIDs(try mine.changesByOthers()) ?? []
    #expect(reported.contains(7))
  }

  @Test("pruned past a reader's position: the reader gets .all; the log stays bounded")
  func pruning() throws {
    let directory = try TemporaryDirectory()
    let writer = try SQLiteTablePersistence<Note>(
      database: SQLiteDatabase(path: directory.path()), table: "notes")
    writer.changeLogLimit = 5
    let reader = try SQLiteTablePersistence<Note>(
      database: SQLiteDatabase(path: directory.path()), table: "notes")
    _ = try reader.loadObjects()
    try writer.write(PersistedCommit(upserts: [Note(id: 1), Note(id: 2)]))
    #expect(reportedIDs(try reader.changesByOthers()) == [1, 2])
    for id in 3...20 { try writer.write(PersistedCommit(upserts: [Note(id: id)])) }
    let log = try writer.database.query("SELECT count(*) FROM resultskit_log_notes")
    #expect(log == [[.integer(5)]])
    guard case let .all(objects)? = try reader.changesByOthers() else {
      Issue.record("expected .all")
      return
    }
    #expect(objects.map(\.id) == Array(1...20))
    try writer.write(PersistedCommit(upserts: [Note(id: 21)]))
    #expect(reportedIDs(try reader.changesByOthers()) == [21])
  }
}

/// Another process: the `sqlite3` shell, when the machine has it.
@Suite("SQLiteTablePersistence: the sqlite3 shell")
struct SQLiteShellTests {
  static let shell = ["/usr/bin/sqlite3", "/usr/local/bin/sqlite3", "/opt/homebrew/bin/sqlite3"]
    .first { FileManager.default.isExecutableFile(atPath: $0) }

  @Test("writes from the sqlite3 shell are seen by changesByOthers", .enabled(if: shell != nil))
  func shellWrites() throws {
    guard let shell = Self.shell else { return }
    let directory = try TemporaryDirectory()
    let persistence = try SQLiteTablePersistence<Note>(
      database: SQLiteDatabase(path: directory.path()), table: "notes")
    try persistence.write(PersistedCommit(upserts: [Note(id: 1), Note(id: 2)]))
    let process = try SpawnedProcess(
      shell,
      [
        directory.path(),
        "INSERT INTO notes VALUES (3, 'shell', 1, 2.5, '[\"s\"]'); DELETE FROM notes WHERE id = 1;",
      ])
    defer { process.closeOutput() }
    #expect(process.wait() == 0)
    guard case let .objects(objects)? = try persistence.changesByOthers() else {
      Issue.record("expected .objects")
      return
    }
    #expect(objects.map(\.id) == [1, 3])
    #expect(
      objects.map(\.object) == [
        nil, Note(id: 3, title: "shell", pinned: true, score: 2.5, tags: ["s"]),
      ])
  }
}
