import PostgresNIO
import ResultsKit
import ResultsKitStore
import Testing

@testable import ResultsKitPostgres

/// A write's traces under a transaction id: how the store tells its own committed write from
/// another transaction that a crashed server gave the same id.
@Suite("Write evidence: a transaction id checked against what the write left")
@MainActor
struct WriteEvidenceTests {
  @Test("A large write is checked at 64 identifiers spread evenly, its first and last among them")
  func sampling() {
    let values = (0..<1000).map { ColumnValue.bigint(Int64($0)) }
    let sample = WriteEvidence.sample(values)
    #expect(sample.count == WriteEvidence.sampleSize)
    #expect(sample.first == .bigint(0) && sample.last == .bigint(999))
    #expect(Set(sample.map { "\($0)" }).count == sample.count)
    #expect(WriteEvidence.sample(Array(values.prefix(10))) == Array(values.prefix(10)))
  }

  /// The id of the transaction that logged `id` with `op` in `table`'s log.
  static func transaction(
    of id: Int, op: String, table: String, on connection: PostgresConnection
  ) async throws -> String {
    let rows = try await TestServer.run(
      """
      SELECT xid::text FROM "resultskit_log_\(table)" WHERE id = \(id) AND op = '\(op)'
      ORDER BY xid DESC LIMIT 1
      """, on: connection)
    return try #require(rows.first).decode(String.self)
  }

  static func outcome(
    upserted: [Int] = [], deleted: [Int] = [], removesAll: Bool = false, of transaction: String,
    table: String, on connection: PostgresConnection
  ) async throws -> WriteEvidence.Outcome {
    let evidence = WriteEvidence(
      upserted: upserted.map { .bigint(Int64($0)) }, deleted: deleted.map { .bigint(Int64($0)) },
      removesAll: removesAll, idKind: .bigint)
    let query = evidence.query(
      table: table, log: PostgresChangeLog(table: table), transaction: transaction)
    return try evidence.outcome(
      of: try await connection.query(query, logger: TestServer.logger).collect())
  }

  /// Records an issue unless `outcome` is unknown.
  static func expectUnknown(
    _ outcome: WriteEvidence.Outcome, _ comment: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    guard case .unknown = outcome else {
      Issue.record("\(comment): \(outcome), not unknown", sourceLocation: sourceLocation)
      return
    }
  }

  static func item(_ id: Int) -> Item {
    Item(id: id, title: "\(id)", rank: Double(id), done: false, note: nil)
  }

  /// A store on a new table of the main server, holding the items `ids` (one write).
  static func store(
    _ prefix: String, holding ids: ClosedRange<Int>
  ) async throws -> (PostgresStore<Item>, String) {
    let table = TestServer.uniqueTable(prefix)
    let store = try await PostgresStore<Item>.open(
      configuration: TestServer.configuration(), table: table)
    try await store.perform { transaction in
      for id in ids { try transaction.insert(Self.item(id)) }
    }
    return (store, table)
  }

  @Test(
    "Upserts and deletes logged under the id are the write; rows missing under it are another's, unless the table or a pruned log cannot tell",
    .enabled(if: TestServer.isAvailable, "no PostgreSQL"))
  func outcomes() async throws {
    let (store, table) = try await Self.store("evidence", holding: 1...3)
    try await store.perform { transaction in
      try transaction.insert(Self.item(4))
      try transaction.delete(1)
    }
    let connection = try await TestServer.connect()
    let first = try await Self.transaction(of: 2, op: "I", table: table, on: connection)
    let second = try await Self.transaction(of: 4, op: "I", table: table, on: connection)
    func outcome(
      _ upserted: [Int], _ deleted: [Int], removesAll: Bool = false, of transaction: String
    ) async throws -> WriteEvidence.Outcome {
      try await Self.outcome(
        upserted: upserted, deleted: deleted, removesAll: removesAll, of: transaction,
        table: table, on: connection)
    }
    // Each write's own traces.
    #expect(try await outcome([1, 2, 3], [], of: first) == .written)
    #expect(try await outcome([4], [1], of: second) == .written)
    // A deleted row that is gone is the same whoever deleted it.
    #expect(try await outcome([4], [1, 99], of: second) == .written)
    // An upserted row neither logged under the id nor in the table: another transaction's id.
    #expect(try await outcome([4, 5], [], of: second) == .lost)
    #expect(try await outcome([5], [], of: first) == .lost)
    // Rows in the table, not logged under the id: the table cannot tell.
    Self.expectUnknown(try await outcome([2], [], of: second), "an upserted row logged elsewhere")
    Self.expectUnknown(try await outcome([], [3], of: second), "a deleted row still in the table")
    Self.expectUnknown(
      try await outcome([], [], removesAll: true, of: second), "every row deleted, rows left")
    // Once the log is pruned past the id (as a prune that got that far leaves it), a missing
    // trace tells nothing.
    let horizon = try #require(UInt64(second)) + 1
    try await TestServer.run(
      "DELETE FROM \"resultskit_log_\(table)\" WHERE xid < '\(horizon)'::xid8", on: connection)
    try await TestServer.run(
      "UPDATE resultskit_meta SET prune_horizon = '\(horizon)'::xid8 WHERE table_name = '\(table)'",
      on: connection)
    Self.expectUnknown(try await outcome([4, 5], [], of: second), "a trace gone with the log")
    try await connection.close()
    await store.close()
  }

  @Test(
    "Every row deleted, the table empty: the write's effect is there",
    .enabled(if: TestServer.isAvailable, "no PostgreSQL"))
  func removedAll() async throws {
    let (store, table) = try await Self.store("evidenceall", holding: 1...1)
    try await store.perform { transaction in transaction.deleteAll() }
    let connection = try await TestServer.connect()
    let written = try await Self.transaction(of: 1, op: "I", table: table, on: connection)
    #expect(
      try await Self.outcome(removesAll: true, of: written, table: table, on: connection)
        == .written)
    try await connection.close()
    await store.close()
  }
}
