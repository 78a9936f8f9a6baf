import ResultsKit

extension TextTable {
  /// The frame's glyphs, or `nil` when nothing is framed (``TextStyle/plain``, or a table too
  /// small for a frame: under 4 columns or 3 lines).
  var frame: FrameGlyphs? {
    width >= 4 && height >= 3 ? FrameGlyphs.of(style) : nil
  }

  /// The number of lines that show content (headers and rows).
  var contentHeight: Int {
    Swift.max(0, frame == nil ? height : height - 2)
  }

  /// The columns between the borders.
  var innerWidth: Int {
    Swift.max(0, frame == nil ? width : width - 2)
  }

  /// The width of the section index column (0 when there is none): the widest title, at most
  /// 3 columns, when the table is wide enough to keep at least 8 columns for its rows.
  var indexWidth: Int {
    let widest = widestIndexTitle
    return widest > 0 && innerWidth - widest - 1 >= 8 ? widest : 0
  }

  /// The columns of a row or header, between the left border and the index column.
  var rowWidth: Int {
    indexWidth > 0 ? innerWidth - indexWidth - 1 : innerWidth
  }

  /// What one visible content line shows.
  enum Line {
    case header(section: Int)
    case row(ItemPath)
  }

  /// The content lines in view, top to bottom (fewer than ``contentHeight`` at the end).
  ///
  /// The last line is never the header of a section with rows: a header with none of its rows
  /// under it (an orphan, cut off by the bottom edge) is left off, the line left blank, so the
  /// view stops before it. An empty section's header, which has no rows to show, stays.
  ///
  /// - Complexity: O(*v* + log *s*).
  func visibleLines() -> [Line] {
    var result: [Line] = []
    let lines = shown.lines
    guard let start = lines.locate(shown.firstLine) else { return result }
    result.reserveCapacity(contentHeight)
    var (section, offset) = start
    let counts = shown.counts
    while result.count < contentHeight, section < counts.count {
      let header = lines.hasHeader[section] ? 1 : 0
      if offset >= header + counts[section] {
        section += 1
        offset = 0
      } else {
        result.append(
          offset < header
            ? .header(section: section) : .row(ItemPath(item: offset - header, section: section)))
        offset += 1
      }
    }
    if case let .header(last) = result.last, counts[last] > 0 { result.removeLast() }
    return result
  }

  /// The rows in view, top to bottom.
  func visibleRows() -> [ItemPath] {
    visibleLines().compactMap { line in
      if case let .row(path) = line { path } else { nil }
    }
  }
}
