/// A JSON value (RFC 8259), as the replay tool reads and writes it.
///
/// Numbers are kept as `Double`: integers beyond 2^53 lose precision, and a number outside
/// the range of `Double` is refused by the parser. Object members keep their document order,
/// so messages about them are deterministic; `==` on objects therefore depends on that order
/// (replay objects are compared through ``ReplayObject`` instead, whose fields are unordered).
package enum JSONValue: Hashable, Sendable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number, always finite.
  case number(Double)
  /// A string.
  case string(String)
  /// An array.
  case array([JSONValue])
  /// An object: its members in document order, with unique keys.
  case object([JSONMember])

  /// The value of the member named `key` when this is an object, else `nil`.
  package subscript(key: String) -> JSONValue? {
    guard case let .object(members) = self else { return nil }
    return members.first { $0.key == key }?.value
  }

  /// What kind of value this is.
  var kind: JSONKind {
    switch self {
    case .null: .null
    case .bool: .bool
    case .number: .number
    case .string: .string
    case .array: .array
    case .object: .object
    }
  }

  /// Whether this is `null`, a boolean, a number or a string (not an array or an object).
  package var isScalar: Bool { kind.isScalar }

  /// What kind of value this is, with its article, for messages.
  ///
  /// "null", "a boolean", "a number", "a string", "an array" or "an object".
  package var kindDescription: String { kind.description }
}

/// One member of a JSON object: a key and its value.
package struct JSONMember: Hashable, Sendable {
  /// The member's name.
  package var key: String
  /// The member's value.
  package var value: JSONValue

  /// Creates a member.
  package init(_ key: String, _ value: JSONValue) {
    self.key = key
    self.value = value
  }
}
