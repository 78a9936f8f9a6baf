/// A train on the arrivals board: the object of the demo's store.
struct Arrival: Identifiable, Equatable, Sendable, Codable {
  /// The train's identifier, such as "T0042" (historical ones start with "H").
  var id: String
  /// The line, such as "Victoria".
  var line: String
  /// The platform: the board's sections.
  var platform: String
  /// Where the train goes.
  var destination: String
  /// Seconds until the train is at the platform (0 while it is there): the board's order.
  var due: Int
  /// What the board says about the train.
  var status: String
  /// Whether this is an old record from the bulk import, which the board does not show.
  var historical = false
}
