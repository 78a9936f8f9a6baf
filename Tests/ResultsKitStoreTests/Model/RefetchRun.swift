import ResultsKit
import ResultsKitStore
import ResultsKitTesting

@testable import ResultsKitStore

/// One refetch model run: three controllers of `Item`s on one store (see `RefetchLane`), and
/// random transactions during whose delivery hooks fetch, re-request, load, pause and resume
/// the controllers from inside another controller's target `apply`, a store `observe(_:)`
/// callback or a `monitor(_:_:)` callback.
///
/// After every commit: each controller's invariants hold in the strict order; each controller
/// that has subscribers equals a fetch from scratch of its request and the `StoreModel`;
/// each paused one does after a `performFetch()` (now and then, by hand); every coordinator
/// that is not paused shows exactly its controller's results, and reported nothing.
///
/// The property that would have caught a controller fetched during a delivery applying the
/// commit again.
final class RefetchRun: RandomTransactions {
  static var keptFailures: Int { 5 }
  static var idSpace: Int { 40 }

  let seed: UInt64
  let store = ObjectStore<Item>()
  var model = StoreModel()
  var generator: TransactionGenerator
  private(set) var lanes: [RefetchLane] = []
  /// The hooks armed for the commit being made.
  private var armed: [DeliveryHook] = []
  private var observer: ResultsSubscription?
  private var monitors: [ResultsSubscription] = []
  private(set) var failures: [String] = []
  private(set) var failureCount = 0
  private(set) var step = 0
  /// Which kinds of site ran a hook, and which actions ran, and how often.
  private(set) var fired: [String: Int] = [:]

  init(seed: UInt64) throws {
    self.seed = seed
    generator = TransactionGenerator(seed: seed)
    for lane in 0..<3 {
      let shape = Shape.all[generator.next(Shape.all.count)]
      lanes.append(try RefetchLane(store: store, shape: shape, cells: lane == 1))
    }
    observer = store.observe { [unowned self] _ in fire(at: .storeObserver) }
  }

  func run(transactions: Int) throws {
    for step in 0..<transactions {
      self.step = step
      arm()
      try transact()
      armed = []
      monitors = []
      try adjust()
      check()
    }
  }

  // MARK: Hooks

  /// Arms up to three hooks for the next commit, each at a random site, for a lane other than
  /// the one whose target runs it.
  private func arm() {
    for _ in 0..<generator.next(4) {
      let site: DeliveryHook.Site
      switch generator.next(4) {
      case 0, 1: site = .targetApply(generator.next(lanes.count))
      case 2: site = .storeObserver
      default:
        let id = generator.next(Self.idSpace)
        site = .objectMonitor(id)
        monitors.append(store.monitor(id) { [unowned self] _ in fire(at: site) })
      }
      var lane = generator.next(lanes.count)
      if case let .targetApply(source) = site, source == lane { lane = (lane + 1) % lanes.count }
      let actions = DeliveryHook.Action.allCases
      armed.append(
        DeliveryHook(site: site, lane: lane, action: actions[generator.next(actions.count)]))
    }
    for (index, lane) in lanes.enumerated() {
      lane.setOnApply { [unowned self] in fire(at: .targetApply(index)) }
    }
  }

  /// Runs, once, every armed hook at `site`.
  ///
  /// A hook for a lane whose target is applying a batch (reached through a hook that batch
  /// ran) is skipped: it would reload a view inside its own batch update, which UIKit does not
  /// allow either.
  private func fire(at site: DeliveryHook.Site) {
    let due = armed.filter { $0.site == site }
    armed.removeAll { $0.site == site }
    for hook in due where !lanes[hook.lane].follower.target.isApplying {
      fired[site.kind, default: 0] += 1
      fired["\(hook.action)", default: 0] += 1
      do {
        try lanes[hook.lane].perform(hook.action, other: Shape.all[generator.next(Shape.all.count)])
      } catch {
        fail("\(hook) threw \(error)")
      }
      // A replaced lane's new target runs the hooks of its site too.
      lanes[hook.lane].setOnApply { [unowned self] in fire(at: .targetApply(hook.lane)) }
    }
  }

  // MARK: Steps

  /// One random transaction, as `ModelRun` makes them, with fewer ids.
  private func transact() throws {
    let committed = try runTransaction(many: 12, idSpace: Self.idSpace, throwingFrom: 96)
    if !committed, store.count != model.objects.count {
      fail("a throwing transaction changed the store")
    }
  }

  /// Between commits, now and then: pauses or resumes a lane, or fetches a paused one by hand
  /// (and checks it against a fetch from scratch), so that lanes keep commits for later.
  private func adjust() throws {
    let lane = lanes[generator.next(lanes.count)]
    switch generator.next(8) {
    case 0: lane.follower.coordinator.isPaused.toggle()
    case 1: try lane.follower.coordinator.resume(animated: generator.next(2) == 0)
    case 2 where lane.isPaused:
      lane.controller.performFetch()
      checkContents(of: lane, "fetched by hand while paused")
    default: break
    }
  }

  // MARK: Checks

  private func check() {
    for (index, lane) in lanes.enumerated() {
      let problems = lane.controller._checkInvariants(strictOrder: true)
      if !problems.isEmpty { fail("lane \(index): invariants: \(problems.prefix(3))") }
      let follower = lane.follower
      if follower.errors.count > lane.errorsSeen {
        fail("lane \(index): reported \(follower.errors[lane.errorsSeen...])")
        lane.errorsSeen = follower.errors.count
      }
      guard !lane.isPaused else { continue }
      checkContents(of: lane, "lane \(index)")
      follower.check("lane \(index)")
      if follower.mismatches.count > lane.mismatchesSeen {
        fail(follower.mismatches[lane.mismatchesSeen])
        lane.mismatchesSeen = follower.mismatches.count
      }
    }
  }

  /// Compares a lane's controller with a fetch from scratch of its request and with the
  /// model.
  private func checkContents(of lane: RefetchLane, _ what: String) {
    let sections = lane.controller.sections
    let fresh = ResultsController(store: store, request: lane.controller.request)
    fresh.performFetch()
    if sections != fresh.sections {
      fail("\(what) (\(lane.shape)): \(ids(sections)), from scratch \(ids(fresh.sections))")
    }
    let expected = model.sections(lane.shape)
    if sections.map(\.name) != expected.map(\.name)
      || sections.map(\.objects) != expected.map(\.objects)
    {
      fail("\(what) (\(lane.shape)): \(ids(sections)), the model \(ids(expected))")
    }
    if lane.controller.inconsistencyRepairs != 0 { fail("\(what): linear repairs") }
  }

  private func ids(_ sections: [ResultsSection<Item>]) -> [[Int]] {
    sections.map { $0.objects.map(\.id) }
  }

  private func fail(_ what: String) {
    failureCount += 1
    guard failures.count < Self.keptFailures else { return }
    failures.append("seed \(seed), transaction \(step): \(what)")
  }

  /// The failures for a test's message: how many, and the first few.
  var failureReport: String {
    "\(failureCount) failures, the first \(failures.count):\n" + failures.joined(separator: "\n")
  }
}
