import PostgresNIO
import ResultsKitPostgres
import ResultsKitStore
import Testing

/// `psql`, in a process of its own, writes raw SQL; a following store follows it.
@Suite("Following: psql in another process", .enabled(if: TestServer.isAvailable, "no PostgreSQL"))
@MainActor
struct PsqlProcessTests {
  /// Runs `psql -c sql` against the test server (PG* in the environment) and returns its exit
  /// status.
  static func psql(_ sql: String) async throws -> Int32 {
    try await runProcess("psql", ["-X", "-q", "-v", "ON_ERROR_STOP=1", "-c", sql])
  }

  @Test("INSERT … ON CONFLICT, UPDATE of an id and DELETE from psql reach a following store")
  func psqlWrites() async throws {
    let table = TestServer.uniqueTable("psql")
    let store = try await PostgresStore<Item>.open(
      configuration: TestServer.configuration(), table: table)
    try await store.perform { transaction in
      for id in 1...3 {
        try transaction.insert(Item(id: id, title: "\(id)", rank: 1, done: false, note: nil))
      }
    }
    store.startFollowing()
    let status = try await Self.psql(
      """
      INSERT INTO "\(table)" (id, title, rank, done, note) VALUES (1, 'psql', 5, true, 'n'), (4, 'four', 4, false, NULL)
        ON CONFLICT (id) DO UPDATE SET title = EXCLUDED.title, rank = EXCLUDED.rank,
        done = EXCLUDED.done, note = EXCLUDED.note;
      UPDATE "\(table)" SET id = 20 WHERE id = 2;
      DELETE FROM "\(table)" WHERE id = 3;
      """)
    #expect(status == 0)
    let expected: [Int: Item] = [
      1: Item(id: 1, title: "psql", rank: 5, done: true, note: "n"),
      4: Item(id: 4, title: "four", rank: 4, done: false, note: nil),
      20: Item(id: 20, title: "2", rank: 1, done: false, note: nil),
    ]
    #expect(try await eventually { store.byID == expected })
    await store.close()
  }
}
