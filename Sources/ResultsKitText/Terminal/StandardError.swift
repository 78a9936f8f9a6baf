#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Diagnostics for programmer errors that UIKit would trap on and the renderers survive.
enum StandardError {
  /// Writes `message` and a newline to standard error.
  static func write(_ message: String) {
    var line = message + "\n"
    line.withUTF8 { bytes in
      var offset = 0
      while offset < bytes.count {
        let written = Glibc.write(2, bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
        if written <= 0 { return }
        offset += written
      }
    }
  }
}
