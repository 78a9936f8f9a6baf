import ResultsKit
import ResultsKitAlgorithms

extension TextTable {
  /// The table as text: exactly ``height`` lines joined by `"\n"`, each exactly ``width``
  /// terminal columns wide.
  ///
  /// With `ansi`, rows the last batch inserted are green, moved ones cyan and updated
  /// (reloaded or reconfigured, or configured again in place since the batch through
  /// `makeUpdateVisibleCell`) ones yellow; selected rows are in reverse video and header
  /// titles in bold. Without it the text has no escape codes. A selected row is marked with
  /// `❯` (`>` in ASCII and plain styles) in both cases.
  ///
  /// Whatever strings the data source returns, each line is assembled from pieces fitted to
  /// their columns and kept apart where they meet (`String.appendKeepingApart(_:)`), so a
  /// title or text that starts with a combining or spacing mark cannot merge with the border
  /// or space before it.
  ///
  /// - Parameter ansi: Whether to add ANSI colour and emphasis.
  /// - Returns: The frame.
  /// - Complexity: O(*v* · *w* + log *s*) for *v* visible lines of *w* columns; independent of
  ///   the number of rows.
  public func render(ansi: Bool = false) -> String {
    guard height > 0 else { return "" }
    let frame = self.frame
    let visible = visibleLines()
    var output: [String] = []
    output.reserveCapacity(height)
    if let frame { output.append(border(frame, top: true)) }
    for line in 0..<contentHeight {
      var content = String(repeating: " ", count: rowWidth)
      var isHeader = false
      if line == 0, visible.isEmpty, dataSource == nil {
        content = MissingDataSource.line(for: "table", width: rowWidth)
      } else if line < visible.count {
        switch visible[line] {
        case let .header(section):
          content = headerContent(section, frame: frame, ansi: ansi)
          isHeader = true
        case let .row(path):
          content = rowContent(path, framed: frame != nil, ansi: ansi)
        }
      }
      output.append(assemble(content, line: line, isHeader: isHeader, frame: frame))
    }
    if let frame { output.append(border(frame, top: false)) }
    return output.joined(separator: "\n")
  }

  /// A row: the selection mark, the cell's text, and a space before a right border.
  private func rowContent(_ path: ItemPath, framed: Bool, ansi: Bool) -> String {
    let cellWidth = rowWidth - 1 - (framed ? 1 : 0)
    guard cellWidth > 0 else { return String(repeating: " ", count: rowWidth) }
    let isSelected = shown.selected.containsSorted(path)
    let mark = isSelected ? FrameGlyphs.selectionMark(style) : " "
    let body = (shown.cells[path]?.render(width: cellWidth) ?? "").padded(toDisplayWidth: cellWidth)
    let row = framed ? String.keptApart(mark, body, " ") : String.keptApart(mark, body)
    guard ansi else { return row }
    return Highlight.apply(row, mark: shown.marks.mark(at: path), selected: isSelected)
  }

  /// A header: a rule with the title in a frame, the title alone without one.
  private func headerContent(_ section: Int, frame: FrameGlyphs?, ansi: Bool) -> String {
    let title = headerTitles[section] ?? ""
    guard let frame else {
      let text = title.padded(toDisplayWidth: rowWidth)
      return ansi ? ANSI.bold + text + ANSI.reset : text
    }
    guard rowWidth >= 5 else { return String(repeating: frame.horizontal, count: rowWidth) }
    let shortened = title.truncated(toDisplayWidth: rowWidth - 4)
    let fill = rowWidth - 3 - shortened.displayWidth
    let text = ansi ? ANSI.bold + shortened + ANSI.reset : shortened
    return String.keptApart(
      frame.horizontal, " ", text, " ", String(repeating: frame.horizontal, count: fill))
  }

  /// A content line with its borders and its section index cell.
  private func assemble(_ content: String, line: Int, isHeader: Bool, frame: FrameGlyphs?) -> String
  {
    var index = ""
    if indexWidth > 0 {
      let title = line < indexTitles.count ? indexTitles[line] : ""
      index = title.padded(toDisplayWidth: indexWidth)
    }
    guard let frame else {
      return indexWidth > 0 ? String.keptApart(content, " ", index) : content
    }
    let left = isHeader ? frame.teeRight : frame.vertical
    let middle = isHeader ? frame.teeLeft : frame.vertical
    if indexWidth > 0 {
      return String.keptApart(left, content, middle, index, frame.vertical)
    }
    return String.keptApart(left, content, middle)
  }

  /// The top or bottom border, with the index column's junction.
  private func border(_ frame: FrameGlyphs, top: Bool) -> String {
    var line = top ? frame.topLeft : frame.bottomLeft
    line += String(repeating: frame.horizontal, count: rowWidth)
    if indexWidth > 0 {
      line += top ? frame.teeDown : frame.teeUp
      line += String(repeating: frame.horizontal, count: indexWidth)
    }
    return line + (top ? frame.topRight : frame.bottomRight)
  }
}
