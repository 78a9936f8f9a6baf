import PostgresNIO
import ResultsKitPostgres
import ResultsKitStore
import Testing

/// A table that exists is checked against the type: what does not fit is an error naming the
/// column, and nothing is written; an optional property's missing column is added.
@Suite(
  "Tables: created, checked, extended",
  .enabled(if: TestServer.isAvailable, "no PostgreSQL"))
@MainActor
struct TableCheckTests {
  static let item = Item(id: 1, title: "one", rank: 1, done: false, note: nil)

  /// Opens a store on a table made with `definition`, tries to write an item, and returns
  /// the error; checks that nothing was written and memory is unchanged.
  func writeError(definition: String) async throws -> PostgresStoreError? {
    let table = TestServer.uniqueTable("checked")
    let connection = try await TestServer.connect()
    try await TestServer.run("CREATE TABLE \"\(table)\" (\(definition))", on: connection)
    let store = try await PostgresStore<Item>.open(
      configuration: TestServer.configuration(), table: table)
    var caught: PostgresStoreError?
    do {
      try await store.perform { transaction in try transaction.insert(Self.item) }
    } catch let error as PostgresStoreError {
      caught = error
    }
    #expect(store.store.count == 0)
    let rows = try await TestServer.run("SELECT count(*) FROM \"\(table)\"", on: connection)
    #expect(try rows.first?.decode(Int.self) == 0)
    await store.close()
    try await connection.close()
    return caught
  }

  @Test("A missing table is created by the first write; a second store opens and reads it")
  func created() async throws {
    let table = TestServer.uniqueTable("created")
    let first = try await PostgresStore<Item>.open(
      configuration: TestServer.configuration(), table: table)
    try await first.perform { transaction in try transaction.insert(Self.item) }
    #expect(first.store[id: 1] == Self.item)
    let second = try await PostgresStore<Item>.open(
      configuration: TestServer.configuration(), table: table)
    #expect(second.byID == [1: Self.item])
    await first.close()
    await second.close()
  }

  @Test("A column of another type: columnTypeMismatch naming it, nothing written")
  func wrongType() async throws {
    let error = try await writeError(
      definition:
        "id bigint PRIMARY KEY, title integer NOT NULL, rank double precision, done boolean, note text"
    )
    guard case let .columnTypeMismatch(_, column, expected, found) = error else {
      Issue.record("expected columnTypeMismatch, got \(String(describing: error))")
      return
    }
    #expect(column == "title" && expected == "text" && found == "integer")
    #expect(error?.description.contains("title") == true)
  }

  @Test("A missing column of a property that cannot be nil: missingColumn naming it")
  func missingColumn() async throws {
    let error = try await writeError(
      definition: "id bigint PRIMARY KEY, rank double precision, done boolean, note text")
    guard case let .missingColumn(_, column) = error else {
      Issue.record("expected missingColumn, got \(String(describing: error))")
      return
    }
    #expect(column == "title")
  }

  @Test("Another column, NOT NULL without a default: unexpectedColumn naming it")
  func otherColumn() async throws {
    let error = try await writeError(
      definition: """
        id bigint PRIMARY KEY, title text, rank double precision, done boolean, note text,
        colour text NOT NULL
        """)
    guard case let .unexpectedColumn(_, column) = error else {
      Issue.record("expected unexpectedColumn, got \(String(describing: error))")
      return
    }
    #expect(column == "colour")
  }

  @Test("Another column that takes NULL is fine; an optional property's column is added")
  func optionalColumnAdded() async throws {
    let table = TestServer.uniqueTable("extended")
    let connection = try await TestServer.connect()
    try await TestServer.run(
      """
      CREATE TABLE "\(table)" (id bigint PRIMARY KEY, title text NOT NULL, rank double precision NOT NULL,
        done boolean NOT NULL, colour text);
      """, on: connection)
    try await TestServer.run(
      "INSERT INTO \"\(table)\" (id, title, rank, done) VALUES (7, 'seven', 7, true)",
      on: connection)
    let store = try await PostgresStore<Item>.open(
      configuration: TestServer.configuration(), table: table)
    #expect(store.byID == [7: Item(id: 7, title: "seven", rank: 7, done: true, note: nil)])
    let columns = try await TestServer.run(
      """
      SELECT data_type::text FROM information_schema.columns
      WHERE table_name = '\(table)' AND column_name = 'note'
      """, on: connection)
    #expect(try columns.map { try $0.decode(String.self) } == ["text"])
    try await store.perform { transaction in
      try transaction.update(7) { $0.note = "noted" }
    }
    #expect(try await tableItems(table, on: connection)[7]?.note == "noted")
    await store.close()
    try await connection.close()
  }

  @Test("A row that does not decode: open throws undecodableRow, nothing opened")
  func undecodableRow() async throws {
    let table = TestServer.uniqueTable("undecodable")
    let connection = try await TestServer.connect()
    try await TestServer.run(
      """
      CREATE TABLE "\(table)" (id bigint PRIMARY KEY, title text, rank double precision NOT NULL,
        done boolean NOT NULL, note text)
      """, on: connection)
    try await TestServer.run(
      "INSERT INTO \"\(table)\" (id, title, rank, done) VALUES (1, NULL, 1, true)",
      on: connection)
    do {
      _ = try await PostgresStore<Item>.open(
        configuration: TestServer.configuration(), table: table)
      Issue.record("the store opened")
    } catch let error {
      guard case let .undecodableRow(name, reason) = error else {
        Issue.record("expected undecodableRow, got \(error)")
        return
      }
      #expect(name == table && reason.contains("title"))
    }
    try await connection.close()
  }
}
