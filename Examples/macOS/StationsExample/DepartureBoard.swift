import ResultsKit
import ResultsKitStore

/// The station's departures.
///
/// The store, the controller that keeps them sorted by platform, and the commits that change
/// them. Everything lives on the main actor, with the views.
@MainActor
final class DepartureBoard {
  let store = ObjectStore<Departure>()
  let controller: ResultsController<Departure>
  private var nextID = 0
  private var random = SystemRandomNumberGenerator()
  private static let destinations = [
    "Amsterdam", "Basel", "Bern", "Brig", "Chur", "Geneva", "Lausanne", "Lugano", "Luzern",
    "Milano", "Paris", "St. Gallen", "Zürich",
  ]

  init() {
    controller = ResultsController(store: store, request: Departure.byPlatform())
  }

  /// A first board of a dozen departures, in one commit.
  func fill() throws {
    try store.perform { transaction in
      for _ in 0..<12 { try transaction.insert(makeDeparture()) }
    }
  }

  /// One minute passes, in one commit (one batch for the table): every departure comes a
  /// minute closer and those due leave (deleted rows); now and then one is delayed (a move
  /// within its platform), changes platform (a move to another section) or is updated in
  /// place; one or two new ones arrive (inserted rows, a new section for a new platform).
  func tick() throws {
    let departures = controller.sections.flatMap(\.objects)
    try store.perform { transaction in
      for departure in departures {
        if departure.minutes <= 0 {
          try transaction.delete(departure.id)
          continue
        }
        try transaction.update(departure.id) { changed in
          changed.minutes -= 1
          switch Int.random(in: 0..<20, using: &random) {
          case 0:
            changed.minutes += 4
            changed.isDelayed = true
          case 1:
            // Another platform than its own: always a move to another section.
            let others = (1...4).filter { $0 != changed.platform }
            changed.platform = others.randomElement(using: &random) ?? changed.platform
          default: break
          }
        }
      }
      for _ in 0..<Int.random(in: 1...2, using: &random) {
        try transaction.insert(makeDeparture())
      }
    }
  }

  /// `count` departures in commits of 100: a bulk import.
  ///
  /// It sleeps a moment between commits, returning to the run loop, so that the window stays
  /// responsive and shows the progress while it runs; a paused coordinator does no work for
  /// them until it is resumed.
  ///
  /// - Parameter progress: Called after each commit with the number imported so far.
  func importDepartures(count: Int, progress: (Int) -> Void) async throws {
    var imported = 0
    while imported < count {
      let chunk = min(100, count - imported)
      try store.perform { transaction in
        for _ in 0..<chunk { try transaction.insert(makeDeparture(within: 600)) }
      }
      imported += chunk
      progress(imported)
      try? await Task.sleep(nanoseconds: 1_000_000)
    }
  }

  /// A new departure with a fresh identifier, leaving within `minutes`.
  private func makeDeparture(within minutes: Int = 30) -> Departure {
    defer { nextID += 1 }
    let destination = Self.destinations[Int.random(in: 0..<Self.destinations.count, using: &random)]
    return Departure(
      id: nextID, destination: destination, platform: Int.random(in: 1...3, using: &random),
      minutes: Int.random(in: 0...minutes, using: &random))
  }
}
