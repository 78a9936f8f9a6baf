/// One line of a replay's input, as ``LineSplitter`` delivers it.
package enum InputLine: Equatable, Sendable {
  /// The longest line read, in bytes, line feed not counted: 16 MiB (16,777,216 bytes).
  ///
  /// Room for a transaction of some 300,000 small objects. A longer line is not kept in
  /// memory at all: its bytes are counted and dropped as they arrive, and the replay prints an
  /// error line for it and goes on with the next.
  package static let maximumLength = 16 << 20

  /// A line's bytes, without its line feed.
  case bytes([UInt8])
  /// A line longer than the limit, of `byteCount` bytes; its bytes were not kept.
  case tooLong(byteCount: Int)
}
