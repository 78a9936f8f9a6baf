#if canImport(Glibc)
  import Glibc
#endif

/// What the report executables (`diff-report`, `coordinator-report`) share: number formatting
/// for Markdown tables, progress lines, and making sure the malloc interposer counts.
public enum ReportSupport {
  /// The command line of a report: `--runs N` and the switches in `flags`.
  ///
  /// `--help` prints `usage` and exits 0; anything else it does not know, or a `--runs` that
  /// is not a positive number, prints `usage` to standard error and exits 2.
  ///
  /// - Returns: The number of runs (`defaultRuns` unless given) and the switches given.
  public static func options(
    usage: String, defaultRuns: Int, flags: Set<String> = []
  ) -> (runs: Int, flags: Set<String>) {
    var runs = defaultRuns
    var given = Set<String>()
    var arguments = CommandLine.arguments.dropFirst()
    while let argument = arguments.popFirst() {
      if argument == "--runs", let value = arguments.popFirst().flatMap({ Int($0) }), value > 0 {
        runs = value
      } else if flags.contains(argument) {
        given.insert(argument)
      } else if argument == "--help" || argument == "-h" {
        print(usage)
        exit(0)
      } else {
        progress(argument == "--runs" ? "--runs needs a positive number\n\(usage)" : usage)
        exit(2)
      }
    }
    return (runs, given)
  }

  /// How long `body` takes; what it returns is freed only after the clock stops.
  public static func time<R>(_ body: () throws -> R) rethrows -> Duration {
    let clock = ContinuousClock()
    let start = clock.now
    let result = try body()
    let elapsed = start.duration(to: clock.now)
    withExtendedLifetime(result) {}
    return elapsed
  }

  /// The median of `values` (the upper one of an even count); `values` must not be empty.
  public static func median(_ values: [Duration]) -> Duration {
    let sorted = values.sorted()
    return sorted[sorted.count / 2]
  }

  /// `duration` in microseconds, with one decimal, for a table.
  public static func microsecondsText(_ duration: Duration) -> String {
    fixed(milliseconds(duration) * 1_000, 1)
  }

  /// `duration` in milliseconds, with two decimals, for a table.
  public static func millisecondsText(_ duration: Duration) -> String {
    fixed(milliseconds(duration), 2)
  }

  /// `duration` in milliseconds.
  public static func milliseconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) * 1_000 + Double(attoseconds) / 1e15
  }

  /// `value` rounded to `digits` decimals, with trailing zeros kept (no Foundation here).
  public static func fixed(_ value: Double, _ digits: Int) -> String {
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    var text = "\(rounded)"
    if let dot = text.firstIndex(of: ".") {
      let decimals = text.distance(from: dot, to: text.endIndex) - 1
      if digits == 0 {
        text = String(text[..<dot])
      } else if decimals < digits {
        text += String(repeating: "0", count: digits - decimals)
      }
    }
    return text
  }

  /// `value` with a comma between groups of three digits.
  public static func grouped(_ value: Int) -> String {
    let digits = Array(String(value.magnitude))
    var out = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { out.append(",") }
      out.append(digit)
    }
    return (value < 0 ? "-" : "") + out
  }

  /// Writes `text` and a newline to standard error, unbuffered.
  public static func progress(_ text: String) {
    var line = text + "\n"
    line.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
  }

  /// Makes sure the malloc interposer counts allocations.
  ///
  /// It counts only when its `malloc` comes before libc's. Linking it does that (it is a NEEDED library ahead of libc.so.6); if not, this
  /// re-executes the program once with `LD_PRELOAD`, marking the environment with
  /// `environmentFlag` so that it never loops. When even that fails the program carries on,
  /// and ``PeakAllocations/measure(_:)`` returns no measurement.
  public static func ensureAllocationCounting(environmentFlag: String) {
    PeakAllocations.enableCounting()
    let counts = PeakAllocations.isCounting
    PeakAllocations.disableCounting()
    guard !counts, getenv(environmentFlag) == nil else { return }
    let path = executablePath()
    let library = PeakAllocations.preloadPath(besideExecutable: path)
    guard access(library, R_OK) == 0 else { return }
    setenv("LD_PRELOAD", library, 1)
    setenv(environmentFlag, "1", 1)
    var argv: [UnsafeMutablePointer<CChar>?] = CommandLine.arguments.map { strdup($0) } + [nil]
    execv(path, &argv)  // returns only on failure
  }

  private static func executablePath() -> String {
    var buffer = [CChar](repeating: 0, count: 4_096)
    let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    guard length > 0 else { return CommandLine.arguments[0] }
    return String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
