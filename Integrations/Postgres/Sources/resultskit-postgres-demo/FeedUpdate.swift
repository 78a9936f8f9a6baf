/// One update of the board's own feed: departures added or changed, and departures gone.
struct FeedUpdate: Equatable, Sendable {
  var upserts: [Flight] = []
  var removals: [Int] = []
}

/// The board's own feed: small random updates to the departures it writes (identifiers in
/// ``Flight/feedIDs``), as an airport's system would send them.
struct Feed {
  private var maker: FlightMaker
  /// The feed's departures as it last wrote them.
  private(set) var flights: [Int: Flight] = [:]

  init(seed: UInt64) {
    maker = FlightMaker(seed: seed)
  }

  /// The departures the board starts with: half of the feed's identifiers.
  mutating func opening() -> FeedUpdate {
    let update = FeedUpdate(
      upserts: maker.flights(first: Flight.feedIDs.lowerBound, count: Flight.feedIDs.count / 2))
    record(update)
    return update
  }

  /// The next update: one to three different departures change status, are delayed, leave (and are
  /// replaced by a new one later) or appear.
  mutating func next() -> FeedUpdate {
    var update = FeedUpdate()
    var touched: Set<Int> = []
    for _ in 0..<Int.random(in: 1...3, using: &maker.random) {
      let id = Int.random(in: Flight.feedIDs, using: &maker.random)
      guard touched.insert(id).inserted else { continue }
      guard var flight = flights[id] else {
        update.upserts.append(maker.flight(id: id))
        continue
      }
      switch flight.status {
      case .scheduled:
        if Bool.random(using: &maker.random) {
          flight.status = .boarding
        } else {
          flight.status = .delayed
          flight.minute += Int.random(in: 5...40, using: &maker.random)
        }
      case .delayed: flight.status = .boarding
      case .boarding: flight.status = .closed
      case .closed:
        update.removals.append(id)
        continue
      }
      update.upserts.append(flight)
    }
    record(update)
    return update
  }

  private mutating func record(_ update: FeedUpdate) {
    for flight in update.upserts { flights[flight.id] = flight }
    for id in update.removals { flights[id] = nil }
  }
}
