import PostgresNIO
import ResultsKit
import ResultsKitPostgres
import ResultsKitStore
import Testing

/// The change log pruned by age as stores write: it stays small under a steady stream of
/// writes, and a store away for longer than the retention re-reads the table on its return.
@Suite(
  "Pruning: the change log kept for a retention",
  .enabled(if: TestServer.isAvailable, "no PostgreSQL"))
@MainActor
struct PruningTests {
  static func item(_ id: Int, rank: Double = 1) -> Item {
    Item(id: id, title: "\(id)", rank: rank, done: false, note: nil)
  }

  /// The number of entries in the log of `table`, and of those for identifier `id`.
  static func logCount(_ table: String, id: Int? = nil, on connection: PostgresConnection)
    async throws -> Int
  {
    let filter = id.map { " WHERE id = \($0)" } ?? ""
    let rows = try await TestServer.run(
      "SELECT count(*) FROM \"resultskit_log_\(table)\"\(filter)", on: connection)
    return try rows.first?.decode(Int.self) ?? -1
  }

  /// A store on `table` that prunes entries older than 100 ms, at most once per `interval`.
  static func pruningWriter(_ table: String, every interval: Duration) async throws
    -> PostgresStore<Item>
  {
    let writer = try await PostgresStore<Item>.open(
      configuration: TestServer.configuration(), table: table)
    writer.changeLogRetention = .milliseconds(100)
    writer.changeLogPruneInterval = interval
    return writer
  }

  @Test("A store away for longer than the retention re-reads the table, in one commit")
  func laggingFollower() async throws {
    let table = TestServer.uniqueTable("retention")
    let writer = try await Self.pruningWriter(table, every: .zero)
    try await writer.perform { transaction in try transaction.insert(Self.item(100)) }
    let away = try await PostgresStore<Item>.open(
      configuration: TestServer.configuration(), table: table)
    away.changeLogRetention = nil
    var commits = 0
    let observation = away.store.observe { _ in commits += 1 }
    // Written while the other store is away, then pruned once older than the retention.
    try await writer.perform { transaction in
      for id in 1...5 { try transaction.insert(Self.item(id)) }
    }
    let connection = try await TestServer.connect()
    var step = 0.0
    let pruned = try await eventually {
      try await Task.sleep(for: .milliseconds(150))
      step += 1
      try await writer.perform { transaction in
        try transaction.update(100) { $0.rank = step }
      }
      return try await Self.logCount(table, id: 3, on: connection) == 0
    }
    #expect(pruned, "the entries of item 3 were never pruned")
    #expect(commits == 0)
    // Items 1…5 are in no entry the store could read: it has them only by re-reading.
    #expect(try await away.catchUp())
    #expect(commits == 1)
    #expect(away.byID == (try await tableItems(table, on: connection)))
    #expect(away.byID.keys.sorted() == [1, 2, 3, 4, 5, 100])
    _ = observation
    try await connection.close()
    await away.close()
    await writer.close()
  }

  @Test("Under a steady stream of writes the log holds only the last retention's entries")
  func boundedLog() async throws {
    let table = TestServer.uniqueTable("bounded")
    let writer = try await Self.pruningWriter(table, every: .milliseconds(20))
    let follower = try await PostgresStore<Item>.open(
      configuration: TestServer.configuration(), table: table)
    follower.startFollowing()
    for id in 1...60 {
      try await writer.perform { transaction in try transaction.insert(Self.item(id)) }
      try await Task.sleep(for: .milliseconds(5))
    }
    let connection = try await TestServer.connect()
    // 60 entries were logged; once the retention passed, a write prunes all but its own.
    let small = try await eventually {
      try await Task.sleep(for: .milliseconds(150))
      try await writer.perform { transaction in try transaction.update(1) { $0.rank += 1 } }
      return try await Self.logCount(table, on: connection) <= 5
    }
    let left = try await Self.logCount(table, on: connection)
    #expect(small, "the log kept \(left) entries")
    // The follower, which kept up, lost nothing to the pruning.
    let expected = try await tableItems(table, on: connection)
    #expect(try await eventually { follower.byID == expected })
    try await connection.close()
    await follower.close()
    await writer.close()
  }
}
