import CMallocOptions

#if canImport(Glibc)
  import Glibc
#endif

/// This process's resident set around one call, from `/proc/self/status` (Linux): the
/// resident set before it, after the heap's free pages are given back, and its peak during it.
///
/// The peak is `VmHWM` after writing 5 to `/proc/self/clear_refs`, which resets it to the
/// resident set of the moment (Linux 4.0 and later). Other threads' memory counts too.
public enum ResidentSet {
  /// One measured call, in bytes.
  public struct Measurement: Sendable {
    /// The resident set just before the call.
    public var before: Int
    /// The most the resident set reached during the call.
    public var peak: Int
  }

  /// Runs `body` once and measures the resident set around it; `nil` for the measurement
  /// where `/proc` cannot be read or the peak cannot be reset.
  public static func measure<R>(_ body: () throws -> R) rethrows -> (
    result: R, measurement: Measurement?
  ) {
    cmallocoptions_trim()
    guard let clear = fopen("/proc/self/clear_refs", "w") else { return (try body(), nil) }
    fputs("5", clear)
    fclose(clear)
    guard let before = status("VmRSS") else { return (try body(), nil) }
    let result = try body()
    guard let peak = status("VmHWM") else { return (result, nil) }
    return (result, Measurement(before: before, peak: peak))
  }

  /// This process's peak resident set so far (`VmHWM`), in bytes; `nil` where `/proc` cannot
  /// be read.
  ///
  /// A child process reads its own here rather than the parent reading the child's
  /// `ru_maxrss`: a child started by `posix_spawn` (a vfork) inherits the parent's high-water
  /// mark when it executes, so that figure is at least the parent's peak.
  public static func peakSoFar() -> Int? { status("VmHWM") }

  /// The value of `key` in `/proc/self/status`, in bytes (the file gives kilobytes).
  static func status(_ key: String) -> Int? {
    guard let file = fopen("/proc/self/status", "r") else { return nil }
    defer { fclose(file) }
    var line = [CChar](repeating: 0, count: 512)
    while fgets(&line, Int32(line.count), file) != nil {
      let text = String(
        decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      if text.hasPrefix(key + ":") {
        let digits = text.dropFirst(key.count + 1).filter(\.isNumber)
        return Int(digits).map { $0 * 1_024 }
      }
    }
    return nil
  }
}
