import PostgresNIO
import ResultsKitStore
import Testing

@testable import ResultsKitPostgres

/// A store let go without `close()` closes its connection: PostgresNIO traps (in a debug
/// build) when a connection goes unclosed, so forgetting `close()` must not bring an app down.
@Suite("Lifetime: a store let go", .enabled(if: TestServer.isAvailable, "no PostgreSQL"))
@MainActor
struct StoreLifetimeTests {
  /// Opens a store, writes through it and lets it go without closing it.
  ///
  /// - Returns: The process id of the store's backend on the server.
  static func openAndDrop(_ table: String) async throws -> Int32 {
    let store = try await PostgresStore<Item>.open(
      configuration: TestServer.configuration(), table: table)
    try await store.perform { transaction in
      transaction.upsert(Item(id: 1, title: "one", rank: 1, done: false, note: nil))
    }
    let rows = try await PostgresStore<Item>.run(
      "SELECT pg_backend_pid()", on: store.connection, logger: TestServer.logger)
    return try rows[0].decode(Int32.self)
  }

  @Test("A store let go without close(): its backend goes, nothing traps")
  func droppedWithoutClose() async throws {
    let table = TestServer.uniqueTable("dropped")
    let pid = try await Self.openAndDrop(table)
    let observer = try await TestServer.connect()
    var open = true
    for _ in 0..<100 where open {
      let rows = try await TestServer.run(
        "SELECT count(*) FROM pg_stat_activity WHERE pid = \(pid)", on: observer)
      open = try rows[0].decode(Int.self) > 0
      if open { try await Task.sleep(for: .milliseconds(50)) }
    }
    #expect(!open, "the dropped store's backend \(pid) is still connected")
    // What it wrote stays.
    let rows = try await TestServer.run("SELECT title FROM \"\(table)\"", on: observer)
    #expect(try rows.map { try $0.decode(String.self) } == ["one"])
    try await observer.close()
  }
}
