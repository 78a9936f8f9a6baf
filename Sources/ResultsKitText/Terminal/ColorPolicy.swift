#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Whether output should carry ANSI colour.
public enum ColorPolicy {
  /// Whether output with this environment and destination should be coloured.
  ///
  /// Colour is off when `NO_COLOR` is set to a non-empty value (no-color.org), when `TERM` is
  /// "dumb", when output is not a terminal, or when `disabled` is true (a `--no-color` option);
  /// otherwise it is on.
  public static func usesColor(
    environment: [String: String], isTerminal: Bool, disabled: Bool = false
  ) -> Bool {
    if disabled || !isTerminal { return false }
    if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
    if environment["TERM"] == "dumb" { return false }
    return true
  }

  /// Whether output with this environment and destination may move the cursor and erase lines,
  /// so that frames can be redrawn in place.
  ///
  /// Only a terminal can, and not when `TERM` is "dumb" (a terminal that understands no escape
  /// codes) or `NO_COLOR` is set to a non-empty value: both ask for output without escape codes,
  /// and redrawing in place needs them (cursor movement, erasing), so such output is plain
  /// frames one after another. A `--no-color` option, by contrast, is ``usesColor(environment:isTerminal:disabled:)``'s
  /// `disabled`: colour off, frames still redrawn in place.
  ///
  /// - Parameters:
  ///   - environment: The process environment (``processEnvironment``).
  ///   - isTerminal: Whether the output is a terminal (`isatty`).
  /// - Returns: Whether frames may be redrawn in place.
  public static func redrawsInPlace(environment: [String: String], isTerminal: Bool) -> Bool {
    guard isTerminal, environment["TERM"] != "dumb" else { return false }
    if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
    return true
  }

  /// The process environment, read with getenv/environ (no Foundation).
  ///
  /// Entries without `=` are skipped; when a name occurs twice, the first value wins, as with
  /// `getenv`.
  public static var processEnvironment: [String: String] {
    var result: [String: String] = [:]
    let start: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = environ
    guard var entry = start else { return result }
    while let pointer = entry.pointee {
      // Split at the first "=" byte, so that no character after it can join it into one grapheme.
      if let equals = strchr(pointer, Int32(UInt8(ascii: "="))) {
        let nameBytes = UnsafeRawBufferPointer(start: pointer, count: equals - pointer)
        let name = String(decoding: nameBytes, as: UTF8.self)
        if result[name] == nil { result[name] = String(cString: equals + 1) }
      }
      entry += 1
    }
    return result
  }
}
