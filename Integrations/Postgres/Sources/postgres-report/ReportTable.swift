/// The report's table: one line per measurement, its median, range and goal.
struct ReportTable {
  private var lines: [(name: String, median: String, range: String, goal: String)] = []

  /// Adds `samples`, shown in `unit` ("ms", "s") after dividing by `scale`.
  mutating func add(
    _ name: String, _ samples: Samples, unit: String, scale: Double = 1, digits: Int = 1,
    goal: String
  ) {
    func text(_ value: Double) -> String { Self.fixed(value / scale, digits) }
    let range =
      samples.minimum == samples.maximum
      ? text(samples.minimum) : text(samples.minimum) + "–" + text(samples.maximum)
    let suffix = unit.isEmpty ? "" : " " + unit
    lines.append((name, text(samples.median) + suffix, range + suffix, goal))
  }

  /// The table as text, columns aligned.
  var text: String {
    let header = (name: "measurement", median: "median", range: "range", goal: "goal")
    let all = [header] + lines
    let widths = (
      all.map(\.name.count).max() ?? 0, all.map(\.median.count).max() ?? 0,
      all.map(\.range.count).max() ?? 0
    )
    func pad(_ text: String, _ width: Int) -> String {
      text + String(repeating: " ", count: max(0, width - text.count))
    }
    return all.map {
      pad($0.name, widths.0) + "  " + pad($0.median, widths.1) + "  " + pad($0.range, widths.2)
        + "  " + $0.goal
    }.joined(separator: "\n")
  }

  /// `value` with `digits` decimals.
  static func fixed(_ value: Double, _ digits: Int) -> String {
    guard value.isFinite else { return "–" }
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let scaled = Int((abs(value) * scale).rounded())
    let whole = String(scaled / Int(scale))
    let sign = value < 0 && scaled != 0 ? "-" : ""
    guard digits > 0 else { return sign + whole }
    let fraction = String(scaled % Int(scale))
    return sign + whole + "."
      + String(repeating: "0", count: digits - fraction.count) + fraction
  }
}
