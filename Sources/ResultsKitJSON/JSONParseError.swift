/// Why a JSON text could not be read, and where.
package struct JSONParseError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What was wrong.
  package enum Reason: Hashable, Sendable {
    /// Something else was expected (described in words); `found` is the byte met instead,
    /// `nil` at the end of the text.
    case expected(String, found: UInt8?)
    /// A number that breaks the grammar; the text says how.
    case malformedNumber(String)
    /// A number too large in magnitude for a `Double`.
    case numberOutOfRange
    /// A control character (below U+0020) written unescaped inside a string.
    case controlCharacter(UInt8)
    /// A backslash followed by something that is not an escape; `nil` at the end of the text.
    case invalidEscape(UInt8?)
    /// `\u` not followed by four hexadecimal digits.
    case invalidUnicodeEscape
    /// A `\u` escape of a UTF-16 surrogate without its other half.
    case unpairedSurrogate(UInt16)
    /// A string whose bytes are not valid UTF-8.
    case invalidUTF8
    /// A key written twice in one object.
    case duplicateKey(String)
    /// Arrays and objects nested deeper than ``JSONParser/maximumDepth``.
    case tooDeep
    /// More text after the value.
    case trailingCharacters(UInt8)
  }

  /// The offset, in bytes from the start of the text, where the problem was found.
  package var offset: Int
  /// What was wrong.
  package var reason: Reason

  /// The error `reason` found at byte `offset` of the text.
  package init(offset: Int, reason: Reason) {
    self.offset = offset
    self.reason = reason
  }

  /// The column (1-based, in bytes) where the problem was found.
  var column: Int { offset + 1 }

  /// "column 5: expected ':' after an object key, found 'x'", without a final period.
  package var description: String {
    "column \(column): \(explanation)"
  }

  /// The reason in words.
  var explanation: String {
    switch reason {
    case let .expected(what, found):
      "expected \(what), found \(Self.describe(found))"
    case let .malformedNumber(problem):
      "malformed number: \(problem)"
    case .numberOutOfRange:
      "the number is too large for a double-precision value"
    case let .controlCharacter(byte):
      "a string may not contain the control character \(Self.hex(byte)) unescaped"
    case let .invalidEscape(byte):
      byte.map { "\\\(Self.describeBare($0)) is not a valid escape" }
        ?? "the text ends after a backslash"
    case .invalidUnicodeEscape:
      "\\u must be followed by four hexadecimal digits"
    case let .unpairedSurrogate(unit):
      "the escape \\u\(Self.hex4(unit)) is half of a surrogate pair without its other half"
    case .invalidUTF8:
      "the string is not valid UTF-8"
    case let .duplicateKey(key):
      "the key \(JSONWriter.quoted(key)) appears twice in one object"
    case .tooDeep:
      "arrays and objects are nested more than \(JSONParser.maximumDepth) deep"
    case let .trailingCharacters(byte):
      "unexpected \(Self.describe(byte)) after the end of the value"
    }
  }

  /// A byte in words: `'x'` for visible ASCII, `byte 0xNN` otherwise, or the end of the text.
  private static func describe(_ byte: UInt8?) -> String {
    guard let byte else { return "the end of the text" }
    if (0x21...0x7E).contains(byte) { return "'\(describeBare(byte))'" }
    if byte == 0x20 { return "a space" }
    return "byte \(hex(byte))"
  }

  /// A visible ASCII byte as its character, any other as `0xNN`.
  private static func describeBare(_ byte: UInt8) -> String {
    (0x21...0x7E).contains(byte) ? String(UnicodeScalar(byte)) : hex(byte)
  }

  /// `0xNN`.
  private static func hex(_ byte: UInt8) -> String {
    let digits = String(byte, radix: 16, uppercase: true)
    return "0x" + (digits.count < 2 ? "0" : "") + digits
  }

  /// Four uppercase hexadecimal digits.
  private static func hex4(_ unit: UInt16) -> String {
    let digits = String(unit, radix: 16, uppercase: true)
    return String(repeating: "0", count: 4 - digits.count) + digits
  }
}
