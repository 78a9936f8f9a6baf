import DiffScenarios

/// The report's Markdown table: a column per side, and how ResultsKit compares with GRDB.
enum ReportTable {
  /// The header and the alignment line.
  static let header = """
    | measurement | ResultsKit | GRDB | ResultsKit against GRDB |
    |---|---:|---:|---:|
    """

  /// A row of times: each side's median and spread, and the ratio of the medians when both
  /// sides are given and `compared`.
  static func times(
    _ measurement: String, _ resultsKit: [Duration], _ grdb: [Duration], compared: Bool = true
  ) -> String {
    let ratio =
      compared && !resultsKit.isEmpty && !grdb.isEmpty
      ? Self.ratio(
        ReportSupport.milliseconds(ReportSupport.median(resultsKit)),
        ReportSupport.milliseconds(ReportSupport.median(grdb)), smaller: "faster",
        larger: "slower") : ""
    return "| \(measurement) | \(summary(resultsKit)) | \(summary(grdb)) | \(ratio) |"
  }

  /// A row of memory: each side's median extra bytes in MB (10⁶ bytes), the spread, and
  /// bytes per object of the median; and the ratio of the medians.
  static func memory(
    _ measurement: String, _ resultsKit: [Int], _ grdb: [Int], objects: Int
  ) -> String {
    func text(_ values: [Int]) -> String {
      let sorted = values.sorted()
      guard let first = sorted.first, let last = sorted.last else { return "–" }
      let median = sorted[sorted.count / 2]
      let perObject = ReportSupport.fixed(Double(median) / Double(objects), 0)
      return
        "\(megabytes(median)) MB (\(megabytes(first))–\(megabytes(last))), \(perObject) B/object"
    }
    let ratio =
      resultsKit.isEmpty || grdb.isEmpty
      ? ""
      : Self.ratio(
        Double(resultsKit.sorted()[resultsKit.count / 2]), Double(grdb.sorted()[grdb.count / 2]),
        smaller: "less", larger: "more")
    return "| \(measurement) | \(text(resultsKit)) | \(text(grdb)) | \(ratio) |"
  }

  /// "median ms (min–max)", or "–" for no values.
  static func summary(_ values: [Duration]) -> String {
    let sorted = values.sorted()
    guard let first = sorted.first, let last = sorted.last else { return "–" }
    let text = ReportSupport.millisecondsText
    return "\(text(ReportSupport.median(values))) ms (\(text(first))–\(text(last)))"
  }

  /// "N× `smaller`" when ResultsKit's figure is the smaller, else "N× `larger`": one decimal
  /// below 10, none from 10 on.
  static func ratio(_ resultsKit: Double, _ grdb: Double, smaller: String, larger: String)
    -> String
  {
    guard resultsKit > 0, grdb > 0 else { return "" }
    let factor = max(resultsKit, grdb) / min(resultsKit, grdb)
    let text = ReportSupport.fixed(factor, factor < 10 ? 1 : 0)
    return "\(text)× \(resultsKit <= grdb ? smaller : larger)"
  }

  private static func megabytes(_ bytes: Int) -> String {
    ReportSupport.fixed(Double(bytes) / 1e6, 1)
  }
}
