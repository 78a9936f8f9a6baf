import ResultsKitTesting

/// Makes departures from a seeded generator, so that a seed replays the same departures: the
/// board's feed and the import both use it.
struct FlightMaker {
  var random: SeededRandomNumberGenerator

  init(seed: UInt64) {
    random = SeededRandomNumberGenerator(seed: seed)
  }

  static let destinations = [
    "Amsterdam", "Athens", "Berlin", "Bilbao", "Bordeaux", "Copenhagen", "Dublin", "Geneva",
    "Helsinki", "Kraków", "Lisbon", "Ljubljana", "Lyon", "Marseille", "Milan", "Munich", "Naples",
    "Oslo", "Porto", "Prague", "Riga", "Rome", "Seville", "Split", "Tallinn", "Valencia",
    "Vienna", "Vilnius", "Warsaw", "Zürich",
  ]
  static let gates = ["A", "B", "C", "D", "E"]

  /// A departure with identifier `id`, at a random time, gate and destination.
  mutating func flight(id: Int) -> Flight {
    Flight(
      id: id, code: "RK \(100 + id % 9_900)",
      destination: Self.destinations[Int.random(in: 0..<Self.destinations.count, using: &random)],
      gate: Self.gates[Int.random(in: 0..<Self.gates.count, using: &random)]
        + "\(Int.random(in: 1...9, using: &random))",
      minute: Int.random(in: 6 * 60..<23 * 60, using: &random), status: .scheduled)
  }

  /// `count` departures with identifiers from `first`.
  mutating func flights(first: Int, count: Int) -> [Flight] {
    (first..<first + count).map { flight(id: $0) }
  }
}
