#if canImport(Glibc)
  import Glibc
#endif

/// This process's peak resident set so far: `VmHWM` in `/proc/self/status` (Linux).
///
/// Not `ru_maxrss` of the child read by the parent: a child started by `posix_spawn` (a vfork)
/// inherits the parent's high-water mark when it executes, so that figure is at least the
/// parent's peak.
enum ResidentPeak {
  /// The peak in bytes, or nil when `/proc/self/status` cannot be read.
  static func bytes() -> Int? {
    let descriptor = open("/proc/self/status", O_RDONLY)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4_096)
    while true {
      let count = read(descriptor, &buffer, buffer.count)
      guard count > 0 else { break }
      bytes += buffer[0..<count]
    }
    // "VmHWM:\t  123456 kB"
    let line = String(decoding: bytes, as: UTF8.self).split(separator: "\n")
      .first { $0.hasPrefix("VmHWM:") }
    guard let kilobytes = line?.split(separator: " ").dropFirst().first.flatMap({ Int($0) }) else {
      return nil
    }
    return kilobytes * 1_024
  }
}
