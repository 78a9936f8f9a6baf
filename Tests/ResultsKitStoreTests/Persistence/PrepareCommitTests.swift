import ResultsKit
import Testing

@testable import ResultsKitStore

/// `prepareCommit(_:)`, the first half of an asynchronous write: the net commit without any
/// change; and `refresh()` applying the same objects again as no change (the second half of
/// such a write, and a follower that reads back the store's own writes).
@Suite("Store persistence: a commit prepared, then applied through refresh()")
struct PrepareCommitTests {
  static func train(_ id: String, _ time: Int = 1, platform: String = "1") -> Train {
    Train(id: id, time: time, platform: platform)
  }

  @Test("prepareCommit returns the net commit and changes nothing, observers untold")
  func preparesWithoutChanging() throws {
    let persistence = MemoryPersistence([Self.train("a"), Self.train("b"), Self.train("c")])
    let (store, controller, log) = try PersistenceBehaviourTests.opened(persistence)
    var commits: [StoreCommit<Train>] = []
    let observation = store.observe { commits.append($0) }
    let (result, commit) = try store.prepareCommit { transaction in
      try transaction.insert(Self.train("d"))
      try transaction.update("a") { $0.time = 2 }
      transaction.upsert(Self.train("b"))  // equal: no change
      try transaction.delete("c")
      return 42
    }
    #expect(result == 42)
    let prepared = try #require(commit)
    #expect(!prepared.removesAll)
    #expect(prepared.upserts == [Self.train("d"), Self.train("a", 2)])
    #expect(prepared.deletions == ["c"])
    #expect(store.count == 3 && store[id: "a"] == Self.train("a") && store[id: "d"] == nil)
    #expect(commits.isEmpty && log.changes.isEmpty && persistence.writes.isEmpty)
    #expect(ids(controller) == [["a", "b", "c"]])
    // The store's records carry no mark of the prepared transaction: the next one works.
    try store.perform { transaction in try transaction.update("a") { $0.time = 2 } }
    #expect(store[id: "a"]?.time == 2 && commits.count == 1)
    _ = observation
  }

  @Test("No net effect: nil; a body that throws: rethrown; inside perform: reentrantWrite")
  func noEffectAndErrors() throws {
    let persistence = MemoryPersistence([Self.train("a")])
    let (store, _, _) = try PersistenceBehaviourTests.opened(persistence)
    let (_, none) = try store.prepareCommit { transaction in
      transaction.upsert(Self.train("a"))
    }
    #expect(none == nil)
    #expect(throws: StoreError.self) {
      try store.prepareCommit { transaction in try transaction.insert(Self.train("a")) }
    }
    try store.perform { _ in
      #expect(throws: StoreError.reentrantWrite) {
        try store.prepareCommit { transaction in try transaction.delete("a") }
      }
    }
    #expect(store.count == 1)
  }

  @Test("deleteAll with no survivor is prepared as removesAll")
  func deleteAllPrepared() throws {
    let persistence = MemoryPersistence([Self.train("a"), Self.train("b")])
    let (store, _, _) = try PersistenceBehaviourTests.opened(persistence)
    let (_, commit) = try store.prepareCommit { transaction in
      transaction.deleteAll()
      try transaction.insert(Self.train("x"))
    }
    #expect(commit?.removesAll == true && commit?.upserts.map(\.id) == ["x"])
    #expect(store.count == 2)
  }

  @Test("The prepared objects applied through refresh(): one commit; reported again: no change")
  func appliedOnceThroughRefresh() throws {
    let persistence = MemoryPersistence([Self.train("a"), Self.train("b")])
    let (store, controller, log) = try PersistenceBehaviourTests.opened(persistence)
    let (_, commit) = try store.prepareCommit { transaction in
      try transaction.update("a") { $0.time = 2 }
      try transaction.delete("b")
      try transaction.insert(Self.train("c"))
    }
    let prepared = try #require(commit)
    let report = PersistedChanges<Train>.objects(
      prepared.upserts.map { PersistedObject(id: $0.id, object: $0) }
        + prepared.deletions.map { PersistedObject(id: $0, object: nil) })
    persistence.reportOverride = report
    #expect(try store.refresh())
    #expect(log.changes.count == 1)
    #expect(ids(controller) == [["c", "a"]])
    // The same report again (a follower reading back the store's own write): nothing changes.
    persistence.reportOverride = report
    #expect(try store.refresh() == false)
    #expect(log.changes.count == 1)
    #expect(store[id: "a"]?.time == 2 && store[id: "b"] == nil && store[id: "c"] != nil)
  }
}
