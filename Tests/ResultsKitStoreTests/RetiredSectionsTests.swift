import ResultsKit
import Testing

@testable import ResultsKitStore

/// The sections a bulk apply empties and drops: a commit's places name them without holding
/// them, so the index holds them until the commit's list of removed sections does, and no
/// longer.
@Suite("Sections a bulk apply drops")
struct RetiredSectionsTests {
  struct Item: Identifiable, Equatable {
    var id: Int
    var group: String
    var rank: Int
  }

  /// 300 items in groups "a" to "c", sorted by rank, every commit applied in bulk.
  static func controller() throws -> (ObjectStore<Item>, ResultsController<Item>) {
    let groups = ["a", "b", "c"]
    let store = try ObjectStore(
      (0..<300).map { Item(id: $0, group: groups[$0 % 3], rank: ($0 * 7) % 50) })
    let controller = ResultsController(
      store: store, request: FetchRequest(sortBy: [.ascending(\.rank)], sectionBy: { $0.group }))
    controller.testingSeam.applyStrategy = .bulk
    controller.performFetch()
    return (store, controller)
  }

  @Test("A section emptied in bulk is reported deleted at its old index, and let go")
  func reported() throws {
    let (store, controller) = try Self.controller()
    var events: [ResultsEvent<Item>] = []
    let subscription = controller.subscribe { events.append($0) }
    // Group "b" loses half its items to "d" and the rest are deleted: "b" empties, "d" is new.
    try store.perform { transaction in
      for id in stride(from: 1, to: 300, by: 3) {
        if id % 2 == 0 {
          try transaction.update(id) { $0.group = "d" }
        } else {
          try transaction.delete(id)
        }
      }
    }
    #expect(controller.sections.map(\.name) == ["a", "c", "d"])
    #expect(controller.slots.retiredSections.isEmpty)
    #expect(controller._checkInvariants(strictOrder: true) == [])
    let deleted = events.compactMap { event -> Int? in
      if case let .deletedSection(name, index) = event, name == "b" { return index }
      return nil
    }
    #expect(deleted == [1])
    withExtendedLifetime(subscription) {}
  }

  @Test("A section emptied in a bulk catch-up is let go as well")
  func unreported() throws {
    let (store, controller) = try Self.controller()
    // No subscriber: the controller keeps the commit, and the next fetch catches up on it
    // without noting places for events.
    try store.perform { transaction in
      for id in stride(from: 2, to: 300, by: 3) { try transaction.delete(id) }
    }
    controller.performFetch()
    #expect(controller.sections.map(\.name) == ["a", "b"])
    #expect(controller.slots.retiredSections.isEmpty)
    #expect(controller._checkInvariants(strictOrder: true) == [])
  }
}
