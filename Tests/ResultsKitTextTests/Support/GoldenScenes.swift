import ResultsKit
import ResultsKitText
import TestSupport

/// A table or grid with its data source, which the renderer holds only weakly.
struct Scene {
  let source: ArraySource
  var table: TextTable?
  var grid: TextGrid?

  func render(ansi: Bool = false) -> String {
    table?.render(ansi: ansi) ?? grid?.render(ansi: ansi) ?? ""
  }
}

/// The scenes of the golden-string tests: small tables and grids whose rendering is pinned
/// character for character.
enum GoldenScenes {
  /// Platforms with trains; the index shows one letter per platform.
  static func platforms() -> ArraySource {
    let source = ArraySource([
      ["12:04 Bath Spa", "12:09 Bristol"], ["12:11 York"], ["12:15 Leeds", "12:20 Hull"],
    ])
    source.titles = ["Platform 1", "Platform 2", "Platform 3"]
    source.indexTitles = ["1", "2", "3"]
    return source
  }

  /// A table of the platforms in `style`, 36 × 9.
  static func platformTable(_ style: TextStyle) -> Scene {
    let source = platforms()
    return Scene(source: source, table: loadedTable(source, width: 36, height: 9, style: style))
  }

  /// Wide characters, emoji and text too long for the row.
  static func wideTable() -> Scene {
    let source = ArraySource([
      [
        "東京 → 大阪", "Zürich HB 🇨🇭", "👨‍👩‍👧 family ticket", "한국어 안내", "ｶﾀｶﾅ",
        "A very long destination name that cannot fit",
      ]
    ])
    return Scene(source: source, table: loadedTable(source, width: 26, height: 8))
  }

  /// A table with no rows, framed.
  static func emptyTable(_ style: TextStyle) -> Scene {
    let source = ArraySource([[]])
    return Scene(source: source, table: loadedTable(source, width: 20, height: 4, style: style))
  }

  /// Twelve rows scrolled down by five lines.
  static func scrolledTable() -> Scene {
    let source = ArraySource([rows(12)])
    let table = loadedTable(source, width: 16, height: 6)
    table.scrollOffset = 5
    return Scene(source: source, table: table)
  }

  /// Seven cards in rows of three (30 columns, cards of 10), with headers, in `style`.
  static func wrappingGrid(_ style: TextStyle) -> Scene {
    let source = ArraySource([rows(7, prefix: "card "), ["last"]])
    source.gridHeaders = ["First platform", "Second"]
    return Scene(
      source: source, grid: loadedGrid(source, width: 31, height: 14, itemWidth: 10, style: style))
  }

  /// The same grid scrolled to its last card.
  static func scrolledGrid() -> Scene {
    let scene = wrappingGrid(.unicode)
    scene.grid?.height = 5
    scene.grid?.scrollToItem(at: path(1, 0))
    return scene
  }
}
