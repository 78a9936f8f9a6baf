/// The fuzzer's bytes, read as small decisions: integers in a range, booleans, choices.
///
/// Reading never traps: past the end every read answers as if the byte were 0, so a short
/// input is simply a small, simple case. The same bytes always give the same decisions.
struct FuzzInput {
  /// The bytes.
  private let bytes: [UInt8]
  /// The offset of the next byte to read.
  private(set) var position = 0

  /// Reads `size` bytes at `data`, which may be anything (a null pointer only when `size` is 0).
  init(_ data: UnsafePointer<UInt8>?, _ size: Int) {
    guard let data, size > 0 else {
      bytes = []
      return
    }
    bytes = Array(UnsafeBufferPointer(start: data, count: size))
  }

  /// Reads the bytes of an array (for tests and replays of saved inputs).
  init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// Whether every byte has been read.
  var isAtEnd: Bool { position >= bytes.count }

  /// The next byte, or 0 past the end.
  mutating func byte() -> UInt8 {
    guard position < bytes.count else { return 0 }
    defer { position += 1 }
    return bytes[position]
  }

  /// An integer in `0..<count` (`count` at most 256), from one byte; 0 when `count` < 2.
  mutating func int(below count: Int) -> Int {
    guard count > 1 else {
      _ = byte()
      return 0
    }
    return Int(byte()) % Swift.min(count, 256)
  }

  /// An integer in `range` (at most 256 values), from one byte.
  mutating func int(in range: ClosedRange<Int>) -> Int {
    range.lowerBound + int(below: range.count)
  }

  /// A boolean, from the low bit of one byte.
  mutating func bool() -> Bool {
    byte() & 1 == 1
  }

  /// One of `options`, which must not be empty.
  mutating func choose<T>(_ options: [T]) -> T {
    options[int(below: options.count)]
  }

  /// The bytes not read yet; reading is then at the end.
  mutating func rest() -> [UInt8] {
    guard position < bytes.count else { return [] }
    defer { position = bytes.count }
    return Array(bytes[position...])
  }
}
