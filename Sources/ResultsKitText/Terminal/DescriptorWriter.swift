#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes whole strings to a file descriptor with `write(2)`: unbuffered, retrying partial and
/// interrupted writes, giving up (without trapping) on any other failure.
enum DescriptorWriter {
  /// What one attempt to write some bytes did.
  enum Attempt: Equatable {
    /// This many bytes (more than zero) were written.
    case wrote(Int)
    /// A signal interrupted the call before anything was written (`EINTR`); try again.
    case interrupted
    /// The write failed or wrote nothing; stop.
    case failed
  }

  /// Writes all of `text` to `descriptor`; returns how many bytes were written.
  ///
  /// Flushes the C standard streams first (`fflush(NULL)`), so that text written before through
  /// Swift's `print` (buffered in `stdout`, fully so when it is a pipe or a file) comes out
  /// before `text` and not after it.
  @discardableResult
  static func writeAll(_ text: String, to descriptor: Int32) -> Int {
    fflush(nil)
    return writeAll(text) { bytes in
      guard let base = bytes.baseAddress else { return .failed }
      let result = write(descriptor, base, bytes.count)
      if result > 0 { return .wrote(result) }
      if result < 0 && errno == EINTR { return .interrupted }
      return .failed
    }
  }

  /// Sends the UTF-8 bytes of `text` to `attempt` until all are written or an attempt fails;
  /// returns how many bytes were written.
  ///
  /// Each call receives the bytes not yet written. A reported count outside `1...remaining`
  /// counts as a failure, so the loop always ends.
  @discardableResult
  static func writeAll(
    _ text: String, attempt: (UnsafeRawBufferPointer) -> Attempt
  ) -> Int {
    var text = text
    return text.withUTF8 { buffer in
      let bytes = UnsafeRawBufferPointer(buffer)
      var offset = 0
      while offset < bytes.count {
        switch attempt(UnsafeRawBufferPointer(rebasing: bytes[offset...])) {
        case .wrote(let count) where count > 0 && count <= bytes.count - offset:
          offset += count
        case .interrupted:
          continue
        case .wrote, .failed:
          return offset
        }
      }
      return offset
    }
  }
}
