import ResultsKit
import ResultsKitStore
import ResultsKitTesting

/// An arrival on a departures board: the object of the store benchmarks.
public struct Arrival: Identifiable, Equatable, Sendable {
  /// The identifier.
  public var id: Int
  /// The section: one of the scenario's ``StoreScenario/platforms``.
  public var platform: String
  /// The first sort key: seconds to arrival.
  public var time: Int
  /// The second sort key: one of ``StoreScenario/names``.
  public var name: String
  /// Content that changes without moving the arrival.
  public var status: Int
}

/// A seeded store of arrivals and the fetch the store benchmarks follow: about 100 platforms
/// (sections; or as many as asked), sorted by time and then name (two keys), every object
/// fetched.
public struct StoreScenario: Sendable {
  /// The 300 destination names.
  public static let names = (0..<300).map { "Station \($0)" }

  /// How many objects the store starts with.
  public var objects: Int
  /// The section names the arrivals are drawn from: "P" and a zero-padded number (`P00` to
  /// `P99` by default).
  public let platforms: [String]
  /// The seed of every random choice.
  public var seed: UInt64

  /// A scenario of `objects` arrivals on `sections` platforms, drawn from `seed`.
  public init(objects: Int = 1_000_000, sections: Int = 100, seed: UInt64 = 20_261_122) {
    self.objects = objects
    platforms = Self.platformNames(sections)
    self.seed = seed
  }

  /// `count` platform names that sort in numeric order: "P" and the number, zero-padded to
  /// the width of the largest.
  public static func platformNames(_ count: Int) -> [String] {
    let width = String(max(count - 1, 0)).count
    return (0..<count).map { number in
      let digits = String(number)
      return "P" + String(repeating: "0", count: width - digits.count) + digits
    }
  }

  /// A random arrival with the identifier `id`, on one of ``platforms``.
  public func arrival(_ id: Int, _ random: inout SeededRandomNumberGenerator) -> Arrival {
    Arrival(
      id: id, platform: platforms[random.next(below: platforms.count)],
      time: random.next(below: 5_000), name: Self.names[random.next(below: Self.names.count)],
      status: 0)
  }

  /// The store's starting objects.
  public func arrivals() -> [Arrival] {
    var random = SeededRandomNumberGenerator(seed: seed)
    return (0..<objects).map { arrival($0, &random) }
  }

  /// The fetch request of the benchmarks.
  @inlinable
  public static var request: FetchRequest<Arrival> {
    FetchRequest(sortBy: [.ascending(\.time), .ascending(\.name)], sectionBy: { $0.platform })
  }
}

/// A store, a fetched controller and a loaded coordinator driving a target, as an app has them.
public final class StoreRig {
  /// The target the coordinator drives.
  public enum TargetKind: String, Sendable {
    /// A target that does nothing: the library's own cost.
    case noOp = "no-op target"
    /// `RecordingTarget`: validates each batch against the controller's counts, like UIKit.
    case recording = "RecordingTarget"
  }

  /// A `Coordinatable` that ignores everything.
  final class NoOpTarget: Coordinatable {
    func reloadData() {}
    func apply(_ batch: ChangeBatch) throws {}
  }

  /// What the store was built from.
  public let scenario: StoreScenario
  /// The store of arrivals.
  public let store: ObjectStore<Arrival>
  /// The controller that fetches every arrival with ``StoreScenario/request``.
  public let controller: ResultsController<Arrival>
  /// The coordinator that keeps the target in step with the controller.
  public let coordinator: ResultsCoordinator<Arrival>
  /// The target, when it is a `RecordingTarget`.
  public let recording: RecordingTarget?
  /// Reports the coordinator made (there must be none).
  public private(set) var inconsistencies: [String] = []
  /// The cells the coordinator configured, when it was given `updateCell`.
  public var configuredCells: Int { cellCount.value }
  let cellCount = Counter()

  /// A number that closures made before the rig is complete can count with.
  final class Counter {
    var value = 0
  }
  var random: SeededRandomNumberGenerator
  var nextID: Int

  /// Builds the store from `scenario`, the controller (not fetched) and the coordinator (not
  /// loaded); call ``load()`` to fetch and subscribe.
  ///
  /// With `configuresCells`, the coordinator has an `updateCell` (which counts the cells), so
  /// that it configures the moved and updated objects' cells instead of reloading them.
  public init(_ scenario: StoreScenario, target kind: TargetKind, configuresCells: Bool = false) {
    self.scenario = scenario
    // The arrivals have unique identifiers, so this cannot throw.
    store = (try? ObjectStore(scenario.arrivals())) ?? ObjectStore()
    controller = ResultsController(store: store, request: StoreScenario.request)
    let target: any Coordinatable
    if kind == .recording {
      let recording = RecordingTarget(monitor: controller)
      self.recording = recording
      target = recording
    } else {
      recording = nil
      target = NoOpTarget()
    }
    let cellCount = cellCount
    coordinator = ResultsCoordinator(
      target: target, monitor: controller,
      updateCell: configuresCells ? { _, _ in cellCount.value += 1 } : nil)
    random = SeededRandomNumberGenerator(seed: scenario.seed &+ 1)
    nextID = scenario.objects
    coordinator.onInconsistency = { [unowned self] in inconsistencies.append("\($0)") }
  }

  /// `performFetch()`, subscribe, `reloadData()`.
  public func load() throws {
    try coordinator.loadData()
  }

  /// One transaction that changes one arrival's time, and every other time its platform, so
  /// that it moves within or across sections.
  public func moveOne() throws {
    let id = random.next(below: nextID)
    let time = random.next(below: 5_000)
    let platform =
      random.next(below: 2) == 0
      ? scenario.platforms[random.next(below: scenario.platforms.count)] : nil
    try store.perform { transaction in
      guard transaction[id: id] != nil else { return }
      try transaction.update(id) { arrival in
        arrival.time = time
        if let platform { arrival.platform = platform }
      }
    }
  }

  /// One transaction of `count` changes: 80% updates that move (a tenth of them across
  /// sections), 10% inserts, 10% deletes.
  public func mixedTransaction(_ count: Int) throws {
    var changes: [(kind: Int, id: Int, arrival: Arrival?)] = []
    for _ in 0..<count {
      let kind = random.next(below: 10)
      if kind == 0 {
        changes.append((0, nextID, scenario.arrival(nextID, &random)))
        nextID += 1
      } else {
        changes.append((kind, random.next(below: nextID), nil))
      }
    }
    let time = random.next(below: 5_000)
    try store.perform { transaction in
      for change in changes {
        if let arrival = change.arrival {
          transaction.upsert(arrival)
        } else if transaction[id: change.id] != nil {
          if change.kind == 1 {
            try transaction.delete(change.id)
          } else {
            try transaction.update(change.id) { arrival in
              arrival.time = (arrival.time + time) % 5_000
              if change.kind == 2 {
                let platforms = scenario.platforms
                arrival.platform = platforms[(change.id + time) % platforms.count]
              }
            }
          }
        }
      }
    }
  }

  /// One transaction of `count` updates: 10% move their arrivals to another platform (section),
  /// 50% give them a new time (the first sort key), 40% a new status (content only).
  public func updateTransaction(_ count: Int) throws {
    var changes: [(kind: Int, id: Int)] = []
    for _ in 0..<count {
      changes.append((random.next(below: 10), random.next(below: nextID)))
    }
    let time = 1 + random.next(below: 4_999)
    let platforms = scenario.platforms
    try store.perform { transaction in
      for change in changes where transaction[id: change.id] != nil {
        try transaction.update(change.id) { arrival in
          switch change.kind {
          case 0: arrival.platform = platforms[(change.id + time) % platforms.count]
          case 1...5: arrival.time = (arrival.time + time) % 5_000
          default: arrival.status += 1
          }
        }
      }
    }
  }

  /// Inserts `count` new arrivals in transactions of `batch`.
  public func importNew(_ count: Int, batch: Int) throws {
    var remaining = count
    while remaining > 0 {
      let size = min(batch, remaining)
      let arrivals = (0..<size).map { scenario.arrival(nextID + $0, &random) }
      nextID += size
      remaining -= size
      try store.perform { transaction in
        for arrival in arrivals { try transaction.insert(arrival) }
      }
    }
  }

  /// Whether the target shows what the controller has and nothing went wrong.
  public var isConsistent: Bool {
    guard inconsistencies.isEmpty else { return false }
    guard let recording else { return true }
    let counts = (0..<controller.numberOfSections).map { controller.numberOfObjects(inSection: $0) }
    return recording.errors.isEmpty && recording.counts == counts
  }
}
