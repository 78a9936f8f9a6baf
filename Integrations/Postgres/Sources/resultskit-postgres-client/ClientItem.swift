/// The objects the client writes: the model tests' rows (`id`, `title`, `rank`, `done`,
/// `note`), so that it shares their table.
struct ClientItem: Identifiable, Equatable, Codable, Sendable {
  var id: Int
  var title: String
  var rank: Double
  var done: Bool
  var note: String?
}
