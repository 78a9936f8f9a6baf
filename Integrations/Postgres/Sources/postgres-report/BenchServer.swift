import Logging
import PostgresNIO
import ResultsKitPostgres

/// The server the report measures on, and the plain SQL it runs around the measurements
/// (filling and dropping tables, looking at other backends).
struct BenchServer {
  let configuration: PostgresConnection.Configuration
  static let logger = Logger(label: "postgres-report")

  /// A table name for `purpose` that no other run uses.
  static func table(_ purpose: String) -> String {
    "bench_\(purpose)_" + String(UInt32.random(in: 0...UInt32.max), radix: 16)
  }

  /// Opens a store on `table`; following when `following`, and then caught up.
  @MainActor
  func store(
    _ table: String, following: Bool = false, applicationName: String? = nil
  ) async throws -> PostgresStore<BenchRow> {
    var configuration = configuration
    if let applicationName {
      configuration.options.additionalStartupParameters = [("application_name", applicationName)]
    }
    let store = try await PostgresStore<BenchRow>.open(configuration: configuration, table: table)
    if following { store.startFollowing() }
    return store
  }

  /// Runs `statements` one after the other on a connection of their own, and returns the
  /// last one's rows.
  func run(_ statements: String...) async throws -> [PostgresRow] {
    let connection = try await PostgresConnection.connect(
      configuration: configuration, id: 9, logger: Self.logger)
    do {
      var rows: [PostgresRow] = []
      for sql in statements {
        rows = try await connection.query(PostgresQuery(unsafeSQL: sql), logger: Self.logger)
          .collect()
      }
      try await connection.close()
      return rows
    } catch {
      try? await connection.close()
      throw error
    }
  }

  /// Drops `table` and its change log.
  func drop(_ table: String) async throws {
    _ = try await run(
      "DROP TABLE IF EXISTS \"\(table)\", \"resultskit_log_\(table)\" CASCADE")
  }
}

/// Waits until `condition` holds, checking every 100 µs, for at most `seconds`.
@MainActor
func waitUntil(seconds: Double = 30, _ condition: () -> Bool) async throws {
  let deadline = ContinuousClock.now + .seconds(seconds)
  while !condition() {
    guard ContinuousClock.now < deadline else { throw ReportError.timedOut }
    try await Task.sleep(for: .microseconds(100))
  }
}

/// Why the report stopped.
enum ReportError: Error, CustomStringConvertible {
  case timedOut
  case unexpected(String)

  var description: String {
    switch self {
    case .timedOut: "a follower did not apply a commit in time"
    case let .unexpected(reason): reason
    }
  }
}
