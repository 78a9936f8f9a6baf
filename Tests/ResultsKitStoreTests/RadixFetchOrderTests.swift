import ResultsKit
import ResultsKitStore
import ResultsKitTesting
import Testing

/// Sections of more than 64 objects with an `Int` first key are sorted by a radix sort of
/// that key, then by comparisons within equal keys: the fetch and the bulk path of a commit
/// give exactly the order of the keys, then the insertion order, ascending and descending,
/// for negative values and the extremes too.
@Suite("Fetching and bulk commits sorted by radix")
struct RadixFetchOrderTests {
  /// The name of each request, by argument.
  static let names = ["time, name", "time descending, name", "time only"]

  /// The request named `name`.
  static func request(_ name: String) -> FetchRequest<Train> {
    switch name {
    case "time, name":
      FetchRequest(sortBy: [.ascending(\.time), .ascending(\.name)], sectionBy: { $0.platform })
    case "time descending, name":
      FetchRequest(sortBy: [.descending(\.time), .ascending(\.name)], sectionBy: { $0.platform })
    default: FetchRequest(sortBy: [.ascending(\.time)], sectionBy: { $0.platform })
    }
  }

  /// A time from a small range (many ties), or an extreme.
  static func time(_ random: inout SeededRandomNumberGenerator) -> Int {
    switch random.next(below: 20) {
    case 0: return .min
    case 1: return .max
    default: return random.next(below: 40) - 20
    }
  }

  /// The ids of `trains` (in insertion order) per platform, in the order of `name`'s keys.
  static func expected(_ trains: [Train], _ name: String) -> [[String]] {
    let platforms = Set(trains.map(\.platform)).sorted()
    return platforms.map { platform in
      trains.enumerated().filter { $0.element.platform == platform }.sorted { lhs, rhs in
        let (l, r) = (lhs.element, rhs.element)
        if l.time != r.time {
          return name.hasPrefix("time descending") ? l.time > r.time : l.time < r.time
        }
        if name != "time only", l.name != r.name { return l.name < r.name }
        return lhs.offset < rhs.offset
      }.map(\.element.id)
    }
  }

  @Test("Equal to sorting by the keys, then insertion order", arguments: names)
  func fetchAndBulkCommit(request name: String) throws {
    let request = Self.request(name)
    var random = SeededRandomNumberGenerator(seed: UInt64(name.count) + 7)
    var trains = (0..<3_000).map { number in
      Train(
        id: "t\(number)", time: Self.time(&random), name: ["a", "b", "c"][random.next(below: 3)],
        platform: "P\(random.next(below: 3))")
    }
    let store = try ObjectStore(trains)
    let controller = ResultsController(store: store, request: request)
    let target = RecordingTarget(monitor: controller)
    let coordinator = ResultsCoordinator(target: target, monitor: controller)
    try coordinator.loadData()
    #expect(ids(controller) == Self.expected(trains, name), "fetch, \(name)")
    // One commit that gives most objects a new time: the bulk path re-sorts what arrives.
    for position in trains.indices where random.next(below: 4) != 0 {
      trains[position].time = Self.time(&random)
    }
    let changed = trains
    try store.perform { transaction in
      for train in changed { try transaction.update(train) }
    }
    #expect(ids(controller) == Self.expected(trains, name), "bulk commit, \(name)")
    #expect(target.errors.isEmpty && target.batches.count == 1)
    #expect(target.counts == controller.sections.map(\.objects.count))
  }
}
