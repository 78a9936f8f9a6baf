/// How much of a string fits in a number of terminal columns, and what rendering it needs.
///
/// `String.truncated(toDisplayWidth:)` and `String.padded(toDisplayWidth:alignment:)` share it:
/// the kept prefix is `string[..<end]`, followed by "…" when `isTruncated`.
struct DisplayFit {
  /// The end of the kept prefix.
  var end: String.Index
  /// The columns of the kept prefix, not counting the ellipsis.
  var columns: Int
  /// Whether the string does not fit, so the prefix is followed by "…" (1 column).
  var isTruncated: Bool
  /// Whether the kept prefix contains characters to be written as spaces.
  var hasControls: Bool

  /// The columns of the rendered text: the prefix, and the ellipsis if any.
  var renderedColumns: Int { isTruncated ? columns + 1 : columns }

  /// The fit of `string` in `width` columns, which must be positive.
  ///
  /// When the string is wider than `width`, the prefix is the longest one of at most
  /// `width - 1` columns, leaving a column for the ellipsis; a wide character that would cross
  /// that limit is left out whole.
  ///
  /// - Complexity: O(*m*) for the *m* UTF-8 bytes up to the first character that does not fit
  ///   (the whole string when it fits): a run of simple scalars (`SimpleScalarRun`) is measured
  ///   from its bytes, the rest character by character.
  static func of(_ string: String, width: Int) -> DisplayFit {
    string.utf8.withContiguousStorageIfAvailable { of(string, bytes: $0, width: width) }
      ?? of(string, bytes: nil, width: width)
  }

  /// The fit of `string`, whose contiguous UTF-8 is `bytes` if available, in `width` columns.
  private static func of(
    _ string: String, bytes: UnsafeBufferPointer<UInt8>?, width: Int
  ) -> DisplayFit {
    let run = bytes.map { SimpleScalarRun.scanning($0, limit: width - 1) } ?? .empty
    var walk = ClusterWalk(string, bytes: bytes, from: run.end)
    var fit = DisplayFit(
      end: walk.index, columns: run.columns, isTruncated: false, hasControls: run.hasControls)
    var columns = run.columns
    var hasControls = run.hasControls
    while let cluster = walk.next() {
      if columns + cluster.columns > width {
        fit.isTruncated = true
        return fit
      }
      columns += cluster.columns
      hasControls = hasControls || cluster.isControl
      if columns < width {
        fit = DisplayFit(
          end: walk.index, columns: columns, isTruncated: false, hasControls: hasControls)
      }
    }
    return DisplayFit(
      end: string.endIndex, columns: columns, isTruncated: false, hasControls: hasControls)
  }

  /// Writes the field to the end of `output`: `before` spaces, the kept prefix with each control
  /// character written as a space, the ellipsis if any, and `after` spaces.
  ///
  /// Where a space or the ellipsis written here would join the text next to it into one
  /// grapheme cluster (a prefix starting with a combining mark or a skin-tone modifier after a
  /// space, a prepended concatenation mark such as U+0600 before one), U+200B ZERO WIDTH SPACE
  /// is written between them. It takes no column and keeps the two apart, so the field is as
  /// wide as its parts.
  ///
  /// - Complexity: O(*m* + `before` + `after`) for the *m* UTF-8 bytes of the prefix.
  func write(_ string: String, before: Int, after: Int, to output: inout String) {
    let prefix = string[..<end]
    Self.appendSpaces(before, to: &output)
    if before > 0, Self.joins(" ", prefix) { output.unicodeScalars.append(Self.separator) }
    if hasControls {
      var afterReplacement = false
      var previous = prefix.startIndex
      for index in prefix.indices {
        let character = prefix[index]
        if character.isReplacedControl {
          if index > previous, Self.joins(prefix[previous..<index], " ") {
            output.unicodeScalars.append(Self.separator)
          }
          output += " "
          afterReplacement = true
        } else {
          if afterReplacement, Self.joins(" ", prefix[index...]) {
            output.unicodeScalars.append(Self.separator)
          }
          output.append(character)
          afterReplacement = false
        }
        previous = index
      }
    } else {
      output += prefix
    }
    if isTruncated || after > 0, Self.joins(prefix, " ") {
      output.unicodeScalars.append(Self.separator)
    }
    if isTruncated { output += "…" }
    Self.appendSpaces(after, to: &output)
  }

  /// U+200B ZERO WIDTH SPACE, which breaks grapheme clusters on both sides (it is a control in
  /// the grapheme break rules) and takes no column.
  static let separator: Unicode.Scalar = "\u{200B}"

  /// Whether the last character of `text` and the first of `next` would join into one grapheme
  /// cluster when written one after the other.
  ///
  /// Only a prepended concatenation mark at the end of `text`, or an extending or spacing mark
  /// (or joiner) at the start of `next`, joins across; neither is ever a simple scalar, so the
  /// grapheme break rules are consulted only for those.
  ///
  /// - Complexity: O(*c*) for the *c* bytes of the two characters concerned.
  static func joins(_ text: some StringProtocol, _ next: some StringProtocol) -> Bool {
    guard let last = text.unicodeScalars.last, let first = next.unicodeScalars.first else {
      return false
    }
    guard last.mayJoinNeighbour || first.mayJoinNeighbour,
      let lastCharacter = text.last, let firstCharacter = next.first
    else { return false }
    var pair = String(lastCharacter)
    pair.append(firstCharacter)
    return pair.count == 1
  }

  /// Appends `count` spaces to `string`, a run of up to 64 at a time.
  ///
  /// - Complexity: O(`count`).
  private static func appendSpaces(_ count: Int, to string: inout String) {
    var remaining = count
    while remaining > 0 {
      let run = min(remaining, 64)
      string += spaces[..<spaces.utf8.index(spaces.utf8.startIndex, offsetBy: run)]
      remaining -= run
    }
  }

  /// Sixty-four spaces, the source of padding.
  private static let spaces = String(repeating: " ", count: 64)
}
