import ResultsKit
import ResultsKitReplay
import ResultsKitStore
import ResultsKitText

/// The `TextGrid` of a `ReplayRun`, over a `GridDataSource` with section headers when the
/// input says so.
final class FuzzedGrid: FuzzedView {
  let grid: TextGrid
  let headers: Bool
  private let configurator = RowConfigurator()
  private var dataSource: GridDataSource<ReplayObject, TextCell>?

  init(width: Int, height: Int, itemWidth: Int, style: TextStyle, headers: Bool) {
    grid = TextGrid(width: width, height: height, itemWidth: itemWidth)
    grid.style = style
    self.headers = headers
  }

  var name: String { "grid" }
  var view: any TextResultsView { grid }
  var settings: String {
    "\(grid.width)×\(grid.height), cards \(grid.itemWidth) wide, \(grid.style), headers "
      + "\(headers), multiple selection \(grid.allowsMultipleSelection)"
  }

  func attach(to controller: ResultsController<ReplayObject>) {
    let dataSource = GridDataSource(
      configurator: configurator, monitor: controller,
      supplementaryConfigurator: headers ? SectionHeaders(controller) : nil)
    self.dataSource = dataSource
    Self.register(grid)
    grid.dataSource = dataSource
  }

  func makeUpdateCell() -> ResultsCoordinator<ReplayObject>.UpdateCell {
    configurator.makeUpdateVisibleCell(grid)
  }

  static func register(_ grid: TextGrid) {
    grid.register(TextCell.self, forCellWithReuseIdentifier: "row")
    grid.register(TextCell.self, forCellWithReuseIdentifier: "hidden")
    grid.register(
      TextCell.self, forSupplementaryViewOfKind: TextGrid.sectionHeaderKind,
      withReuseIdentifier: "header")
  }

  func freshRender() -> (frame: String, scrollOffset: Int)? {
    guard let dataSource else { return nil }
    let fresh = TextGrid(width: grid.width, height: grid.height, itemWidth: grid.itemWidth)
    fresh.style = grid.style
    Self.register(fresh)
    fresh.dataSource = dataSource
    return render(fresh: fresh)
  }

  func selectOrScroll(_ input: inout FuzzInput) -> String {
    let path = input.itemPath()
    switch input.int(below: 6) {
    case 0, 1:
      grid.scrollOffset = input.int(in: -2...40)
      return "grid.scrollOffset = \(grid.scrollOffset)"
    case 2:
      grid.scrollToItem(at: path)
      return "grid.scrollToItem(at: \(path))"
    case 3:
      grid.deselectItem(at: path)
      return "grid.deselectItem(at: \(path))"
    case 4:
      grid.allowsMultipleSelection.toggle()
      return "grid.allowsMultipleSelection = \(grid.allowsMultipleSelection)"
    default:
      grid.selectItem(at: path.item < 0 ? nil : path)
      return "grid.selectItem(at: \(path.item < 0 ? "nil" : "\(path)"))"
    }
  }

  func reshape(_ input: inout FuzzInput) -> String {
    switch input.int(below: 5) {
    case 0: grid.width = input.int(in: 0...40)
    case 1: grid.height = input.int(in: 0...12)
    case 2: grid.height += input.int(in: 1...4)
    case 3: grid.itemWidth = input.int(in: 0...20)
    default: grid.style = input.style()
    }
    return "grid: \(settings)"
  }
}
