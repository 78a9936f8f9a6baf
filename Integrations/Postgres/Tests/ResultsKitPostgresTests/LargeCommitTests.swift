import PostgresNIO
import ResultsKit
import ResultsKitPostgres
import ResultsKitStore
import Testing

/// Commits beyond one statement's 65,535 parameters are several statements in one
/// transaction: all kept, or on failure none; `deleteAll` is written as a `DELETE` of the table.
@Suite("Writes: large commits and deleteAll", .enabled(if: TestServer.isAvailable, "no PostgreSQL"))
@MainActor
struct LargeCommitTests {
  /// More rows than one statement can bind (5 columns each).
  static let count = 14_000

  static func items(_ range: ClosedRange<Int>, rank: Double = 1) -> [Item] {
    range.map { Item(id: $0, title: "item \($0)", rank: rank, done: $0 % 2 == 0, note: nil) }
  }

  @Test("A commit of 14,000 rows is one transaction; one that fails in its last rows keeps none")
  func largeCommit() async throws {
    let table = TestServer.uniqueTable("large")
    let store = try await PostgresStore<Item>.open(
      configuration: TestServer.configuration(), table: table)
    let follower = try await PostgresStore<Item>.open(
      configuration: TestServer.configuration(), table: table)
    var commits = 0
    let observation = follower.store.observe { _ in commits += 1 }
    try await store.perform { transaction in
      for item in Self.items(1...Self.count) { try transaction.insert(item) }
    }
    #expect(store.store.count == Self.count)
    let connection = try await TestServer.connect()
    #expect(try await tableItems(table, on: connection).count == Self.count)
    #expect(try await follower.catchUp())
    #expect(commits == 1 && follower.store.count == Self.count)

    // The last row breaks a CHECK: the rows before it, in earlier statements, go too.
    try await TestServer.run(
      "ALTER TABLE \"\(table)\" ADD CONSTRAINT positive CHECK (rank >= 0)", on: connection)
    await #expect(throws: PostgresStoreError.self) {
      try await store.perform { transaction in
        for item in Self.items(1...Self.count, rank: 2) { transaction.upsert(item) }
        try transaction.update(Self.count) { $0.rank = -1 }
      }
    }
    #expect(store.store[id: 1]?.rank == 1 && store.store[id: Self.count]?.rank == 1)
    let ranks = try await TestServer.run(
      "SELECT count(*) FROM \"\(table)\" WHERE rank <> 1", on: connection)
    #expect(try ranks.first?.decode(Int.self) == 0)
    #expect(try await follower.catchUp() == false)
    _ = observation
    try await connection.close()
    await follower.close()
    await store.close()
  }

  @Test("deleteAll with new objects: the table holds only them, and a follower follows")
  func deleteAll() async throws {
    let table = TestServer.uniqueTable("cleared")
    let store = try await PostgresStore<Item>.open(
      configuration: TestServer.configuration(), table: table)
    try await store.perform { transaction in
      for item in Self.items(1...5) { try transaction.insert(item) }
    }
    let follower = try await PostgresStore<Item>.open(
      configuration: TestServer.configuration(), table: table)
    let fresh = Item(id: 100, title: "fresh", rank: 3, done: true, note: "n")
    try await store.perform { transaction in
      transaction.deleteAll()
      try transaction.insert(fresh)
    }
    #expect(store.byID == [100: fresh])
    let connection = try await TestServer.connect()
    #expect(try await tableItems(table, on: connection) == [100: fresh])
    #expect(try await follower.catchUp())
    #expect(follower.byID == [100: fresh])
    // deleteAll alone.
    try await store.perform { transaction in transaction.deleteAll() }
    #expect(store.store.count == 0)
    #expect(try await tableItems(table, on: connection).isEmpty)
    #expect(try await follower.catchUp())
    #expect(follower.store.count == 0)
    try await connection.close()
    await follower.close()
    await store.close()
  }
}
