import ResultsKit
import ResultsKitStore
import ResultsKitTesting
import Testing

/// A monitor mapped from a controller keeps what the controller does better than the defaults:
/// deferred snapshots, lookup by identifier, one `MonitorGroup` call per commit.
@Suite("Mapped controller: the controller's strengths survive map")
struct MappedControllerFeatureTests {
  /// A view model of a train, with the train's identifier.
  struct Row: Identifiable, Equatable {
    var id: String
    var time: Int
  }

  /// Counts the calls of a transform.
  final class Counter {
    var value = 0
  }

  /// A store of `count` trains `t0`, `t1`… (time = number), its fetched controller, and a map
  /// of the controller to rows that counts its transforms.
  func mappedTrains(_ count: Int) throws -> (
    store: ObjectStore<Train>, controller: ResultsController<Train>,
    rows: MappedMonitor<ResultsController<Train>, Row>, transforms: Counter
  ) {
    let (store, controller) = try fetched((0..<count).map { Train(id: "t\($0)", time: $0) })
    let transforms = Counter()
    let rows = controller.map { train in
      transforms.value += 1
      return Row(id: train.id, time: train.time)
    }
    return (store, controller, rows, transforms)
  }

  @Test(
    "Pausing a coordinator over map of 10,000 objects transforms none; the animated resume still diffs from the paused results",
    arguments: [false, true])
  func pauseTransformsNothing(otherSubscriber: Bool) throws {
    let (store, controller, rows, transforms) = try mappedTrains(10_000)
    // With another subscriber the controller follows the commit while the coordinator is
    // paused (and copies its snapshot first); without one it catches up at the resume.
    let other = otherSubscriber ? EventLog(controller) : nil
    let target = RecordingTarget(monitor: rows)
    let coordinator = ResultsCoordinator(target: target, monitor: rows)
    try coordinator.loadData()
    let before = rows.sections[0].objects

    transforms.value = 0
    coordinator.isPaused = true
    #expect(transforms.value == 0)

    try store.perform { transaction in
      try transaction.delete("t1")
      try transaction.update("t2") { $0.time = 20_000 }
      try transaction.insert(Train(id: "new", time: 5))
    }
    #expect(other?.changes.count ?? 1 == 1)
    try coordinator.resume(animated: true)
    let after = rows.sections[0].objects
    #expect(target.errors.isEmpty)
    #expect(target.batches == [try ChangeBatch.diff(from: before, to: after)])
    // The delete, the insert, and the move of the changed train with its reconfigure.
    #expect(target.batches.first?.changeCount == 4)
  }

  @Test("Pausing then un-pausing over map transforms nothing for the snapshot")
  func pauseAndUnpause() throws {
    let (_, _, rows, transforms) = try mappedTrains(10_000)
    let coordinator = ResultsCoordinator(target: RecordingTarget(monitor: rows), monitor: rows)
    try coordinator.loadData()
    transforms.value = 0
    coordinator.isPaused = true
    coordinator.isPaused = false
    #expect(transforms.value == 0)
  }

  @Test("Lookup by identifier through map: the controller's index and one transform")
  func lookupThroughMap() throws {
    let (_, _, rows, transforms) = try mappedTrains(10_000)
    transforms.value = 0
    #expect(rows.itemPath(matching: ObjectLookup(id: "t7777")) == ItemPath(item: 7777, section: 0))
    #expect(transforms.value <= 1)
    // A missing object is a scan (the transform could give another object that identifier).
    #expect(rows.itemPath(matching: ObjectLookup(id: "gone")) == nil)
  }

  /// A view model whose identifier is not its train's.
  struct Renamed: Identifiable, Equatable {
    var id: String
  }

  /// A view model whose identifier has another type.
  struct Numbered: Identifiable, Equatable {
    var id: Int
  }

  @Test("Lookup through a map that changes identifiers is right, by a scan")
  func lookupThroughMapWithOtherIdentifiers() throws {
    let (_, controller) = try fetched((0..<100).map { Train(id: "t\($0)", time: $0) })
    // Same identifier type, other values: the index names the wrong train, which is checked.
    let shifted = controller.map { Renamed(id: "t\(($0.time + 1) % 100)") }
    #expect(shifted.itemPath(matching: ObjectLookup(id: "t5")) == ItemPath(item: 4, section: 0))
    #expect(shifted.itemPath(matching: ObjectLookup(id: "t0")) == ItemPath(item: 99, section: 0))
    #expect(shifted.itemPath(matching: ObjectLookup(id: "x")) == nil)
    // Another identifier type.
    let numbered = controller.map { Numbered(id: $0.time * 2) }
    #expect(numbered.itemPath(matching: ObjectLookup(id: 84)) == ItemPath(item: 42, section: 0))
    #expect(numbered.itemPath(matching: ObjectLookup(id: 85)) == nil)
    // A map of a map.
    let twice = controller.map { Row(id: $0.id, time: $0.time) }.map { Renamed(id: $0.id) }
    #expect(twice.itemPath(matching: ObjectLookup(id: "t42")) == ItemPath(item: 42, section: 0))
  }

  @Test("Lookup by the controller's own identifier trusts its index, a missing object included")
  func ownIdentifierLookup() throws {
    let (_, controller) = try fetched((0..<100).map { Train(id: "t\($0)", time: $0) })
    #expect(
      controller.itemPath(matching: ObjectLookup(id: "t42")) == ItemPath(item: 42, section: 0))
    #expect(controller.itemPath(matching: ObjectLookup(id: "gone")) == nil)
    // Another identifier of the same type is checked against the object the index finds.
    let byName = ObjectLookup<Train, String>(id: "Euston-t3") { "\($0.name)-\($0.id)" }
    #expect(controller.itemPath(matching: byName) == ItemPath(item: 3, section: 0))
  }

  @Test("MonitorGroup over mapped controllers of one store: one call per commit")
  func groupOverMappedControllers() throws {
    let store = try ObjectStore([Train(id: "a", time: 1)])
    let first = ResultsController(store: store, request: FetchRequest())
    let second = ResultsController(
      store: store, request: FetchRequest(sortBy: [.descending(\.time)]))
    for controller in [first, second] { controller.performFetch() }
    let rows = first.map { Row(id: $0.id, time: $0.time) }
    var calls = 0
    // The second member is made for the group, which keeps it.
    let group = MonitorGroup([rows, second.map(\.time).map { $0 + 1 }]) { calls += 1 }
    try store.perform { try $0.insert(Train(id: "b", time: 2)) }
    #expect(calls == 1)
    try store.perform { try $0.update("a") { $0.time = 3 } }
    #expect(calls == 2)
    withExtendedLifetime(group) {}
  }

  @Test("A mapped controller names the store's commit as its delivery, during a change only")
  func deliveryIsTheStoresCommit() throws {
    let (store, controller) = try fetched([Train(id: "a", time: 1)])
    let rows = controller.map { Row(id: $0.id, time: $0.time) }
    var deliveries: [ObjectIdentifier?] = []
    let subscription = rows.subscribe { event in
      if case .didChange = event { deliveries.append(rows.changeDelivery?.source) }
    }
    try store.perform { try $0.insert(Train(id: "b", time: 2)) }
    #expect(deliveries == [ObjectIdentifier(store)])
    #expect(rows.changeDelivery == nil)
    subscription.cancel()
  }
}
