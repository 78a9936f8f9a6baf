import Foundation
import Testing

@testable import ResultsKitSQLite
@testable import ResultsKitStore

/// The first-insertion order (which breaks ties of a sort) after other writers re-insert rows.
///
/// A refreshing store keeps each object where it was, a reopen orders rows by `rowid`. The
/// contents always agree; the orders differ exactly as documented.
@Suite("SQLite store: insertion order after other writers re-insert rows")
struct InsertionOrderTests {
  /// The identifiers of `store` in its first-insertion order.
  static func order(_ store: ObjectStore<Card>) -> [Int] {
    store.storage.records.values.sorted { $0.sequence < $1.sequence }.map(\.object.id)
  }

  @Test("delete and re-insert, INSERT OR REPLACE, and an id changed: the documented orders")
  func orders() throws {
    let directory = try TemporaryDirectory()
    let store = try ObjectStore<Card>(
      database: SQLiteDatabase(path: directory.path()), table: "cards")
    try store.perform { transaction in
      for id in 1...4 { try transaction.insert(Card(id: id, shelf: "a", rank: 0, label: "\(id)")) }
    }
    let other = try SQLiteDatabase(path: directory.path())
    try other.execute(
      """
      DELETE FROM cards WHERE id = 1; INSERT INTO cards VALUES (1, 'a', 0, 'again');
      INSERT OR REPLACE INTO cards VALUES (2, 'a', 0, 'replaced');
      UPDATE cards SET id = 9 WHERE id = 3;
      """)
    #expect(try store.refresh())
    let file = try reopened(directory.path())
    #expect(Set(file.map(\.id)) == Set(Self.order(store)))
    // The store: 1 and 2 keep their places, 3 is gone and 9 is new (at the end).
    #expect(Self.order(store) == [1, 2, 4, 9])
    // A reopen: by rowid; 9 has 3's row, 1 and 2 were inserted again.
    #expect(file.map(\.id) == [9, 4, 1, 2])
  }
}
