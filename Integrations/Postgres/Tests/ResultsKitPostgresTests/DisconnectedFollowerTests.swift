import PostgresNIO
import ResultsKit
import ResultsKitPostgres
import ResultsKitStore
import Testing

/// A follower away (following stopped, its connection maybe terminated too) while others
/// write catches up with everything, as one commit and one batch.
@Suite(
  "Following: a follower away while others write",
  .enabled(if: TestServer.isAvailable, "no PostgreSQL"))
@MainActor
struct DisconnectedFollowerTests {
  @Test(
    "Back after others wrote: one catch-up, one commit, one batch, equal to the table",
    arguments: [false, true])
  func catchesUpInOneBatch(connectionTerminated: Bool) async throws {
    let table = TestServer.uniqueTable("away")
    let name = "resultskit-away-\(UInt32.random(in: 0...UInt32.max))"
    let writer = try await PostgresStore<Item>.open(
      configuration: TestServer.configuration(), table: table)
    try await writer.perform { transaction in
      for id in 1...5 {
        try transaction.insert(Item(id: id, title: "\(id)", rank: 1, done: false, note: nil))
      }
    }
    let follower = try await PostgresStore<Item>.open(
      configuration: TestServer.configuration(applicationName: name), table: table)
    let watched = WatchedStore(
      follower, request: FetchRequest<Item>(sortBy: [.ascending(\.rank)]))
    follower.startFollowing()
    follower.stopFollowing()
    let raw = try await TestServer.connect()
    if connectionTerminated {
      let terminated = try await TestServer.run(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = '\(name)'",
        on: raw)
      #expect(terminated.count == 1)
    }
    for step in 0..<10 {
      try await writer.perform { transaction in
        try transaction.update(1 + step % 5) { $0.rank = Double(step) }
        try transaction.insert(Item(id: 10 + step, title: "new", rank: 2, done: true, note: nil))
      }
    }
    try await TestServer.run("DELETE FROM \"\(table)\" WHERE id = 2", on: raw)
    try await TestServer.run("UPDATE \"\(table)\" SET id = 30 WHERE id = 3", on: raw)
    let expected = try await tableItems(table, on: raw)
    #expect(watched.batches == 0 && watched.commits.isEmpty)
    follower.startFollowing()
    #expect(try await eventually { follower.byID == expected })
    #expect(watched.commits.count == 1 && watched.batches == 1)
    watched.checkController("back after others wrote")
    try await raw.close()
    await follower.close()
    await writer.close()
  }
}
