import ResultsKit
import ResultsKitTesting
import TestSupport
import Testing

@testable import ResultsKitStore

@Suite("ResultsController: section names spelled differently")
struct SectionNameSpellingTests {
  /// The byte-wise order of issue 21.
  static var byBytes: SectionOrder { .by { $0.utf8.lexicographicallyPrecedes($1.utf8) } }

  /// A controller over `store` freshly fetched with `request`.
  static func fresh(
    _ store: ObjectStore<Spelled>, _ request: FetchRequest<Spelled>
  ) -> ResultsController<Spelled> {
    let controller = ResultsController(store: store, request: request)
    controller.performFetch()
    return controller
  }

  @Test("Issue 21, item 6: a live controller names its sections as a fresh fetch does")
  func issue21() throws {
    let store = ObjectStore<Spelled>()
    let request = FetchRequest<Spelled>(sectionBy: { $0.name }, sectionOrder: Self.byBytes)
    let controller = ResultsController(store: store, request: request)
    let target = RecordingTarget(monitor: controller)
    let coordinator = ResultsCoordinator(target: target, monitor: controller)
    try coordinator.loadData()
    try store.perform { transaction in
      try transaction.insert(Spelled(id: 1, name: "\u{E9}"))
      try transaction.insert(Spelled(id: 3, name: "f"))
    }
    try store.perform { try $0.insert(Spelled(id: 2, name: "e\u{301}")) }
    try store.perform { try $0.delete(1) }
    let fresh = Self.fresh(store, request)
    #expect(SpelledLayout(controller) == SpelledLayout(fresh))
    #expect(controller.sections.map { Array($0.name.utf8) } == [[0x66], [0xC3, 0xA9]])
    #expect(controller._checkInvariants(strictOrder: true).isEmpty)
    #expect(target.errors.isEmpty)
    #expect(target.counts == [1, 1])
  }

  @Test(
    "The name is the canonical spelling, in a fetch and after commits applied either way",
    arguments: [
      IndexTestingSeam.ApplyStrategy.automatic, .bulk, .incremental,
    ])
  func canonicalName(strategy: IndexTestingSeam.ApplyStrategy) throws {
    let store = try ObjectStore([Spelled(id: 1, name: "e\u{301}"), Spelled(id: 2, name: "f")])
    // Listed by a decomposed spelling: the section of composed names takes that place.
    let request = FetchRequest<Spelled>(
      sectionBy: { $0.name }, sectionOrder: .listed(["f", "A\u{30A}", "e\u{301}"]))
    let controller = ResultsController(store: store, request: request)
    controller.testingSeam.applyStrategy = strategy
    let log = EventLog(controller)
    controller.performFetch()
    #expect(controller.sections.map(\.name).map { Array($0.utf8) } == [[0x66], [0xC3, 0xA9]])
    try store.perform { transaction in
      try transaction.insert(Spelled(id: 3, name: "\u{212B}"))  // Angstrom sign
      try transaction.update(1) { $0.name = "\u{E9}" }
      try transaction.insert(Spelled(id: 4, name: "\u{1100}\u{1161}"))  // Hangul jamo
    }
    let names = controller.sections.map { Array($0.name.utf8) }
    #expect(names == [[0x66], [0xC3, 0x85], [0xC3, 0xA9], [0xEA, 0xB0, 0x80]])
    #expect(SpelledLayout(controller) == SpelledLayout(Self.fresh(store, request)))
    let inserted = log.changes.joined().compactMap { event -> [UInt8]? in
      guard case let .insertedSection(name, _) = event else { return nil }
      return Array(name.utf8)
    }
    #expect(inserted == [[0xC3, 0x85], [0xEA, 0xB0, 0x80]])
    #expect(controller._checkInvariants(strictOrder: true).isEmpty)
  }

  static let seeds: [UInt64] = [5, 23, 61]
  static let transactions = Soak.perCase(
    cases: SpellingRun.Ordering.allCases.count * seeds.count, usual: 200)

  @Test(
    "Random commits of equivalent spellings: the live controller is a fresh fetch, byte for byte",
    arguments: SpellingRun.Ordering.allCases, seeds)
  func followsAFreshFetch(ordering: SpellingRun.Ordering, seed: UInt64) throws {
    let strategy: IndexTestingSeam.ApplyStrategy =
      switch seed {
      case 23: .bulk
      case 61: .incremental
      default: .automatic
      }
    let run = try SpellingRun(ordering: ordering, seed: seed, strategy: strategy)
    try run.run(transactions: Self.transactions)
    #expect(run.failureCount == 0, "\(run.failures)")
    Soak.report(
      "SectionNameSpellingTests.followsAFreshFetch", case: "\(ordering), seed \(seed)",
      ran: Self.transactions)
    // The run really crossed sections, respelled objects in place, and made sections from
    // names that are not canonical.
    guard Soak.total == nil || Self.transactions >= 100 else { return }
    #expect(run.crossings > 0)
    #expect(run.respellings > 0)
    #expect(run.decomposedArrivals > 0)
    #expect(run.sectionEvents > 0)
  }

  @Test("The check catches a live controller named by a first spelling")
  func oracle() throws {
    let run = try SpellingRun(ordering: .bytes, seed: 5, strategy: .incremental)
    // A reference that keeps the spelling of each section's first object, as the controller
    // did before section names were canonical.
    run.reference = { store, request in
      let controller = Self.fresh(store, request)
      var layout = SpelledLayout(controller)
      for index in layout.sections.indices {
        guard let first = controller.sections[index].objects.first else { continue }
        layout.sections[index].name = Array(first.name.utf8)
        layout.sections[index].snapshotName = Array(first.name.utf8)
      }
      return layout
    }
    try run.run(transactions: 100)
    #expect(run.failureCount > 0)
  }
}
