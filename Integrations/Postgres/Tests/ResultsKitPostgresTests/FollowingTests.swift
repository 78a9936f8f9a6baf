import PostgresNIO
import ResultsKit
import ResultsKitPostgres
import ResultsKitStore
import Testing

/// Following: what others commit reaches every store, in commit order, each catch-up one
/// commit; own writes are not applied twice; a pruned log means a full re-read.
@Suite(
  "Following: the change log, in commit order",
  .enabled(if: TestServer.isAvailable, "no PostgreSQL"))
@MainActor
struct FollowingTests {
  static func item(_ id: Int, _ title: String = "x", rank: Double = 1) -> Item {
    Item(id: id, title: title, rank: rank, done: false, note: nil)
  }

  @Test("Crossing commits: a transaction with the lower xid that commits later is not skipped")
  func crossingCommits() async throws {
    let table = TestServer.uniqueTable("crossing")
    let store = try await PostgresStore<Item>.open(
      configuration: TestServer.configuration(), table: table)
    try await store.perform { transaction in try transaction.insert(Self.item(0)) }
    let a = try await TestServer.connect()
    let b = try await TestServer.connect()
    // A takes the lower transaction id, B the higher; B commits first.
    try await TestServer.run("BEGIN", on: a)
    try await TestServer.run(
      "INSERT INTO \"\(table)\" (id, title, rank, done) VALUES (1, 'a', 1, false)", on: a)
    let xidA = try await TestServer.run("SELECT pg_current_xact_id()::text", on: a)
      .first?.decode(String.self)
    try await TestServer.run("BEGIN", on: b)
    try await TestServer.run(
      "INSERT INTO \"\(table)\" (id, title, rank, done) VALUES (2, 'b', 2, false)", on: b)
    let xidB = try await TestServer.run("SELECT pg_current_xact_id()::text", on: b)
      .first?.decode(String.self)
    #expect(UInt64(xidA ?? "") ?? 0 < UInt64(xidB ?? "") ?? 0)
    try await TestServer.run("COMMIT", on: b)
    // The store reads after B's commit, while A is still running: it sees B only.
    #expect(try await store.catchUp())
    #expect(store.byID.keys.sorted() == [0, 2])
    try await TestServer.run("COMMIT", on: a)
    // A committed after that read: the next read has it, though its xid is below B's.
    #expect(try await store.catchUp())
    #expect(store.byID.keys.sorted() == [0, 1, 2])
    #expect(try await store.catchUp() == false)
    try await a.close()
    try await b.close()
    await store.close()
  }

  @Test("Own writes are applied once: the catch-up that reads them back changes nothing")
  func ownWritesOnce() async throws {
    let table = TestServer.uniqueTable("own")
    let store = try await PostgresStore<Item>.open(
      configuration: TestServer.configuration(), table: table)
    var commits: [StoreCommit<Item>] = []
    let observation = store.store.observe { commits.append($0) }
    try await store.perform { transaction in
      try transaction.insert(Self.item(1))
      try transaction.insert(Self.item(2))
    }
    #expect(commits.count == 1 && commits[0].inserted.count == 2)
    try await store.perform { transaction in
      try transaction.update(1) { $0.title = "changed" }
      try transaction.delete(2)
    }
    #expect(commits.count == 2)
    // The log holds both writes; reading them back is no change.
    #expect(try await store.catchUp() == false)
    #expect(commits.count == 2)
    store.startFollowing()
    try await Task.sleep(for: .milliseconds(200))
    #expect(commits.count == 2)
    _ = observation
    await store.close()
  }

  @Test("A pruned log: a store behind the horizon re-reads the table, and ends equal")
  func prunedLog() async throws {
    let table = TestServer.uniqueTable("pruned")
    let writer = try await PostgresStore<Item>.open(
      configuration: TestServer.configuration(), table: table)
    try await writer.perform { transaction in
      for id in 1...5 { try transaction.insert(Self.item(id)) }
    }
    let slow = try await PostgresStore<Item>.open(
      configuration: TestServer.configuration(), table: table)
    #expect(slow.store.count == 5)
    var commits = 0
    let observation = slow.store.observe { _ in commits += 1 }
    try await writer.perform { transaction in
      try transaction.delete(1)
      try transaction.update(2) { $0.title = "two" }
      try transaction.insert(Self.item(6))
    }
    // The horizon is the oldest running transaction's: other tests' transactions may hold it
    // back for a moment, so prune until the log is empty.
    let connection = try await TestServer.connect()
    let emptied = try await eventually {
      try await writer.pruneChangeLog()
      let left = try await TestServer.run(
        "SELECT count(*) FROM \"resultskit_log_\(table)\"", on: connection)
      return try left.first?.decode(Int.self) == 0
    }
    #expect(emptied)
    #expect(try await slow.catchUp())
    #expect(commits == 1)
    #expect(slow.byID == writer.byID)
    #expect(slow.byID == (try await tableItems(table, on: connection)))
    _ = observation
    try await connection.close()
    await writer.close()
    await slow.close()
  }

  @Test("A TRUNCATE, which row triggers do not see, makes every follower re-read the table")
  func truncate() async throws {
    let table = TestServer.uniqueTable("truncated")
    let store = try await PostgresStore<Item>.open(
      configuration: TestServer.configuration(), table: table)
    try await store.perform { transaction in
      for id in 1...3 { try transaction.insert(Self.item(id)) }
    }
    let follower = try await PostgresStore<Item>.open(
      configuration: TestServer.configuration(), table: table)
    follower.startFollowing()
    let connection = try await TestServer.connect()
    try await TestServer.run("TRUNCATE \"\(table)\"", on: connection)
    try await TestServer.run(
      "INSERT INTO \"\(table)\" (id, title, rank, done) VALUES (9, 'after', 9, false)",
      on: connection)
    #expect(
      try await eventually {
        follower.byID == [9: Item(id: 9, title: "after", rank: 9, done: false, note: nil)]
      })
    #expect(try await store.catchUp())
    #expect(store.byID == follower.byID)
    try await connection.close()
    await follower.close()
    await store.close()
  }

  @Test("A table made by another client after this store opened is followed")
  func tableMadeLater() async throws {
    let table = TestServer.uniqueTable("later")
    let early = try await PostgresStore<Item>.open(
      configuration: TestServer.configuration(), table: table)
    early.startFollowing()
    let writer = try await PostgresStore<Item>.open(
      configuration: TestServer.configuration(), table: table)
    try await writer.perform { transaction in try transaction.insert(Self.item(1)) }
    // The early store listens on the table's channel before anyone notifies on it.
    #expect(try await eventually { early.byID == [1: Self.item(1)] })
    try await writer.perform { transaction in try transaction.insert(Self.item(2)) }
    #expect(try await eventually { early.store.count == 2 })
    await early.close()
    await writer.close()
  }
}
