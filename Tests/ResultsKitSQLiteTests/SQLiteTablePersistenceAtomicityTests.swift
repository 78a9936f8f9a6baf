import Foundation
import ResultsKitStore
import Testing

@testable import ResultsKitSQLite

/// A failing transaction leaves the file as it was, and the next write works.
@Suite("SQLiteTablePersistence: atomic writes")
struct SQLiteTablePersistenceAtomicityTests {
  /// What another connection reads from the file.
  private func contents(_ path: String) throws -> [Note] {
    try SQLiteTablePersistence<Note>(database: SQLiteDatabase(path: path), table: "notes")
      .loadObjects()
  }

  private func seeded(_ directory: TemporaryDirectory) throws -> (
    SQLiteDatabase, SQLiteTablePersistence<Note>
  ) {
    let database = try SQLiteDatabase(path: directory.path())
    let persistence = try SQLiteTablePersistence<Note>(database: database, table: "notes")
    try persistence.write(PersistedCommit(upserts: (1...3).map { Note(id: $0, title: "kept") }))
    return (database, persistence)
  }

  /// A commit that touches every kind of write.
  private var bigCommit: PersistedCommit<Note> {
    PersistedCommit(
      upserts: [Note(id: 1, title: "changed")]
        + (10..<200).map { Note(id: $0, title: String(repeating: "x", count: 2_000)) },
      deletions: [2])
  }

  @Test("disk full (max_page_count) rolls back the whole commit")
  func diskFull() throws {
    let directory = try TemporaryDirectory()
    let (database, persistence) = try seeded(directory)
    let before = try contents(directory.path())
    let pages = try database.query("PRAGMA page_count")
    guard case let .integer(count)? = pages.first?.first else {
      throw SQLiteError(code: 0, message: "no page count")
    }
    try database.execute("PRAGMA max_page_count = \(count + 2)")
    let error = sqliteError { try persistence.write(bigCommit) }
    #expect(error?.primaryCode == SQLiteError.fullCode)
    #expect(!database.isInTransaction)
    #expect(try contents(directory.path()) == before)
    #expect(try persistence.loadObjects() == before)
    try database.execute("PRAGMA max_page_count = 1000000")
    try persistence.write(bigCommit)
    #expect(try contents(directory.path()).count == 2 + 190)
  }

  @Test("a read-only database refuses the commit and keeps the file")
  func readOnly() throws {
    let directory = try TemporaryDirectory()
    let (_, writer) = try seeded(directory)
    let before = try contents(directory.path())
    let reader = try SQLiteTablePersistence<Note>(
      database: SQLiteDatabase(path: directory.path(), readOnly: true), table: "notes")
    #expect(try reader.loadObjects() == before)
    let error = sqliteError { try reader.write(bigCommit) }
    #expect(error?.primaryCode == SQLiteError.readOnlyCode)
    #expect(try contents(directory.path()) == before)
    try writer.write(PersistedCommit(upserts: [Note(id: 4)]))
    #expect(reportedIDs(try reader.changesByOthers()) == [4])
  }

  @Test("a file made read-only refuses the commit (skipped as root, who may write it anyway)")
  func readOnlyFile() throws {
    guard getuid() != 0 else { return }
    let directory = try TemporaryDirectory()
    do { _ = try seeded(directory) }
    let before = try contents(directory.path())
    try FileManager.default.setAttributes(
      [.posixPermissions: 0o444], ofItemAtPath: directory.path())
    defer {
      try? FileManager.default.setAttributes(
        [.posixPermissions: 0o644], ofItemAtPath: directory.path())
    }
    let persistence = try SQLiteTablePersistence<Note>(
      database: SQLiteDatabase(path: directory.path()), table: "notes")
    let error = sqliteError { try persistence.write(bigCommit) }
    #expect(error != nil)
    #expect(try contents(directory.path()) == before)
  }

  @Test("a lock held by another connection past the busy timeout fails the commit; then it works")
  func lockedPastTimeout() throws {
    let directory = try TemporaryDirectory()
    let (database, persistence) = try seeded(directory)
    let before = try contents(directory.path())
    database.busyTimeout = .milliseconds(50)
    let holder = try SQLiteDatabase(path: directory.path())
    try holder.execute("BEGIN IMMEDIATE; INSERT INTO notes VALUES (99, 'held', 0, NULL, '[]')")
    let started = ContinuousClock.now
    let error = sqliteError { try persistence.write(bigCommit) }
    #expect(error?.primaryCode == SQLiteError.busyCode)
    #expect(error?.message.contains("BEGIN IMMEDIATE") == true)
    #expect(ContinuousClock.now - started >= .milliseconds(40))
    try holder.execute("ROLLBACK")
    #expect(try contents(directory.path()) == before)
    try persistence.write(bigCommit)
    #expect(try contents(directory.path()).first == Note(id: 1, title: "changed"))
  }
}
