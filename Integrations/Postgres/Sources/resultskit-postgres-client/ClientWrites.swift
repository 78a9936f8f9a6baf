import ResultsKitStore
import ResultsKitTesting

/// The client's random transactions: inserts, updates, deletes and identifier changes on
/// identifiers 1…`span` (moved ones go above `span`).
enum ClientWrites {
  /// Writes one to four random changes into `transaction`.
  static func random(
    _ transaction: inout StoreTransaction<ClientItem>, span: Int,
    using random: inout SeededRandomNumberGenerator
  ) throws {
    for _ in 0..<Int.random(in: 1...4, using: &random) {
      let id = Int.random(in: 1...span, using: &random)
      let existing = transaction[id: id]
      switch (Int.random(in: 0..<4, using: &random), existing) {
      case (0, nil), (1, nil):
        try transaction.insert(
          ClientItem(
            id: id, title: "child", rank: Double(Int.random(in: 0...20, using: &random)),
            done: Bool.random(using: &random), note: nil))
      case (0, .some):
        try transaction.update(id) { $0.rank = Double(Int.random(in: 0...20, using: &random)) }
      case (1, .some):
        try transaction.update(id) { $0.note = $0.note == nil ? "child" : nil }
      case (2, .some):
        try transaction.delete(id)
      case let (3, .some(old)) where transaction[id: id + span] == nil:
        try transaction.delete(id)
        var moved = old
        moved.id = id + span
        try transaction.insert(moved)
      default:
        transaction.upsert(ClientItem(id: id, title: "child*", rank: 0, done: true, note: nil))
      }
    }
  }
}
