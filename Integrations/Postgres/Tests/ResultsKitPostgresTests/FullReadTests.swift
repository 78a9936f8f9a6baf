import PostgresNIO
import ResultsKitPostgres
import ResultsKitStore
import Testing

/// A full read decodes its rows in chunks, each in a task of its own: the objects still come
/// whole and in identifier order, and a row that does not decode is reported as the first such
/// row in identifier order, whichever chunk finishes first.
@Suite("Reading: a table of many chunks", .enabled(if: TestServer.isAvailable, "no PostgreSQL"))
@MainActor
struct FullReadTests {
  /// More rows than three of the read's decoding chunks hold.
  static let rows = 20_000

  /// Creates `table` with nullable columns and fills it with ``rows`` rows inserted in a
  /// scrambled order, row `g` titled `item g` with rank `g`.
  static func makeTable(_ table: String, on connection: PostgresConnection) async throws {
    try await TestServer.run(
      """
      CREATE TABLE "\(table)" (id bigint PRIMARY KEY, title text, rank double precision,
        done boolean NOT NULL, note text)
      """, on: connection)
    try await TestServer.run(
      """
      INSERT INTO "\(table)" (id, title, rank, done)
        SELECT g, 'item ' || g, g, g % 2 = 0 FROM generate_series(1, \(rows)) g
        ORDER BY (g * 7919) % 20011
      """, on: connection)
  }

  @Test("Twenty thousand rows written in scrambled order open whole, by identifier")
  func wholeAndInOrder() async throws {
    let table = TestServer.uniqueTable("chunks")
    let connection = try await TestServer.connect()
    try await Self.makeTable(table, on: connection)
    let store = try await PostgresStore<Item>.open(
      configuration: TestServer.configuration(), table: table)
    let expected = (1...Self.rows).map {
      Item(id: $0, title: "item \($0)", rank: Double($0), done: $0 % 2 == 0, note: nil)
    }
    #expect(store.store.objects == expected)
    await store.close()
    try await connection.close()
  }

  @Test("Rows that do not decode in two chunks: the first in identifier order is named")
  func firstBadRowNamed() async throws {
    let table = TestServer.uniqueTable("badchunks")
    let connection = try await TestServer.connect()
    try await Self.makeTable(table, on: connection)
    // The third chunk meets its bad row after a few rows, the second after most of its own:
    // the third tends to fail first.
    try await TestServer.run(
      "UPDATE \"\(table)\" SET rank = NULL WHERE id = 16000", on: connection)
    try await TestServer.run(
      "UPDATE \"\(table)\" SET title = NULL WHERE id = 16390", on: connection)
    for _ in 0..<3 {
      do {
        let store = try await PostgresStore<Item>.open(
          configuration: TestServer.configuration(), table: table)
        Issue.record("the store opened")
        await store.close()
      } catch let error {
        guard case let .undecodableRow(name, reason) = error else {
          Issue.record("expected undecodableRow, got \(error)")
          continue
        }
        #expect(name == table && reason.contains("rank") && !reason.contains("title"))
      }
    }
    try await connection.close()
  }
}

/// A stored type that is not `Sendable`: a full read decodes it in tasks of their own.
final class Memo: Identifiable, Equatable, Codable {
  let id: Int
  var title: String

  init(id: Int, title: String) {
    self.id = id
    self.title = title
  }

  static func == (lhs: Memo, rhs: Memo) -> Bool { lhs.id == rhs.id && lhs.title == rhs.title }
}

@Suite(
  "Reading: a type that is not Sendable", .enabled(if: TestServer.isAvailable, "no PostgreSQL"))
@MainActor
struct NonSendableReadTests {
  @Test("Objects of a class that is not Sendable open whole, in identifier order")
  func opens() async throws {
    let table = TestServer.uniqueTable("memos")
    let connection = try await TestServer.connect()
    try await TestServer.run(
      "CREATE TABLE \"\(table)\" (id bigint PRIMARY KEY, title text NOT NULL)", on: connection)
    try await TestServer.run(
      """
      INSERT INTO "\(table)" (id, title)
        SELECT g, 'memo ' || g FROM generate_series(1, 10000) g ORDER BY g DESC
      """, on: connection)
    let store = try await PostgresStore<Memo>.open(
      configuration: TestServer.configuration(), table: table)
    #expect(store.store.objects == (1...10_000).map { Memo(id: $0, title: "memo \($0)") })
    await store.close()
    try await connection.close()
  }
}
