import ResultsKit
import ResultsKitStore
import ResultsKitTesting

@testable import ResultsKitStore

/// The whims of one impure-closure run's request: how its predicate, sort key and sections
/// answer (see ``Mood``).
struct Whims: CustomStringConvertible, Sendable {
  var predicate: Whim
  var sortKey: Whim
  var section: Whim
  /// Whether the first sort key is a ``Hand``, whose `<` is not a strict order.
  var cyclic = false
  /// How the request's section order (`SectionOrder.by`) answers; `nil` for the default
  /// order, by name.
  var sectionOrder: Whim?
  /// Whether the section order goes round in a circle (see ``Mood/cyclicSections``).
  var cyclicSections = false

  var description: String {
    "predicate \(predicate.rawValue), sort key \(sortKey.rawValue), section \(section.rawValue)"
      + (cyclic ? ", after a cyclic key" : "")
      + (sectionOrder.map { ", section order \($0.rawValue)" } ?? "")
      + (cyclicSections ? ", cyclic section order" : "")
  }

  /// Whether the request has a section order of its own.
  var ordersSections: Bool { sectionOrder != nil || cyclicSections }

  static let all: [Whims] = [
    Whims(predicate: .random, sortKey: .pure, section: .pure),
    Whims(predicate: .pure, sortKey: .random, section: .pure),
    Whims(predicate: .counter, sortKey: .counter, section: .counter),
    Whims(predicate: .flipping, sortKey: .flipping, section: .flipping),
    Whims(predicate: .random, sortKey: .random, section: .random),
    Whims(predicate: .pure, sortKey: .pure, section: .pure, cyclic: true),
  ]

  /// Section orders by an impure or a cyclic comparison of names.
  static let sectionOrders: [Whims] = [
    Whims(predicate: .pure, sortKey: .pure, section: .pure, sectionOrder: .random),
    Whims(predicate: .pure, sortKey: .pure, section: .pure, sectionOrder: .counter),
    Whims(predicate: .pure, sortKey: .pure, section: .pure, sectionOrder: .flipping),
    Whims(predicate: .random, sortKey: .random, section: .random, sectionOrder: .random),
    Whims(predicate: .pure, sortKey: .pure, section: .pure, cyclicSections: true),
    Whims(predicate: .pure, sortKey: .pure, section: .flipping, cyclicSections: true),
  ]
}

/// One impure-closure run: a controller whose request's closures (and sort key, a computed
/// property) answer as its ``Whims`` say, two coordinators replaying their batches on the rows
/// they show, and random transactions, some throwing half-way.
///
/// After every commit, whatever the closures did: the invariants hold; every object shown is
/// in the store with its current content, and no id is shown twice; both targets show exactly
/// the controller's results; `itemPath(for:)` agrees with `sections`. A throwing transaction
/// changes nothing. Then ``recover(transactions:)`` makes the closures pure, fetches from
/// scratch, and checks the controller against fresh ones, in the strict order, from then on.
///
/// The property that would have caught impure closures leaving deleted objects and duplicate
/// ids in the results.
final class ImpureRun {
  static var keptFailures: Int { 5 }
  static var idSpace: Int { 30 }

  let whims: Whims
  let seed: UInt64
  let mood: Mood
  let store = ObjectStore<Jittery>()
  let request: FetchRequest<Jittery>
  let controller: ResultsController<Jittery>
  let plain: ReplayingFollower<Jittery>
  let cells: ReplayingFollower<Jittery>
  private var random: SeededRandomNumberGenerator
  private(set) var failures: [String] = []
  private(set) var failureCount = 0
  private(set) var step = 0
  private(set) var commits = 0
  private var shownAtPause: [ResultsSection<Jittery>] = []

  init(
    whims: Whims, seed: UInt64,
    strategy: IndexTestingSeam.ApplyStrategy = .automatic, searchesTogetherFrom: Int = 16,
    mergeFactor: Int = 64
  ) throws {
    self.whims = whims
    self.seed = seed
    random = SeededRandomNumberGenerator(seed: seed)
    let mood = Mood(
      predicate: whims.predicate, sortKey: whims.sortKey, section: whims.section,
      sectionOrder: whims.sectionOrder ?? .pure, cyclicSections: whims.cyclicSections,
      seed: seed + 1)
    self.mood = mood
    request = FetchRequest(
      predicate: { mood.includes($0) },
      sortBy: whims.cyclic ? [.ascending(\.hand), .ascending(\.drift)] : [.ascending(\.drift)],
      sectionBy: { mood.sectionName(of: $0) },
      sectionOrder: whims.ordersSections ? .by { mood.sectionPrecedes($0, $1) } : .ascending)
    controller = ResultsController(store: store, request: request)
    controller.testingSeam.applyStrategy = strategy
    controller.testingSeam.searchesTogetherFrom = searchesTogetherFrom
    controller.testingSeam.mergeFactor = mergeFactor
    controller.countRepairs()
    plain = ReplayingFollower(controller)
    cells = ReplayingFollower(controller, cells: true)
    try plain.load()
    try cells.load()
  }

  /// Runs `transactions` transactions with the closures impure; every 60th starts a stretch
  /// of 8 without subscribers, which ends in a resume, animated every other time.
  func run(transactions: Int) throws {
    var pausedUntil = -1
    for step in 0..<transactions {
      self.step = step
      if step % 60 == 59 {
        plain.coordinator.isPaused = true
        cells.coordinator.isPaused = true
        shownAtPause = controller.sections
        pausedUntil = step + 8
      }
      mood.flipped.toggle()
      try transact()
      expect(controller._checkInvariants().isEmpty, "invariants: \(controller._checkInvariants())")
      if step < pausedUntil {
        expect(controller.sections == shownAtPause, "a controller without subscribers changed")
        continue
      }
      if step == pausedUntil {
        try plain.coordinator.resume(animated: step % 120 == 67)
        try cells.coordinator.resume(animated: step % 120 != 67)
      }
      check()
    }
  }

  /// Makes the closures pure, fetches from scratch (the request set again, so that the fetch
  /// starts over) with the targets reloaded by hand, and runs `transactions` more, checking
  /// after each that the controller equals a fresh one.
  func recover(transactions: Int) throws {
    mood.isPure = true
    // (A run may end in a stretch without subscribers.)
    plain.coordinator.isPaused = false
    cells.coordinator.isPaused = false
    controller.request = request
    controller.performFetch()
    plain.target.reloadData()
    cells.target.reloadData()
    checkRecovered()
    for step in 0..<transactions {
      self.step = step
      try transact()
      check()
      checkRecovered()
    }
  }

  // MARK: Transactions

  /// One random transaction of a few writes, sometimes starting with `deleteAll()`, sometimes
  /// throwing half-way (then the store, the controller and the targets must be unchanged).
  private func transact() throws {
    let kind = random.next(below: 100)
    let before = controller.sections
    let rows = (plain.target.rows, cells.target.rows)
    let objects = Dictionary(uniqueKeysWithValues: (0..<Self.idSpace).map { ($0, store[id: $0]) })
    do {
      try store.perform { transaction in
        if kind < 2 { transaction.deleteAll() }
        for _ in 0..<(kind < 10 ? 10 : 1 + random.next(below: 4)) {
          try write(random.next(below: Self.idSpace), in: &transaction)
        }
        if kind >= 95 { throw CancelledTransaction() }
      }
      commits += 1
    } catch is CancelledTransaction {
      let unchanged =
        (0..<Self.idSpace).allSatisfy { store[id: $0] == objects[$0] ?? nil }
        && controller.sections == before && plain.target.rows == rows.0
        && cells.target.rows == rows.1
      expect(unchanged, "a throwing transaction changed something")
    }
  }

  private func write(_ id: Int, in transaction: inout StoreTransaction<Jittery>) throws {
    guard var object = transaction[id: id] else {
      try transaction.insert(newObject(id: id))
      return
    }
    switch random.next(below: 7) {
    case 0:
      try transaction.delete(id)
      return
    case 1: object.value = Jittery.values[random.next(below: Jittery.values.count)]
    case 2: object.group = Jittery.groups[random.next(below: Jittery.groups.count)]
    case 3: object.visible.toggle()
    case 4:
      try transaction.delete(id)
      try transaction.insert(newObject(id: id))
      return
    case 5: object.hand = Hand.allCases[random.next(below: 3)]
    default: break  // the same content: no change
    }
    try transaction.update(object)
  }

  private func newObject(id: Int) -> Jittery {
    Jittery(
      id: id, value: Jittery.values[random.next(below: Jittery.values.count)],
      group: Jittery.groups[random.next(below: Jittery.groups.count)],
      visible: random.next(below: 4) != 0, hand: Hand.allCases[random.next(below: 3)], mood: mood)
  }

  // MARK: Checks

  /// What holds whatever the closures do.
  private func check() {
    let sections = controller.sections
    let shown = sections.flatMap(\.objects)
    expect(Set(shown.map(\.id)).count == shown.count, "an id shown twice")
    for object in shown where store[id: object.id] != object {
      expect(
        false, "\(object) shown, the store has \(store[id: object.id].map { "\($0)" } ?? "none")")
    }
    for follower in [plain, cells] {
      follower.check("step \(step)")
      if let problem = follower.mismatches.first ?? follower.errors.first {
        expect(false, "rows: \(problem)")
      }
    }
    for (section, contents) in sections.enumerated() {
      for (item, object) in contents.objects.enumerated() {
        let path = ItemPath(item: item, section: section)
        expect(controller.itemPath(for: object.id) == path, "itemPath(for: \(object.id))")
      }
    }
    let shownIDs = Set(shown.map(\.id))
    for id in 0..<Self.idSpace where !shownIDs.contains(id) {
      expect(controller.itemPath(for: id) == nil, "itemPath(for: \(id)) of an object not shown")
    }
  }

  /// What holds once the closures are pure and the controller fetched from scratch (unless a
  /// key's `<` or the section order is not a strict order: then no order is right).
  private func checkRecovered() {
    guard !whims.cyclic, !whims.cyclicSections else { return }
    let fresh = ResultsController(store: store, request: request)
    fresh.performFetch()
    expect(controller.sections == fresh.sections, "differs from a fresh controller")
    let problems = controller._checkInvariants(strictOrder: true)
    expect(problems.isEmpty, "strict invariants: \(problems.prefix(3))")
  }

  private func expect(_ condition: Bool, _ what: @autoclosure () -> String) {
    guard !condition else { return }
    failureCount += 1
    guard failures.count < Self.keptFailures else { return }
    failures.append("seed \(seed), transaction \(step) (\(whims)): \(what())")
  }

  /// The failures for a test's message: how many, and the first few.
  var failureReport: String {
    "\(failureCount) failures, the first \(failures.count):\n" + failures.joined(separator: "\n")
  }
}
