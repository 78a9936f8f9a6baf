import Foundation
import ResultsKit
import ResultsKitStore
import Testing

@testable import ResultsKitSQLite

/// `followOtherWriters(every:)`: another connection's writes reach the store without the app
/// calling `refresh()`, until the subscription is cancelled.
@Suite("SQLite store: following other writers")
@MainActor
struct FollowingTests {
  @Test("another connection's write arrives within a few intervals; cancelling stops it")
  func follows() async throws {
    let directory = try TemporaryDirectory()
    try makeCardTable(directory.path())
    let store = try ObjectStore<Card>(
      database: SQLiteDatabase(path: directory.path()), table: "cards")
    let writer = try ObjectStore<Card>(
      database: SQLiteDatabase(path: directory.path()), table: "cards")
    var results: [Bool] = []
    let following = store.followOtherWriters(every: .milliseconds(10)) { result in
      if case let .success(changed) = result { results.append(changed) }
    }
    try writer.perform { $0.upsert(Card(id: 1, shelf: "a", rank: 1, label: "one")) }
    // Generous: with every core busy with other tests (under the sanitizers, beside other
    // work), the main actor can be taken for minutes and timers fire late; the deadline only
    // keeps a broken follower from hanging the run.
    let deadline = ContinuousClock.now + .seconds(1_200)
    while store[id: 1] == nil && ContinuousClock.now < deadline {
      try await Task.sleep(for: .milliseconds(5))
    }
    #expect(store[id: 1] == Card(id: 1, shelf: "a", rank: 1, label: "one"))
    #expect(results.contains(true))
    following.cancel()
    try await Task.sleep(for: .milliseconds(30))
    let calls = results.count
    try writer.perform { $0.upsert(Card(id: 2, shelf: "a", rank: 2, label: "two")) }
    try await Task.sleep(for: .milliseconds(100))
    #expect(results.count == calls)
    #expect(store[id: 2] == nil)
  }

  @Test("a refresh that fails is reported, and the next one is tried")
  func reportsErrors() async throws {
    let directory = try TemporaryDirectory()
    try makeCardTable(directory.path())
    let database = try SQLiteDatabase(path: directory.path())
    let store = try ObjectStore<Card>(database: database, table: "cards")
    var errors = 0
    var changes = 0
    let following = store.followOtherWriters(every: .milliseconds(10)) { result in
      switch result {
      case .success(true): changes += 1
      case .success(false): break
      case .failure: errors += 1
      }
    }
    defer { following.cancel() }
    // Another connection holds the write lock; the reader's BEGIN waits for nothing in WAL
    // mode, so make its read fail another way: a row that does not decode.
    let other = try SQLiteDatabase(path: directory.path())
    try other.execute("INSERT INTO cards VALUES (1, 'a', 1, X'00')")
    // Generous: with every core busy with other tests (under the sanitizers, beside other
    // work), the main actor can be taken for minutes and timers fire late; the deadline only
    // keeps a broken follower from hanging the run.
    let deadline = ContinuousClock.now + .seconds(1_200)
    while errors == 0 && ContinuousClock.now < deadline {
      try await Task.sleep(for: .milliseconds(5))
    }
    #expect(errors > 0)
    try other.execute("UPDATE cards SET label = 'one' WHERE id = 1")
    while changes == 0 && ContinuousClock.now < deadline {
      try await Task.sleep(for: .milliseconds(5))
    }
    #expect(store[id: 1]?.label == "one")
  }
}
