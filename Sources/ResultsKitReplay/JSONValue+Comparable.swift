import ResultsKitJSON

/// The replay order of values: `null` < `false` < `true` < numbers (by value, so `1 == 1.0`)
/// < strings (Swift's `<` on `String`).
///
/// Arrays and objects never reach it in a replay (objects are flat); for a total order they
/// come after strings, arrays before objects, each compared element by element (an object's
/// members in document order, key first).
extension JSONValue: Comparable {
  /// The rank of each kind of value in the order.
  private var rank: Int {
    switch self {
    case .null: 0
    case .bool: 1
    case .number: 2
    case .string: 3
    case .array: 4
    case .object: 5
    }
  }

  /// Whether `lhs` comes before `rhs`.
  package static func < (lhs: JSONValue, rhs: JSONValue) -> Bool {
    switch (lhs, rhs) {
    case let (.bool(left), .bool(right)):
      !left && right
    case let (.number(left), .number(right)):
      left < right
    case let (.string(left), .string(right)):
      left < right
    case let (.array(left), .array(right)):
      left.lexicographicallyPrecedes(right)
    case let (.object(left), .object(right)):
      left.lexicographicallyPrecedes(right) { first, second in
        first.key != second.key ? first.key < second.key : first.value < second.value
      }
    default:
      lhs.rank < rhs.rank
    }
  }
}
