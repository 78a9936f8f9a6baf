import ResultsKit
import ResultsKitTesting
import ResultsKitText

/// A table and grid data source over arrays of strings, that counts the cells it configures.
final class ArraySource: TextTableDataSource, TextGridDataSource {
  var sections: [[String]]
  var titles: [String?] = []
  var indexTitles: [String]?
  /// Header text of each grid section, when the grid should have headers.
  var gridHeaders: [String]?
  var identifier = "row"
  /// Every path a cell was configured for, in order.
  private(set) var configured: [ItemPath] = []

  init(_ sections: [[String]]) {
    self.sections = sections
  }

  /// Forgets the configure log.
  func resetLog() {
    configured = []
  }

  func numberOfSections(in table: TextTable) -> Int { sections.count }
  func table(_ table: TextTable, numberOfRowsInSection section: Int) -> Int {
    sections[section].count
  }
  func table(_ table: TextTable, cellForRowAt path: ItemPath) -> TextCell {
    let cell = table.dequeueReusableCell(withIdentifier: identifier, for: path)
    cell.text = sections[path.section][path.row]
    configured.append(path)
    return cell
  }
  func table(_ table: TextTable, titleForHeaderInSection section: Int) -> String? {
    titles.indices.contains(section) ? titles[section] : nil
  }
  func sectionIndexTitles(for table: TextTable) -> [String]? { indexTitles }

  func numberOfSections(in grid: TextGrid) -> Int { sections.count }
  func grid(_ grid: TextGrid, numberOfItemsInSection section: Int) -> Int {
    sections[section].count
  }
  func grid(_ grid: TextGrid, cellForItemAt path: ItemPath) -> TextCell {
    let cell = grid.dequeueReusableCell(withReuseIdentifier: identifier, for: path)
    cell.text = sections[path.section][path.item]
    configured.append(path)
    return cell
  }
  func grid(
    _ grid: TextGrid, viewForSupplementaryElementOfKind kind: String, at path: ItemPath
  ) -> TextCell? {
    guard let gridHeaders, kind == TextGrid.sectionHeaderKind else { return nil }
    let view = grid.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: "header", for: path)
    view.text = gridHeaders[path.section]
    return view
  }
}

/// A table of `width` × `height` showing `source`, loaded.
func loadedTable(
  _ source: ArraySource, width: Int = 30, height: Int = 8, style: TextStyle = .unicode
) -> TextTable {
  let table = TextTable(width: width, height: height)
  table.style = style
  table.register(TextCell.self, forCellReuseIdentifier: source.identifier)
  table.dataSource = source
  table.reloadData()
  return table
}

/// A grid showing `source`, loaded.
func loadedGrid(
  _ source: ArraySource, width: Int = 30, height: Int = 8, itemWidth: Int = 10,
  style: TextStyle = .unicode
) -> TextGrid {
  let grid = TextGrid(width: width, height: height, itemWidth: itemWidth)
  grid.style = style
  grid.register(TextCell.self, forCellWithReuseIdentifier: source.identifier)
  grid.register(
    TextCell.self, forSupplementaryViewOfKind: TextGrid.sectionHeaderKind,
    withReuseIdentifier: "header")
  grid.dataSource = source
  grid.reloadData()
  return grid
}

/// `count` rows named "r0", "r1", ….
func rows(_ count: Int, prefix: String = "r") -> [String] {
  (0..<count).map { "\(prefix)\($0)" }
}

/// The lines of a rendered frame.
func lines(_ frame: String) -> [String] {
  frame.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
}

/// A cell that counts how often it was prepared for reuse.
final class TrackingCell: TextCell {
  private(set) var reuseCount = 0

  override func prepareForReuse() {
    super.prepareForReuse()
    reuseCount += 1
  }
}

/// What a freshly loaded table of `sections` renders, the source alive throughout.
func freshTableRender(_ sections: [[String]], height: Int) -> String {
  let source = ArraySource(sections)
  return withExtendedLifetime(source) { loadedTable(source, height: height).render() }
}

/// What a freshly loaded grid of `sections` renders, the source alive throughout.
func freshGridRender(_ sections: [[String]]) -> String {
  let source = ArraySource(sections)
  return withExtendedLifetime(source) { loadedGrid(source).render() }
}
