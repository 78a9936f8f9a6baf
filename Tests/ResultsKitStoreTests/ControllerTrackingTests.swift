import ResultsKit
import ResultsKitStore
import ResultsKitTesting
import Testing

@testable import ResultsKitStore

@Suite("ResultsController: tracking, requests, groups, impure closures")
struct ControllerTrackingTests {
  @Test("Without subscribers nothing is sent and the old results stay until performFetch")
  func dormant() throws {
    let (store, controller) = try fetched([Train(id: "a", time: 1)])
    try store.perform { try $0.insert(Train(id: "b", time: 0)) }
    #expect(ids(controller) == [["a"]])
    controller.performFetch()
    #expect(ids(controller) == [["b", "a"]])
  }

  @Test("After more commits than objects, performFetch still matches a fresh controller")
  func backlogOverflow() throws {
    let (store, controller) = try fetched([Train(id: "a", time: 1)])
    for index in 0..<5_000 {
      try store.perform { $0.upsert(Train(id: "t\(index % 50)", time: index % 7)) }
    }
    controller.performFetch()
    let fresh = ResultsController(store: store, request: FetchRequest(sortBy: [.ascending(\.time)]))
    fresh.performFetch()
    #expect(controller.sections.map(\.objects) == fresh.sections.map(\.objects))
  }

  @Test("Subscribing again without a fetch reports the change from what the controller showed")
  func catchUpWhileSubscribing() throws {
    let (store, controller) = try fetched([Train(id: "a", time: 1), Train(id: "b", time: 2)])
    try store.perform { try $0.update("a") { $0.time = 3 } }
    try store.perform { try $0.insert(Train(id: "c", time: 0)) }
    let shown = controller.sections
    #expect(ids(controller) == [["a", "b"]])
    // The controller's events, passed on through a scripted monitor that shows its sections.
    let relay = ScriptedMonitor<Train>(sections: shown)
    let target = RecordingTarget(monitor: relay)
    let coordinator = ResultsCoordinator(target: target, monitor: relay)
    try coordinator.loadData()
    let subscription = controller.subscribe { event in
      if case .willChange = event { relay.sections = controller.sections }
      relay.send(event)
    }
    try store.perform { try $0.delete("b") }
    let batch = try #require(target.batches.last)
    #expect(target.errors.isEmpty)
    let new = controller.sections.map(\.objects)
    #expect(try batch.applied(to: shown.map(\.objects), taking: new) == new)
    #expect(ids(controller) == [["c", "a"]])
    subscription.cancel()
  }

  @Test(
    "A new request takes effect at the next performFetch; tracking follows the old one until then")
  func requestChange() throws {
    let (store, controller) = try fetched([Train(id: "a", time: 1), Train(id: "b", time: 2)])
    let log = EventLog(controller)
    controller.request = FetchRequest(sortBy: [.descending(\.time)])
    try store.perform { try $0.insert(Train(id: "c", time: 3)) }
    #expect(ids(controller) == [["a", "b", "c"]])
    #expect(log.changes.count == 1)
    controller.performFetch()
    #expect(ids(controller) == [["c", "b", "a"]])
  }

  @Test("MonitorGroup: one call per commit, however many members it changes")
  func group() throws {
    let store = try ObjectStore([Train(id: "a", time: 1)])
    let other = ObjectStore<Train>()
    let first = ResultsController(store: store, request: FetchRequest())
    let second = ResultsController(
      store: store, request: FetchRequest(sortBy: [.descending(\.time)]))
    let third = ResultsController(store: other, request: FetchRequest())
    let snapshot = SnapshotMonitor<Train>()
    for controller in [first, second, third] { controller.performFetch() }
    var calls = 0
    var group: MonitorGroup? = MonitorGroup([first, second.map { $0.time }, third, snapshot]) {
      calls += 1
    }
    try store.perform { try $0.insert(Train(id: "b", time: 2)) }
    #expect(calls == 1)
    try other.perform { try $0.insert(Train(id: "x", time: 2)) }
    #expect(calls == 2)
    try snapshot.publish([Train(id: "s", time: 1)])
    #expect(calls == 3)
    try store.perform { try $0.update("a") { $0.hidden = true } }  // changes both members
    #expect(calls == 4)
    _ = group
    group = nil
    try store.perform { try $0.insert(Train(id: "c", time: 3)) }
    #expect(calls == 4)
  }

  /// A sort key whose value changes every time it is read.
  final class Counter: @unchecked Sendable {
    var value = 0
  }

  @Test("Impure closures: no trap, and the events stay consistent with the contents")
  func impureClosures() throws {
    let counter = Counter()
    struct Wobbly: Identifiable, Equatable {
      var id: Int
      var time: Int
      let counter: Counter
      var jitter: Int {
        counter.value += 1
        return time + counter.value % 3
      }
      static func == (lhs: Wobbly, rhs: Wobbly) -> Bool { lhs.id == rhs.id && lhs.time == rhs.time }
    }
    let store = try ObjectStore((0..<60).map { Wobbly(id: $0, time: $0 % 5, counter: counter) })
    var flip = false
    let controller = ResultsController(
      store: store,
      request: FetchRequest(
        predicate: { _ in
          flip.toggle()
          return flip || true
        }, sortBy: [.ascending(\.jitter)],
        sectionBy: { object in
          counter.value += 1
          return counter.value % 2 == 0 ? "even" : "odd"
        }))
    // One object at a time: the way that searches, and repairs what impure closures break.
    controller.testingSeam.applyStrategy = .incremental
    controller.countRepairs()
    let target = RecordingTarget(monitor: controller)
    let coordinator = ResultsCoordinator(target: target, monitor: controller)
    var inconsistencies = 0
    coordinator.onInconsistency = { _ in inconsistencies += 1 }
    try coordinator.loadData()
    for step in 0..<40 {
      try store.perform { transaction in
        if transaction[id: step % 60] != nil { try transaction.update(step % 60) { $0.time += 7 } }
        let doomed = (step * 7 + 30) % 60
        if step % 3 == 0, transaction[id: doomed] != nil { try transaction.delete(doomed) }
      }
      #expect(target.errors.isEmpty)
      #expect(inconsistencies == 0)
      let counts = (0..<controller.numberOfSections).map {
        controller.numberOfObjects(inSection: $0)
      }
      #expect(counts == target.counts)
      #expect(counts.reduce(0, +) == controller.numberOfObjects)
      #expect(!counts.contains(0))
    }
    #expect(controller.inconsistencyRepairs > 0)
  }
}
