import PostgresNIO
import ResultsKit
import ResultsKitStore
import Testing

@testable import ResultsKitPostgres

/// The server itself stopped while clients write, then started again.
///
/// `pg_ctl stop -m immediate` kills every backend at once, without a shutdown checkpoint.
/// These tests use the second server `with-postgres` runs for them, one test at a time, so
/// no other test sees it stop.
@Suite(
  "Server restart: stopped mid-write, started again", .serialized,
  .enabled(
    if: TestServer.canRestart,
    "no PostgreSQL server to stop and start (run under Scripts/with-postgres)"))
@MainActor
struct ServerRestartTests {
  static let request = FetchRequest<Item>(
    sortBy: [.ascending(\.rank)], sectionBy: { $0.done ? "done" : "open" })

  /// What one writer's attempts came to, by the identifier each inserted.
  @MainActor
  final class Ledger {
    /// `perform` returned.
    var kept: [Int] = []
    /// `perform` threw: the server did not keep the write.
    var refused: [Int] = []
    /// `perform` threw `commitOutcomeUnknown`.
    var unknown: [Int] = []
    var errors: [String] = []
  }

  /// Whether the writers should stop.
  @MainActor
  final class Switch {
    var isOn = true
  }

  /// Writes through `store` while `running` is on: each transaction inserts the next
  /// identifier from `first` and retitles the shared item 0.
  static func write(
    _ store: PostgresStore<Item>, from first: Int, ledger: Ledger, running: Switch
  ) async {
    var id = first
    while running.isOn {
      id += 1
      let next = id
      do {
        try await store.perform { transaction in
          try transaction.insert(
            Item(id: next, title: "w", rank: Double(next % 17), done: next % 2 == 0, note: nil))
          try transaction.update(0) { $0.title = "\(next)" }
        }
        ledger.kept.append(next)
      } catch PostgresStoreError.commitOutcomeUnknown {
        ledger.unknown.append(next)
      } catch {
        ledger.refused.append(next)
        ledger.errors.append("\(error)")
        try? await Task.sleep(for: .milliseconds(30))
      }
    }
  }

  /// Raw SQL on a connection of its own, connecting again when it was lost: upserts of
  /// identifiers from 50 000 and deletes of its own earlier ones, while `running` is on.
  static func writeRawSQL(_ table: String, ledger: Ledger, running: Switch) async {
    var connection: PostgresConnection?
    var id = 50_000
    while running.isOn {
      id += 1
      let sql =
        id % 3 == 0
        ? "DELETE FROM \"\(table)\" WHERE id = \(id - 2)"
        : """
        INSERT INTO "\(table)" (id, title, rank, done) VALUES (\(id), 'raw', \(id % 13), true)
        ON CONFLICT (id) DO UPDATE SET title = 'raw again'
        """
      do {
        if connection?.isClosed ?? true {
          connection = try await PostgresConnection.connect(
            configuration: try TestServer.faultConfiguration(), id: id, logger: TestServer.logger)
        }
        if let connection { try await TestServer.run(sql, on: connection) }
        ledger.kept.append(id)
      } catch {
        ledger.errors.append("\(error)")
        try? await Task.sleep(for: .milliseconds(30))
      }
      try? await Task.sleep(for: .milliseconds(5))
    }
    try? await connection?.close()
  }

  /// The identifiers of items `commits` inserted more than once.
  static func insertedTwice(_ commits: [StoreCommit<Item>]) -> [Int] {
    var seen: [Int: Int] = [:]
    for commit in commits { for item in commit.inserted { seen[item.id, default: 0] += 1 } }
    return seen.filter { $0.value > 1 }.keys.sorted()
  }

  @Test(
    "Stopped mid-write and started again: clients reconnect, nothing lost or applied twice, all equal the table"
  )
  func stopMidWrite() async throws {
    let table = TestServer.uniqueTable("restart")
    let configuration = try TestServer.faultConfiguration()
    var followErrors = 0
    let stores = try await openFollowingPair(
      table, configuration: configuration,
      seed: Item(id: 0, title: "shared", rank: 0, done: false, note: nil),
      onFollowError: { _ in followErrors += 1 })
    let (first, second) = (stores[0], stores[1])
    let watched = stores.map { WatchedStore($0, request: Self.request) }
    let ledgers = [Ledger(), Ledger(), Ledger()]
    let running = Switch()
    let writers = [
      Task { await Self.write(first, from: 10_000, ledger: ledgers[0], running: running) },
      Task { await Self.write(second, from: 20_000, ledger: ledgers[1], running: running) },
      Task { await Self.writeRawSQL(table, ledger: ledgers[2], running: running) },
    ]
    // Every writer writes, then the server stops under them, and starts again.
    #expect(try await eventually { ledgers.allSatisfy { $0.kept.count >= 5 } })
    try await TestServer.control("stop-immediate")
    let before = ledgers.map(\.kept.count)
    // Down for longer than a write whose COMMIT failed asks the server for its outcome (about
    // a second): the writers' next writes start while it is down, and are refused.
    try await Task.sleep(for: .milliseconds(1_500))
    try await TestServer.control("start")
    // Every writer writes again, by itself.
    let resumed = try await eventually(seconds: 20) {
      zip(ledgers, before).allSatisfy { ledger, count in ledger.kept.count >= count + 5 }
    }
    running.isOn = false
    for writer in writers { await writer.value }
    #expect(resumed, "\(ledgers.map(\.errors.last))")
    #expect(followErrors > 0, "the followers never saw the connection drop")
    #expect(ledgers[0].refused.count + ledgers[1].refused.count > 0, "no write met the outage")

    // Quiescence: both stores reach the table through following alone.
    let connection = try await PostgresConnection.connect(
      configuration: configuration, id: 1, logger: TestServer.logger)
    let expected = try await tableItems(table, on: connection)
    for (index, store) in stores.enumerated() {
      #expect(try await eventually(seconds: 20) { store.byID == expected }, "store \(index)")
      watched[index].checkController("store \(index)")
      #expect(
        Self.insertedTwice(watched[index].commits).isEmpty,
        "store \(index) applied an insert twice")
    }
    // Nothing lost: every write that returned is in the table; nothing kept that threw.
    for ledger in ledgers.prefix(2) {
      #expect(ledger.kept.filter { expected[$0] == nil }.isEmpty)
      #expect(ledger.refused.filter { expected[$0] != nil }.isEmpty)
    }
    _ = watched
    try await connection.close()
    await first.close()
    await second.close()
  }

  @Test(
    "The answer to COMMIT lost and the server gone: commitOutcomeUnknown, memory untouched; after the restart a catch-up brings the write"
  )
  func commitOutcomeUnknown() async throws {
    let table = TestServer.uniqueTable("unknown")
    let configuration = try TestServer.faultConfiguration()
    let store = try await PostgresStore<Item>.open(configuration: configuration, table: table)
    try await store.perform { transaction in
      try transaction.insert(Item(id: 1, title: "one", rank: 1, done: false, note: nil))
    }
    var commits = 0
    let observation = store.store.observe { _ in commits += 1 }
    store.commitFault = .loseAnswer(then: { try? await TestServer.control("stop-immediate") })
    do {
      try await store.perform { transaction in
        try transaction.insert(Item(id: 2, title: "two", rank: 2, done: false, note: nil))
      }
      Issue.record("a write whose outcome could not be learned returned")
    } catch let error as PostgresStoreError {
      guard case .commitOutcomeUnknown = error else {
        Issue.record("expected commitOutcomeUnknown, got \(error)")
        try await TestServer.control("start")
        return
      }
    }
    #expect(store.byID.keys.sorted() == [1] && commits == 0)
    try await TestServer.control("start")
    // The server kept it: the next catch-up brings it, as one commit.
    #expect(try await store.catchUp())
    #expect(store.byID.keys.sorted() == [1, 2] && commits == 1)
    let connection = try await PostgresConnection.connect(
      configuration: configuration, id: 1, logger: TestServer.logger)
    #expect(try await tableItems(table, on: connection) == store.byID)
    _ = observation
    try await connection.close()
    await store.close()
  }
}
