import ResultsKit
import ResultsKitStore
import ResultsKitTesting

/// A departure on a station board: the object of sqlite-report, eight stored properties of
/// the kinds a real table has (strings, integers, a double, a boolean, an optional).
struct Departure: Identifiable, Equatable, Codable, Sendable {
  /// The identifier (the table's primary key).
  var id: Int
  /// The line's name: "S" and a number.
  var line: String
  /// The destination: one of 300 station names.
  var destination: String
  /// The section: one of 100 platforms.
  var platform: String
  /// The first sort key: seconds to departure.
  var time: Int
  /// The delay in seconds.
  var delay: Int
  /// How full the train is, 0 to 1.
  var load: Double
  /// Whether the departure is cancelled.
  var cancelled: Bool
  /// A note for passengers, on about one departure in ten.
  var note: String?

  /// The 300 destinations.
  static let destinations = (0..<300).map { "Station \($0)" }
  /// The 100 platforms, `P00` to `P99`.
  static let platforms = (0..<100).map { $0 < 10 ? "P0\($0)" : "P\($0)" }

  /// A random departure with the identifier `id`.
  static func random(_ id: Int, _ random: inout SeededRandomNumberGenerator) -> Departure {
    Departure(
      id: id, line: "S\(random.next(below: 40))",
      destination: destinations[random.next(below: destinations.count)],
      platform: platforms[random.next(below: platforms.count)], time: random.next(below: 5_000),
      delay: random.next(below: 600), load: Double(random.next(below: 1_000)) / 1_000,
      cancelled: random.next(below: 50) == 0,
      note: random.next(below: 10) == 0 ? "Change at Station \(random.next(below: 300))" : nil)
  }

  /// The fetch the report's controllers make: every departure, by platform, sorted by time
  /// and then destination.
  static var request: FetchRequest<Departure> {
    FetchRequest(
      sortBy: [.ascending(\.time), .ascending(\.destination)], sectionBy: { $0.platform })
  }
}
