@testable import resultskit_demo

/// Version 2 of the demo's ``Arrival``, as a later app would declare it: the same stored
/// properties under the same coding keys, and one new optional property.
struct ArrivalV2: Identifiable, Equatable, Sendable, Codable {
  var id: String
  var line: String
  var platform: String
  var destination: String
  var due: Int
  var status: String
  var historical = false
  /// New in version 2 (its column is added when a version 2 store opens the table): `nil` for
  /// every arrival version 1 wrote.
  var platformNote: String?

  /// The arrival as version 1 sees it: everything but ``platformNote``.
  var version1: Arrival {
    Arrival(
      id: id, line: line, platform: platform, destination: destination, due: due,
      status: status, historical: historical)
  }
}
