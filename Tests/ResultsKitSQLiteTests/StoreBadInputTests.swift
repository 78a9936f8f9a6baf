import Foundation
import ResultsKit
import Testing

@testable import ResultsKitSQLite
@testable import ResultsKitStore

/// Bad input met through `ObjectStore(database:table:)`: each is a `SQLiteError` saying what
/// is wrong, nothing is written, nothing traps.
@Suite("A store in SQLite: bad input is a clear error, nothing written")
struct StoreBadInputTests {
  /// The table's schema and rows, as text, to show nothing was written.
  static func dump(_ path: String) throws -> [String] {
    let database = try SQLiteDatabase(path: path, readOnly: true)
    defer { database.close() }
    var lines = try database.query("SELECT type, name, sql FROM sqlite_master ORDER BY name")
      .map { "\($0)" }
    for table in ["cards", "resultskit_log_cards"] {
      let exists = try database.query("SELECT 1 FROM sqlite_master WHERE name = ?", [.text(table)])
      guard !exists.isEmpty else { continue }
      lines += try database.query("SELECT * FROM \(quoted(table)) ORDER BY rowid").map { "\($0)" }
    }
    return lines
  }

  /// Runs `body`, which must throw a `SQLiteError`, and returns it.
  static func failure(
    _ body: () throws -> Void, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> SQLiteError {
    let error = sqliteError(body)
    return try #require(error, "no error", sourceLocation: sourceLocation)
  }

  @Test("A file that is not a database: SQLITE_NOTADB naming the path; the file is untouched")
  func notADatabase() throws {
    let directory = try TemporaryDirectory()
    let path = directory.path()
    let bytes = Data(String(repeating: "not a database, just text\n", count: 400).utf8)
    try bytes.write(to: URL(fileURLWithPath: path))
    let error = try Self.failure {
      _ = try ObjectStore<Card>(database: SQLiteDatabase(path: path), table: "cards")
    }
    #expect(error.primaryCode == SQLiteError.notADatabaseCode, "\(error)")
    #expect(error.message.contains(path), "\(error)")
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes)
    #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
  }

  @Test("A table whose columns are not the type's: SQLITE_MISMATCH naming them; no log made")
  func columnsDoNotMatch() throws {
    let directory = try TemporaryDirectory()
    let path = directory.path()
    let setup = try SQLiteDatabase(path: path)
    try setup.execute(
      "CREATE TABLE cards (id INT PRIMARY KEY, shelf TEXT, weight REAL, label TEXT);"
        + "INSERT INTO cards VALUES (1, 'a', 2.5, 'one')")
    setup.close()
    let before = try Self.dump(path)
    let database = try SQLiteDatabase(path: path)
    let error = try Self.failure { _ = try ObjectStore<Card>(database: database, table: "cards") }
    #expect(error.primaryCode == SQLiteError.mismatchCode, "\(error)")
    for word in ["\"cards\"", "weight", "rank", "missing rank", "id, shelf, weight, label"] {
      #expect(error.message.contains(word), "\(word): \(error)")
    }
    #expect(try Self.dump(path) == before)
    // The connection is still usable.
    let other = try ObjectStore<Card>(database: database, table: "other")
    #expect(other.count == 0)
  }

  @Test(
    "A row that does not decode: the error names the table, the row's id and why; no store",
    arguments: [
      ("UPDATE cards SET rank = 'seven' WHERE id = 2", "rank"),
      ("UPDATE cards SET label = X'00' WHERE id = 2", "label"),
    ])
  func rowDoesNotDecode(corruption: String, column: String) throws {
    let directory = try TemporaryDirectory()
    let path = directory.path()
    let database = try SQLiteDatabase(path: path)
    let writer = try WatchedStore(database: database)
    try writer.store.perform { transaction in
      for id in 1...3 { transaction.upsert(Card(id: id, shelf: "a", rank: id, label: "\(id)")) }
    }
    #expect(try writer.replayNewBatches() == 1)
    try database.execute(corruption)
    let before = try Self.dump(path)
    // Opening: no store is made.
    let error = try Self.failure {
      _ = try ObjectStore<Card>(database: SQLiteDatabase(path: path), table: "cards")
    }
    #expect(error.primaryCode == SQLiteError.mismatchCode, "\(error)")
    for word in ["\"cards\"", "id INTEGER 2", column, "Card"] {
      #expect(error.message.contains(word), "\(word): \(error)")
    }
    #expect(try Self.dump(path) == before)
    // Refreshing: the store that wrote the rows is unchanged, tells nobody, and does not drop
    // the row: it fails again until the row is fixed.
    let seen = writer.seen
    for _ in 0..<2 {
      let refreshError = try Self.failure { try writer.store.refresh() }
      #expect(refreshError.message.contains("id INTEGER 2"), "\(refreshError)")
      #expect(writer.seen == seen)
    }
    #expect(try Self.dump(path) == before)
    try database.execute("UPDATE cards SET rank = 7, label = 'fixed' WHERE id = 2")
    #expect(try writer.store.refresh())
    #expect(writer.store[id: 2] == Card(id: 2, shelf: "a", rank: 7, label: "fixed"))
    #expect(try writer.replayNewBatches() == 1)
    #expect(writer.replayed == writer.sections)
  }

  @Test("A path that cannot be created: SQLITE_CANTOPEN naming the path; nothing created")
  func pathCannotBeCreated() throws {
    let directory = try TemporaryDirectory()
    let missing = directory.path("no such directory")
    let path = missing + "/test.sqlite"
    let error = try Self.failure {
      _ = try ObjectStore<Card>(database: SQLiteDatabase(path: path), table: "cards")
    }
    #expect(error.primaryCode == SQLiteError.cantOpenCode, "\(error)")
    #expect(error.message.contains(path), "\(error)")
    #expect(!FileManager.default.fileExists(atPath: missing))
    // A directory where the file should be.
    let error2 = try Self.failure {
      _ = try ObjectStore<Card>(database: SQLiteDatabase(path: directory.url.path), table: "cards")
    }
    #expect(error2.primaryCode == SQLiteError.cantOpenCode, "\(error2)")
  }

  @Test("A closed database: opening, perform and refresh fail with SQLITE_MISUSE, nothing changes")
  func closedDatabase() throws {
    let directory = try TemporaryDirectory()
    let path = directory.path()
    let database = try SQLiteDatabase(path: path)
    let watched = try WatchedStore(database: database)
    try watched.store.perform { $0.upsert(Card(id: 1, shelf: "a", rank: 1, label: "one")) }
    #expect(try watched.replayNewBatches() == 1)
    database.close()
    let before = try Self.dump(path)
    let seen = watched.seen
    let openError = try Self.failure {
      _ = try ObjectStore<Card>(database: database, table: "cards")
    }
    #expect(openError.primaryCode == SQLiteError.misuseCode, "\(openError)")
    #expect(openError.message.contains("closed"), "\(openError)")
    let performError = try Self.failure {
      try watched.store.perform { $0.upsert(Card(id: 2, shelf: "b", rank: 2, label: "two")) }
    }
    #expect(performError.primaryCode == SQLiteError.misuseCode, "\(performError)")
    #expect(performError.message.contains("closed"), "\(performError)")
    let refreshError = try Self.failure { try watched.store.refresh() }
    #expect(refreshError.primaryCode == SQLiteError.misuseCode, "\(refreshError)")
    let executeError = try Self.failure { try database.execute("DELETE FROM cards") }
    #expect(executeError.primaryCode == SQLiteError.misuseCode, "\(executeError)")
    #expect(watched.seen == seen)
    #expect(try watched.replayNewBatches() == 0)
    #expect(try Self.dump(path) == before)
    #expect(try reopened(path) == [Card(id: 1, shelf: "a", rank: 1, label: "one")])
  }

  @Test("Disk full while the table is made: SQLITE_FULL, no table, log or trigger left behind")
  func diskFullWhileCreating() throws {
    let directory = try TemporaryDirectory()
    let path = directory.path()
    let database = try SQLiteDatabase(path: path)
    try database.execute("CREATE TABLE other (x); PRAGMA max_page_count = 2")
    let before = try Self.dump(path)
    let store = try ObjectStore<Card>(database: database, table: "cards")
    let error = try Self.failure {
      try store.perform { $0.upsert(Card(id: 1, shelf: "a", rank: 1, label: "one")) }
    }
    #expect(store.count == 0)
    #expect(error.primaryCode == SQLiteError.fullCode, "\(error)")
    #expect(!database.isInTransaction)
    #expect(try Self.dump(path) == before)
    // With room again, the same connection makes the store.
    try database.execute("PRAGMA max_page_count = 1073741823")
    let watched = try WatchedStore(database: database)
    try watched.store.perform { $0.upsert(Card(id: 1, shelf: "a", rank: 1, label: "one")) }
    #expect(try reopened(path) == [Card(id: 1, shelf: "a", rank: 1, label: "one")])
  }

  @Test("A table name holding NUL is refused at once, the name printed with the NUL escaped")
  func tableNameWithNUL() throws {
    let database = try SQLiteDatabase(path: ":memory:")
    let error = try Self.failure {
      _ = try ObjectStore<Card>(database: database, table: "cards\u{0}; DROP TABLE x")
    }
    #expect(error.primaryCode == SQLiteError.errorCode, "\(error)")
    #expect(error.message.contains(#""cards\0; DROP TABLE x""#), "\(error)")
    #expect(!error.message.unicodeScalars.contains("\0"), "\(error)")
    #expect(try database.query("SELECT count(*) FROM sqlite_master") == [[.integer(0)]])
  }

  @Test("A table name with quotes and spaces is kept as given, with its log")
  func awkwardTableName() throws {
    let directory = try TemporaryDirectory()
    let path = directory.path()
    let name = "my \"cards\"; DROP TABLE x"
    let database = try SQLiteDatabase(path: path)
    let writer = try WatchedStore(database: database, table: name)
    let reader = try WatchedStore(database: SQLiteDatabase(path: path), table: name)
    try writer.store.perform { $0.upsert(Card(id: 1, shelf: "a", rank: 1, label: "one")) }
    #expect(try reader.store.refresh())
    #expect(reader.contents == writer.contents)
    #expect(try reopened(path, table: name) == writer.ordered)
  }

  @Test(
    "Opening or writing inside the caller's own open transaction fails and leaves it open")
  func insideTheCallersTransaction() throws {
    let directory = try TemporaryDirectory()
    let path = directory.path()
    try makeCardTable(path)
    let database = try SQLiteDatabase(path: path)
    let watched = try WatchedStore(database: database)
    try database.execute("CREATE TABLE other (x)")
    try SQLiteDatabase(path: path).execute("INSERT INTO cards VALUES (9, 'z', 9, 'nine')")
    try database.execute("BEGIN; INSERT INTO other VALUES (1)")
    // A store opens on a table that does not exist yet (nothing is made), but its first
    // write cannot make it inside the caller's transaction.
    let new = try ObjectStore<Card>(database: database, table: "new")
    let openError = try Self.failure {
      try new.perform { $0.upsert(Card(id: 1, shelf: "a", rank: 1, label: "one")) }
    }
    #expect(openError.message.contains("transaction"), "\(openError)")
    // Nor can a commit be written.
    let seen = watched.seen
    let performError = try Self.failure {
      try watched.store.perform { $0.upsert(Card(id: 1, shelf: "a", rank: 1, label: "one")) }
    }
    #expect(performError.message.contains("transaction"), "\(performError)")
    #expect(watched.seen == seen)
    // A refresh cannot read what another connection wrote inside the caller's transaction.
    #expect(sqliteError { try watched.store.refresh() } != nil)
    #expect(watched.seen == seen)
    // The caller's transaction is still open, with its insert: it commits.
    #expect(database.isInTransaction)
    try database.execute("COMMIT")
    #expect(try database.query("SELECT x FROM other") == [[.integer(1)]])
    let nine = Card(id: 9, shelf: "z", rank: 9, label: "nine")
    #expect(try reopened(path) == [nine])
    #expect(try watched.store.refresh())
    #expect(try watched.replayNewBatches() == 1)
    try watched.store.perform { $0.upsert(Card(id: 1, shelf: "a", rank: 1, label: "one")) }
    #expect(try reopened(path) == [nine, Card(id: 1, shelf: "a", rank: 1, label: "one")])
    #expect(try watched.replayNewBatches() == 1)
    #expect(watched.replayed == watched.sections)
  }
}
