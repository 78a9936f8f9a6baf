#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes messages to standard error, unbuffered.
enum StandardError {
  /// Writes `message` and a line feed to file descriptor 2, retrying partial writes.
  static func writeLine(_ message: String) {
    let bytes = Array((message + "\n").utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { buffer in
        write(2, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
      }
      if written < 0 {
        if errno == EINTR { continue }
        return
      }
      offset += written
    }
  }
}
