/// Splits a stream of bytes, arriving in chunks, into lines at each line feed (`0x0A`).
///
/// Lines come without their line feed; a carriage return before it stays (JSON treats it as
/// whitespace). The text after the last line feed, if any, is the last line.
struct LineSplitter {
  /// The bytes after the last line feed so far.
  private var pending: [UInt8] = []

  /// Adds a chunk and returns the lines it completes.
  mutating func append(_ chunk: some Collection<UInt8>) -> [[UInt8]] {
    var lines: [[UInt8]] = []
    for byte in chunk {
      if byte == 0x0A {
        lines.append(pending)
        pending.removeAll(keepingCapacity: true)
      } else {
        pending.append(byte)
      }
    }
    return lines
  }

  /// The last line, when the input did not end with a line feed.
  mutating func finish() -> [UInt8]? {
    defer { pending = [] }
    return pending.isEmpty ? nil : pending
  }

  /// The lines of a whole input.
  static func lines(of input: some Collection<UInt8>) -> [[UInt8]] {
    var splitter = LineSplitter()
    var lines = splitter.append(input)
    if let last = splitter.finish() { lines.append(last) }
    return lines
  }
}
