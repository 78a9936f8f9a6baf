#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The replay's input: a file opened by path, or standard input for `-`; read with `read(2)`.
package final class InputFile {
  /// Why the input could not be opened or read: the system's message for `errno`.
  package struct Failure: Error, CustomStringConvertible {
    /// The system's message, such as "No such file or directory".
    package var description: String

    /// The message for the current `errno`.
    static func current() -> Failure {
      Failure(description: String(cString: strerror(errno)))
    }
  }

  /// How messages name the input: its path, or "standard input".
  package let name: String
  /// The file descriptor read.
  private let descriptor: Int32
  /// Whether the descriptor is closed with the input (not for standard input).
  private let ownsDescriptor: Bool

  /// Opens `path` for reading; `-` is standard input.
  package init(path: String) throws(Failure) {
    if path == "-" {
      name = "standard input"
      descriptor = 0
      ownsDescriptor = false
      return
    }
    name = path
    var opened: Int32
    repeat {
      opened = open(path, O_RDONLY)
    } while opened < 0 && errno == EINTR
    guard opened >= 0 else { throw .current() }
    descriptor = opened
    ownsDescriptor = true
  }

  deinit {
    if ownsDescriptor { close(descriptor) }
  }

  /// Reads the input to its end, passing each line (without its line feed) to `body` as soon
  /// as it is complete; stops early when `body` returns `false`.
  ///
  /// A line longer than `maximumLength` bytes is passed as ``InputLine/tooLong(byteCount:)``
  /// without ever being held in memory (see ``LineSplitter``).
  ///
  /// - Throws: A ``Failure`` when a read fails (a directory, an I/O error).
  package func forEachLine(
    maximumLength: Int = InputLine.maximumLength, _ body: (InputLine) -> Bool
  ) throws(Failure) {
    var splitter = LineSplitter(maximumLength: maximumLength)
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = buffer.withUnsafeMutableBytes { bytes in
        read(descriptor, bytes.baseAddress, bytes.count)
      }
      if count < 0 {
        if errno == EINTR { continue }
        throw .current()
      }
      if count == 0 { break }
      for line in splitter.append(buffer[..<count]) where !body(line) {
        return
      }
    }
    if let last = splitter.finish() { _ = body(last) }
  }
}
