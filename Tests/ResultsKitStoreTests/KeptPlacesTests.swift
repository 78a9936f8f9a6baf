import ResultsKit
import ResultsKitTesting
import Testing

@testable import ResultsKitStore

/// A commit applied object by object: an update that keeps its object's sort keys and section
/// keeps the object's slot and place, and is reported at the row the others' removals and
/// insertions give it.
@Suite("Updates that keep their places")
struct KeptPlacesTests {
  struct Item: Identifiable, Equatable {
    var id: Int
    var rank: Int
    var group: String
    var note = 0
  }

  static var request: FetchRequest<Item> {
    FetchRequest(sortBy: [.ascending(\.rank)], sectionBy: { $0.group })
  }

  /// A controller over `items` applying every commit object by object and counting repairs,
  /// followed by a coordinator that configures each updated row by itself.
  static func follow(_ items: [Item]) throws -> (
    ObjectStore<Item>, ResultsController<Item>, ReplayingFollower<Item>
  ) {
    let store = try ObjectStore(items)
    let controller = ResultsController(store: store, request: request)
    controller.testingSeam.applyStrategy = .incremental
    controller.countRepairs()
    let follower = ReplayingFollower(controller, cells: true)
    try follower.load()
    return (store, controller, follower)
  }

  @Test("Updated in place among objects that leave and arrive before them, each shows at its row")
  func reportedAtNewRows() throws {
    // Group "a": ranks 0, 10, …, 990; group "b": ranks 5, 15, …, 995.
    let items = (0..<200).map { Item(id: $0, rank: $0 * 5, group: $0 % 2 == 0 ? "a" : "b") }
    let (store, controller, follower) = try Self.follow(items)
    try store.perform { transaction in
      // Kept in place: a's ranks 500, 510, 520 and b's 505.
      for id in [100, 102, 104, 101] { try transaction.update(id) { $0.note += 1 } }
      // Before them in "a": two leave, three arrive, one moves from after to before and one
      // from before to after, one goes to "b".
      try transaction.delete(2)
      try transaction.delete(40)
      for (id, rank) in [(1_000, 1), (1_001, 251), (1_002, 499)] {
        try transaction.insert(Item(id: id, rank: rank, group: "a"))
      }
      try transaction.update(150) { $0.rank = 3 }
      try transaction.update(20) { $0.rank = 900 }
      try transaction.update(60) { $0.group = "b" }
    }
    follower.check("after the commit")
    #expect(follower.mismatches.isEmpty, "\(follower.mismatches)")
    #expect(follower.errors.isEmpty, "\(follower.errors)")
    #expect(controller.inconsistencyRepairs == 0)
    #expect(controller._checkInvariants(strictOrder: true) == [])
    let a = controller.sections[0].objects
    #expect(a.firstIndex { $0.id == 100 } == 50 - 2 + 3 + 1 - 1 - 1)
    #expect(a.first { $0.id == 100 }?.note == 1)
  }

  @Test("An update in place keeps its object's slot: the controller stores nothing new")
  func keepsTheSlot() throws {
    let items = (0..<200).map { Item(id: $0, rank: $0, group: "a") }
    let (store, controller, follower) = try Self.follow(items)
    let slot = controller.slots.rowSlots[try #require(store.storage.records[7]?.row)]
    for _ in 0..<3 {
      try store.perform { transaction in
        for id in [3, 7, 11] { try transaction.update(id) { $0.note += 1 } }
      }
    }
    #expect(controller.slots.rowSlots[try #require(store.storage.records[7]?.row)] == slot)
    #expect(controller.slots.objects.count == items.count)
    #expect(controller.slots.freeSlots.isEmpty)
    #expect(controller.object(at: ItemPath(item: 7, section: 0)).note == 3)
    follower.check("after three commits")
    #expect(follower.mismatches.isEmpty, "\(follower.mismatches)")
  }

  @Test(
    "Seeded commits of mostly content-only updates, applied object by object, show the results",
    arguments: 0..<6 as Range<UInt64>)
  func seededCommits(seed: UInt64) throws {
    var random = SeededRandomNumberGenerator(seed: seed)
    let groups = ["a", "b", "c"]
    let items = (0..<300).map {
      Item(id: $0, rank: random.next(below: 100), group: groups[random.next(below: 3)])
    }
    let (store, controller, follower) = try Self.follow(items)
    var nextID = items.count
    for step in 0..<60 {
      try store.perform { transaction in
        for _ in 0..<4 {
          let id = random.next(below: nextID)
          let kind = random.next(below: 20)
          if kind < 2 {
            try transaction.insert(
              Item(id: nextID, rank: random.next(below: 100), group: groups[random.next(below: 3)]))
            nextID += 1
            continue
          }
          guard transaction[id: id] != nil else { continue }
          switch kind {
          case 2: try transaction.delete(id)
          case 3, 4: try transaction.update(id) { $0.rank = random.next(below: 100) }
          case 5: try transaction.update(id) { $0.group = groups[random.next(below: 3)] }
          default: try transaction.update(id) { $0.note += 1 }
          }
        }
      }
      follower.check("seed \(seed), commit \(step)")
    }
    #expect(follower.mismatches.isEmpty, "\(follower.mismatches)")
    #expect(follower.errors.isEmpty, "\(follower.errors)")
    #expect(controller.inconsistencyRepairs == 0)
    #expect(controller._checkInvariants(strictOrder: true) == [])
  }
}
