/// A strict JSON parser (RFC 8259) over UTF-8 bytes that never traps: any input gives either
/// a value or a ``JSONParseError``.
///
///     let value = try JSONParser.parse(#"{"id": "a1", "time": 60}"#)
///
/// It reads exactly one value with optional whitespace (space, tab, line feed, carriage return)
/// around it, and refuses anything else: trailing text, comments, single quotes, trailing
/// commas, leading zeros, `NaN`, unescaped control characters, invalid escapes, unpaired
/// surrogates, invalid UTF-8 in strings, and a key repeated in one object. Numbers become
/// `Double`s: integers beyond 2^53 lose precision, and numbers too large for a `Double` are
/// refused. Nesting is limited to ``maximumDepth`` levels, so deep input cannot exhaust the
/// stack.
///
/// ``validate(_:)`` checks a text by the same rules without building its value, so that the
/// replay can read a long line straight from its bytes (``JSONCursor``) instead of holding a
/// tree many times the line's size.
package struct JSONParser {
  /// The deepest nesting of arrays and objects accepted.
  package static let maximumDepth = 128

  /// The text being parsed.
  private let bytes: UnsafeBufferPointer<UInt8>
  /// Whether arrays and objects keep their elements; when not, they come back empty.
  private let keepsValues: Bool
  /// The offset of the next byte to read.
  private var position = 0
  /// How many arrays and objects enclose the current position.
  private var depth = 0

  /// A parser at the start of `bytes`.
  private init(bytes: UnsafeBufferPointer<UInt8>, keepsValues: Bool) {
    self.bytes = bytes
    self.keepsValues = keepsValues
  }

  /// Parses `bytes`, which must hold exactly one JSON value.
  package static func parse(_ bytes: [UInt8]) throws(JSONParseError) -> JSONValue {
    try parse(bytes[...])
  }

  /// Parses `bytes`, which must hold exactly one JSON value; offsets in errors count from the
  /// start of the slice.
  static func parse(_ bytes: ArraySlice<UInt8>) throws(JSONParseError) -> JSONValue {
    try bytes.withUnsafeBufferPointer { buffer throws(JSONParseError) in try parse(buffer) }
  }

  /// Parses the UTF-8 text of `text`, which must hold exactly one JSON value.
  package static func parse(_ text: String) throws(JSONParseError) -> JSONValue {
    try parse(Array(text.utf8))
  }

  /// Parses the bytes of `buffer`, which must hold exactly one JSON value.
  package static func parse(_ buffer: UnsafeBufferPointer<UInt8>) throws(JSONParseError)
    -> JSONValue
  {
    var parser = JSONParser(bytes: buffer, keepsValues: true)
    return try parser.parseWhole()
  }

  /// Checks that `buffer` holds exactly one JSON value, by the rules of `parse(_:)`
  /// and with the same errors, without building it.
  ///
  /// - Complexity: O(*n*) time for *n* bytes; memory for the keys of the objects that enclose
  ///   the current position (to find a repeated key) and one string at a time, nothing for
  ///   arrays, numbers or closed objects.
  package static func validate(_ buffer: UnsafeBufferPointer<UInt8>) throws(JSONParseError) {
    var parser = JSONParser(bytes: buffer, keepsValues: false)
    _ = try parser.parseWhole()
  }

  /// Reads one value with optional whitespace around it, and nothing else.
  private mutating func parseWhole() throws(JSONParseError) -> JSONValue {
    skipWhitespace()
    let value = try parseValue()
    skipWhitespace()
    if let byte = peek() {
      throw JSONParseError(offset: position, reason: .trailingCharacters(byte))
    }
    return value
  }

  // MARK: - Bytes

  /// The bytes of JSON's punctuation.
  private enum ASCII {
    static let quote = UInt8(ascii: "\"")
    static let backslash = UInt8(ascii: "\\")
    static let slash = UInt8(ascii: "/")
    static let comma = UInt8(ascii: ",")
    static let colon = UInt8(ascii: ":")
    static let openBrace = UInt8(ascii: "{")
    static let closeBrace = UInt8(ascii: "}")
    static let openBracket = UInt8(ascii: "[")
    static let closeBracket = UInt8(ascii: "]")
    static let minus = UInt8(ascii: "-")
    static let plus = UInt8(ascii: "+")
    static let dot = UInt8(ascii: ".")
    static let zero = UInt8(ascii: "0")
    static let nine = UInt8(ascii: "9")
  }

  /// The byte at the current position, or `nil` at the end.
  private func peek() -> UInt8? {
    position < bytes.count ? bytes[position] : nil
  }

  /// Whether `byte` is an ASCII digit.
  private func isDigit(_ byte: UInt8?) -> Bool {
    guard let byte else { return false }
    return (ASCII.zero...ASCII.nine).contains(byte)
  }

  /// Moves past spaces, tabs, line feeds and carriage returns.
  private mutating func skipWhitespace() {
    while let byte = peek(), byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
      position += 1
    }
  }

  /// An error at the current position.
  private func failure(_ reason: JSONParseError.Reason) -> JSONParseError {
    JSONParseError(offset: position, reason: reason)
  }

  /// An error at the current position: `what` was expected instead of the byte there.
  private func expected(_ what: String) -> JSONParseError {
    failure(.expected(what, found: peek()))
  }

  // MARK: - Values

  /// Reads the value at the current position.
  private mutating func parseValue() throws(JSONParseError) -> JSONValue {
    switch peek() {
    case ASCII.openBrace:
      return try parseObject()
    case ASCII.openBracket:
      return try parseArray()
    case ASCII.quote:
      return .string(try parseString())
    case UInt8(ascii: "t"):
      try parseLiteral("true")
      return .bool(true)
    case UInt8(ascii: "f"):
      try parseLiteral("false")
      return .bool(false)
    case UInt8(ascii: "n"):
      try parseLiteral("null")
      return .null
    case let byte? where byte == ASCII.minus || isDigit(byte):
      return .number(try parseNumber())
    default:
      throw expected("a value")
    }
  }

  /// Reads `true`, `false` or `null`.
  private mutating func parseLiteral(_ literal: String) throws(JSONParseError) {
    for byte in literal.utf8 {
      guard peek() == byte else { throw expected("the literal \(literal)") }
      position += 1
    }
  }

  /// Enters an array or object, refusing to go deeper than ``maximumDepth``.
  private mutating func enterContainer() throws(JSONParseError) {
    guard depth < Self.maximumDepth else { throw failure(.tooDeep) }
    depth += 1
    position += 1
  }

  /// Reads the array at the current position (an opening bracket).
  private mutating func parseArray() throws(JSONParseError) -> JSONValue {
    try enterContainer()
    defer { depth -= 1 }
    var elements: [JSONValue] = []
    skipWhitespace()
    if peek() == ASCII.closeBracket {
      position += 1
      return .array(elements)
    }
    while true {
      skipWhitespace()
      let element = try parseValue()
      if keepsValues { elements.append(element) }
      skipWhitespace()
      switch peek() {
      case ASCII.comma:
        position += 1
      case ASCII.closeBracket:
        position += 1
        return .array(elements)
      default:
        throw expected("',' or ']' after an array element")
      }
    }
  }

  /// Reads the object at the current position (an opening brace); a repeated key is an error.
  private mutating func parseObject() throws(JSONParseError) -> JSONValue {
    try enterContainer()
    defer { depth -= 1 }
    var members: [JSONMember] = []
    var keys: Set<String> = []
    skipWhitespace()
    if peek() == ASCII.closeBrace {
      position += 1
      return .object(members)
    }
    while true {
      skipWhitespace()
      guard peek() == ASCII.quote else { throw expected("a string key") }
      let keyOffset = position
      let key = try parseString()
      guard keys.insert(key).inserted else {
        throw JSONParseError(offset: keyOffset, reason: .duplicateKey(key))
      }
      skipWhitespace()
      guard peek() == ASCII.colon else { throw expected("':' after an object key") }
      position += 1
      skipWhitespace()
      let value = try parseValue()
      if keepsValues { members.append(JSONMember(key, value)) }
      skipWhitespace()
      switch peek() {
      case ASCII.comma:
        position += 1
      case ASCII.closeBrace:
        position += 1
        return .object(members)
      default:
        throw expected("',' or '}' after an object member")
      }
    }
  }

  // MARK: - Strings

  /// Reads the string at the current position (an opening quote).
  private mutating func parseString() throws(JSONParseError) -> String {
    let start = position
    position += 1
    var buffer: [UInt8] = []
    while true {
      guard let byte = peek() else { throw expected("'\"' to end the string") }
      switch byte {
      case ASCII.quote:
        position += 1
        guard let string = String(validating: buffer, as: UTF8.self) else {
          throw JSONParseError(offset: start, reason: .invalidUTF8)
        }
        return string
      case ASCII.backslash:
        try parseEscape(into: &buffer)
      case 0x00..<0x20:
        throw failure(.controlCharacter(byte))
      default:
        buffer.append(byte)
        position += 1
      }
    }
  }

  /// Reads the escape at the current position (a backslash) and appends its UTF-8 bytes.
  private mutating func parseEscape(into buffer: inout [UInt8]) throws(JSONParseError) {
    let start = position
    position += 1
    guard let byte = peek() else { throw failure(.invalidEscape(nil)) }
    position += 1
    switch byte {
    case ASCII.quote, ASCII.backslash, ASCII.slash: buffer.append(byte)
    case UInt8(ascii: "b"): buffer.append(0x08)
    case UInt8(ascii: "f"): buffer.append(0x0C)
    case UInt8(ascii: "n"): buffer.append(0x0A)
    case UInt8(ascii: "r"): buffer.append(0x0D)
    case UInt8(ascii: "t"): buffer.append(0x09)
    case UInt8(ascii: "u"):
      let unit = try parseHexQuad()
      var value = UInt32(unit)
      if (0xD800...0xDBFF).contains(unit) {
        // A high surrogate: the next escape must be its low half.
        guard peek() == ASCII.backslash, lookahead(1) == UInt8(ascii: "u") else {
          throw JSONParseError(offset: start, reason: .unpairedSurrogate(unit))
        }
        position += 2
        let low = try parseHexQuad()
        guard (0xDC00...0xDFFF).contains(low) else {
          throw JSONParseError(offset: start, reason: .unpairedSurrogate(unit))
        }
        value = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
      } else if (0xDC00...0xDFFF).contains(unit) {
        throw JSONParseError(offset: start, reason: .unpairedSurrogate(unit))
      }
      guard let scalar = Unicode.Scalar(value) else {
        throw JSONParseError(offset: start, reason: .invalidUnicodeEscape)
      }
      UTF8.encode(scalar) { buffer.append($0) }
    default:
      throw JSONParseError(offset: start, reason: .invalidEscape(byte))
    }
  }

  /// The byte `distance` bytes after the current one, or `nil` past the end.
  private func lookahead(_ distance: Int) -> UInt8? {
    position + distance < bytes.count ? bytes[position + distance] : nil
  }

  /// Reads the four hexadecimal digits after `\u`.
  private mutating func parseHexQuad() throws(JSONParseError) -> UInt16 {
    var unit: UInt16 = 0
    for _ in 0..<4 {
      guard let byte = peek(), let digit = Self.hexValue(byte) else {
        throw failure(.invalidUnicodeEscape)
      }
      unit = unit << 4 | UInt16(digit)
      position += 1
    }
    return unit
  }

  /// The value of a hexadecimal digit, or `nil` for any other byte.
  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }

  // MARK: - Numbers

  /// Reads the number at the current position, checking RFC 8259's grammar first.
  private mutating func parseNumber() throws(JSONParseError) -> Double {
    let start = position
    if peek() == ASCII.minus { position += 1 }
    guard isDigit(peek()) else { throw failure(.malformedNumber("expected a digit")) }
    if peek() == ASCII.zero {
      position += 1
      if isDigit(peek()) { throw failure(.malformedNumber("a leading zero")) }
    } else {
      skipDigits()
    }
    if peek() == ASCII.dot {
      position += 1
      guard isDigit(peek()) else {
        throw failure(.malformedNumber("expected a digit after the decimal point"))
      }
      skipDigits()
    }
    if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
      position += 1
      if peek() == ASCII.plus || peek() == ASCII.minus { position += 1 }
      guard isDigit(peek()) else {
        throw failure(.malformedNumber("expected a digit in the exponent"))
      }
      skipDigits()
    }
    let text = String(
      decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
    guard let value = Double(text) else {
      throw JSONParseError(offset: start, reason: .malformedNumber("unreadable"))
    }
    guard value.isFinite else { throw JSONParseError(offset: start, reason: .numberOutOfRange) }
    return value
  }

  /// Moves past ASCII digits.
  private mutating func skipDigits() {
    while isDigit(peek()) { position += 1 }
  }
}
