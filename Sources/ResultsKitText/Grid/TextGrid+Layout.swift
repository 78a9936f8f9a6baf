import ResultsKit

extension TextGrid {
  /// The number of cards in a row.
  var columns: Int {
    Swift.max(1, width / Swift.max(1, itemWidth))
  }

  /// The glyphs of a card's frame, or `nil` when cards are bare lines (``TextStyle/plain``,
  /// or cards narrower than 5 columns: a card is ``itemWidth`` wide, at most ``width``).
  var cardFrame: FrameGlyphs? {
    Swift.min(itemWidth, width) >= 5 ? FrameGlyphs.of(style) : nil
  }

  /// The lines of one row of cards.
  var cardHeight: Int {
    cardFrame == nil ? 1 : 3
  }

  /// The body lines of sections with `counts` items.
  func bodyLines(_ counts: [Int]) -> [Int] {
    let columns = columns
    let cardHeight = cardHeight
    return counts.map { Self.bodyLines(items: $0, columns: columns, cardHeight: cardHeight) }
  }

  /// The body lines of a section of `items` items laid out `columns` to a row of cards
  /// `cardHeight` lines high.
  static func bodyLines(items: Int, columns: Int, cardHeight: Int) -> Int {
    (items + columns - 1) / columns * cardHeight
  }

  /// What one visible line shows.
  enum Line {
    /// A section's header.
    case header(section: Int)
    /// Line `part` (0 ..< ``cardHeight``) of row `row` of the cards of `section`.
    case cards(section: Int, row: Int, part: Int)

    /// The section of a header line.
    var headerSection: Int? {
      if case let .header(section) = self { section } else { nil }
    }
  }

  /// The lines in view, top to bottom (fewer than ``height`` at the end).
  ///
  /// The last line is never the header of a section with items: a header with none of its
  /// cards under it (an orphan, cut off by the bottom edge) is left off, the line left blank,
  /// so the view stops before it. An empty section's header, which has no cards, stays.
  ///
  /// - Complexity: O(*v* + log *s*).
  func visibleLines() -> [Line] {
    var result: [Line] = []
    let lines = shown.lines
    guard height > 0, let start = lines.locate(shown.firstLine) else { return result }
    result.reserveCapacity(height)
    var (section, offset) = start
    let counts = shown.counts
    let columns = columns
    let cardHeight = cardHeight
    while result.count < height, section < counts.count {
      let header = lines.hasHeader[section] ? 1 : 0
      let body = Self.bodyLines(items: counts[section], columns: columns, cardHeight: cardHeight)
      if offset >= header + body {
        section += 1
        offset = 0
        continue
      }
      if offset < header {
        result.append(.header(section: section))
      } else {
        let line = offset - header
        result.append(.cards(section: section, row: line / cardHeight, part: line % cardHeight))
      }
      offset += 1
    }
    if let last = result.last?.headerSection, counts[last] > 0 { result.removeLast() }
    return result
  }

  /// The items on the rows of cards in view, in order.
  func visibleItems() -> [ItemPath] {
    items(on: visibleLines())
  }

  /// The items on the rows of cards among `lines`, in order.
  func items(on lines: [Line]) -> [ItemPath] {
    var items: [ItemPath] = []
    let columns = columns
    for line in lines {
      guard case let .cards(section, row, _) = line else { continue }
      let first = row * columns
      if let last = items.last, last.section == section, last.item >= first { continue }
      for item in first..<Swift.min(first + columns, shown.counts[section]) {
        items.append(ItemPath(item: item, section: section))
      }
    }
    return items
  }
}
