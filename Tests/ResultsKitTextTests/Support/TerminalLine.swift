import ResultsKitText

/// A rendered line as a terminal shows it: the escape sequences it obeys taken out, and the
/// rest split into grapheme clusters over the whole line, the way a terminal that clusters
/// graphemes fills its cells.
///
/// Summing the widths of the pieces a renderer put together would miss exactly the defect
/// this measures: pieces that merge where they meet. So the line is measured only as a whole,
/// twice: with the library's `displayWidth` of the string, and cluster by cluster after
/// splitting the whole line into `Character`s. Any control character left once the escape
/// sequences are out (a tab, a line feed, a lone ESC) is a problem of its own: a terminal
/// would move the cursor instead of drawing a column.
struct TerminalLine {
  /// The text a terminal draws: the line without its `ESC [ … final` sequences.
  let visible: String
  /// Control characters (C0, DEL, C1, U+2028, U+2029) left in `visible`.
  let controls: [Unicode.Scalar]

  /// Reads `line`, taking out each complete control sequence (`ESC [`, parameter and
  /// intermediate bytes, a final byte).
  init(_ line: Substring) {
    var visible = ""
    var scalars = line.unicodeScalars[...]
    while let scalar = scalars.first {
      if scalar == "\u{1B}", let end = Self.endOfSequence(scalars) {
        scalars = scalars[end...]
        continue
      }
      visible.unicodeScalars.append(scalar)
      scalars = scalars.dropFirst()
    }
    self.visible = visible
    controls = visible.unicodeScalars.filter { scalar in
      scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028
        || scalar.value == 0x2029
    }
  }

  /// The library's own measure of the whole visible line.
  var libraryColumns: Int { visible.displayWidth }

  /// The columns of the grapheme clusters of the whole visible line, each measured alone:
  /// a cluster that spans two pieces counts once.
  var clusterColumns: Int { visible.reduce(0) { $0 + $1.displayWidth } }

  /// Where the control sequence at the start of `scalars` (an ESC) ends, or `nil` when it is
  /// not a complete `ESC [` sequence.
  private static func endOfSequence(
    _ scalars: Substring.UnicodeScalarView.SubSequence
  ) -> Substring.UnicodeScalarView.Index? {
    var index = scalars.index(after: scalars.startIndex)
    guard index < scalars.endIndex, scalars[index] == "[" else { return nil }
    index = scalars.index(after: index)
    while index < scalars.endIndex, (0x20...0x3F).contains(scalars[index].value) {
      index = scalars.index(after: index)
    }
    guard index < scalars.endIndex, (0x40...0x7E).contains(scalars[index].value) else {
      return nil
    }
    return scalars.index(after: index)
  }
}

/// The lines of a frame, split at each line feed scalar (a `"\r\n"` would be one `Character`,
/// so splitting by characters could hide a line break).
func terminalLines(of frame: String) -> [TerminalLine] {
  frame.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map {
    TerminalLine(Substring($0))
  }
}
