import ResultsKit
import ResultsKitStore
import ResultsKitTesting

/// A departure on a station board: the object of sqlite-report and sqlite-grdb-report, eight
/// stored properties of the kinds a real table has (strings, integers, a double, a boolean, an
/// optional).
public struct Departure: Identifiable, Equatable, Codable, Sendable {
  /// The identifier (the table's primary key).
  public var id: Int
  /// The line's name: "S" and a number.
  public var line: String
  /// The destination: one of 300 station names.
  public var destination: String
  /// The section: one of 100 platforms.
  public var platform: String
  /// The first sort key: seconds to departure.
  public var time: Int
  /// The delay in seconds.
  public var delay: Int
  /// How full the train is, 0 to 1.
  public var load: Double
  /// Whether the departure is cancelled.
  public var cancelled: Bool
  /// A note for passengers, on about one departure in ten.
  public var note: String?

  /// Creates a departure from its eight properties.
  public init(
    id: Int, line: String, destination: String, platform: String, time: Int, delay: Int,
    load: Double, cancelled: Bool, note: String?
  ) {
    self.id = id
    self.line = line
    self.destination = destination
    self.platform = platform
    self.time = time
    self.delay = delay
    self.load = load
    self.cancelled = cancelled
    self.note = note
  }

  /// The 300 destinations.
  public static let destinations = (0..<300).map { "Station \($0)" }
  /// The 100 platforms, `P00` to `P99`.
  public static let platforms = (0..<100).map { $0 < 10 ? "P0\($0)" : "P\($0)" }

  /// A random departure with the identifier `id`.
  public static func random(_ id: Int, _ random: inout SeededRandomNumberGenerator) -> Departure {
    Departure(
      id: id, line: "S\(random.next(below: 40))",
      destination: destinations[random.next(below: destinations.count)],
      platform: platforms[random.next(below: platforms.count)], time: random.next(below: 5_000),
      delay: random.next(below: 600), load: Double(random.next(below: 1_000)) / 1_000,
      cancelled: random.next(below: 50) == 0,
      note: random.next(below: 10) == 0 ? "Change at Station \(random.next(below: 300))" : nil)
  }

  /// `count` random departures with identifiers from `first`, drawn from `seed`.
  public static func sample(_ count: Int, first: Int, seed: UInt64) -> [Departure] {
    var random = SeededRandomNumberGenerator(seed: seed)
    return (0..<count).map { Departure.random(first + $0, &random) }
  }

  /// The fetch the report's controllers make: every departure, by platform, sorted by time
  /// and then destination.
  public static var request: FetchRequest<Departure> {
    FetchRequest(
      sortBy: [.ascending(\.time), .ascending(\.destination)], sectionBy: { $0.platform })
  }
}
