import PostgresNIO
import ResultsKitPostgres
import ResultsKitStore
import Testing

/// Opening a store sets up the table's log and triggers again; a transaction writing to the
/// table meanwhile must not deadlock with it (the demo's board met that while an import
/// opened its store).
@Suite(
  "Opening a store while another client writes",
  .enabled(if: TestServer.isAvailable, "no PostgreSQL"))
@MainActor
struct OpenWhileWritingTests {
  @Test("A store opening while a transaction writes waits for it, and both succeed")
  func openWaitsForAWriter() async throws {
    let table = TestServer.uniqueTable("opening")
    let first = try await PostgresStore<Item>.open(
      configuration: TestServer.configuration(), table: table)
    try await first.perform { transaction in
      try transaction.insert(Item(id: 1, title: "one", rank: 1, done: false, note: nil))
    }
    // A writer that holds the table's lock for writing, but has not reached the log yet:
    // what an INSERT holds between taking the table and its row trigger writing the log.
    let writer = try await TestServer.connect()
    try await TestServer.run("BEGIN", on: writer)
    try await TestServer.run("LOCK TABLE \"\(table)\" IN ROW EXCLUSIVE MODE", on: writer)
    let opening = Task {
      try await PostgresStore<Item>.open(configuration: TestServer.configuration(), table: table)
    }
    try await Task.sleep(for: .milliseconds(300))
    // The row trigger now writes the log: with the opening holding the log before the
    // table, this deadlocked (40P01), and the server rolled one of them back.
    var writeError: (any Error)?
    do {
      try await TestServer.run(
        "INSERT INTO \"\(table)\" (id, title, rank, done) VALUES (2, 'two', 2, true)", on: writer)
      try await TestServer.run("COMMIT", on: writer)
    } catch {
      writeError = error
    }
    try await writer.close()
    #expect(writeError == nil, "the writer failed: \(String(describing: writeError))")
    let opened = await opening.result
    #expect(throws: Never.self) { try opened.get() }
    if let second = try? opened.get() {
      #expect(Set(second.store.objects.map(\.id)) == [1, 2])
      await second.close()
    }
    await first.close()
  }
}
