import Foundation
import Logging
import PostgresNIO
import ResultsKit
import ResultsKitPostgres
import ResultsKitStore
import ResultsKitTesting

/// A store in a process of its own, for the model tests: opens a ``PostgresStore`` on a
/// table, follows it, writes seeded random transactions, then, on a line on stdin, catches
/// up and compares its store (and a results controller) with the table read by `SELECT`.
///
///     resultskit-postgres-client TABLE SEED TRANSACTIONS
///
/// The server is the one PGHOST, PGPORT, PGUSER, PGPASSWORD and PGDATABASE name. It prints
/// `wrote OK FAILED` after its writes and then one line,
/// `result equal=BOOL controller=BOOL rows=N batches=B commits=C`: whether the store equals
/// the table, whether the followed controller equals a fresh fetch, the table's row count,
/// and the controller's batches and the store's commits. Exit status 0 when both are equal,
/// 1 when not, 2 on a usage or connection error.
@main
enum Client {
  static func main() async {
    let arguments = CommandLine.arguments.dropFirst()
    guard arguments.count == 3, let seed = UInt64(arguments[2]),
      let count = Int(arguments[3])
    else {
      say("usage: resultskit-postgres-client TABLE SEED TRANSACTIONS")
      exit(2)
    }
    do {
      let equal = try await run(table: arguments[1], seed: seed, transactions: count)
      exit(equal ? 0 : 1)
    } catch {
      say("error \(error)")
      exit(2)
    }
  }

  /// Writes `line` to stdout at once (unbuffered: the test reads it while this runs).
  static func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
  }

  /// The server the environment names.
  static var configuration: PostgresConnection.Configuration {
    let environment = ProcessInfo.processInfo.environment
    return PostgresConnection.Configuration(
      host: environment["PGHOST"] ?? "127.0.0.1",
      port: Int(environment["PGPORT"] ?? "") ?? 5432,
      username: environment["PGUSER"] ?? "postgres", password: environment["PGPASSWORD"],
      database: environment["PGDATABASE"] ?? "postgres", tls: .disable)
  }

  /// Writes, waits for the line on stdin, compares; returns whether all was equal.
  @MainActor
  static func run(table: String, seed: UInt64, transactions: Int) async throws -> Bool {
    let logger = Logger(label: "resultskit-postgres-client")
    let store = try await PostgresStore<ClientItem>.open(
      configuration: configuration, table: table, logger: logger)
    let request = FetchRequest<ClientItem>(
      sortBy: [.ascending(\.rank)], sectionBy: { $0.done ? "done" : "open" })
    let controller = ResultsController(store: store.store, request: request)
    controller.performFetch()
    var batches = 0
    let subscription = controller.subscribe { event in
      if case .didChange = event { batches += 1 }
    }
    var commits = 0
    let observation = store.store.observe { _ in commits += 1 }
    store.startFollowing()
    var random = SeededRandomNumberGenerator(seed: seed)
    var failed = 0
    for _ in 0..<transactions {
      do {
        try await store.perform { transaction in
          try ClientWrites.random(&transaction, span: 40, using: &random)
        }
      } catch {
        failed += 1
      }
    }
    say("wrote \(transactions - failed) \(failed)")
    // Quiescence: the test says when every other writer is done.
    _ = await Task.detached { readLine() }.value
    store.stopFollowing()
    try await store.catchUp()
    let connection = try await PostgresConnection.connect(
      configuration: configuration, id: 2, logger: logger)
    let rows = try await connection.query(
      "SELECT id, title, rank, done, note FROM \(unescaped: "\"" + table + "\"")", logger: logger
    ).collect()
    var expected: [Int: ClientItem] = [:]
    for row in rows {
      let (id, title, rank, done, note) = try row.decode((Int, String, Double, Bool, String?).self)
      expected[id] = ClientItem(id: id, title: title, rank: rank, done: done, note: note)
    }
    try await connection.close()
    let stored = Dictionary(store.store.objects.map { ($0.id, $0) }) { _, last in last }
    let fresh = ResultsController(store: store.store, request: request)
    fresh.performFetch()
    let controllerEqual =
      controller.fetchedObjects == fresh.fetchedObjects
      && controller.sections.map { $0.objects.map(\.id) }
        == fresh.sections.map { $0.objects.map(\.id) }
    say(
      "result equal=\(stored == expected) controller=\(controllerEqual) rows=\(rows.count) "
        + "batches=\(batches) commits=\(commits)")
    _ = (subscription, observation)
    await store.close()
    return stored == expected && controllerEqual
  }
}
