import ResultsKit
import ResultsKitTesting

@testable import ResultsKitStore

/// One sort-key model run: a store of samples whose keys are NaN, ±0, ±infinity or
/// equivalent spellings, a controller of one shape, and two coordinators (without and with
/// `updateCell`) replaying their batches on the rows they show; checked against
/// ``AwkwardModel`` and a from-scratch fetch after every commit.
///
/// Every comparison of contents is exact (``AwkwardSample/isIdentical(to:)``), never `==`,
/// which a NaN breaks and equivalent spellings blur. Failures are counted and the first few
/// kept, with the seed and the transaction's index.
final class AwkwardRun<Sample: AwkwardSample> {
  static var keptFailures: Int { 5 }
  /// The ids the samples use: few, so that ties and equal keys are common.
  static var idSpace: Int { 40 }

  let shape: AwkwardShape
  let seed: UInt64
  let store = ObjectStore<Sample>()
  var model = AwkwardModel<Sample>()
  private var random: SeededRandomNumberGenerator
  let controller: ResultsController<Sample>
  let plain: ReplayingFollower<Sample>
  let cells: ReplayingFollower<Sample>
  private(set) var failures: [String] = []
  private(set) var failureCount = 0
  private(set) var step = 0
  /// How often each kind of event and each awkward write occurred.
  private(set) var counts: [String: Int] = [:]
  private var counter: ResultsSubscription?
  /// Contents to write back at the start of the next transaction (see the `detour` write).
  private var returns: [Int: Sample] = [:]
  /// What the controller showed when the coordinators were paused.
  private var shownAtPause: [ResultsSection<Sample>] = []
  private(set) var checkedCommits = 0
  private(set) var pausedCommits = 0

  init(shape: AwkwardShape, seed: UInt64) throws {
    self.shape = shape
    self.seed = seed
    random = SeededRandomNumberGenerator(seed: seed)
    controller = ResultsController(store: store, request: shape.request(Sample.self))
    controller.countRepairs()
    plain = ReplayingFollower(controller, isSame: { $0.looksSame(as: $1) })
    cells = ReplayingFollower(controller, cells: true, isSame: { $0.looksSame(as: $1) })
    try plain.load()
    try cells.load()
    subscribeCounter()
  }

  private func subscribeCounter() {
    counter = controller.subscribe { [unowned self] event in
      switch event {
      case .inserted: counts["inserted", default: 0] += 1
      case .deleted: counts["deleted", default: 0] += 1
      case .moved: counts["moved", default: 0] += 1
      case .updated: counts["updated", default: 0] += 1
      case .insertedSection, .deletedSection, .willChange, .didChange: break
      }
    }
  }

  /// Runs `transactions` transactions; every 100th starts a stretch of 12 without subscribers,
  /// which ends in a resume, animated every other time.
  func run(transactions: Int) throws {
    var pausedUntil = -1
    for step in 0..<transactions {
      self.step = step
      if step % 100 == 99 {
        plain.coordinator.isPaused = true
        cells.coordinator.isPaused = true
        counter = nil
        shownAtPause = controller.sections
        pausedUntil = step + 12
      }
      try transact()
      if step < pausedUntil {
        pausedCommits += 1
        expect(same(controller.sections, shownAtPause), "a controller without subscribers changed")
        continue
      }
      if step == pausedUntil {
        try plain.coordinator.resume(animated: step % 200 == 111)
        try cells.coordinator.resume(animated: step % 200 != 111)
        subscribeCounter()
      }
      check()
    }
  }

  // MARK: Transactions

  /// One random transaction: usually a few writes, sometimes a dozen, sometimes starting with
  /// `deleteAll()`, sometimes one that throws half-way (and must change nothing).
  private func transact() throws {
    let kind = random.next(below: 100)
    let operations = kind < 8 ? 12 : 1 + random.next(below: 3)
    let throwing = kind >= 96
    var final: [Int: Sample?] = [:]
    var order: [Int] = []
    let model = model
    do {
      try store.perform { transaction in
        if kind < 2 {
          transaction.deleteAll()
          for id in model.objects.keys {
            final[id] = .some(nil)
            order.append(id)
          }
        }
        for (id, sample) in returns.sorted(by: { $0.key < $1.key }) where transaction[id: id] != nil
        {
          try transaction.update(sample)
          if final.updateValue(sample, forKey: id) == nil { order.append(id) }
        }
        returns = [:]
        for _ in 0..<operations {
          let id = random.next(below: Self.idSpace)
          let written = try write(id, in: &transaction)
          if final.updateValue(written, forKey: id) == nil { order.append(id) }
        }
        if throwing { throw CancelledTransaction() }
      }
    } catch is CancelledTransaction {
      let unchanged =
        store.count == model.objects.count
        && model.objects.values.allSatisfy { entry in
          store[id: entry.sample.id].map { $0.isIdentical(to: entry.sample) } ?? false
        }
      expect(unchanged, "a throwing transaction changed the store")
      return
    }
    self.model.commit(final, order: order)
  }

  /// One random write of `id` through `transaction`; returns what the transaction then holds
  /// for it.
  private func write(_ id: Int, in transaction: inout StoreTransaction<Sample>) throws -> Sample? {
    guard var sample = transaction[id: id] else {
      let new = newSample(id: id)
      if random.next(below: 2) == 0 { try transaction.insert(new) } else { transaction.upsert(new) }
      return new
    }
    switch random.next(below: 11) {
    case 0:
      try transaction.delete(id)
      return nil
    case 1:
      // Deleted and inserted again: an update, possibly to an equal content.
      try transaction.delete(id)
      if random.next(below: 2) == 0 { sample.value = pick(AwkwardValues.doubles) }
      try transaction.insert(sample)
      return sample
    case 2, 3:
      note(sample.value.isNaN ? "from NaN" : "value")
      sample.value = pick(AwkwardValues.doubles)
    case 4:
      sample.label = pick(AwkwardValues.labels)
    case 5:
      // Equal under `==`, but not the same bits or scalars.
      note("respelled")
      sample.label = AwkwardValues.respelled(sample.label, random.next(below: 3))
      sample.value = AwkwardValues.respelled(sample.value)
    case 6:
      sample.group = pick(AwkwardValues.groups)
    case 7:
      sample.visible.toggle()
    case 8:
      note("same content")
    case 9:
      // Away now, back next commit to a content `==` to this one but spelled otherwise: a
      // controller that merges the two commits must end with the second spelling.
      note("detour")
      var back = sample
      back.label = AwkwardValues.respelled(back.label, random.next(below: 3))
      back.value = AwkwardValues.respelled(back.value)
      returns[id] = back
      sample.value = sample.value == 1 ? 2.5 : 1
    default:
      sample = newSample(id: id)
      transaction.upsert(sample)
      return sample
    }
    if sample.value.isNaN { note("to NaN") }
    try transaction.update(id) { $0 = sample }
    return sample
  }

  private func newSample(id: Int) -> Sample {
    Sample(
      id: id, value: pick(AwkwardValues.doubles), label: pick(AwkwardValues.labels),
      group: pick(AwkwardValues.groups), visible: random.next(below: 4) != 0)
  }

  private func pick<T>(_ values: [T]) -> T {
    values[random.next(below: values.count)]
  }

  private func note(_ what: String) {
    counts[what, default: 0] += 1
  }

  // MARK: Checks

  /// Compares the controller with the model and with a from-scratch fetch, checks its
  /// invariants in the strict order, and the rows both coordinators' targets show.
  private func check() {
    checkedCommits += 1
    let sections = controller.sections
    expect(same(sections, model.sections(shape)), "differs from the model")
    let fresh = ResultsController(store: store, request: shape.request(Sample.self))
    fresh.performFetch()
    expect(same(sections, fresh.sections), "differs from a fetch from scratch")
    let problems =
      controller._checkInvariants(strictOrder: true) + fresh._checkInvariants(strictOrder: true)
    expect(problems.isEmpty, "invariants: \(problems.prefix(3))")
    expect(controller.inconsistencyRepairs == 0, "linear repairs")
    for follower in [plain, cells] { follower.check() }
    let mismatches = plain.mismatches + cells.mismatches
    let errors = plain.errors + cells.errors
    expect(mismatches.isEmpty && errors.isEmpty, "rows: \(mismatches.first ?? errors[0])")
    for id in [random.next(below: Self.idSpace), random.next(below: Self.idSpace)] {
      let path = sections.enumerated().lazy.compactMap { section, contents in
        contents.objects.firstIndex { $0.id == id }.map { ItemPath(item: $0, section: section) }
      }.first
      expect(controller.itemPath(for: id) == path, "itemPath(for: \(id))")
    }
  }

  /// Whether the two hold the same sections (names equal under `==`: which spelling names a
  /// section is not specified) with exactly the same objects.
  func same(_ lhs: [ResultsSection<Sample>], _ rhs: [ResultsSection<Sample>]) -> Bool {
    lhs.count == rhs.count
      && zip(lhs, rhs).allSatisfy { lhs, rhs in
        lhs.name == rhs.name
          && lhs.objects.elementsEqual(rhs.objects) { $0.isIdentical(to: $1) }
      }
  }

  private func expect(_ condition: Bool, _ what: @autoclosure () -> String) {
    guard !condition else { return }
    failureCount += 1
    guard failures.count < Self.keptFailures else { return }
    failures.append("seed \(seed), transaction \(step) (\(shape), \(Sample.self)): \(what())")
  }

  /// The failures for a test's message: how many, and the first few.
  var failureReport: String {
    "\(failureCount) failures, the first \(failures.count):\n"
      + failures.joined(separator: "\n")
  }
}
