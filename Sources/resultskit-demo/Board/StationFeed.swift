/// One update from the station feed: the trains whose data changed, and the trains that left.
struct FeedTick: Sendable {
  /// New trains and new data for known ones.
  var upserts: [Arrival] = []
  /// The identifiers of trains that departed.
  var departures: [String] = []

  /// How many trains the tick changes.
  var count: Int { upserts.count + departures.count }
}

/// A simulated station: trains count down, reach their platform, depart, appear, are delayed.
///
/// Trains also change status. The station is seeded and deterministic: the same seed gives
/// the same ticks.
///
/// The feed keeps its own picture of the station and reports each step as a `FeedTick` of
/// `Sendable` values, so it can run in a task of its own while the store lives on the main
/// actor.
struct StationFeed: Sendable {
  static let lines = ["Victoria", "Piccadilly", "Northern", "Jubilee", "Central", "Elizabeth"]
  static let platforms = ["1", "2", "3", "4"]
  static let destinations = [
    "Brixton", "Cockfosters", "Morden", "Stratford", "Ealing Broadway", "Heathrow T5",
    "High Barnet", "Walthamstow", "Abbey Wood", "Stanmore", "Epping", "東京 (via 🚄)",
  ]
  /// Seconds of simulated time per tick.
  static let step = 20

  private var random: StationRandom
  private var trains: [Arrival] = []
  /// Ticks each train has spent at its platform.
  private var dwell: [String: Int] = [:]
  private var nextNumber = 1

  /// A station with `initial` trains on the way.
  init(seed: UInt64, initial: Int = 18) {
    random = StationRandom(seed: seed)
    for _ in 0..<initial { trains.append(newTrain()) }
  }

  /// The trains on the board now.
  var board: [Arrival] { trains }

  /// Advances the station by one step and reports what changed.
  mutating func tick() -> FeedTick {
    var tick = FeedTick()
    var staying: [Arrival] = []
    for var train in trains {
      let before = train
      if train.due == 0 {
        dwell[train.id, default: 0] += 1
        if dwell[train.id, default: 0] >= 2 {
          dwell[train.id] = nil
          tick.departures.append(train.id)
          continue
        }
        train.status = "Departing"
      } else {
        train.due = max(0, train.due - Self.step)
        if random.next(below: 25) == 0 {
          let minutes = 1 + random.next(below: 3)
          train.due += minutes * 60
          train.status = "Delayed \(minutes) min"
        } else if train.due == 0 {
          train.status = "At platform"
        } else if train.due <= 60 {
          train.status = "Approaching"
        }
      }
      if train != before { tick.upserts.append(train) }
      staying.append(train)
    }
    trains = staying
    let arriving = trains.count < 14 ? 1 + random.next(below: 3) : random.next(below: 2)
    for _ in 0..<arriving {
      let train = newTrain()
      trains.append(train)
      tick.upserts.append(train)
    }
    return tick
  }

  /// Old records for the bulk import: `count` trains that have left, numbered from `first`.
  static func history(count: Int, first: Int, seed: UInt64) -> [Arrival] {
    var random = StationRandom(seed: seed)
    return (first..<(first + count)).map { number in
      Arrival(
        id: "H" + String(number), line: random.pick(lines), platform: random.pick(platforms),
        destination: random.pick(destinations), due: 0, status: "Departed", historical: true)
    }
  }

  /// `count` arrivals scheduled later in the day, numbered from `first` ("S1", "S2", …).
  ///
  /// What `resultskit-demo import` writes; the board shows them below the trains due now.
  static func scheduled(count: Int, first: Int, seed: UInt64) -> [Arrival] {
    var random = StationRandom(seed: seed)
    return (first..<(first + count)).map { number in
      Arrival(
        id: "S" + String(number), line: random.pick(lines), platform: random.pick(platforms),
        destination: random.pick(destinations), due: 3_600 + number, status: "Scheduled")
    }
  }

  private mutating func newTrain() -> Arrival {
    defer { nextNumber += 1 }
    let number = String(nextNumber)
    return Arrival(
      id: "T" + String(repeating: "0", count: max(0, 4 - number.count)) + number,
      line: random.pick(Self.lines), platform: random.pick(Self.platforms),
      destination: random.pick(Self.destinations), due: 60 + random.next(below: 16) * Self.step,
      status: "On time")
  }
}
