import PostgresNIO
import ResultsKit
import ResultsKitPostgres
import ResultsKitStore
import Testing

/// The initial load and a full re-read insert the rows in identifier order, whatever their
/// order in the table's heap: the store's insertion order, which breaks ties between equal
/// sort keys in every controller, does not depend on how the server stores them.
@Suite("Reading: rows in identifier order", .enabled(if: TestServer.isAvailable, "no PostgreSQL"))
@MainActor
struct LoadOrderTests {
  static let scrambled = [7, 3, 9, 1, 5, 8, 2, 6, 4]

  /// Inserts the scrambled identifiers into `table` with raw SQL, one statement each, all of
  /// equal rank.
  static func insertScrambled(_ table: String, on connection: PostgresConnection) async throws {
    for id in scrambled {
      try await TestServer.run(
        "INSERT INTO \"\(table)\" (id, title, rank, done) VALUES (\(id), 'r', 1, false)",
        on: connection)
    }
  }

  @Test("Opening a store on a table written in scrambled order: objects by identifier")
  func initialLoad() async throws {
    let table = TestServer.uniqueTable("order")
    let connection = try await TestServer.connect()
    try await TestServer.run(
      """
      CREATE TABLE "\(table)" (id bigint PRIMARY KEY, title text NOT NULL,
        rank double precision NOT NULL, done boolean NOT NULL, note text)
      """, on: connection)
    try await Self.insertScrambled(table, on: connection)
    let store = try await PostgresStore<Item>.open(
      configuration: TestServer.configuration(), table: table)
    #expect(store.store.objects.map(\.id) == Array(1...9))
    // Equal ranks: the controller keeps the store's insertion order.
    let controller = ResultsController(
      store: store.store, request: FetchRequest<Item>(sortBy: [.ascending(\.rank)]))
    controller.performFetch()
    #expect(controller.fetchedObjects.map(\.id) == Array(1...9))
    try await connection.close()
    await store.close()
  }

  @Test("A full re-read after a TRUNCATE inserts the new rows by identifier")
  func fullReRead() async throws {
    let table = TestServer.uniqueTable("reorder")
    let store = try await PostgresStore<Item>.open(
      configuration: TestServer.configuration(), table: table)
    try await store.perform { transaction in
      try transaction.insert(Item(id: 100, title: "gone", rank: 1, done: false, note: nil))
    }
    let connection = try await TestServer.connect()
    try await TestServer.run("TRUNCATE \"\(table)\"", on: connection)
    try await Self.insertScrambled(table, on: connection)
    #expect(try await store.catchUp())
    #expect(store.store.objects.map(\.id) == Array(1...9))
    try await connection.close()
    await store.close()
  }
}
