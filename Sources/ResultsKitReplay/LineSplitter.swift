/// Splits a stream of bytes, arriving in chunks, into lines at each line feed (`0x0A`).
///
/// Lines come without their line feed; a carriage return before it stays (JSON treats it as
/// whitespace). The text after the last line feed, if any, is the last line. A line longer
/// than `maximumLength` bytes comes as ``InputLine/tooLong(byteCount:)``: once it passes the
/// limit, its bytes are only counted, so memory never holds more than `maximumLength` bytes of
/// one line however long it is.
package struct LineSplitter {
  /// The longest line kept, in bytes.
  let maximumLength: Int
  /// The bytes after the last line feed so far, while they are within the limit.
  private var pending: [UInt8] = []
  /// How many bytes the current line has had, kept or not.
  private var length = 0

  /// A splitter that keeps lines of up to `maximumLength` bytes.
  package init(maximumLength: Int = InputLine.maximumLength) {
    self.maximumLength = maximumLength
  }

  /// How many bytes of the current line are held: never more than `maximumLength`.
  package var heldByteCount: Int { pending.count }

  /// Adds a chunk and returns the lines it completes.
  ///
  /// - Complexity: O(*n*) for the *n* bytes of the chunk; the bytes of a line are copied once.
  package mutating func append(_ chunk: some Collection<UInt8>) -> [InputLine] {
    var lines: [InputLine] = []
    var start = chunk.startIndex
    while start < chunk.endIndex {
      let end = chunk[start...].firstIndex(of: 0x0A) ?? chunk.endIndex
      add(chunk[start..<end])
      guard end < chunk.endIndex else { break }
      lines.append(takeLine())
      start = chunk.index(after: end)
    }
    return lines
  }

  /// The last line, when the input did not end with a line feed.
  package mutating func finish() -> InputLine? {
    length == 0 ? nil : takeLine()
  }

  /// Adds bytes to the current line, dropping those past the limit.
  private mutating func add(_ bytes: some Collection<UInt8>) {
    let count = bytes.count
    if length <= maximumLength {
      if length + count <= maximumLength {
        pending.append(contentsOf: bytes)
      } else {
        pending = []
      }
    }
    length += count
  }

  /// The current line, and a fresh start for the next.
  private mutating func takeLine() -> InputLine {
    defer {
      pending = []
      length = 0
    }
    return length <= maximumLength ? .bytes(pending) : .tooLong(byteCount: length)
  }

  /// The lines of a whole input.
  package static func lines(
    of input: some Collection<UInt8>, maximumLength: Int = InputLine.maximumLength
  ) -> [InputLine] {
    var splitter = LineSplitter(maximumLength: maximumLength)
    var lines = splitter.append(input)
    if let last = splitter.finish() { lines.append(last) }
    return lines
  }
}
