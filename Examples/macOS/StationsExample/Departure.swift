import ResultsKitStore

/// A train leaving the station: what one row of the board shows.
struct Departure: Identifiable, Equatable, Sendable {
  let id: Int
  var destination: String
  var platform: Int
  /// Minutes until it leaves; it leaves the board below zero.
  var minutes: Int
  var isDelayed = false

  /// The board's request: by platform (a section each, a group row each in the table), soonest
  /// first.
  static func byPlatform() -> FetchRequest<Departure> {
    FetchRequest(sortBy: [.ascending(\.minutes)], sectionBy: { "Platform \($0.platform)" })
  }
}
