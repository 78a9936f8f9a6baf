import ResultsKitJSON

/// The operator of a fetch line's `where` clause.
///
/// Comparisons follow ``JSONValue``'s replay order: `null` < `false` < `true` < numbers <
/// strings, so `{"field": "time", "op": "<", "value": 100}` also takes objects without a
/// `time` (a missing field is `null`).
package enum ComparisonOperator: String, CaseIterable, Sendable {
  /// `==`: equal values (`1 == 1.0`).
  case equal = "=="
  /// `!=`: different values.
  case notEqual = "!="
  /// `<`: the field's value comes first.
  case less = "<"
  /// `<=`: the field's value comes first or is equal.
  case lessOrEqual = "<="
  /// `>`: the field's value comes after.
  case greater = ">"
  /// `>=`: the field's value comes after or is equal.
  case greaterOrEqual = ">="

  /// Whether `lhs` (the object's field) and `rhs` (the clause's value) satisfy the operator.
  package func evaluate(_ lhs: JSONValue, _ rhs: JSONValue) -> Bool {
    switch self {
    case .equal: lhs == rhs
    case .notEqual: lhs != rhs
    case .less: lhs < rhs
    case .lessOrEqual: !(rhs < lhs)
    case .greater: rhs < lhs
    case .greaterOrEqual: !(lhs < rhs)
    }
  }

  /// "==, !=, <, <=, > or >=", for messages.
  package static var list: String {
    let all = allCases.map(\.rawValue)
    return all.dropLast().joined(separator: ", ") + " or " + (all.last ?? "")
  }
}
