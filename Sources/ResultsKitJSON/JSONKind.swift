/// The six kinds of JSON value, as messages name them.
package enum JSONKind: Hashable, Sendable, CustomStringConvertible {
  case null
  case bool
  case number
  case string
  case array
  case object

  /// The kind of the value that starts with `byte` in valid JSON text: `{`, `[`, `"`, `t` or
  /// `f`, `n`, or anything else (a minus sign or a digit) for a number.
  init(firstByte byte: UInt8) {
    switch byte {
    case UInt8(ascii: "{"): self = .object
    case UInt8(ascii: "["): self = .array
    case UInt8(ascii: "\""): self = .string
    case UInt8(ascii: "t"), UInt8(ascii: "f"): self = .bool
    case UInt8(ascii: "n"): self = .null
    default: self = .number
    }
  }

  /// Whether values of this kind are `null`, booleans, numbers or strings.
  package var isScalar: Bool {
    switch self {
    case .null, .bool, .number, .string: true
    case .array, .object: false
    }
  }

  /// The kind with its article: "null", "a boolean", "a number", "a string", "an array" or
  /// "an object".
  package var description: String {
    switch self {
    case .null: "null"
    case .bool: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }
}
