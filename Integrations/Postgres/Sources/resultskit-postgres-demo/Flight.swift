/// One departure on the board: a row of the demo's table.
///
/// The columns are the properties: `id` (`bigint`, the primary key), `code`, `destination`,
/// `gate`, `status` (`text`) and `minute` (`bigint`, minutes after midnight).
struct Flight: Identifiable, Equatable, Codable, Sendable {
  var id: Int
  var code: String
  var destination: String
  var gate: String
  /// The time of departure, in minutes after midnight.
  var minute: Int
  var status: Status

  /// Where a departure stands.
  enum Status: String, Codable, Sendable, CaseIterable {
    case scheduled = "Scheduled"
    case boarding = "Boarding"
    case delayed = "Delayed"
    case closed = "Gate closed"
  }

  /// The time of departure as "hh:mm".
  var time: String {
    let hours = (minute / 60) % 24
    let minutes = minute % 60
    return (hours < 10 ? "0" : "") + "\(hours):" + (minutes < 10 ? "0" : "") + "\(minutes)"
  }

  /// The identifiers the board's own feed writes; every other row comes from another writer
  /// (the import writes from ``importedIDs``).
  static let feedIDs = 1...60
  /// The first identifier `import` writes.
  static let importedIDs = 100_001...
}
