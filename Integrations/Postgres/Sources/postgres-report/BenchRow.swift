/// A row of the benchmark's tables: an identifier, a name, a group (the section) and a value
/// that the writes change.
struct BenchRow: Identifiable, Equatable, Codable, Sendable {
  var id: Int
  var name: String
  var group: Int
  var value: Double

  /// Rows `ids`, their value `value`.
  static func rows(_ ids: ClosedRange<Int>, value: Double = 0) -> [BenchRow] {
    ids.map { BenchRow(id: $0, name: "row \($0)", group: $0 % 100, value: value) }
  }
}
