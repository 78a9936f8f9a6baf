import ResultsKit
import ResultsKitTesting
import Testing

@testable import ResultsKitStore

/// Insertion numbers kept in four bytes, counted from a base.
///
/// The controller keeps each object's insertion number (what orders objects whose sort keys
/// tie) that way. These tests make the room above the base small,
/// so that a few commits move the base or make the numbers wide, and check that the order
/// stays the store's: sort key, then insertion.
@Suite("Insertion numbers kept in four bytes")
struct InsertionNumberTests {
  struct Item: Identifiable, Equatable {
    var id: Int
    var rank: Int
    var visible = true
  }

  /// A store of items, a controller over the visible ones sorted by `rank`, and the order the
  /// controller must show, kept from the insertions themselves.
  final class Rig {
    let store = ObjectStore<Item>()
    let controller: ResultsController<Item>
    /// The order of each live item's insertion.
    var inserted: [Int: Int] = [:]
    var insertions = 0
    var nextID = 0
    var random: SeededRandomNumberGenerator
    /// A subscriber, without which the controller would not follow the store.
    var subscription: ResultsSubscription?

    init(seed: UInt64, span: UInt64, strategy: IndexTestingSeam.ApplyStrategy) {
      random = SeededRandomNumberGenerator(seed: seed)
      controller = ResultsController(
        store: store,
        request: FetchRequest(predicate: { $0.visible }, sortBy: [.ascending(\.rank)]))
      controller.testingSeam.sequenceSpan = span
      controller.testingSeam.applyStrategy = strategy
    }

    /// Fetches, and follows the store from then on.
    func fetch() {
      controller.performFetch()
      subscription = controller.subscribe { _ in }
    }

    /// Inserts `count` items with ranks from 0 to 2, so that many tie.
    func insert(_ count: Int) throws {
      try store.perform { transaction in
        for _ in 0..<count {
          try transaction.insert(Item(id: nextID, rank: random.next(below: 3)))
          inserted[nextID] = insertions
          nextID += 1
          insertions += 1
        }
      }
    }

    /// Deletes the item inserted first among those that `isCandidate` accepts.
    func deleteOldest(where isCandidate: (Item) -> Bool = { _ in true }) throws {
      let candidates = Set(store.objects.filter(isCandidate).map(\.id))
      guard
        let oldest = inserted.filter({ candidates.contains($0.key) })
          .min(by: { $0.value < $1.value })?.key
      else { return }
      try store.perform { try $0.delete(oldest) }
      inserted[oldest] = nil
    }

    /// Updates the item `id`: a new rank, and whether it is visible.
    func update(_ id: Int, rank: Int, visible: Bool) throws {
      try store.perform { transaction in
        try transaction.update(id) {
          $0.rank = rank
          $0.visible = visible
        }
      }
    }

    /// The identifiers the controller must show: the visible items by rank, then by insertion.
    var expected: [Int] {
      store.objects.filter(\.visible).sorted {
        ($0.rank, inserted[$0.id] ?? 0) < ($1.rank, inserted[$1.id] ?? 0)
      }.map(\.id)
    }

    /// What the controller shows, and whether its invariants hold.
    func check(_ step: String) {
      #expect(controller.fetchedObjects.map(\.id) == expected, "\(step)")
      #expect(controller._checkInvariants(strictOrder: true) == [], "\(step)")
    }
  }

  static let strategies: [IndexTestingSeam.ApplyStrategy] = [.incremental, .bulk]

  @Test("A base that moves up with the oldest object keeps the order", arguments: strategies)
  func rebases(strategy: IndexTestingSeam.ApplyStrategy) throws {
    let rig = Rig(seed: 3, span: 16, strategy: strategy)
    try rig.insert(5)
    rig.fetch()
    for step in 0..<200 {
      try rig.deleteOldest()
      try rig.insert(1)
      rig.check("step \(step)")
    }
    // Five live numbers lie within half the span: rebased every few insertions, never wide.
    #expect(rig.controller.slots.order.wideSequences == nil)
    #expect(rig.controller.slots.order.sequenceBase > 150)
  }

  @Test("Numbers that lie too far apart are kept in full", arguments: strategies)
  func widens(strategy: IndexTestingSeam.ApplyStrategy) throws {
    let rig = Rig(seed: 5, span: 16, strategy: strategy)
    try rig.insert(4)
    rig.fetch()
    for step in 0..<60 {
      // The first item stays: the others' numbers move away from its own.
      if rig.inserted.count > 4 { try rig.deleteOldest { $0.id != 0 } }
      try rig.insert(1)
      rig.check("step \(step)")
    }
    #expect(rig.controller.slots.order.wideSequences != nil)
    #expect(rig.controller.slots.order.sequences.count == 0)
  }

  @Test(
    "An object that comes back with an old number goes before the later ones it ties with",
    arguments: strategies)
  func returnsBelowTheBase(strategy: IndexTestingSeam.ApplyStrategy) throws {
    // 64: room for the hidden item's number to come back below the base without widening;
    // 8: too little, so that it comes back by widening.
    for span: UInt64 in [64, 8] {
      let rig = Rig(seed: 7, span: span, strategy: strategy)
      try rig.insert(1)
      try rig.update(0, rank: 1, visible: false)
      try rig.insert(3)
      rig.fetch()
      for _ in 0..<20 {
        try rig.deleteOldest(where: \.visible)
        try rig.insert(1)
      }
      // The hidden item's number, 1, lies below the base.
      #expect(rig.controller.slots.order.sequenceBase >= 2)
      try rig.update(0, rank: 1, visible: true)
      rig.check("span \(span), the old item back")
      #expect(rig.controller.fetchedObjects.first(where: { $0.rank == 1 })?.id == 0)
      #expect((rig.controller.slots.order.wideSequences != nil) == (span == 8))
    }
  }

  @Test("A fetch of numbers that lie too far apart keeps them in full")
  func fetchesWide() throws {
    let rig = Rig(seed: 9, span: 16, strategy: .automatic)
    try rig.insert(3)
    for _ in 0..<20 {
      try rig.store.perform { try $0.delete(rig.nextID - 1) }
      rig.inserted[rig.nextID - 1] = nil
      try rig.insert(1)
    }
    rig.fetch()
    rig.check("after the fetch")
    #expect(rig.controller.slots.order.wideSequences != nil)
    try rig.insert(10)
    rig.check("after inserting")
  }

  @Test("A fetch counts from its least number", arguments: [UInt64(16), UInt64(UInt32.max)])
  func fetchesNarrow(span: UInt64) throws {
    let rig = Rig(seed: 11, span: span, strategy: .automatic)
    try rig.insert(30)
    for _ in 0..<25 { try rig.deleteOldest() }
    rig.fetch()
    rig.check("after the fetch")
    #expect(rig.controller.slots.order.wideSequences == nil)
    #expect(rig.controller.slots.order.sequenceBase == 26)
    try rig.insert(3)
    rig.check("after inserting")
  }

  @Test(
    "Every commit matches the reference with little room for insertion numbers",
    arguments: Shape.all.filter { !$0.keys.isEmpty }, [UInt64(64), UInt64(512)])
  func followsTheModel(shape: Shape, span: UInt64) throws {
    let run = try ModelRun(shape: shape, seed: 61, sequenceSpan: span)
    try run.run(transactions: 300)
    #expect(run.failureCount == 0, "\(run.failureReport)")
  }
}
