import ResultsKit
import ResultsKitStore

@testable import ResultsKitStore

/// One model-based run of a store over a ``MemoryPersistence``: seeded random transactions of
/// the store (some of whose writes fail), random changes by another writer, and `refresh()`,
/// each step checked against `StoreModel`.
///
/// After every step: the store holds the model's objects; the persistence holds the store's
/// (when no other writer's change is waiting for a refresh); a subscribed controller of the
/// run's shape shows the model's results (tie-break included) and what a fresh fetch shows.
final class PersistedRun: RandomTransactions {
  /// How many failure messages a run keeps.
  static let keptFailures = 5
  /// The identifiers the run's objects have.
  static let idSpace = 120

  let seed: UInt64
  let shape: Shape
  let persistence: MemoryPersistence<Item>
  let store: ObjectStore<Item>
  var model = StoreModel()
  var generator: TransactionGenerator
  let controller: ResultsController<Item>
  /// The controller's changes (`didChange`s) and the store's delivered commits so far.
  private var batches = 0
  private var commits = 0
  private var subscriptions: [ResultsSubscription] = []
  /// Whether another writer changed the persistence since the last refresh.
  private var othersPending = false
  private(set) var failures: [String] = []
  private(set) var failureCount = 0
  private var step = 0
  /// What the run did, for the test to show it covered each case.
  private(set) var counts: [String: Int] = [:]

  init(shape: Shape, seed: UInt64, reportsOwnWrites: Bool) throws {
    self.shape = shape
    self.seed = seed
    generator = TransactionGenerator(seed: seed)
    var initial: [Item] = []
    for id in 0..<Self.idSpace where id % 3 == 0 { initial.append(generator.item(id: id)) }
    persistence = MemoryPersistence(initial)
    persistence.reportsOwnWrites = reportsOwnWrites
    store = try ObjectStore(persistence: persistence)
    model.commit(
      Dictionary(uniqueKeysWithValues: initial.map { ($0.id, Optional($0)) }),
      order: initial.map(\.id))
    controller = ResultsController(store: store, request: shape.request)
    controller.performFetch()
    subscriptions.append(
      controller.subscribe { [unowned self] event in
        if case .didChange = event { batches += 1 }
      })
    subscriptions.append(store.observe { [unowned self] _ in commits += 1 })
    check()
  }

  /// Runs `steps` steps: a store transaction, another writer's changes, or a refresh.
  func run(steps: Int) throws {
    for step in 0..<steps {
      self.step = step
      let kind = generator.next(100)
      if kind < 3 {
        try transact { try self.replaceAll() }
      } else if kind < 45 {
        try transact { try self.runTransaction(many: 20, idSpace: Self.idSpace, throwingFrom: 97) }
      } else if kind < 80 {
        othersWrite()
      } else {
        try refresh()
      }
      check()
    }
  }

  /// The store's objects by identifier.
  private var storeContents: [Int: Item] { store.storage.records.mapValues(\.object) }

  /// A transaction that deletes everything and inserts up to three objects the store does not
  /// hold (so nothing survives it), applied to the model when it commits.
  private func replaceAll() throws -> Bool {
    let absent = (0..<Self.idSpace).filter { model.objects[$0] == nil }
    var final = model.objects.mapValues { _ in Item?.none }
    var order = Array(model.objects.keys)
    for _ in 0..<generator.next(4) where !absent.isEmpty {
      let item = generator.item(id: absent[generator.next(absent.count)])
      if final.updateValue(item, forKey: item.id) == nil { order.append(item.id) }
    }
    try store.perform { transaction in
      transaction.deleteAll()
      for id in order { if let item = final[id] ?? nil { transaction.upsert(item) } }
    }
    model.commit(final, order: order)
    return true
  }

  /// One store transaction (`body`, which returns whether it committed and keeps the model in
  /// step); one in eight is told its write will fail.
  private func transact(_ body: () throws -> Bool) throws {
    let failing = generator.next(8) == 0
    if failing { persistence.failNextWrite = FailedWrite() }
    let before = (contents: storeContents, commits: commits, batches: batches)
    let writes = persistence.writes.count
    do {
      let committed = try body()
      count(committed ? "transaction" : "transaction thrown")
      if failing {
        // Its write never came: the transaction threw or had no net effect.
        expect(persistence.failNextWrite != nil, equals: true, "a failing write was not reported")
        expect(storeContents, equals: before.contents, "a commit without a write")
        persistence.failNextWrite = nil
      }
      let wrote = persistence.writes.count - writes
      expect(wrote, equals: commits - before.commits, "writes and commits disagree")
      if wrote == 1, let written = persistence.writes.last {
        for object in written.upserts where before.contents[object.id] == object {
          fail("an upsert of an unchanged object was written: \(object.id)")
        }
        count(written.removesAll ? "removesAll" : "write")
      }
    } catch let error as FailedWrite {
      count("failed write")
      expect(error, equals: FailedWrite(), "the error perform threw")
      expect(failing, equals: true, "a write failed unasked")
      expect(storeContents, equals: before.contents, "a failed write changed the store")
      expect(commits, equals: before.commits, "a failed write was delivered")
      expect(batches, equals: before.batches, "a failed write reached the controller")
    }
  }

  /// One to four changes by another writer: upserts (new, changed or equal), deletes, now and
  /// then a delete of everything or a persistence that loses track.
  private func othersWrite() {
    othersPending = true
    for _ in 0...generator.next(4) {
      let pick = generator.next(100)
      let id = generator.next(Self.idSpace)
      let current = persistence.byID[id]
      if pick < 2 {
        count("others deleteAll")
        persistence.othersDeleteAll()
      } else if pick < 7 {
        count("others lose track")
        persistence.loseTrack()
      } else if pick < 30 {
        count("others delete")
        persistence.othersDelete(id)
      } else if pick < 45, let current {
        count("others equal write")
        persistence.othersUpsert(current)
      } else if var object = current, pick < 75 {
        count("others update")
        object.rank = generator.next(6)
        object.group = ["a", "b", "c", "d", "e"][generator.next(5)]
        persistence.othersUpsert(object)
      } else {
        count("others upsert")
        persistence.othersUpsert(generator.item(id: id))
      }
    }
  }

  /// `refresh()`: the model becomes what the persistence holds (objects it did not hold are
  /// new, in the persistence's order); exactly one commit and one batch when that changed
  /// something, none otherwise; nothing written.
  private func refresh() throws {
    let before = (commits: commits, batches: batches, writes: persistence.writes.count)
    let modelBefore = model.objects.mapValues(\.item)
    let changed = try store.refresh()
    count(changed ? "refresh" : "refresh, no change")
    var final: [Int: Item?] = [:]
    var order: [Int] = []
    for id in model.objects.keys where persistence.byID[id] == nil {
      final[id] = .some(nil)
      order.append(id)
    }
    for object in persistence.contents {
      final[object.id] = object
      order.append(object.id)
    }
    model.commit(final, order: order)
    othersPending = false
    expect(changed, equals: model.objects.mapValues(\.item) != modelBefore, "refresh's result")
    expect(commits - before.commits, equals: changed ? 1 : 0, "commits of one refresh")
    expect(batches - before.batches <= 1, equals: true, "batches of one refresh")
    expect(persistence.writes.count, equals: before.writes, "refresh wrote")
  }

  /// Compares the store, the persistence and the controller with the model.
  private func check() {
    let contents = storeContents
    expect(contents, equals: model.objects.mapValues(\.item), "store contents")
    if !othersPending {
      expect(persistence.byID, equals: contents, "persistence contents")
    }
    let expected = model.sections(shape)
    let sections = controller.sections
    expect(sections.map(\.name), equals: expected.map(\.name), "section names")
    expect(sections.map(\.objects), equals: expected.map(\.objects), "section contents")
    let fresh = ResultsController(store: store, request: shape.request)
    fresh.performFetch()
    expect(sections, equals: fresh.sections, "a fresh fetch")
    let problems = controller._checkInvariants(strictOrder: true)
    if !problems.isEmpty { fail("invariants: \(problems.prefix(3))") }
  }

  private func count(_ what: String) {
    counts[what, default: 0] += 1
  }

  private func expect<T: Equatable>(_ actual: T, equals expected: T, _ what: String) {
    if actual != expected { fail(what) }
  }

  private func fail(_ what: String) {
    failureCount += 1
    guard failures.count < Self.keptFailures else { return }
    failures.append("seed \(seed), step \(step) (\(shape)): \(what)")
  }

  /// The failures for a test's message: how many, and the first few.
  var failureReport: String {
    "\(failureCount) failures, the first \(failures.count):\n" + failures.joined(separator: "\n")
  }
}
