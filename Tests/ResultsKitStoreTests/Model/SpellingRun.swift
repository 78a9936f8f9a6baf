import ResultsKit
import ResultsKitTesting

@testable import ResultsKitStore

/// One seeded run of random commits whose section names are drawn from canonically equivalent
/// spellings, checked after every commit against a controller freshly fetched from the same
/// store.
///
/// A live controller (driven by a coordinator and a recording target, paused now and then so
/// that it also catches up on kept commits) must show what the fresh fetch shows, byte for
/// byte: section names, counts, and objects. Failures are counted and the first few kept as
/// messages with the seed and the transaction's index.
final class SpellingRun {
  /// A section order to run under.
  enum Ordering: String, CaseIterable, Sendable, CustomStringConvertible {
    case ascending, descending, listed, bytes

    /// The order: `listed` names spellings that are not canonical; `bytes` compares UTF-8.
    var order: SectionOrder {
      switch self {
      case .ascending: .ascending
      case .descending: .descending
      case .listed: .listed(["s\u{307}\u{323}", "A\u{30A}", "e\u{301}", "\u{1100}\u{1161}", "e"])
      case .bytes: .by { $0.utf8.lexicographicallyPrecedes($1.utf8) }
      }
    }

    var description: String { rawValue }
  }

  /// The section names objects get: groups of canonically equivalent spellings, and a few
  /// names equivalent to no other.
  static let spellings = [
    "\u{E9}", "e\u{301}", "e", "f",
    "\u{1E69}", "s\u{323}\u{307}", "s\u{307}\u{323}",
    "\u{212B}", "A\u{30A}", "\u{C5}",
    "\u{AC00}", "\u{1100}\u{1161}",
  ]
  /// How many failure messages a run keeps.
  static let keptFailures = 5
  /// The identifiers objects get: few, so that sections fill, empty and change often.
  static let idSpace = 14

  let seed: UInt64
  let store = ObjectStore<Spelled>()
  let request: FetchRequest<Spelled>
  let controller: ResultsController<Spelled>
  let target: RecordingTarget
  let coordinator: ResultsCoordinator<Spelled>
  var random: SeededRandomNumberGenerator
  /// The layout a correct controller shows; a fresh fetch unless the oracle test replaces it.
  var reference: (ObjectStore<Spelled>, FetchRequest<Spelled>) -> SpelledLayout = {
    store, request in
    let fresh = ResultsController(store: store, request: request)
    fresh.performFetch()
    return SpelledLayout(fresh)
  }
  /// The names of every section event, as their bytes.
  var sectionEventNames: [[UInt8]] = []
  var eventLog: ResultsSubscription?
  private(set) var failures: [String] = []
  private(set) var failureCount = 0
  private(set) var step = 0
  /// Updates that moved an object to a section of another name.
  private(set) var crossings = 0
  /// Updates that only respelled an object's section name (`==` but other bytes).
  private(set) var respellings = 0
  /// New contents whose name was not in its canonical spelling.
  private(set) var decomposedArrivals = 0
  /// Section events seen.
  var sectionEvents: Int { sectionEventNames.count }

  init(
    ordering: Ordering, seed: UInt64, strategy: IndexTestingSeam.ApplyStrategy
  ) throws {
    self.seed = seed
    random = SeededRandomNumberGenerator(seed: seed)
    request = FetchRequest(
      sortBy: [.ascending(\.rank)], sectionBy: { $0.name }, sectionOrder: ordering.order)
    controller = ResultsController(store: store, request: request)
    controller.testingSeam.applyStrategy = strategy
    controller.countRepairs()
    target = RecordingTarget(monitor: controller)
    coordinator = ResultsCoordinator(target: target, monitor: controller)
    coordinator.onInconsistency = { [unowned self] in fail("coordinator: \($0)") }
    try coordinator.loadData()
    subscribeEventLog()
  }

  /// Records the names of the section events, and fails on one that is not canonical.
  private func subscribeEventLog() {
    eventLog = controller.subscribe { [unowned self] event in
      switch event {
      case let .insertedSection(name, _), let .deletedSection(name, _):
        sectionEventNames.append(Array(name.utf8))
        if !name.isCanonicalSpelling { fail("a section event named \(Array(name.utf8))") }
      default: break
      }
    }
  }

  /// Runs `transactions` transactions; every 40th starts a stretch of 5 without subscribers,
  /// which the controller catches up on when the coordinator resumes.
  func run(transactions: Int) throws {
    var pausedUntil = -1
    for step in 0..<transactions {
      self.step = step
      if step % 40 == 39 {
        // No subscribers: the controller keeps the commits for the next fetch.
        coordinator.isPaused = true
        eventLog = nil
        pausedUntil = step + 5
      }
      try transact()
      if step < pausedUntil { continue }
      if step == pausedUntil {
        try coordinator.resume(animated: step % 80 == 44)
        subscribeEventLog()
      }
      check()
    }
  }

  /// A random spelling.
  private func spelling() -> String {
    Self.spellings[random.next(below: Self.spellings.count)]
  }

  /// One transaction of one to four operations, sometimes a dozen: inserts where an
  /// identifier is free; otherwise deletes, moves to another section, respellings of the
  /// same name, and changes of rank.
  private func transact() throws {
    let count = random.next(below: 10) == 0 ? 12 : 1 + random.next(below: 4)
    try store.perform { transaction in
      for _ in 0..<count {
        let id = random.next(below: Self.idSpace)
        guard let object = transaction[id: id] else {
          let name = spelling()
          if !name.isCanonicalSpelling { decomposedArrivals += 1 }
          try transaction.insert(Spelled(id: id, name: name, rank: random.next(below: 5)))
          continue
        }
        switch random.next(below: 4) {
        case 0:
          try transaction.delete(id)
        case 1:
          let name = spelling()
          if !name.isCanonicalSpelling { decomposedArrivals += 1 }
          if name != object.name { crossings += 1 }
          if name == object.name, !name.utf8.elementsEqual(object.name.utf8) { respellings += 1 }
          try transaction.update(id) { $0.name = name }
        case 2:
          // Another spelling of the same name, when there is one.
          let same = Self.spellings.filter { $0 == object.name }
          let name = same[random.next(below: same.count)]
          if !name.isCanonicalSpelling { decomposedArrivals += 1 }
          if !name.utf8.elementsEqual(object.name.utf8) { respellings += 1 }
          try transaction.update(id) { $0.name = name }
        default:
          let rank = random.next(below: 5)
          try transaction.update(id) { $0.rank = rank }
        }
      }
    }
  }

  /// Compares the controller with the reference, and checks its invariants and its target.
  private func check() {
    let live = SpelledLayout(controller)
    let expected = reference(store, request)
    if live != expected { fail("live \(live)\n  fresh \(expected)") }
    for section in live.sections
    where !String(decoding: section.name, as: UTF8.self).isCanonicalSpelling {
      fail("a section name not canonical: \(section.name)")
    }
    let problems = controller._checkInvariants(strictOrder: true)
    if !problems.isEmpty { fail("invariants: \(problems.prefix(3))") }
    if controller.inconsistencyRepairs != 0 {
      fail("\(controller.inconsistencyRepairs) repairs")
    }
    if !target.errors.isEmpty { fail("target errors: \(target.errors)") }
    if target.counts != live.sections.map(\.count) {
      fail("target counts \(target.counts), controller \(live.sections.map(\.count))")
    }
  }

  private func fail(_ message: String) {
    failureCount += 1
    if failures.count < Self.keptFailures {
      failures.append("seed \(seed), transaction \(step): \(message)")
    }
  }
}
