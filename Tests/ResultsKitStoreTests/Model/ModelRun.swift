import ResultsKit
import ResultsKitTesting

@testable import ResultsKitStore

/// The `updateCell` calls a coordinator made since the last check.
final class CellLog {
  var calls: [(ItemPath, Item)] = []
}

/// One model-based run, checked against `StoreModel` after every commit.
///
/// A store, a controller of one shape, and two coordinators (without and with `updateCell`)
/// driving recording targets. With `soleSubscribers`, each coordinator has a controller of its
/// own (same request), of which it is the only subscriber, so that the controllers hand it each
/// change as lists; the event counter then follows a third controller.
///
/// Failures are counted and the first few kept as messages (with the seed and the
/// transaction's index, however long the run), so a test can assert there are none and an
/// oracle test can assert that a wrong expectation produces some.
final class ModelRun: RandomTransactions {
  /// How many failure messages a run keeps.
  static let keptFailures = 5

  let shape: Shape
  let seed: UInt64
  let store = ObjectStore<Item>()
  var model = StoreModel()
  var generator: TransactionGenerator
  /// The plain coordinator's controller, which the checks read.
  let controller: ResultsController<Item>
  /// The cell coordinator's controller: ``controller``, unless each coordinator has its own.
  let cellController: ResultsController<Item>
  /// The controller the event counter follows: ``controller``, unless each coordinator has
  /// its own.
  let counterController: ResultsController<Item>
  let plain: RecordingTarget
  let plainCoordinator: ResultsCoordinator<Item>
  let cells: RecordingTarget
  let cellCoordinator: ResultsCoordinator<Item>
  let cellLog = CellLog()
  /// The first ``keptFailures`` failures.
  private(set) var failures: [String] = []
  /// How many failures there were in all.
  private(set) var failureCount = 0
  /// The index of the transaction being run or checked.
  private(set) var step = 0
  var eventCounts: [String: Int] = [:]
  var counter: ResultsSubscription?
  /// What the targets showed after the last check.
  var shown: [ResultsSection<Item>] = []
  /// How many calls each target had received at the last check.
  var plainCalls = 0
  var cellCalls = 0
  /// How many batches each target had refused at the last check.
  var plainErrors = 0
  var cellErrors = 0
  var checkedCommits = 0
  var pausedCommits = 0
  /// Replaces the model's results, for the oracle test (a deliberately wrong reference).
  var reference: (StoreModel, Shape) -> [ResultsSection<Item>] = { $0.sections($1) }

  init(
    shape: Shape, seed: UInt64,
    strategy: IndexTestingSeam.ApplyStrategy = .automatic, soleSubscribers: Bool = false,
    sequenceSpan: UInt64 = UInt64(UInt32.max), searchesTogetherFrom: Int = 16,
    mergeFactor: Int = 64
  ) throws {
    self.shape = shape
    self.seed = seed
    generator = TransactionGenerator(seed: seed)
    let store = store
    func makeController() -> ResultsController<Item> {
      let controller = ResultsController(store: store, request: shape.request)
      controller.testingSeam.applyStrategy = strategy
      controller.testingSeam.sequenceSpan = sequenceSpan
      controller.testingSeam.searchesTogetherFrom = searchesTogetherFrom
      controller.testingSeam.mergeFactor = mergeFactor
      return controller
    }
    controller = makeController()
    controller.countRepairs()
    cellController = soleSubscribers ? makeController() : controller
    counterController = soleSubscribers ? makeController() : controller
    plain = RecordingTarget(monitor: controller)
    plainCoordinator = ResultsCoordinator(target: plain, monitor: controller)
    cells = RecordingTarget(monitor: cellController)
    let log = cellLog
    cellCoordinator = ResultsCoordinator(
      target: cells, monitor: cellController, updateCell: { log.calls.append(($0, $1)) })
    plainCoordinator.onInconsistency = { [unowned self] in fail("plain: \($0)") }
    cellCoordinator.onInconsistency = { [unowned self] in fail("cells: \($0)") }
    try plainCoordinator.loadData()
    try cellCoordinator.loadData()
    if soleSubscribers { counterController.performFetch() }
    subscribeCounter()
    shown = controller.sections
  }

  private func subscribeCounter() {
    counter = counterController.subscribe { [unowned self] event in
      let kind: String
      switch event {
      case .insertedSection: kind = "insertedSection"
      case .deletedSection: kind = "deletedSection"
      case .inserted: kind = "inserted"
      case .deleted: kind = "deleted"
      case let .moved(_, from, to): kind = from.section == to.section ? "moved" : "movedAcross"
      case .updated: kind = "updated"
      case .willChange, .didChange: return
      }
      eventCounts[kind, default: 0] += 1
    }
  }

  /// Runs `transactions` transactions; every 150th starts a stretch of 20 without subscribers.
  func run(transactions: Int) throws {
    var pausedUntil = -1
    for step in 0..<transactions {
      self.step = step
      if step % 150 == 149 {
        plainCoordinator.isPaused = true
        cellCoordinator.isPaused = true
        counter = nil
        pausedUntil = step + 20
      }
      try transact()
      if step < pausedUntil {
        pausedCommits += 1
        // No subscribers: the controller keeps showing what it showed.
        expect(controller.sections, equals: shown, "a controller without subscribers changed")
        continue
      }
      if step == pausedUntil { try resume(animated: step % 300 == 169) }
      check()
    }
  }

  private func resume(animated: Bool) throws {
    try plainCoordinator.resume(animated: animated)
    cellCoordinator.isPaused = false
    subscribeCounter()
    if animated, let batch = Self.lastBatch(of: plain, after: plainCalls) {
      let replayed = try? batch.applied(
        to: shown.map(\.objects), taking: controller.sections.map(\.objects))
      expect(replayed, equals: controller.sections.map(\.objects), "an animated resume's batch")
    }
    plainCalls = plain.calls.count
    cellCalls = cells.calls.count
    cellLog.calls = []
    shown = controller.sections
  }

  /// One random transaction: usually a few operations, sometimes many, sometimes a
  /// `deleteAll()`, sometimes one that throws half-way (and must change nothing).
  private func transact() throws {
    let committed = try runTransaction(many: 25, idSpace: 300, throwingFrom: 97)
    if !committed {
      expect(store.count, equals: model.objects.count, "a throwing transaction changed the store")
    }
  }

  /// Compares the controller with the model, and each target's recorded change with the
  /// difference between what it showed and the new results.
  private func check() {
    checkedCommits += 1
    let expected = reference(model, shape)
    let sections = controller.sections
    expect(sections.map(\.name), equals: expected.map(\.name), "section names")
    expect(sections.map(\.objects), equals: expected.map(\.objects), "section contents")
    expect(
      controller.numberOfObjects, equals: expected.reduce(0) { $0 + $1.objects.count }, "count")
    expect(controller.sectionCounts, equals: expected.map(\.objects.count), "section counts")
    expect(controller.inconsistencyRepairs, equals: 0, "linear repairs")
    let problems = controller._checkInvariants(strictOrder: true)
    if !problems.isEmpty { fail("invariants: \(problems.prefix(3))") }
    // The store's own reading: every object in insertion order, and each identifier held.
    let inserted = model.objects.values.sorted { $0.sequence < $1.sequence }.map(\.item)
    expect(store.objects, equals: inserted, "the store's objects in insertion order")
    let held = (0..<300).filter { store.contains(id: $0) }
    expect(held, equals: model.objects.keys.sorted(), "the identifiers the store contains")
    if plain.errors.count > plainErrors || cells.errors.count > cellErrors {
      fail("target errors: \(plain.errors[plainErrors...]) \(cells.errors[cellErrors...])")
      plainErrors = plain.errors.count
      cellErrors = cells.errors.count
    }
    let new = sections.map(\.objects)
    // Without updateCell: the batch alone turns what was shown into the new results.
    if let batch = Self.lastBatch(of: plain, after: plainCalls) {
      expect(try? batch.applied(to: shown.map(\.objects), taking: new), equals: new, "replay")
    } else {
      expect(shown.map(\.objects), equals: new, "no batch, yet the results changed")
    }
    // With updateCell: the batch, then the cell updates.
    var replayed = shown.map(\.objects)
    if let batch = Self.lastBatch(of: cells, after: cellCalls) {
      expect(
        batch.reloadedItems.isEmpty && batch.reconfiguredItems.isEmpty, equals: true,
        "reloads with updateCell")
      replayed = (try? batch.applied(to: replayed, taking: new)) ?? []
    }
    for (path, item) in cellLog.calls where replayed.indices.contains(path.section) {
      if replayed[path.section].indices.contains(path.item) {
        replayed[path.section][path.item] = item
      }
    }
    expect(replayed, equals: new, "replay with updateCell")
    expect(plain.counts, equals: new.map(\.count), "plain target counts")
    expect(cells.counts, equals: new.map(\.count), "cell target counts")
    for id in [generator.next(300), generator.next(300)] {
      let path = expected.enumerated().lazy.compactMap { section, contents in
        contents.objects.firstIndex { $0.id == id }.map { ItemPath(item: $0, section: section) }
      }.first
      expect(controller.itemPath(for: id), equals: path, "itemPath(for: \(id))")
    }
    plainCalls = plain.calls.count
    cellCalls = cells.calls.count
    cellLog.calls = []
    shown = sections
  }

  /// The last batch `target` received after its first `calls` calls, if any.
  ///
  /// Reads only the new calls: `RecordingTarget.batches` filters every call so far, which
  /// would make a long run quadratic.
  private static func lastBatch(of target: RecordingTarget, after calls: Int) -> ChangeBatch? {
    for call in target.calls[calls...].reversed() {
      if case let .apply(batch) = call { return batch }
    }
    return nil
  }

  private func expect<T: Equatable>(_ actual: T, equals expected: T, _ what: String) {
    if actual != expected { fail(what) }
  }

  /// Counts a failure, and keeps its message if fewer than ``keptFailures`` are kept.
  private func fail(_ what: String) {
    failureCount += 1
    guard failures.count < Self.keptFailures else { return }
    failures.append("seed \(seed), transaction \(step) (\(shape)): \(what)")
  }

  /// The failures for a test's message: how many, and the first few.
  var failureReport: String {
    guard failureCount > failures.count else { return failures.joined(separator: "\n") }
    return "\(failureCount) failures, the first \(failures.count):\n"
      + failures.joined(separator: "\n")
  }
}

/// Thrown by a transaction body to test atomicity.
struct CancelledTransaction: Error {}
