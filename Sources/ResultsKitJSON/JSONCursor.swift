/// Walks a JSON text that ``JSONParser/validate(_:)`` accepted, one value at a time, without
/// building the values it passes over.
///
///     var cursor = JSONCursor(buffer)            // at the top-level value
///     guard cursor.kind == .object else { … }
///     cursor.enter()
///     while cursor.nextItem() {
///       let key = try cursor.key()             // now at the member's value
///       if cursor.kind.isScalar { let value = try cursor.scalar() } else { cursor.skipValue() }
///     }
///
/// Reading a line this way holds the line's bytes and the values the reader keeps, rather
/// than a tree of every value. Scalars are decoded by ``JSONParser``, so they are exactly what
/// a whole parse would give. Moving never recurses, however deep the text, and never reads
/// past its end; on text that was not validated it does not trap, but what it reads is
/// unspecified.
package struct JSONCursor {
  /// The text.
  private let bytes: UnsafeBufferPointer<UInt8>
  /// The offset of the next byte to read.
  package private(set) var position = 0

  /// A cursor at the value `bytes` holds, past any whitespace before it.
  package init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
    skipWhitespace()
  }

  /// The byte at `offset`, or `nil` past the end.
  private func byte(at offset: Int) -> UInt8? {
    offset < bytes.count ? bytes[offset] : nil
  }

  /// Moves past spaces, tabs, line feeds and carriage returns.
  private mutating func skipWhitespace() {
    while let byte = byte(at: position),
      byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    {
      position += 1
    }
  }

  /// The kind of the value at the cursor.
  package var kind: JSONKind {
    JSONKind(firstByte: byte(at: position) ?? 0)
  }

  /// Moves into the array or object at the cursor, before its first element or member.
  package mutating func enter() {
    position += 1
  }

  /// Moves to the next element or member of the array or object the cursor is in, returning
  /// `true`, or past the closing bracket or brace at the end, returning `false`.
  package mutating func nextItem() -> Bool {
    skipWhitespace()
    if byte(at: position) == UInt8(ascii: ",") {
      position += 1
      skipWhitespace()
    }
    switch byte(at: position) {
    case UInt8(ascii: "]"), UInt8(ascii: "}"), nil:
      position += 1
      return false
    default:
      return true
    }
  }

  /// Reads the key of the member at the cursor and moves to its value.
  package mutating func key() throws(JSONParseError) -> String {
    let start = position
    skipString()
    let key = try decode(start..<position)
    skipWhitespace()
    position += 1  // the colon
    skipWhitespace()
    guard case let .string(text) = key else {
      throw JSONParseError(offset: start, reason: .expected("a string key", found: byte(at: start)))
    }
    return text
  }

  /// Reads the scalar (`null`, a boolean, a number or a string) at the cursor and moves past it.
  package mutating func scalar() throws(JSONParseError) -> JSONValue {
    let start = position
    skipValue()
    return try decode(start..<position)
  }

  /// Moves past the value at the cursor.
  ///
  /// - Complexity: O(*m*) for the *m* bytes of the value, without recursion.
  package mutating func skipValue() {
    switch kind {
    case .string:
      skipString()
    case .array, .object:
      var depth = 0
      while let byte = byte(at: position) {
        switch byte {
        case UInt8(ascii: "\""):
          skipString()
          continue
        case UInt8(ascii: "["), UInt8(ascii: "{"):
          depth += 1
        case UInt8(ascii: "]"), UInt8(ascii: "}"):
          depth -= 1
        default:
          break
        }
        position += 1
        if depth == 0 { return }
      }
    case .null, .bool, .number:
      while let byte = byte(at: position), !Self.endsScalar(byte) { position += 1 }
    }
  }

  /// How many elements the array at the cursor has, without moving.
  ///
  /// - Complexity: O(*m*) for the *m* bytes of the array.
  package func elementCount() -> Int {
    var copy = self
    copy.enter()
    var count = 0
    while copy.nextItem() {
      count += 1
      copy.skipValue()
    }
    return count
  }

  /// Moves past the string at the cursor (an opening quote).
  private mutating func skipString() {
    position += 1
    while let byte = byte(at: position) {
      position += byte == UInt8(ascii: "\\") ? 2 : 1
      if byte == UInt8(ascii: "\"") { return }
    }
  }

  /// Whether `byte` ends a number or a literal: a comma, a closing bracket or brace, or
  /// whitespace.
  private static func endsScalar(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"), 0x20, 0x09, 0x0A, 0x0D: true
    default: false
    }
  }

  /// The value of the bytes at `range`, as ``JSONParser`` reads them; an error's offset
  /// counts from the start of the whole text.
  private func decode(_ range: Range<Int>) throws(JSONParseError) -> JSONValue {
    let clamped = range.clamped(to: 0..<bytes.count)
    do {
      return try JSONParser.parse(UnsafeBufferPointer(rebasing: bytes[clamped]))
    } catch {
      throw JSONParseError(offset: clamped.lowerBound + error.offset, reason: error.reason)
    }
  }
}
