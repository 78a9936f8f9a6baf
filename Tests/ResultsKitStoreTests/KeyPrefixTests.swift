import ResultsKit
import ResultsKitTesting
import Testing

@testable import ResultsKitStore

/// Sort keys compared by their 32-bit prefixes in the sections' trees.
///
/// The trees keep each object's first sort key beside it, reduced to 32 bits in the key's
/// order, and compare those prefixes before the values. These tests use `Int` keys far beyond
/// 32 bits, which share prefixes, ascending and descending, applied both ways.
@Suite("Sort keys compared by their 32-bit prefixes")
struct KeyPrefixTests {
  struct Item: Identifiable, Equatable {
    var id: Int
    var rank: Int
  }

  /// Ranks at the edges of 32 and 64 bits, and a few ordinary ones.
  static let ranks: [Int] = [
    .min, .min + 1, Int(Int32.min) - 1, Int(Int32.min), -1, 0, 1, Int(Int32.max),
    Int(Int32.max) + 1, 1 << 40, (1 << 40) + 1, .max - 1, .max,
  ]

  @Test(
    "Keys beyond 32 bits keep their order through every commit",
    arguments: [false, true], [IndexTestingSeam.ApplyStrategy.incremental, .bulk])
  func extremeKeys(descending: Bool, strategy: IndexTestingSeam.ApplyStrategy) throws {
    var random = SeededRandomNumberGenerator(seed: descending ? 13 : 31)
    func rank() -> Int { Self.ranks[random.next(below: Self.ranks.count)] }
    var inserted: [Int: Int] = [:]
    var nextID = 0
    func item() -> Item {
      inserted[nextID] = nextID
      nextID += 1
      return Item(id: nextID - 1, rank: rank())
    }
    let store = try ObjectStore((0..<300).map { _ in item() })
    let controller = ResultsController(
      store: store,
      request: FetchRequest(sortBy: [descending ? .descending(\.rank) : .ascending(\.rank)]))
    controller.testingSeam.applyStrategy = strategy
    controller.performFetch()
    let subscription = controller.subscribe { _ in }
    func expected() -> [Int] {
      store.objects.sorted {
        if $0.rank != $1.rank { return descending ? $0.rank > $1.rank : $0.rank < $1.rank }
        return (inserted[$0.id] ?? 0) < (inserted[$1.id] ?? 0)
      }.map(\.id)
    }
    #expect(controller.fetchedObjects.map(\.id) == expected())
    for commit in 0..<40 {
      let ids = store.objects.map(\.id)
      try store.perform { transaction in
        for _ in 0..<10 {
          let id = ids[random.next(below: ids.count)]
          try transaction.update(id) { $0.rank = rank() }
        }
        for _ in 0..<3 { try transaction.insert(item()) }
        let deleted = ids[random.next(below: ids.count)]
        if transaction[id: deleted] != nil {
          try transaction.delete(deleted)
          inserted[deleted] = nil
        }
      }
      #expect(controller.fetchedObjects.map(\.id) == expected(), "commit \(commit)")
      #expect(controller._checkInvariants(strictOrder: true) == [], "commit \(commit)")
    }
    withExtendedLifetime(subscription) {}
  }

  @Test("A prefix keeps the key's order, and only an Int key has one")
  func prefixes() throws {
    let store = try ObjectStore(Self.ranks.enumerated().map { Item(id: $0, rank: $1) })
    for descending in [false, true] {
      let controller = ResultsController(
        store: store,
        request: FetchRequest(sortBy: [descending ? .descending(\.rank) : .ascending(\.rank)]))
      controller.performFetch()
      let order = controller.slots.order
      let prefixes = (0..<Self.ranks.count).map { order.prefix(ofSlot: $0) }
      // The slots are in the results' order after a fetch.
      #expect(zip(prefixes, prefixes.dropFirst()).allSatisfy { $0 <= $1 })
      #expect(Set(prefixes).count == 5, "\(prefixes)")
    }
    let byID = ResultsController(
      store: store, request: FetchRequest(sortBy: [.ascending(\.id), .ascending(\.rank)]))
    byID.performFetch()
    #expect(byID.slots.order.prefix(ofSlot: 3) == 3)
    let none = ResultsController(store: store, request: FetchRequest())
    none.performFetch()
    #expect(none.slots.order.prefix(ofSlot: 3) == 0)
  }
}
