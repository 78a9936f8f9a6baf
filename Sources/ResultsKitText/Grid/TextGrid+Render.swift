import ResultsKit
import ResultsKitAlgorithms

extension TextGrid {
  /// The grid as text: exactly ``height`` lines joined by `"\n"`, each exactly ``width``
  /// terminal columns wide.
  ///
  /// With `ansi`, cards the last batch inserted are green, moved ones cyan and updated ones
  /// (reloaded or reconfigured, or configured again in place since the batch through
  /// `makeUpdateVisibleCell`) yellow; selected cards are in reverse video and headers in
  /// bold. Without it the text has no escape codes. A selected card is marked with `❯` (`>` in
  /// ASCII and plain styles).
  ///
  /// Whatever strings the data source returns, each line is assembled from pieces fitted to
  /// their columns and kept apart where they meet (`String.appendKeepingApart(_:)`), so a
  /// card whose text starts with a combining or spacing mark cannot merge with the card, border
  /// or space before it.
  ///
  /// - Parameter ansi: Whether to add ANSI colour and emphasis.
  /// - Returns: The frame.
  /// - Complexity: O(*v* · *w* + log *s*) for *v* visible lines of *w* columns; independent
  ///   of the number of items.
  public func render(ansi: Bool = false) -> String {
    guard height > 0 else { return "" }
    let visible = visibleLines()
    var output: [String] = []
    output.reserveCapacity(height)
    for line in 0..<height {
      guard line < visible.count else {
        let missing = line == 0 && dataSource == nil
        output.append(
          missing
            ? MissingDataSource.line(for: "grid", width: Swift.max(0, width))
            : String(repeating: " ", count: Swift.max(0, width)))
        continue
      }
      switch visible[line] {
      case let .header(section):
        let text = (headerViews[section]?.render(width: width) ?? "").padded(toDisplayWidth: width)
        output.append(ansi ? ANSI.bold + text + ANSI.reset : text)
      case let .cards(section, row, part):
        output.append(cardsLine(section: section, row: row, part: part, ansi: ansi))
      }
    }
    return output.joined(separator: "\n")
  }

  /// One line through a row of cards, padded to the grid's width.
  private func cardsLine(section: Int, row: Int, part: Int, ansi: Bool) -> String {
    let cardWidth = Swift.min(itemWidth, width)
    guard cardWidth > 0 else { return String(repeating: " ", count: Swift.max(0, width)) }
    var line = ""
    var used = 0
    for column in 0..<columns {
      let item = row * columns + column
      guard item < shown.counts[section] else { break }
      line.appendKeepingApart(
        card(ItemPath(item: item, section: section), part: part, width: cardWidth, ansi: ansi))
      used += cardWidth
    }
    line.appendKeepingApart(String(repeating: " ", count: Swift.max(0, width - used)))
    return line
  }

  /// Line `part` of the card of the item at `path`, `width` columns wide.
  private func card(_ path: ItemPath, part: Int, width: Int, ansi: Bool) -> String {
    let frame = cardFrame
    if let frame, part != 1 {
      let edge = String(repeating: frame.horizontal, count: width - 2)
      return part == 0
        ? frame.topLeft + edge + frame.topRight : frame.bottomLeft + edge + frame.bottomRight
    }
    let isSelected = shown.selected.containsSorted(path)
    let mark = isSelected ? FrameGlyphs.selectionMark(style) : " "
    let cellWidth = frame == nil ? width - 2 : width - 4
    var content: String
    if cellWidth > 0 {
      let body = (shown.cells[path]?.render(width: cellWidth) ?? "").padded(
        toDisplayWidth: cellWidth)
      content = String.keptApart(mark, body, " ")
    } else {
      content = (shown.cells[path]?.text ?? "").padded(toDisplayWidth: frame == nil ? width : 0)
    }
    if ansi {
      content = Highlight.apply(content, mark: shown.marks.mark(at: path), selected: isSelected)
    }
    guard let frame else { return content }
    return String.keptApart(frame.vertical, content, frame.vertical)
  }
}
