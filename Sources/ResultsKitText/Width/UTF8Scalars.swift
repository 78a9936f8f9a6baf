/// The Unicode scalars of a stretch of UTF-8 bytes, decoded in place.
///
/// The bytes come from a native Swift string, so they are valid UTF-8; should a sequence be cut
/// short anyway, it reads as U+FFFD and decoding never goes past `end`.
struct UTF8Scalars: IteratorProtocol {
  /// The bytes to read from.
  let bytes: UnsafeBufferPointer<UInt8>
  /// The offset of the next scalar.
  private(set) var offset: Int
  /// The offset where the stretch ends.
  let end: Int

  /// The scalars of `bytes[offset..<end]`.
  init(_ bytes: UnsafeBufferPointer<UInt8>, from offset: Int, to end: Int) {
    self.bytes = bytes
    self.offset = offset
    self.end = min(end, bytes.count)
  }

  /// The next scalar, or nil at the end.
  ///
  /// - Complexity: O(1).
  mutating func next() -> Unicode.Scalar? {
    guard offset < end else { return nil }
    let (value, length) = Self.decode(bytes, at: offset, end: end)
    offset += length
    return Unicode.Scalar(value) ?? "\u{FFFD}"
  }

  /// The value and byte length of the scalar that starts at `offset`, which must be before `end`.
  ///
  /// - Complexity: O(1).
  static func decode(
    _ bytes: UnsafeBufferPointer<UInt8>, at offset: Int, end: Int
  ) -> (value: UInt32, length: Int) {
    let lead = bytes[offset]
    if lead < 0x80 { return (UInt32(lead), 1) }
    let length = lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
    guard offset + length <= end else { return (0xFFFD, end - offset) }
    var value = UInt32(lead) & (0x7F >> length)
    for position in offset + 1..<offset + length {
      value = value << 6 | UInt32(bytes[position] & 0x3F)
    }
    return (value, length)
  }
}
