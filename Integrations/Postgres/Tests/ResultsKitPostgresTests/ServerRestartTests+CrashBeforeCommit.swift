import PostgresNIO
import ResultsKit
import ResultsKitStore
import Testing

@testable import ResultsKitPostgres

/// The server crashed between a write's statements and its `COMMIT`: the write never reached
/// the disk, and after the restart its transaction id is free to be handed out again.
extension ServerRestartTests {
  /// What a fault's closure found, read back on the main actor.
  @MainActor
  final class Finding {
    var value = false
  }

  /// Commits one insert into `table` at a time on the restarted fault server (identifiers from
  /// 100), until one takes a transaction id at least `transaction`; whether the server then
  /// answers `committed` for `transaction`, the id of a write it lost.
  static func commitUntilReused(_ transaction: String, in table: String) async throws -> Bool {
    let target = try #require(UInt64(transaction))
    let connection = try await PostgresConnection.connect(
      configuration: try TestServer.faultConfiguration(), id: 7, logger: TestServer.logger)
    for id in 100..<1_100 {
      let rows = try await TestServer.run(
        """
        INSERT INTO "\(table)" (id, title, rank, done) VALUES (\(id), 'other', 0, false)
        RETURNING pg_current_xact_id()::text
        """, on: connection)
      if let taken = UInt64(try #require(rows.first).decode(String.self)), taken >= target { break }
    }
    let status = try await TestServer.run(
      "SELECT pg_xact_status('\(target)'::xid8)", on: connection)
    try await connection.close()
    return try status.first?.decode(String?.self) == "committed"
  }

  /// A store on a new table of the fault server, holding item 1.
  static func storeWithItem(_ prefix: String) async throws -> (PostgresStore<Item>, String) {
    let table = TestServer.uniqueTable(prefix)
    let store = try await PostgresStore<Item>.open(
      configuration: try TestServer.faultConfiguration(), table: table)
    try await store.perform { transaction in
      try transaction.insert(Item(id: 1, title: "one", rank: 1, done: false, note: nil))
    }
    return (store, table)
  }

  /// Writes item 2 through `store` and expects the write to be refused outright: not kept,
  /// not reported unknown, memory untouched; then a catch-up brings memory level with the
  /// table, which does not hold item 2.
  func expectLostWrite(_ store: PostgresStore<Item>, table: String) async throws {
    var commits = 0
    let observation = store.store.observe { _ in commits += 1 }
    do {
      try await store.perform { transaction in
        try transaction.insert(Item(id: 2, title: "two", rank: 2, done: false, note: nil))
      }
      Issue.record("a write the server lost in a crash was reported as kept")
    } catch PostgresStoreError.commitOutcomeUnknown(_, let reason) {
      Issue.record("the server could tell, yet the outcome was unknown: \(reason)")
    } catch {
      // Refused: the write is not on the server.
    }
    #expect(store.byID.keys.sorted() == [1] && commits == 0)
    let connection = try await PostgresConnection.connect(
      configuration: try TestServer.faultConfiguration(), id: 1, logger: TestServer.logger)
    let table = try await tableItems(table, on: connection)
    #expect(table[1] != nil && table[2] == nil)
    _ = try await store.catchUp()
    #expect(store.byID == table)
    _ = observation
    try await connection.close()
  }

  @Test(
    "The server crashed before COMMIT and gave the write's transaction id to another writer: perform throws, the write in neither memory nor table"
  )
  func reusedTransactionID() async throws {
    let reused = Finding()
    let (store, table) = try await Self.storeWithItem("reused")
    store.commitFault = .beforeCommit(then: { transaction in
      try? await TestServer.control("stop-immediate")
      try? await TestServer.control("start")
      let found = (try? await Self.commitUntilReused(transaction, in: table)) ?? false
      await MainActor.run { reused.value = found }
    })
    try await expectLostWrite(store, table: table)
    #expect(reused.value, "the server did not answer committed for the lost write's id")
    await store.close()
  }

  @Test(
    "The server crashed before COMMIT and has not handed the write's transaction id out again: perform throws, the outcome known"
  )
  func transactionIDInTheFuture() async throws {
    let (store, table) = try await Self.storeWithItem("future")
    store.commitFault = .beforeCommit(then: { _ in
      try? await TestServer.control("stop-immediate")
      try? await TestServer.control("start")
    })
    try await expectLostWrite(store, table: table)
    await store.close()
  }
}
