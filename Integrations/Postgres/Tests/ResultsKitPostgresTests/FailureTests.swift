import Foundation
import PostgresNIO
import ResultsKit
import ResultsKitPostgres
import ResultsKitStore
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// What fails says why, as a `PostgresStoreError`, and leaves memory as it was.
@Suite(
  "Failures: typed errors, memory untouched",
  .enabled(if: TestServer.isAvailable, "no PostgreSQL"))
@MainActor
struct FailureTests {
  @Test("An unreachable server: connectionFailed")
  func unreachable() async throws {
    // A port nobody listens on: taken from the system, then released.
    let socket = try #require(Self.freePort())
    do {
      _ = try await PostgresStore<Item>.open(
        configuration: TestServer.configuration(port: socket), table: "unreachable")
      Issue.record("opened a store on a port with no server")
    } catch {
      guard case let .connectionFailed(host, port, _) = error else {
        Issue.record("expected connectionFailed, got \(error)")
        return
      }
      #expect(host == "127.0.0.1" && port == socket)
    }
  }

  @Test("A wrong password: authenticationFailed")
  func wrongPassword() async throws {
    do {
      _ = try await PostgresStore<Item>.open(
        configuration: TestServer.configuration(password: "not the password"), table: "items")
      Issue.record("opened a store with a wrong password")
    } catch {
      guard case .authenticationFailed = error else {
        Issue.record("expected authenticationFailed, got \(error)")
        return
      }
      #expect(error.description.contains("refused"))
    }
  }

  @Test("A transaction the server refuses (a CHECK violated): serverError, nothing in memory")
  func refusedTransaction() async throws {
    let table = TestServer.uniqueTable("refused")
    let store = try await PostgresStore<Item>.open(
      configuration: TestServer.configuration(), table: table)
    try await store.perform { transaction in
      try transaction.insert(Item(id: 1, title: "one", rank: 1, done: false, note: nil))
    }
    let connection = try await TestServer.connect()
    try await TestServer.run(
      "ALTER TABLE \"\(table)\" ADD CONSTRAINT positive CHECK (rank >= 0)", on: connection)
    let controller = ResultsController(
      store: store.store, request: FetchRequest<Item>(sortBy: [.ascending(\.rank)]))
    controller.performFetch()
    var events = 0
    let subscription = controller.subscribe { event in
      if case .didChange = event { events += 1 }
    }
    do {
      try await store.perform { transaction in
        try transaction.insert(Item(id: 2, title: "two", rank: 2, done: false, note: nil))
        try transaction.update(1) { $0.title = "changed" }
        try transaction.insert(Item(id: 3, title: "three", rank: -3, done: false, note: nil))
      }
      Issue.record("the server took a row that violates the CHECK")
    } catch let error as PostgresStoreError {
      guard case let .serverError(sqlState, message) = error else {
        Issue.record("expected serverError, got \(error)")
        return
      }
      #expect(sqlState == "23514" && message.contains("positive"))
    }
    #expect(store.byID == [1: Item(id: 1, title: "one", rank: 1, done: false, note: nil)])
    #expect(events == 0 && controller.fetchedObjects.map(\.id) == [1])
    #expect(try await tableItems(table, on: connection).keys.sorted() == [1])
    // The next write works.
    try await store.perform { transaction in
      try transaction.insert(Item(id: 2, title: "two", rank: 2, done: false, note: nil))
    }
    #expect(events == 1 && controller.fetchedObjects.map(\.id) == [1, 2])
    _ = subscription
    await store.close()
    try await connection.close()
  }

  @Test(
    "Connections the server closed: a write that fails changes nothing, the next connects again; a follower reconnects and catches up"
  )
  func closedConnection() async throws {
    let table = TestServer.uniqueTable("dropped")
    let name = "resultskit-dropped-\(UInt32.random(in: 0...UInt32.max))"
    let store = try await PostgresStore<Item>.open(
      configuration: TestServer.configuration(applicationName: name), table: table)
    try await store.perform { transaction in
      try transaction.insert(Item(id: 1, title: "one", rank: 1, done: false, note: nil))
    }
    let follower = try await PostgresStore<Item>.open(
      configuration: TestServer.configuration(applicationName: name), table: table)
    var followErrors: [String] = []
    follower.onFollowError = { followErrors.append("\($0)") }
    follower.startFollowing()
    let connection = try await TestServer.connect()
    let terminated = try await TestServer.run(
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = '\(name)'",
      on: connection)
    #expect(terminated.count == 2)
    // Each write either fails, changing nothing, or (connected again) is kept.
    var failures: [PostgresStoreError] = []
    var written = false
    for _ in 0..<50 where !written {
      do {
        try await store.perform { transaction in try transaction.update(1) { $0.rank += 1 } }
        written = true
      } catch let error as PostgresStoreError {
        failures.append(error)
        try await Task.sleep(for: .milliseconds(20))
      }
    }
    #expect(written)
    for failure in failures {
      switch failure {
      case .connectionClosed, .serverError(sqlState: "57P01", _): break
      default: Issue.record("expected the connection closed, got \(failure)")
      }
    }
    let table1 = try await tableItems(table, on: connection)
    #expect(store.byID == table1 && table1[1]?.rank == 2)
    // Another client writes; the follower, connected again, catches up.
    let writer = try await PostgresStore<Item>.open(
      configuration: TestServer.configuration(), table: table)
    try await writer.perform { transaction in
      try transaction.insert(Item(id: 2, title: "two", rank: 2, done: true, note: nil))
    }
    let expected = try await tableItems(table, on: connection)
    #expect(try await eventually { follower.byID == expected }, "\(followErrors)")
    await store.close()
    await #expect(throws: PostgresStoreError.closed) {
      try await store.perform { transaction in try transaction.delete(1) }
    }
    #expect(store.store.count == 1)
    await writer.close()
    await follower.close()
    try await connection.close()
  }

  @Test("A write through the ObjectStore itself: writeOutsidePerform, nothing changes")
  func writeOutsidePerform() async throws {
    let table = TestServer.uniqueTable("outside")
    let store = try await PostgresStore<Item>.open(
      configuration: TestServer.configuration(), table: table)
    #expect(throws: PostgresStoreError.writeOutsidePerform) {
      try store.store.perform { transaction in
        try transaction.insert(Item(id: 1, title: "one", rank: 1, done: false, note: nil))
      }
    }
    #expect(store.store.count == 0)
    await store.close()
  }

  /// A loopback port no one listens on (bound, read and released).
  static func freePort() -> Int? {
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = 0
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { socketAddress in
        bind(descriptor, socketAddress, length) == 0
          && getsockname(descriptor, socketAddress, &length) == 0
      }
    }
    guard bound else { return nil }
    return Int(UInt16(bigEndian: address.sin_port))
  }
}
