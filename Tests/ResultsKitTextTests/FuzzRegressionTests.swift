import ResultsKit
import ResultsKitText
import Testing

/// The crashes the fuzz targets found (Fuzz/Regressions), each as the scenario its input plays
/// out, in readable form.
@Suite struct FuzzRegressionTests {
  // MARK: - Grids narrower than their cards (Fuzz/Regressions/batch)

  /// `grid-narrower-than-card-frame`: cards wider than the grid, which is under 5 columns.
  ///
  /// A grid 1 column wide with 8-column cards framed its cards anyway and trapped drawing a
  /// card edge of -1 columns; 2 to 4 columns drew frames wider than the grid. A card is at most
  /// as wide as the grid, and under 5 columns it is a bare line.
  @Test(arguments: 1...4)
  func gridNarrowerThanACardFrameDrawsBareCards(width: Int) {
    let source = ArraySource([["a", "b"]])
    let grid = loadedGrid(source, width: width, height: 3, itemWidth: 8)
    let frame = lines(grid.render())
    #expect(frame.count == 3)
    for line in frame { #expect(line.displayWidth == width, "\(line)") }
    // One card per row, one line per card: the text alone up to 2 columns, then between
    // the selection mark's column and a space.
    let expected =
      switch width {
      case 1: ["a", "b", " "]
      case 2: ["a ", "b ", "  "]
      case 3: [" a ", " b ", "   "]
      default: [" a  ", " b  ", "    "]
      }
    #expect(frame == expected)
  }

  /// The same grid 5 columns wide frames its cards again.
  @Test func gridFiveColumnsWideFramesItsCards() {
    let grid = loadedGrid(ArraySource([["a"]]), width: 5, height: 3, itemWidth: 8)
    #expect(lines(grid.render()) == ["┌───┐", "│ a │", "└───┘"])
  }

  /// `grid-zero-item-width`: cards 0 columns wide.
  ///
  /// The grid rendered its card lines as empty strings instead of lines as wide as the grid.
  @Test func gridWithZeroWidthCardsRendersBlankLinesOfItsWidth() {
    let source = ArraySource([["a", "b", "c", "d"]])
    let grid = loadedGrid(source, width: 10, height: 5, itemWidth: 0, style: .plain)
    // 10 columns of 0-wide cards: all four in one row, then nothing.
    #expect(lines(grid.render()) == Array(repeating: String(repeating: " ", count: 10), count: 5))
  }
}
