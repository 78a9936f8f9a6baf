import PostgresNIO
import Testing

@testable import ResultsKitPostgres

/// A statement's round trip that ends: answered, failed by the server, or failed by the
/// connection closing under it even when PostgresNIO never answers it.
@Suite(
  "Answered: a statement's wait ends when its connection closes",
  .enabled(if: TestServer.isAvailable, "no PostgreSQL"))
struct AnsweredTests {
  @Test("An answered statement returns its rows; a refused one throws the server's error")
  func answersAndErrors() async throws {
    let connection = try await TestServer.connect()
    let rows = try await connection.answered {
      try await connection.query("SELECT 41 + 1", logger: TestServer.logger).collect()
    }
    #expect(try rows.first?.decode(Int.self) == 42)
    do {
      _ = try await connection.answered {
        try await connection.query("SELECT * FROM no_such_table", logger: TestServer.logger)
          .collect()
      }
      Issue.record("a refused statement returned")
    } catch let error as PSQLError {
      #expect(error.serverInfo?[.sqlState] == "42P01")
    } catch {
      Issue.record("expected the server's error, got \(error)")
    }
    try await connection.close()
  }

  /// Waits on `connection` for work that never finishes by itself (a statement whose answer
  /// never comes) and expects the wait to end with `connectionClosed`.
  static func expectEndedByClose(
    _ connection: PostgresConnection, sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    do {
      try await connection.answered(grace: .milliseconds(100)) {
        try await Task.sleep(for: .seconds(3_600))
      }
      Issue.record("the wait ended without an error", sourceLocation: sourceLocation)
    } catch PostgresStoreError.connectionClosed {
      // The wait ended with the connection.
    } catch {
      Issue.record("expected connectionClosed, got \(error)", sourceLocation: sourceLocation)
    }
  }

  @Test(
    "A wait that would never end (a statement lost as the connection closed) throws connectionClosed once the connection is closed"
  )
  func closedUnderAWait() async throws {
    let connection = try await TestServer.connect()
    let closer = Task {
      try await Task.sleep(for: .milliseconds(100))
      try await connection.close()
    }
    await Self.expectEndedByClose(connection)
    try await closer.value
    #expect(connection.isClosed)
  }

  @Test("A wait begun on a connection already closed throws connectionClosed too")
  func alreadyClosed() async throws {
    let connection = try await TestServer.connect()
    try await connection.close()
    await Self.expectEndedByClose(connection)
  }
}
