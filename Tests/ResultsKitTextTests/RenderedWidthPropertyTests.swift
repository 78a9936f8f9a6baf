import ResultsKit
import ResultsKitTesting
import ResultsKitText
import TestSupport
import Testing

/// `TextTable.render()` and `TextGrid.render()` return exactly `height` lines of exactly `width`
/// columns, whatever strings the data source returns: cell text and detail, header titles,
/// index titles, grid header views.
///
/// Every line is measured as a terminal shows it (`TerminalLine`): escape sequences out,
/// clusters formed over the whole line, so pieces that merge where they meet are caught.
@Suite struct RenderedWidthPropertyTests {
  /// A data source of one random scene, for tables and grids alike.
  final class NastySource: TextTableDataSource, TextGridDataSource {
    struct Row {
      var text: String
      var detail: String?
      var accessory: TextCell.Accessory
    }

    var sections: [[Row]] = []
    var headerTitles: [String?] = []
    var indexTitles: [String]?
    var gridHeaders: [String?] = []

    /// A scene of up to 4 sections of up to 5 rows, every string drawn from `NastyText`.
    init(using random: inout SeededRandomNumberGenerator) {
      let accessories: [TextCell.Accessory] = [.none, .disclosure, .checkmark]
      for _ in 0..<Int.random(in: 0...4, using: &random) {
        sections.append(
          (0..<Int.random(in: 0...5, using: &random)).map { _ in
            Row(
              text: NastyText.string(using: &random),
              detail: NastyText.optionalString(using: &random),
              accessory: accessories[Int.random(in: 0..<3, using: &random)])
          })
        headerTitles.append(NastyText.optionalString(using: &random))
        gridHeaders.append(NastyText.optionalString(using: &random))
      }
      if Bool.random(using: &random) {
        indexTitles = (0..<Int.random(in: 0...6, using: &random)).map { _ in
          NastyText.string(maximumLength: 3, using: &random)
        }
      }
    }

    func configure(_ cell: TextCell, at path: ItemPath) {
      let row = sections[path.section][path.item]
      cell.text = row.text
      cell.detailText = row.detail
      cell.accessory = row.accessory
    }

    func numberOfSections(in table: TextTable) -> Int { sections.count }
    func table(_ table: TextTable, numberOfRowsInSection section: Int) -> Int {
      sections[section].count
    }
    func table(_ table: TextTable, cellForRowAt path: ItemPath) -> TextCell {
      let cell = table.dequeueReusableCell(withIdentifier: "row", for: path)
      configure(cell, at: path)
      return cell
    }
    func table(_ table: TextTable, titleForHeaderInSection section: Int) -> String? {
      headerTitles[section]
    }
    func sectionIndexTitles(for table: TextTable) -> [String]? { indexTitles }

    func numberOfSections(in grid: TextGrid) -> Int { sections.count }
    func grid(_ grid: TextGrid, numberOfItemsInSection section: Int) -> Int {
      sections[section].count
    }
    func grid(_ grid: TextGrid, cellForItemAt path: ItemPath) -> TextCell {
      let cell = grid.dequeueReusableCell(withReuseIdentifier: "row", for: path)
      configure(cell, at: path)
      return cell
    }
    func grid(
      _ grid: TextGrid, viewForSupplementaryElementOfKind kind: String, at path: ItemPath
    ) -> TextCell? {
      guard kind == TextGrid.sectionHeaderKind, let text = gridHeaders[path.section] else {
        return nil
      }
      let view = grid.dequeueReusableSupplementaryView(
        ofKind: kind, withReuseIdentifier: "header", for: path)
      view.text = text
      return view
    }

    /// Appends a random row to the first section, returning its path (`nil` without sections),
    /// so that a batch can insert it and the render colour it.
    func appendRow(using random: inout SeededRandomNumberGenerator) -> ItemPath? {
      guard !sections.isEmpty else { return nil }
      sections[0].append(
        Row(
          text: NastyText.string(using: &random), detail: NastyText.optionalString(using: &random),
          accessory: .none))
      return ItemPath(item: sections[0].count - 1, section: 0)
    }

    /// The paths of every row, for choosing one to select.
    var paths: [ItemPath] {
      sections.indices.flatMap { section in
        sections[section].indices.map { ItemPath(item: $0, section: section) }
      }
    }
  }

  /// Problems with `frame`, rendered `width` × `height`: a wrong line count, a control
  /// character left in a line, or a line whose columns differ from `width` by either measure.
  static func problems(in frame: String, width: Int, height: Int) -> [String] {
    guard height > 0 else { return frame.isEmpty ? [] : ["a frame 0 lines high is not empty"] }
    let lines = terminalLines(of: frame)
    var problems: [String] = []
    if lines.count != height { problems.append("\(lines.count) lines, not \(height)") }
    for (number, line) in lines.enumerated() {
      let shown = String(reflecting: line.visible)
      if !line.controls.isEmpty {
        problems.append("line \(number) \(shown) has controls \(line.controls.map(\.value))")
      }
      if line.libraryColumns != width || line.clusterColumns != width {
        problems.append(
          "line \(number) \(shown): displayWidth \(line.libraryColumns), clusters "
            + "\(line.clusterColumns), not \(width)")
      }
    }
    return problems
  }

  static let styles: [TextStyle] = [.unicode, .ascii, .plain]

  /// Random tables of nasty strings, 0 to 40 columns by 0 to 10 lines, in every style, with
  /// and without colour, scrolled, with a row selected and one inserted by a batch.
  @Test(arguments: [UInt64(1), 2, 3, 4])
  func everyTableLineIsExactlyTheTablesWidth(seed: UInt64) throws {
    var random = SeededRandomNumberGenerator(seed: seed)
    var failures = 0
    for scene in 0..<1_000 where failures < 5 {
      let source = NastySource(using: &random)
      let width = Int.random(in: 0...40, using: &random)
      let height = Int.random(in: 0...10, using: &random)
      let table = TextTable(width: width, height: height)
      table.style = Self.styles[Int.random(in: 0..<3, using: &random)]
      table.register(TextCell.self, forCellReuseIdentifier: "row")
      table.dataSource = source
      table.reloadData()
      if Bool.random(using: &random), let inserted = source.appendRow(using: &random) {
        try table.apply(ChangeBatch(insertedItems: [inserted]))
      }
      if let path = source.paths.randomElement(using: &random) {
        table.selectRow(at: path)
        if Bool.random(using: &random) { table.scrollToRow(at: path) }
      }
      for ansi in [false, true] {
        let problems = Self.problems(in: table.render(ansi: ansi), width: width, height: height)
        if !problems.isEmpty {
          failures += 1
          Issue.record(
            "seed \(seed) scene \(scene), \(width)×\(height) \(table.style) ansi \(ansi): \(problems)"
          )
        }
      }
    }
  }

  /// Random grids of nasty strings, 0 to 40 columns by 0 to 10 lines with cards 0 to 16
  /// columns wide, with and without header views and colour, with an item selected and one
  /// inserted by a batch.
  @Test(arguments: [UInt64(1), 2, 3, 4])
  func everyGridLineIsExactlyTheGridsWidth(seed: UInt64) throws {
    var random = SeededRandomNumberGenerator(seed: seed)
    var failures = 0
    for scene in 0..<1_000 where failures < 5 {
      let source = NastySource(using: &random)
      let width = Int.random(in: 0...40, using: &random)
      let height = Int.random(in: 0...10, using: &random)
      let grid = TextGrid(
        width: width, height: height, itemWidth: Int.random(in: 0...16, using: &random))
      grid.style = Self.styles[Int.random(in: 0..<3, using: &random)]
      grid.register(TextCell.self, forCellWithReuseIdentifier: "row")
      grid.register(
        TextCell.self, forSupplementaryViewOfKind: TextGrid.sectionHeaderKind,
        withReuseIdentifier: "header")
      grid.dataSource = source
      grid.reloadData()
      if Bool.random(using: &random), let inserted = source.appendRow(using: &random) {
        try grid.apply(ChangeBatch(insertedItems: [inserted]))
      }
      if let path = source.paths.randomElement(using: &random) { grid.selectItem(at: path) }
      for ansi in [false, true] {
        let problems = Self.problems(in: grid.render(ansi: ansi), width: width, height: height)
        if !problems.isEmpty {
          failures += 1
          Issue.record(
            "seed \(seed) scene \(scene), \(width)×\(height) cards \(grid.itemWidth) \(grid.style) ansi \(ansi): \(problems)"
          )
        }
      }
    }
  }

  /// Titles and text that start with Thai U+0E33 SARA AM or Devanagari U+0903.
  ///
  /// An index title starting with SARA AM merged with the border or space before it, and the
  /// line came out one column short; header titles and row text did the same.
  @Test(arguments: styles)
  func titlesAndTextStartingWithASpacingMarkKeepTheTablesWidth(style: TextStyle) {
    let source = ArraySource([["\u{E33}\u{E33}x", "b"], ["c"]])
    source.indexTitles = ["\u{E33}", "\u{E33}\u{E33}"]
    source.titles = ["\u{E33}\u{E33}", "\u{903}\u{903}"]
    let table = loadedTable(source, width: 20, height: 7, style: style)
    table.selectRow(at: path(0, 0))
    for ansi in [false, true] {
      let frame = table.render(ansi: ansi)
      #expect(Self.problems(in: frame, width: 20, height: 7) == [], "\(frame)")
      #expect(frame.contains("\u{E33}\u{E33}"), "the titles are still shown")
    }
  }

  /// Cards and grid headers whose text starts with a spacing mark, side by side.
  @Test func cardsStartingWithASpacingMarkKeepTheGridsWidth() {
    for style in Self.styles {
      let source = ArraySource([["\u{E33}\u{E33}", "\u{903}\u{903}", "\u{E33}"]])
      source.gridHeaders = ["\u{E33}\u{E33}"]
      for itemWidth in [1, 2, 3, 6] {
        let grid = loadedGrid(source, width: 20, height: 5, itemWidth: itemWidth, style: style)
        let frame = grid.render()
        #expect(Self.problems(in: frame, width: 20, height: 5) == [], "\(frame)")
      }
    }
  }
}
