import Foundation
import Logging
import PostgresNIO
import ResultsKitStore
import Testing

@testable import ResultsKitPostgres

/// The server the tests use: the one `Scripts/with-postgres` started (its settings in PGHOST,
/// PGPORT, PGUSER, PGPASSWORD, PGDATABASE).
enum TestServer {
  static var environment: [String: String] { ProcessInfo.processInfo.environment }

  /// Whether a server is configured, or required (then a test that cannot reach it fails).
  static var isAvailable: Bool {
    environment["PGPORT"] != nil || environment["RESULTSKIT_POSTGRES"] == "required"
  }

  /// Whether the fault tests' server, which they stop and start, is configured (or required).
  static var canRestart: Bool {
    environment["RESULTSKIT_POSTGRES_CONTROL"] != nil
      || environment["RESULTSKIT_POSTGRES"] == "required"
  }

  static let logger = Logger(label: "ResultsKitPostgresTests")

  /// The settings of the fault tests' server (`with-postgres` runs it beside the main one).
  static func faultConfiguration(applicationName: String? = nil) throws
    -> PostgresConnection.Configuration
  {
    let port = try #require(
      environment["RESULTSKIT_POSTGRES_FAULT_PORT"].flatMap { Int($0) },
      "RESULTSKIT_POSTGRES_FAULT_PORT is not set: run under Scripts/with-postgres")
    return configuration(port: port, applicationName: applicationName)
  }

  /// Stops (`stop-immediate`: no shutdown checkpoint, every backend killed at once) or
  /// starts (`start`) the fault tests' server, through the script `with-postgres` names.
  static func control(_ action: String) async throws {
    let script = try #require(
      environment["RESULTSKIT_POSTGRES_CONTROL"],
      "RESULTSKIT_POSTGRES_CONTROL is not set: run under Scripts/with-postgres")
    let status = try await runProcess(script, [action])
    try #require(status == 0, "postgres-control \(action) exited with \(status)")
  }

  /// The configured server's settings, with `password` or `port` changed when given.
  static func configuration(
    password: String? = nil, port: Int? = nil, applicationName: String? = nil
  ) -> PostgresConnection.Configuration {
    var configuration = PostgresConnection.Configuration(
      host: environment["PGHOST"] ?? "127.0.0.1",
      port: port ?? Int(environment["PGPORT"] ?? "") ?? 5432,
      username: environment["PGUSER"] ?? "postgres",
      password: password ?? environment["PGPASSWORD"],
      database: environment["PGDATABASE"] ?? "postgres", tls: .disable)
    if let applicationName {
      configuration.options.additionalStartupParameters = [("application_name", applicationName)]
    }
    return configuration
  }

  /// A plain connection, for raw SQL.
  static func connect() async throws -> PostgresConnection {
    try await PostgresConnection.connect(
      configuration: configuration(), id: Int.random(in: 1000...9999), logger: logger)
  }

  /// A table name no other test uses.
  static func uniqueTable(_ prefix: String) -> String {
    prefix + "_" + String(UInt32.random(in: 0...UInt32.max), radix: 16)
  }

  /// Runs `sql` on `connection` and returns its rows; throws, never hangs, when the
  /// connection closes under it (the fault tests stop the server under their writers).
  @discardableResult
  static func run(_ sql: String, on connection: PostgresConnection) async throws -> [PostgresRow] {
    try await connection.answered {
      try await connection.query(PostgresQuery(unsafeSQL: sql), logger: logger).collect()
    }
  }
}

/// Runs `executable` (looked up in `PATH` when it has no slash) with `arguments`, its output
/// discarded, and returns its exit status.
func runProcess(_ executable: String, _ arguments: [String]) async throws -> Int32 {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = [executable] + arguments
  process.standardOutput = FileHandle.nullDevice
  return try await withCheckedThrowingContinuation { continuation in
    process.terminationHandler = { process in
      continuation.resume(returning: process.terminationStatus)
    }
    do {
      try process.run()
    } catch {
      continuation.resume(throwing: error)
    }
  }
}

/// An object of the model tests: every kind of column but bytea and jsonb.
struct Item: Identifiable, Equatable, Codable, Sendable {
  var id: Int
  var title: String
  var rank: Double
  var done: Bool
  var note: String?
}

extension PostgresStore where Object == Item {
  /// The store's objects by identifier.
  var byID: [Int: Item] {
    Dictionary(store.objects.map { ($0.id, $0) }, uniquingKeysWith: { _, last in last })
  }
}

/// The rows of a table of items, read with plain SQL, by identifier.
func tableItems(_ table: String, on connection: PostgresConnection) async throws -> [Int: Item] {
  let rows = try await TestServer.run(
    "SELECT id, title, rank, done, note FROM \"\(table)\"", on: connection)
  var items: [Int: Item] = [:]
  for row in rows {
    let (id, title, rank, done, note) = try row.decode((Int, String, Double, Bool, String?).self)
    items[id] = Item(id: id, title: title, rank: rank, done: done, note: note)
  }
  return items
}

/// Waits (up to `seconds`) until `condition` holds, checking every 20 ms on the main actor.
@MainActor
func eventually(seconds: Double = 10, _ condition: () async throws -> Bool) async throws -> Bool {
  let deadline = ContinuousClock.now + .seconds(seconds)
  while ContinuousClock.now < deadline {
    if try await condition() { return true }
    try await Task.sleep(for: .milliseconds(20))
  }
  return try await condition()
}
