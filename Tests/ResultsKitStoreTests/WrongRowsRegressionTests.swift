import ResultsKit
import ResultsKitStore
import ResultsKitTesting
import Testing

@testable import ResultsKitStore

/// The four ways a controller once showed rows other than its results, each with batches
/// whose counts added up: a NaN sort key, a fetch during the store's delivery (two paths), and
/// an impure predicate.
@Suite("Wrong rows: regressions")
struct WrongRowsRegressionTests {
  struct Reading: Identifiable, Equatable {
    var id: Int
    var value: Double
    var group = "a"

    /// Equal, counting two NaNs as the same value (`==` never holds for a NaN).
    static func same(_ lhs: Reading, _ rhs: Reading) -> Bool {
      lhs.id == rhs.id && lhs.group == rhs.group
        && (lhs.value == rhs.value || (lhs.value.isNaN && rhs.value.isNaN))
    }
  }

  @Test("A NaN sort key: an update that moves an object past a NaN is a move, not a reload")
  func nanSortKey() throws {
    let store = try ObjectStore([Reading(id: 1, value: 2.0), Reading(id: 2, value: .nan)])
    let controller = ResultsController(
      store: store, request: FetchRequest(sortBy: [.ascending(\.value)]))
    let follower = ReplayingFollower(controller, isSame: Reading.same)
    try follower.load()
    #expect(controller.fetchedObjects.map(\.id) == [1, 2])  // NaN after every number
    try store.perform { try $0.update(Reading(id: 2, value: 1.0)) }
    follower.check("update 2 to 1.0")
    #expect(controller.fetchedObjects.map(\.id) == [2, 1])
    #expect(follower.mismatches.isEmpty, "\(follower.mismatches)")
    #expect(follower.errors.isEmpty)
  }

  @Test("NaN sorts after every number, ascending and descending, in fetch and insert alike")
  func nanPlacement() throws {
    let values: [Double] = [3, .nan, -.infinity, 0, .infinity, -0.0, .nan, 1]
    for descending in [false, true] {
      let store = ObjectStore<Reading>()
      let request = FetchRequest<Reading>(
        sortBy: [descending ? .descending(\.value) : .ascending(\.value)])
      let tracking = ResultsController(store: store, request: request)
      let follower = ReplayingFollower(tracking, isSame: Reading.same)
      try follower.load()
      for (id, value) in values.enumerated() {
        try store.perform { try $0.insert(Reading(id: id, value: value)) }
        follower.check("insert \(value)")
      }
      let fetched = ResultsController(store: store, request: request)
      fetched.performFetch()
      let order = fetched.fetchedObjects.map(\.id)
      #expect(tracking.fetchedObjects.map(\.id) == order)
      #expect(tracking._checkInvariants(strictOrder: true) == [])
      #expect(fetched._checkInvariants(strictOrder: true) == [])
      // Numbers in order (the two zeros tie, so insertion order decides), then the NaNs.
      let expected = descending ? [4, 0, 7, 3, 5, 2, 1, 6] : [2, 3, 5, 7, 0, 4, 1, 6]
      #expect(order == expected)
      #expect(follower.mismatches.isEmpty, "\(follower.mismatches)")
    }
  }

  @Test("A controller fetched inside another controller's delivery does not apply the commit twice")
  func fetchDuringDelivery() throws {
    for way in ["performFetch", "new request", "loadData"] {
      let store = try ObjectStore([Reading(id: 1, value: 1)])
      let first = ResultsController(store: store, request: FetchRequest())
      let second = ResultsController(store: store, request: FetchRequest())
      let secondFollower = ReplayingFollower(second)
      // The first controller follows the store first, so the commit reaches it first.
      var refetch: () -> Void = {}
      let firstCoordinator = ResultsCoordinator(
        target: CallbackTarget { refetch() }, monitor: first)
      try firstCoordinator.loadData()
      try secondFollower.load()
      refetch = {
        switch way {
        case "performFetch": second.performFetch()
        case "new request":
          second.request = FetchRequest(sortBy: [.ascending(\.value)])
          second.performFetch()
        default: try? secondFollower.coordinator.loadData()
        }
      }
      try store.perform { try $0.insert(Reading(id: 2, value: 2)) }
      if way == "loadData" {
        // (A fetch by hand, as with an FRC, needs the view reloaded by hand.)
        secondFollower.check(way)
        #expect(secondFollower.mismatches.isEmpty, "\(secondFollower.mismatches)")
      }
      #expect(second.fetchedObjects.map(\.id) == [1, 2], "\(way)")
      #expect(second.numberOfObjects == 2, "\(way)")
      let fresh = ResultsController(store: store, request: second.request)
      fresh.performFetch()
      #expect(second.sections == fresh.sections, "\(way)")
    }
  }

  @Test("A controller with a backlog fetched inside a delivery does not apply the commit twice")
  func backlogFetchDuringDelivery() throws {
    let store = try ObjectStore([Reading(id: 1, value: 1)])
    let first = ResultsController(store: store, request: FetchRequest())
    let second = ResultsController(store: store, request: FetchRequest())
    var refetch: () -> Void = {}
    let firstCoordinator = ResultsCoordinator(target: CallbackTarget { refetch() }, monitor: first)
    try firstCoordinator.loadData()
    second.performFetch()
    // No subscriber: the second controller keeps this commit for its next fetch.
    try store.perform { try $0.insert(Reading(id: 2, value: 2)) }
    var subscription: ResultsSubscription?
    refetch = {
      second.performFetch()
      // A subscriber from now on: the rest of the delivery reaches the second controller live.
      subscription = second.subscribe { _ in }
    }
    try store.perform { try $0.insert(Reading(id: 3, value: 3)) }
    #expect(second.fetchedObjects.map(\.id) == [1, 2, 3])
    #expect(second.numberOfObjects == 3)
    subscription?.cancel()
    // With more commits kept than objects, the fetch starts from scratch: the same must hold.
    for id in 4..<5_000 { try store.perform { try $0.insert(Reading(id: id, value: 0)) } }
    try store.perform { try $0.insert(Reading(id: 5_000, value: 0)) }
    #expect(second.numberOfObjects == 5_000)
    #expect(Set(second.fetchedObjects.map(\.id)).count == second.numberOfObjects)
  }

  @Test("A controller without subscribers refetched inside a delivery does not keep the commit")
  func refetchWithoutSubscribersDuringDelivery() throws {
    let store = try ObjectStore([Reading(id: 1, value: 1)])
    let first = ResultsController(store: store, request: FetchRequest())
    let second = ResultsController(store: store, request: FetchRequest())
    var refetch: () -> Void = {}
    let firstCoordinator = ResultsCoordinator(target: CallbackTarget { refetch() }, monitor: first)
    try firstCoordinator.loadData()
    second.performFetch()
    refetch = {
      second.request = FetchRequest(sortBy: [.descending(\.value)])
      second.performFetch()
    }
    // The fetch from scratch contains this commit; the delivery that follows must not keep
    // it for the next fetch as well.
    try store.perform { try $0.insert(Reading(id: 2, value: 2)) }
    refetch = {}
    second.performFetch()
    #expect(second.fetchedObjects.map(\.id) == [2, 1])
    try store.perform { try $0.update(Reading(id: 1, value: 3)) }
    second.performFetch()
    #expect(second.fetchedObjects.map(\.id) == [1, 2])
  }

  @Test("An impure predicate never leaves a deleted object or an id twice in the results")
  func impurePredicate() throws {
    var random = SeededRandomNumberGenerator(seed: 7)
    let store = try ObjectStore((0..<40).map { Reading(id: $0, value: Double($0 % 7)) })
    let controller = ResultsController(
      store: store,
      request: FetchRequest(
        predicate: { _ in random.next(below: 2) == 0 }, sortBy: [.ascending(\.value)],
        sectionBy: { _ in ["a", "b", "c"][random.next(below: 3)] }))
    let follower = ReplayingFollower(controller)
    try follower.load()
    var commits = SeededRandomNumberGenerator(seed: 8)
    var nextID = 40
    for step in 0..<300 {
      try store.perform { transaction in
        for _ in 0..<(1 + commits.next(below: 4)) {
          let id = commits.next(below: nextID)
          switch commits.next(below: 4) {
          case 0 where transaction[id: id] != nil: try transaction.delete(id)
          case 1:
            try transaction.insert(Reading(id: nextID, value: Double(commits.next(below: 7))))
            nextID += 1
          default:
            if transaction[id: id] != nil {
              try transaction.update(id) { $0.value = Double(commits.next(below: 7)) }
            }
          }
        }
      }
      follower.check("step \(step)")
      #expect(controller._checkInvariants() == [], "step \(step)")
      let ids = controller.fetchedObjects.map(\.id)
      #expect(Set(ids).count == ids.count, "an id twice at step \(step)")
      #expect(ids.allSatisfy { store[id: $0] != nil }, "a deleted object at step \(step)")
      #expect(
        controller.fetchedObjects.allSatisfy { store[id: $0.id] == $0 },
        "stale content at step \(step)")
      for id in ids.prefix(5) {
        let path = try #require(controller.itemPath(for: id))
        #expect(controller.object(at: path).id == id)
      }
    }
    #expect(follower.mismatches.isEmpty, "\(follower.mismatches.prefix(3))")
    #expect(follower.errors.isEmpty, "\(follower.errors.prefix(3))")
  }
}

/// A target that runs `body` in the middle of every batch, like a view whose layout code
/// reaches into other parts of the app.
final class CallbackTarget: Coordinatable {
  let body: () -> Void
  init(_ body: @escaping () -> Void) { self.body = body }
  func reloadData() {}
  func apply(_ batch: ChangeBatch) throws { body() }
}
