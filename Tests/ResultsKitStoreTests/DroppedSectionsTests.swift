import ResultsKit
import Testing

@testable import ResultsKitStore

/// The sections a commit empties and drops.
///
/// A commit's places name their sections without holding them, so the commit holds the
/// sections it found until its events are sent, and no longer.
@Suite("Sections a commit drops")
struct DroppedSectionsTests {
  struct Item: Identifiable, Equatable {
    var id: Int
    var group: String
    var rank: Int
  }

  /// 300 items in groups "a" to "c", sorted by rank, every commit applied `strategy`.
  static func controller(
    _ strategy: IndexTestingSeam.ApplyStrategy
  ) throws -> (ObjectStore<Item>, ResultsController<Item>) {
    let groups = ["a", "b", "c"]
    let store = try ObjectStore(
      (0..<300).map { Item(id: $0, group: groups[$0 % 3], rank: ($0 * 7) % 50) })
    let controller = ResultsController(
      store: store, request: FetchRequest(sortBy: [.ascending(\.rank)], sectionBy: { $0.group }))
    controller.testingSeam.applyStrategy = strategy
    controller.performFetch()
    return (store, controller)
  }

  @Test(
    "A section a commit empties is reported deleted at its old index, and let go",
    arguments: [IndexTestingSeam.ApplyStrategy.bulk, .incremental])
  func reported(strategy: IndexTestingSeam.ApplyStrategy) throws {
    let (store, controller) = try Self.controller(strategy)
    var events: [ResultsEvent<Item>] = []
    let subscription = controller.subscribe { events.append($0) }
    weak let dropped = controller.slots.sectionsByName["b"]
    #expect(dropped != nil)
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
    #expect(controller._checkInvariants(strictOrder: true) == [])
    let deleted = events.compactMap { event -> Int? in
      if case let .deletedSection(name, index) = event, name == "b" { return index }
      return nil
    }
    #expect(deleted == [1])
    #expect(dropped == nil, "the dropped section is still held")
    withExtendedLifetime(subscription) {}
  }

  @Test(
    "A section a catch-up empties is let go as well",
    arguments: [IndexTestingSeam.ApplyStrategy.bulk, .incremental])
  func caughtUp(strategy: IndexTestingSeam.ApplyStrategy) throws {
    let (store, controller) = try Self.controller(strategy)
    weak let dropped = controller.slots.sectionsByName["c"]
    // No subscriber: the controller keeps the commit, and the next fetch catches up on it
    // without noting places for events.
    try store.perform { transaction in
      for id in stride(from: 2, to: 300, by: 3) { try transaction.delete(id) }
    }
    controller.performFetch()
    #expect(controller.sections.map(\.name) == ["a", "b"])
    #expect(controller._checkInvariants(strictOrder: true) == [])
    #expect(dropped == nil, "the dropped section is still held")
  }
}
