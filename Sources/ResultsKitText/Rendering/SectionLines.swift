import ResultsKitAlgorithms

/// Where each section's lines start in a renderer's content: an optional header line, then
/// the section's body (one line per table row, a few per grid row).
struct SectionLines {
  /// The first content line of each section.
  private(set) var starts: [Int] = []
  /// Whether each section starts with a header line.
  private(set) var hasHeader: [Bool] = []
  /// The number of content lines.
  private(set) var total = 0

  init() {}

  /// The layout of sections with `bodyLines[s]` body lines each, headers where `hasHeader`.
  ///
  /// - Complexity: O(*s*) for *s* sections.
  init(hasHeader: [Bool], bodyLines: [Int]) {
    self.hasHeader = hasHeader
    starts.reserveCapacity(bodyLines.count)
    var line = 0
    for (section, body) in bodyLines.enumerated() {
      starts.append(line)
      line += (hasHeader.indices.contains(section) && hasHeader[section] ? 1 : 0) + body
    }
    total = line
  }

  /// The section that holds content line `line` and the line's offset inside it (0 is the
  /// header when the section has one), or `nil` past the end.
  ///
  /// - Complexity: O(log *s*).
  func locate(_ line: Int) -> (section: Int, offset: Int)? {
    guard line >= 0, line < total else { return nil }
    // Empty sections share their start with the next one: the last section starting at or
    // before `line` holds it.
    let section = starts.partitioningIndex { $0 > line } - 1
    return (section, line - starts[section])
  }

  /// The first body line of `section`.
  func bodyStart(of section: Int) -> Int {
    starts[section] + (hasHeader[section] ? 1 : 0)
  }
}
