#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A terminal's size in character cells.
struct TerminalSize: Equatable, Sendable, CustomStringConvertible {
  /// The number of columns.
  var columns: Int
  /// The number of lines.
  var rows: Int

  /// The size assumed when neither the terminal nor the environment says: 80×24.
  static let standard = TerminalSize(columns: 80, rows: 24)

  /// "80×24".
  var description: String { "\(columns)×\(rows)" }

  /// The size of the terminal on `descriptor`, asked with `ioctl(TIOCGWINSZ)`; when that fails
  /// (not a terminal, or one that reports 0), `COLUMNS` and `LINES` from `environment`; for
  /// whichever of them is missing or not a positive whole number, 80 columns and 24 lines.
  static func of(descriptor: Int32, environment: [String: String]) -> TerminalSize {
    var size = winsize()
    let asked = withUnsafeMutablePointer(to: &size) { ioctl(descriptor, UInt(TIOCGWINSZ), $0) }
    if asked == 0, size.ws_col > 0, size.ws_row > 0 {
      return TerminalSize(columns: Int(size.ws_col), rows: Int(size.ws_row))
    }
    return from(environment: environment)
  }

  /// `COLUMNS` and `LINES` from `environment`, each replaced by 80 and 24 when it is missing or
  /// not a whole number from 1 to 65,535.
  static func from(environment: [String: String]) -> TerminalSize {
    func read(_ name: String) -> Int? {
      guard let text = environment[name], let value = Int(text), (1...65_535).contains(value)
      else { return nil }
      return value
    }
    return TerminalSize(
      columns: read("COLUMNS") ?? standard.columns, rows: read("LINES") ?? standard.rows)
  }
}
