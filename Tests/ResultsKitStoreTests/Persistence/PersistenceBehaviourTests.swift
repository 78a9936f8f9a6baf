import ResultsKit
import Testing

@testable import ResultsKitStore

/// A store over a ``MemoryPersistence``: loading, writing before memory changes, failed writes,
/// and `refresh()`.
@Suite("Store persistence: load, write, refresh")
struct PersistenceBehaviourTests {
  /// A request whose results tie often: every train in the examples has time 1 or 2.
  static var byTime: FetchRequest<Train> { FetchRequest(sortBy: [.ascending(\.time)]) }

  static func train(_ id: String, _ time: Int = 1, platform: String = "1") -> Train {
    Train(id: id, time: time, platform: platform)
  }

  /// A store over `persistence` and a fetched, subscribed controller over it.
  static func opened(
    _ persistence: MemoryPersistence<Train>,
    _ request: FetchRequest<Train> = byTime
  ) throws -> (ObjectStore<Train>, ResultsController<Train>, EventLog<Train>) {
    let store = try ObjectStore(persistence: persistence)
    let controller = ResultsController(store: store, request: request)
    controller.performFetch()
    return (store, controller, EventLog(controller))
  }

  /// The sections a fresh controller fetches from `store`.
  static func fresh(
    _ store: ObjectStore<Train>, _ request: FetchRequest<Train> = byTime
  ) -> [[String]] {
    let controller = ResultsController(store: store, request: request)
    controller.performFetch()
    return ids(controller)
  }

  @Test("Loads in the persistence's order: ties fall back on it, before and after a reopen")
  func loadOrder() throws {
    let persistence = MemoryPersistence([
      Self.train("c"), Self.train("a", 2), Self.train("b"), Self.train("d"),
    ])
    let (store, controller, log) = try Self.opened(persistence)
    #expect(ids(controller) == [["c", "b", "d", "a"]])
    try store.perform { transaction in
      try transaction.insert(Self.train("e"))
      try transaction.update(Self.train("a"))  // a now ties with the others, in its old place
      try transaction.delete("b")
    }
    #expect(ids(controller) == [["c", "a", "d", "e"]])
    let (_, reopened, _) = try Self.opened(persistence.reopened())
    #expect(ids(reopened) == ids(controller))
    #expect(log.changes.count == 1)
  }

  @Test("deleteAll(): survivors keep their place on disk, so a reopen shows the same order")
  func deleteAllKeepsSurvivorsInPlace() throws {
    let persistence = MemoryPersistence([Self.train("a"), Self.train("b"), Self.train("c")])
    let (store, controller, log) = try Self.opened(persistence)
    try store.perform { transaction in
      transaction.deleteAll()
      transaction.upsert(Self.train("c", platform: "2"))
      transaction.upsert(Self.train("a"))  // equal to the committed one
      try transaction.insert(Self.train("d"))
    }
    #expect(ids(controller) == [["a", "c", "d"]] && log.changes.count == 1)
    let written = try #require(persistence.writes.last)
    #expect(!written.removesAll)
    #expect(written.deletions == ["b"])
    #expect(written.upserts.map(\.id) == ["c", "d"])
    let (_, reopened, _) = try Self.opened(persistence.reopened())
    #expect(ids(reopened) == [["a", "c", "d"]])
  }

  @Test("deleteAll() with no survivor is written as removesAll")
  func deleteAllWithoutSurvivors() throws {
    let persistence = MemoryPersistence([Self.train("a"), Self.train("b")])
    let (store, _, _) = try Self.opened(persistence)
    try store.perform { transaction in
      try transaction.insert(Self.train("x"))
      transaction.deleteAll()
      try transaction.insert(Self.train("c"))
      try transaction.delete("c")
      try transaction.insert(Self.train("d"))
    }
    let written = try #require(persistence.writes.last)
    #expect(written.removesAll)
    #expect(written.upserts.map(\.id) == ["d"])
    #expect(written.deletions.isEmpty)
    #expect(persistence.contents.map(\.id) == ["d"])
  }

  @Test("Two loaded objects with one identifier: the later one is kept, in its place")
  func duplicateOnLoad() throws {
    let persistence = MemoryPersistence<Train>()
    persistence.loadOverride = [Self.train("a"), Self.train("b"), Self.train("a", 2)]
    let store = try ObjectStore(persistence: persistence)
    #expect(store.count == 2)
    #expect(store[id: "a"] == Self.train("a", 2))
    let order = store.storage.records.values.sorted { $0.sequence < $1.sequence }
    #expect(order.map(\.object.id) == ["b", "a"])
    #expect(Set(order.map(\.row)) == [0, 1])
  }

  @Test("A failing write: perform rethrows it, memory and observers untouched, next one works")
  func failedWrite() throws {
    let persistence = MemoryPersistence([Self.train("a"), Self.train("b", 2)])
    let (store, controller, log) = try Self.opened(persistence)
    var commits: [StoreCommit<Train>] = []
    let observation = store.observe { commits.append($0) }
    var events: [ObjectEvent<Train>] = []
    let monitoring = store.monitor("a") { events.append($0) }
    persistence.failNextWrite = FailedWrite(reason: "read-only file")
    #expect(throws: FailedWrite(reason: "read-only file")) {
      try store.perform { transaction in
        try transaction.insert(Self.train("c"))
        try transaction.delete("a")
      }
    }
    #expect(store.count == 2 && store[id: "a"] != nil && store[id: "c"] == nil)
    #expect(commits.isEmpty && events.isEmpty && log.changes.isEmpty)
    #expect(ids(controller) == [["a", "b"]])
    #expect(persistence.contents.map(\.id) == ["a", "b"] && persistence.writes.isEmpty)
    // The next perform writes and commits as usual, as the store's first commit.
    try store.perform { transaction in try transaction.insert(Self.train("c")) }
    #expect(commits.map(\.version) == [1] && log.changes.count == 1)
    #expect(ids(controller) == [["a", "c", "b"]])
    #expect(persistence.contents.map(\.id) == ["a", "b", "c"])
    // The failed transaction touched "a": the next ones read and write it as committed.
    try store.perform { transaction in
      #expect(transaction[id: "a"] == Self.train("a"))
      try transaction.update("a") { $0.time = 9 }
    }
    #expect(store[id: "a"]?.time == 9 && commits.count == 2)
    _ = (observation, monitoring)
  }

  @Test("No net effect, no write; an upsert of an equal object is not written")
  func noWorkForNoChange() throws {
    let persistence = MemoryPersistence([Self.train("a"), Self.train("b")])
    let (store, _, _) = try Self.opened(persistence)
    try store.perform { _ in }
    try store.perform { transaction in try transaction.update(Self.train("a")) }
    try store.perform { transaction in
      try transaction.insert(Self.train("x"))
      try transaction.delete("x")
      transaction.upsert(Self.train("b"))
    }
    #expect(persistence.writes.isEmpty)
    try store.perform { transaction in
      transaction.upsert(Self.train("a"))
      transaction.upsert(Self.train("b", 2))
    }
    #expect(persistence.writes.map { $0.upserts.map(\.id) } == [["b"]])
  }

  @Test("refresh(): other writers' changes as one commit and one batch, not written back")
  func refreshIsOneCommit() throws {
    let request = FetchRequest<Train>(sortBy: [.ascending(\.time)], sectionBy: { $0.platform })
    let persistence = MemoryPersistence([
      Self.train("a"), Self.train("b"), Self.train("c", 2), Self.train("d", platform: "2"),
    ])
    let (store, controller, log) = try Self.opened(persistence, request)
    var commits: [StoreCommit<Train>] = []
    let observation = store.observe { commits.append($0) }
    persistence.othersUpsert(Self.train("e", platform: "3"))
    persistence.othersUpsert(Self.train("b", 2))
    persistence.othersDelete("c")
    persistence.othersUpsert(Self.train("f"))
    persistence.othersUpsert(Self.train("d", platform: "2"))  // written, but equal
    persistence.othersDelete("zz")  // never there
    #expect(try store.refresh())
    #expect(commits.count == 1 && log.changes.count == 1)
    let commit = try #require(commits.first)
    #expect(commit.inserted.map(\.id) == ["e", "f"])
    #expect(commit.updated.map(\.new.id) == ["b"] && commit.deleted.map(\.id) == ["c"])
    #expect(ids(controller) == Self.fresh(store, request))
    #expect(ids(controller) == [["a", "f", "b"], ["d"], ["e"]])
    #expect(persistence.writes.isEmpty)
    #expect(try !store.refresh())
    #expect(commits.count == 1)
    _ = observation
  }

  @Test("refresh(): a monitor group hears once; a controller without subscribers catches up")
  func refreshThroughGroupAndPausedController() throws {
    let persistence = MemoryPersistence([Self.train("a"), Self.train("b", platform: "2")])
    let store = try ObjectStore(persistence: persistence)
    let byPlatform = FetchRequest<Train>(sortBy: [.ascending(\.time)], sectionBy: { $0.platform })
    let first = ResultsController(store: store, request: Self.byTime)
    let second = ResultsController(store: store, request: byPlatform)
    let paused = ResultsController(store: store, request: byPlatform)
    for controller in [first, second, paused] { controller.performFetch() }
    var changes = 0
    let group = MonitorGroup([first, second]) { changes += 1 }
    persistence.othersUpsert(Self.train("c", platform: "3"))
    persistence.othersDelete("a")
    persistence.othersUpsert(Self.train("b", 2, platform: "2"))
    #expect(try store.refresh())
    #expect(changes == 1)
    #expect(ids(first) == Self.fresh(store) && ids(second) == Self.fresh(store, byPlatform))
    #expect(ids(paused) == [["a"], ["b"]])
    paused.performFetch()
    #expect(ids(paused) == [["b"], ["c"]])
    _ = group
  }

  @Test("refresh() of every object: missing ones deleted, survivors keep their place")
  func refreshAll() throws {
    let persistence = MemoryPersistence([
      Self.train("a"), Self.train("b"), Self.train("c"), Self.train("d"),
    ])
    let (store, controller, log) = try Self.opened(persistence)
    persistence.othersDelete("b")
    persistence.othersUpsert(Self.train("c", platform: "9"))
    persistence.othersUpsert(Self.train("e"))
    persistence.loseTrack()
    #expect(try store.refresh())
    #expect(log.changes.count == 1)
    #expect(ids(controller) == [["a", "c", "d", "e"]])
    #expect(ids(controller) == Self.fresh(store))
    #expect(store[id: "c"]?.platform == "9" && store[id: "b"] == nil)
    // Every object reported again, unchanged: no change.
    persistence.loseTrack()
    #expect(try !store.refresh())
    #expect(log.changes.count == 1)
  }

  @Test("The store's own writes, reported back, are no change")
  func ownWritesReportedBack() throws {
    let persistence = MemoryPersistence([Self.train("a")])
    persistence.reportsOwnWrites = true
    let (store, controller, log) = try Self.opened(persistence)
    try store.perform { transaction in
      try transaction.insert(Self.train("b"))
      try transaction.update(Self.train("a", 2))
    }
    try store.perform { transaction in try transaction.delete("b") }
    #expect(log.changes.count == 2)
    #expect(persistence.hasPendingChanges)
    #expect(try !store.refresh())
    #expect(log.changes.count == 2 && ids(controller) == [["a"]])
  }

  @Test("refresh(): a report naming an identifier twice is refused, nothing changes")
  func duplicateInReport() throws {
    let persistence = MemoryPersistence([Self.train("a")])
    let (store, controller, log) = try Self.opened(persistence)
    persistence.reportOverride = .all([Self.train("b"), Self.train("a"), Self.train("b", 2)])
    #expect(throws: StoreError.duplicateID("b")) { try store.refresh() }
    persistence.reportOverride = .objects([
      PersistedObject(id: "a", object: nil), PersistedObject(id: "a", object: Self.train("a")),
    ])
    #expect(throws: StoreError.duplicateID("a")) { try store.refresh() }
    #expect(store.count == 1 && store[id: "b"] == nil && log.changes.isEmpty)
    persistence.othersUpsert(Self.train("c"))
    #expect(try store.refresh())
    #expect(ids(controller) == [["a", "c"]] && log.changes.count == 1)
    // The refused reports touched "a": a transaction reads and writes it as committed.
    try store.perform { transaction in
      #expect(transaction[id: "a"] == Self.train("a"))
      try transaction.update("a") { $0.time = 9 }
    }
    #expect(store[id: "a"]?.time == 9 && persistence.contents.first?.time == 9)
  }

  @Test("refresh() is refused inside perform and during a delivery; false without persistence")
  func refreshRefusals() throws {
    #expect(try !ObjectStore<Train>().refresh())
    let persistence = MemoryPersistence([Self.train("a")])
    let store = try ObjectStore(persistence: persistence)
    persistence.othersUpsert(Self.train("b"))
    #expect(throws: StoreError.reentrantWrite) {
      try store.perform { _ in try store.refresh() }
    }
    var refusal: (any Error)?
    let observation = store.observe { _ in
      do { try store.refresh() } catch { refusal = error }
    }
    try store.perform { transaction in try transaction.insert(Self.train("c")) }
    #expect(refusal as? StoreError == .reentrantWrite)
    // The refused calls did not consume the report.
    #expect(try store.refresh())
    #expect(store[id: "b"] != nil)
    _ = observation
  }
}
