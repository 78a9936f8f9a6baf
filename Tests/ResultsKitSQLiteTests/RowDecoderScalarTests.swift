import ResultsKitTesting
import Testing

@testable import ResultsKitSQLite

/// One column of each kind the row decoder takes without the generic path.
private struct Scalars: Codable, Equatable {
  var text: String
  var int: Int
  var int64: Int64
  var double: Double
  var flag: Bool
}

/// A coding key named `name`, for the reference decodes' coding paths.
private struct Column: CodingKey {
  var stringValue: String
  var intValue: Int? { nil }
  init(_ name: String) { stringValue = name }
  init?(stringValue: String) { self.stringValue = stringValue }
  init?(intValue: Int) { nil }
}

/// A decode's outcome, comparable: the value, or the error as the persistence words it.
private enum Outcome<Value: Equatable>: Equatable {
  case value(Value)
  case error(String)

  init(_ body: () throws -> Value) {
    do { self = .value(try body()) } catch { self = .error(describeCodingError(error)) }
  }
}

@Suite("Row decoder: the scalar columns' direct path")
struct RowDecoderScalarTests {
  /// Values of every kind, including the edges where a conversion succeeds or fails.
  static let pool: [SQLiteValue] = [
    .null, .integer(0), .integer(1), .integer(2), .integer(-1), .integer(.max), .integer(.min),
    .real(0), .real(1), .real(2.5), .real(-3), .real(1e300), .text(""), .text("1"),
    .text("Station 12"), .blob([]), .blob([1, 2]),
  ]

  @Test("each scalar decodes to what the generic path gives, value or error, from any value")
  func matchesGenericPath() {
    var random = SeededRandomNumberGenerator(seed: 20_261_125)
    let names = ["text", "int", "int64", "double", "flag"]
    let indices = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, $0) })
    for _ in 0..<2_000 {
      let values = names.map { _ in Self.pool[random.next(below: Self.pool.count)] }
      func generic<T: Decodable>(_: T.Type, _ index: Int) throws -> T {
        try ColumnValueCoding.decode(
          T.self, from: values[index], codingPath: [Column(names[index])])
      }
      let expected = Outcome {
        Scalars(
          text: try generic(String.self, 0), int: try generic(Int.self, 1),
          int64: try generic(Int64.self, 2), double: try generic(Double.self, 3),
          flag: try generic(Bool.self, 4))
      }
      let decoded = Outcome { try Scalars(from: RowDecoder(indices: indices, values: values)) }
      #expect(decoded == expected, "\(values)")
      if decoded != expected { return }
    }
  }

  @Test("values of the column's own kind come back exactly")
  func ownKind() throws {
    let indices = ["text": 0, "int": 1, "int64": 2, "double": 3, "flag": 4]
    let values: [SQLiteValue] = [.text("é"), .integer(-7), .integer(.min), .real(0.1), .integer(0)]
    let decoded = try Scalars(from: RowDecoder(indices: indices, values: values))
    #expect(decoded == Scalars(text: "é", int: -7, int64: .min, double: 0.1, flag: false))
  }
}
