import ResultsKit
import ResultsKitStore
import ResultsKitTesting
import ResultsKitText

/// A `TextGrid` over a `GridDataSource`, with or without section headers, in the catch-up
/// model tests.
final class GridUnderTest: ViewUnderTest {
  let grid: TextGrid
  let dataSource: GridDataSource<Card, TextCell>
  let updateCell: (ItemPath, Card) -> Void
  let headers: Bool

  /// A grid of random size, card width and style over `controller`, with section headers when
  /// `headers` says so (at random when it is `nil`).
  init(
    _ controller: ResultsController<Card>, headers: Bool?,
    random: inout SeededRandomNumberGenerator
  ) {
    let configurator = CardConfigurator()
    self.headers = headers ?? (random.next(below: 2) == 0)
    dataSource = GridDataSource(
      configurator: configurator, monitor: controller,
      supplementaryConfigurator: self.headers ? CardHeaders(controller) : nil)
    grid = Self.grid(
      width: 20 + random.next(below: 31), height: 3 + random.next(below: 10),
      itemWidth: 6 + random.next(below: 15), style: Self.randomStyle(&random), dataSource)
    grid.allowsMultipleSelection = random.next(below: 2) == 0
    updateCell = configurator.makeUpdateVisibleCell(grid)
  }

  static func grid(
    width: Int, height: Int, itemWidth: Int, style: TextStyle,
    _ dataSource: GridDataSource<Card, TextCell>
  ) -> TextGrid {
    let grid = TextGrid(width: width, height: height, itemWidth: itemWidth)
    grid.style = style
    grid.register(TextCell.self, forCellWithReuseIdentifier: "card")
    grid.register(TextCell.self, forCellWithReuseIdentifier: "round")
    grid.register(
      TextCell.self, forSupplementaryViewOfKind: TextGrid.sectionHeaderKind,
      withReuseIdentifier: "header")
    grid.dataSource = dataSource
    return grid
  }

  var name: String { "grid" }
  var view: any TextResultsView { grid }
  var settings: String {
    "\(grid.width)×\(grid.height) cards \(grid.itemWidth) \(grid.style), headers \(headers), "
      + "scrollOffset \(grid.scrollOffset)"
  }

  func freshRender() -> (frame: String, scrollOffset: Int) {
    let fresh = Self.grid(
      width: grid.width, height: grid.height, itemWidth: grid.itemWidth, style: grid.style,
      dataSource)
    return render(fresh: fresh)
  }

  func layoutStep(_ random: inout SeededRandomNumberGenerator) -> String {
    switch random.next(below: 10) {
    case 0:
      grid.width = randomWidth(&random)
      return "grid.width = \(grid.width)"
    case 1:
      grid.height = random.next(below: 15)
      return "grid.height = \(grid.height)"
    case 2:
      grid.itemWidth = random.next(below: 21)
      return "grid.itemWidth = \(grid.itemWidth)"
    case 3:
      grid.style = Self.randomStyle(&random)
      return "grid.style = \(grid.style)"
    case 4, 5:
      grid.scrollOffset = random.next(below: 40) - 2
      return "grid.scrollOffset = … (\(grid.scrollOffset))"
    case 6:
      let path = randomPath(&random)
      grid.scrollToItem(at: path)
      return "grid.scrollToItem(at: \(path)) (\(grid.scrollOffset))"
    case 7:
      grid.height += 1 + random.next(below: 3)
      return "grid.height += … (\(grid.height))"
    case 8:
      grid.selectItem(at: nil)
      return "grid.selectItem(at: nil)"
    default:
      let path = randomPath(&random)
      grid.selectItem(at: path)
      return "grid.selectItem(at: \(path))"
    }
  }
}
