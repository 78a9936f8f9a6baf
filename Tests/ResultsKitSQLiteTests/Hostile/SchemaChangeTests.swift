import Foundation
import ResultsKitStore
import TestSupport
import Testing

@testable import ResultsKitSQLite

/// The table dropped and made again, or renamed, by another connection or process: the next
/// `refresh()` notices, restores the triggers, re-reads the table, and the store goes on
/// following it.
@Suite("SQLite store: the table changed under the store")
struct SchemaChangeTests {
  /// SQLite's recipe for changing a table: a new table, a copy, a drop and a rename, in one
  /// transaction; the copy changes a row, leaves one out and adds one.
  static let migration = """
    BEGIN;
    CREATE TABLE cards_new (id INT NOT NULL PRIMARY KEY, shelf TEXT NOT NULL,
      rank INTEGER NOT NULL, label TEXT NOT NULL, note TEXT DEFAULT NULL);
    INSERT INTO cards_new SELECT id, shelf, rank + 10, label, NULL FROM cards WHERE id <> 2;
    DROP TABLE cards;
    ALTER TABLE cards_new RENAME TO cards;
    INSERT INTO cards VALUES (7, 'c', 1, 'seven', 'n');
    COMMIT;
    """
  static let dropAndCreate = """
    DROP TABLE cards;
    CREATE TABLE cards (id INT PRIMARY KEY, shelf TEXT, rank INTEGER, label TEXT);
    INSERT INTO cards VALUES (5, 'a', 5, 'five'), (1, 'b', 9, 'again');
    """
  static let cards = [
    Card(id: 1, shelf: "a", rank: 1, label: "one"), Card(id: 2, shelf: "a", rank: 2, label: "two"),
    Card(id: 3, shelf: "b", rank: 3, label: "three"),
  ]

  /// A watched store on a new file holding ``cards``.
  static func board(_ path: String) throws -> WatchedStore {
    let watched = try WatchedStore(database: SQLiteDatabase(path: path))
    try watched.store.perform { transaction in
      for card in cards { try transaction.insert(card) }
    }
    try watched.replayNewBatches()
    return watched
  }

  /// The store holds what a reopen holds, its controller and target show it, and a raw write
  /// by another connection reaches it with the next refresh.
  static func expectFollows(_ watched: WatchedStore, _ path: String) throws {
    let file = try reopened(path)
    #expect(watched.contents == Dictionary(uniqueKeysWithValues: file.map { ($0.id, $0) }))
    #expect(watched.sections == modelSections(watched.contents))
    try watched.replayNewBatches()
    #expect(watched.replayed == watched.sections)
    try SQLiteDatabase(path: path).execute(
      "INSERT INTO cards (id, shelf, rank, label) VALUES (40, 'z', 4, 'forty')")
    #expect(try watched.store.refresh())
    #expect(watched.contents[40] == Card(id: 40, shelf: "z", rank: 4, label: "forty"))
    try watched.replayNewBatches()
    #expect(watched.replayed == watched.sections)
  }

  @Test("SQLite's migration recipe from another connection")
  func migrationRecipe() throws {
    let directory = try TemporaryDirectory()
    let watched = try Self.board(directory.path())
    try SQLiteDatabase(path: directory.path()).execute(Self.migration)
    #expect(try watched.store.refresh())
    #expect(watched.contents[2] == nil)
    #expect(watched.contents[1]?.rank == 11)
    #expect(watched.contents[7] == Card(id: 7, shelf: "c", rank: 1, label: "seven"))
    try Self.expectFollows(watched, directory.path())
  }

  @Test("DROP TABLE and CREATE TABLE from another connection")
  func dropAndCreate() throws {
    let directory = try TemporaryDirectory()
    let watched = try Self.board(directory.path())
    try SQLiteDatabase(path: directory.path()).execute(Self.dropAndCreate)
    #expect(try watched.store.refresh())
    #expect(Set(watched.contents.keys) == [5, 1])
    try Self.expectFollows(watched, directory.path())
  }

  @Test("the same on the store's own connection")
  func ownConnection() throws {
    let directory = try TemporaryDirectory()
    let database = try SQLiteDatabase(path: directory.path())
    let watched = try WatchedStore(database: database)
    try watched.store.perform { transaction in
      for card in Self.cards { try transaction.insert(card) }
    }
    try watched.replayNewBatches()
    try database.execute(Self.dropAndCreate)
    #expect(try watched.store.refresh())
    #expect(Set(watched.contents.keys) == [5, 1])
    try Self.expectFollows(watched, directory.path())
  }

  @Test("renamed away: the store empties; a new table of that name is followed; the old one is not")
  func renamed() throws {
    let directory = try TemporaryDirectory()
    let watched = try Self.board(directory.path())
    let other = try SQLiteDatabase(path: directory.path())
    try other.execute("ALTER TABLE cards RENAME TO cards_old")
    #expect(try watched.store.refresh())
    #expect(watched.contents.isEmpty)
    try watched.replayNewBatches()
    #expect(watched.replayed == watched.sections)
    try other.execute(
      "CREATE TABLE cards (id INT PRIMARY KEY, shelf TEXT, rank INTEGER, label TEXT);"
        + "INSERT INTO cards VALUES (8, 'a', 8, 'eight')")
    #expect(try watched.store.refresh())
    #expect(Array(watched.contents.keys) == [8])
    try watched.replayNewBatches()
    // Writes to the renamed table are no longer this store's business.
    try other.execute("UPDATE cards_old SET rank = 99")
    #expect(try !watched.store.refresh())
    #expect(
      try other.query(
        "SELECT count(*) FROM sqlite_master WHERE tbl_name = 'cards_old' AND type = 'trigger'")
        == [[.integer(0)]])
    try Self.expectFollows(watched, directory.path())
  }

  @Test("a column added without a default: the store follows; its writes are refused, clearly")
  func columnWithoutDefault() throws {
    let directory = try TemporaryDirectory()
    let watched = try Self.board(directory.path())
    try SQLiteDatabase(path: directory.path()).execute(
      "ALTER TABLE cards ADD COLUMN colour TEXT; UPDATE cards SET rank = 7 WHERE id = 3")
    #expect(try watched.store.refresh())
    #expect(watched.contents[3]?.rank == 7)
    let error = try #require(throws: SQLiteError.self) {
      try watched.store.perform { $0.upsert(Card(id: 4, shelf: "a", rank: 4, label: "four")) }
    }
    #expect(error.message.contains("not in the type: colour"), "\(error)")
    #expect(watched.contents[4] == nil)
    try Self.expectFollows(watched, directory.path())
  }

  @Test("another store repaired the triggers first: this one still re-reads the table")
  func repairedByAnother() throws {
    let directory = try TemporaryDirectory()
    let watched = try Self.board(directory.path())
    let second = try WatchedStore(database: SQLiteDatabase(path: directory.path()))
    try SQLiteDatabase(path: directory.path()).execute(Self.migration)
    #expect(try second.store.refresh())
    // Written by the second store after its repair: logged, but the migration was not.
    try second.store.perform { $0.upsert(Card(id: 9, shelf: "d", rank: 9, label: "nine")) }
    #expect(try watched.store.refresh())
    #expect(watched.contents == second.contents)
    try Self.expectFollows(watched, directory.path())
  }

  @Test(
    "SQLite's migration recipe from another process (the sqlite3 shell)", .enabled(if: shell != nil)
  )
  func otherProcess() throws {
    let shell = try #require(Self.shell)
    let directory = try TemporaryDirectory()
    let watched = try Self.board(directory.path())
    let process = try SpawnedProcess(shell, [directory.path(), Self.migration])
    defer { process.closeOutput() }
    #expect(process.wait() == 0)
    #expect(try watched.store.refresh())
    #expect(watched.contents[2] == nil && watched.contents[1]?.rank == 11)
    try Self.expectFollows(watched, directory.path())
  }

  /// The sqlite3 shell, when the machine has it (CI installs it).
  static let shell = ["/usr/bin/sqlite3", "/usr/local/bin/sqlite3", "/opt/homebrew/bin/sqlite3"]
    .first { FileManager.default.isExecutableFile(atPath: $0) }
}
