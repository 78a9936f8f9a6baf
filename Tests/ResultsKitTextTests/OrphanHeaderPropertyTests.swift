import ResultsKit
import ResultsKitTesting
import ResultsKitText
import Testing

/// A table or grid never ends with an orphan header.
///
/// The last line that shows anything is never the header of a section with rows (or items)
/// none of which is under it. Checked on random section layouts (empty sections too) at every
/// height from 1 to 30, in every style, scrolled or not; and the rows the table reports
/// visible are exactly those its frame shows.
@Suite struct OrphanHeaderPropertyTests {
  /// Sections of numbered rows: headers read "H<section>", rows "r<section>.<item>".
  final class NumberedSource: TextTableDataSource, TextGridDataSource {
    let counts: [Int]

    /// Sections of `counts` rows.
    init(counts: [Int]) {
      self.counts = counts
    }

    /// Up to 5 sections of up to 4 rows each.
    init(using random: inout SeededRandomNumberGenerator) {
      counts = (0..<Int.random(in: 1...5, using: &random)).map { _ in
        Int.random(in: 0...4, using: &random)
      }
    }

    func numberOfSections(in table: TextTable) -> Int { counts.count }
    func table(_ table: TextTable, numberOfRowsInSection section: Int) -> Int { counts[section] }
    func table(_ table: TextTable, cellForRowAt path: ItemPath) -> TextCell {
      let cell = table.dequeueReusableCell(withIdentifier: "row", for: path)
      cell.text = "r\(path.section).\(path.item)"
      return cell
    }
    func table(_ table: TextTable, titleForHeaderInSection section: Int) -> String? {
      "H\(section)"
    }

    func numberOfSections(in grid: TextGrid) -> Int { counts.count }
    func grid(_ grid: TextGrid, numberOfItemsInSection section: Int) -> Int { counts[section] }
    func grid(_ grid: TextGrid, cellForItemAt path: ItemPath) -> TextCell {
      let cell = grid.dequeueReusableCell(withReuseIdentifier: "row", for: path)
      cell.text = "r\(path.section).\(path.item)"
      return cell
    }
    func grid(
      _ grid: TextGrid, viewForSupplementaryElementOfKind kind: String, at path: ItemPath
    ) -> TextCell? {
      let view = grid.dequeueReusableSupplementaryView(
        ofKind: kind, withReuseIdentifier: "header", for: path)
      view.text = "H\(path.section)"
      return view
    }
  }

  /// What a line shows: the header of a section, rows, or nothing but borders and spaces.
  enum Shown: Equatable {
    case header(Int)
    case rows([ItemPath])
    case nothing
  }

  /// The header or rows a rendered line shows, read from its "H<s>" and "r<s>.<i>" words.
  static func shown(_ line: Substring) -> Shown {
    let words = line.split { !($0.isLetter || $0.isNumber || $0 == ".") }
    var rows: [ItemPath] = []
    for word in words {
      if word.hasPrefix("H"), let section = Int(word.dropFirst()) { return .header(section) }
      let parts = word.dropFirst().split(separator: ".")
      if word.hasPrefix("r"), parts.count == 2, let section = Int(parts[0]),
        let item = Int(parts[1])
      {
        rows.append(ItemPath(item: item, section: section))
      }
    }
    // A blank line, between a table's side borders or not, shows nothing; a card's edge shows
    // part of a card.
    guard !rows.isEmpty || line.contains(where: { !" │|".contains($0) }) else { return .nothing }
    return .rows(rows)
  }

  /// The content lines of a table's `frame`: without its top and bottom borders, when framed.
  static func content(of frame: String, table: TextTable) -> [Substring] {
    let lines = frame.split(separator: "\n", omittingEmptySubsequences: false)
    let framed = table.style != .plain && table.width >= 4 && table.height >= 3
    return framed ? Array(lines.dropFirst().dropLast()) : lines
  }

  /// The orphan at the bottom of `lines`, if any: the last line that shows something is the
  /// header of a section with rows.
  static func orphan(in lines: [Substring], counts: [Int]) -> Int? {
    guard let last = lines.last(where: { shown($0) != .nothing }),
      case let .header(section) = shown(last), counts[section] > 0
    else { return nil }
    return section
  }

  static let styles: [TextStyle] = [.unicode, .ascii, .plain]

  @Test("A table's last line is never a header with none of its rows", arguments: [1, 2, 3])
  func table(seed: UInt64) {
    var random = SeededRandomNumberGenerator(seed: seed)
    var failures = 0
    for scene in 0..<200 where failures < 5 {
      let source = NumberedSource(using: &random)
      let style = Self.styles[Int.random(in: 0..<3, using: &random)]
      let scroll = Bool.random(using: &random) ? Int.random(in: 0...6, using: &random) : 0
      for height in 1...30 {
        let table = TextTable(width: 30, height: height)
        table.style = style
        table.register(TextCell.self, forCellReuseIdentifier: "row")
        table.dataSource = source
        table.reloadData()
        table.scrollOffset = scroll
        let frame = table.render()
        let context =
          "seed \(seed) scene \(scene) \(source.counts) \(style) height \(height) "
          + "scrolled \(scroll):\n\(frame)"
        let lines = Self.content(of: frame, table: table)
        if let section = Self.orphan(in: lines, counts: source.counts) {
          failures += 1
          Issue.record("the header of section \(section) ends the frame, \(context)")
        }
        // The rows it says are visible (what "… N more below" is counted from) are the rows
        // the frame shows.
        let drawn = lines.flatMap { line -> [ItemPath] in
          if case let .rows(rows) = Self.shown(line) { rows } else { [] }
        }
        if drawn != table.indexPathsForVisibleRows {
          failures += 1
          Issue.record("drawn \(drawn), visible \(table.indexPathsForVisibleRows), \(context)")
        }
      }
    }
  }

  @Test("A grid's last line is never a header with none of its cards", arguments: [1, 2, 3])
  func grid(seed: UInt64) {
    var random = SeededRandomNumberGenerator(seed: seed)
    var failures = 0
    for scene in 0..<200 where failures < 5 {
      let source = NumberedSource(using: &random)
      let style = Self.styles[Int.random(in: 0..<3, using: &random)]
      let itemWidth = [4, 8, 10][Int.random(in: 0..<3, using: &random)]
      for height in 1...30 {
        let grid = TextGrid(width: 30, height: height, itemWidth: itemWidth)
        grid.style = style
        grid.register(TextCell.self, forCellWithReuseIdentifier: "row")
        grid.register(
          TextCell.self, forSupplementaryViewOfKind: TextGrid.sectionHeaderKind,
          withReuseIdentifier: "header")
        grid.dataSource = source
        grid.reloadData()
        let frame = grid.render()
        let lines = frame.split(separator: "\n", omittingEmptySubsequences: false)
        if let section = Self.orphan(in: lines, counts: source.counts) {
          failures += 1
          let context =
            "seed \(seed) scene \(scene) \(source.counts) \(style) cards \(itemWidth) "
            + "height \(height):\n\(frame)"
          Issue.record("the header of section \(section) ends the frame, \(context)")
        }
      }
    }
  }

  @Test("A table one line short of a section's first row stops before its header")
  func stopsBeforeTheHeader() {
    let source = NumberedSource(counts: [2, 3])
    let table = TextTable(width: 20, height: 6)
    table.style = .unicode
    table.register(TextCell.self, forCellReuseIdentifier: "row")
    table.dataSource = source
    table.reloadData()
    // Four content lines: H0, r0.0, r0.1 and, without the rule, H1 with none of its rows.
    let frame = table.render()
    let lines = Self.content(of: frame, table: table)
    #expect(lines.count == 4, "\(frame)")
    #expect(Self.shown(lines[2]) == .rows([ItemPath(item: 1, section: 0)]), "\(frame)")
    #expect(Self.shown(lines[3]) == .nothing, "\(frame)")
    #expect(table.indexPathsForVisibleRows.count == 2)
  }
}
