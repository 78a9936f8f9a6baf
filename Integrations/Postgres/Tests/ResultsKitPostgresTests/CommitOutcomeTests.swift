import PostgresNIO
import ResultsKit
import ResultsKitStore
import Testing

@testable import ResultsKitPostgres

/// A connection lost around `COMMIT`: the store asks the server whether the transaction
/// committed, so the outcome `perform` reports is the server's.
@Suite(
  "Commit outcome: a lost answer to COMMIT", .enabled(if: TestServer.isAvailable, "no PostgreSQL"))
@MainActor
struct CommitOutcomeTests {
  static func item(_ id: Int) -> Item {
    Item(id: id, title: "\(id)", rank: Double(id), done: false, note: nil)
  }

  /// A store on a new table holding item 1, and a count of the commits it applies.
  static func open(
    _ prefix: String, configuration: PostgresConnection.Configuration
  ) async throws -> (PostgresStore<Item>, String) {
    let table = TestServer.uniqueTable(prefix)
    let store = try await PostgresStore<Item>.open(configuration: configuration, table: table)
    try await store.perform { transaction in try transaction.insert(Self.item(1)) }
    return (store, table)
  }

  @Test("The answer to COMMIT lost, the transaction committed: perform returns, applied once")
  func lostAnswerCommitted() async throws {
    let (store, table) = try await Self.open("lostack", configuration: TestServer.configuration())
    var commits = 0
    let observation = store.store.observe { _ in commits += 1 }
    store.commitFault = .loseAnswer(then: nil)
    try await store.perform { transaction in try transaction.insert(Self.item(2)) }
    #expect(store.byID.keys.sorted() == [1, 2] && commits == 1)
    let connection = try await TestServer.connect()
    #expect(try await tableItems(table, on: connection) == store.byID)
    // The log holds the write: reading it back changes nothing.
    #expect(try await store.catchUp() == false)
    #expect(commits == 1)
    // The store connected again: the next write goes through.
    try await store.perform { transaction in try transaction.delete(1) }
    #expect(try await tableItems(table, on: connection) == [2: Self.item(2)])
    _ = observation
    try await connection.close()
    await store.close()
  }

  @Test("The connection lost before COMMIT: perform throws, memory and table untouched")
  func lostBeforeCommit() async throws {
    let (store, table) = try await Self.open(
      "lostcommit", configuration: TestServer.configuration())
    var commits = 0
    let observation = store.store.observe { _ in commits += 1 }
    store.commitFault = .closeBeforeCommit
    do {
      try await store.perform { transaction in try transaction.insert(Self.item(2)) }
      Issue.record("a write whose COMMIT was never sent succeeded")
    } catch let error as PostgresStoreError {
      guard case .connectionClosed = error else {
        Issue.record("expected connectionClosed, got \(error)")
        return
      }
    }
    #expect(store.byID.keys.sorted() == [1] && commits == 0)
    let connection = try await TestServer.connect()
    #expect(try await tableItems(table, on: connection).keys.sorted() == [1])
    #expect(try await store.catchUp() == false)
    _ = observation
    try await connection.close()
    await store.close()
  }
}
