import ResultsKit
import ResultsKitReplay
import ResultsKitStore
import ResultsKitText

/// The `TextTable` of a `ReplayRun`, over a `TableDataSource` with section headers, an index
/// and a default title as the input says.
final class FuzzedTable: FuzzedView {
  let table: TextTable
  let headers: Bool
  let index: Bool
  let defaultTitle: String?
  private let configurator = RowConfigurator()
  private var dataSource: TableDataSource<ReplayObject, TextCell>?

  init(
    width: Int, height: Int, style: TextStyle, headers: Bool, index: Bool,
    defaultTitle: String?
  ) {
    table = TextTable(width: width, height: height)
    table.style = style
    self.headers = headers
    self.index = index
    self.defaultTitle = defaultTitle
  }

  var name: String { "table" }
  var view: any TextResultsView { table }
  var settings: String {
    "\(table.width)×\(table.height) \(table.style), headers \(headers), index \(index), "
      + "default title \(defaultTitle ?? "nil"), multiple selection "
      + "\(table.allowsMultipleSelection)"
  }

  func attach(to controller: ResultsController<ReplayObject>) {
    let dataSource = TableDataSource(configurator: configurator, monitor: controller)
    dataSource.showsSectionHeaders = headers
    dataSource.showsSectionIndex = index
    dataSource.defaultSectionTitle = defaultTitle
    self.dataSource = dataSource
    Self.register(table)
    table.dataSource = dataSource
  }

  func makeUpdateCell() -> ResultsCoordinator<ReplayObject>.UpdateCell {
    configurator.makeUpdateVisibleCell(table)
  }

  static func register(_ table: TextTable) {
    table.register(TextCell.self, forCellReuseIdentifier: "row")
    table.register(TextCell.self, forCellReuseIdentifier: "hidden")
  }

  func freshRender() -> (frame: String, scrollOffset: Int)? {
    guard let dataSource else { return nil }
    let fresh = TextTable(width: table.width, height: table.height)
    fresh.style = table.style
    Self.register(fresh)
    fresh.dataSource = dataSource
    return render(fresh: fresh)
  }

  func selectOrScroll(_ input: inout FuzzInput) -> String {
    let path = input.itemPath()
    switch input.int(below: 6) {
    case 0:
      table.scrollOffset = input.int(in: -2...30)
      return "table.scrollOffset = \(table.scrollOffset)"
    case 1:
      table.scrollToRow(at: path)
      return "table.scrollToRow(at: \(path))"
    case 2:
      table.deselectRow(at: path)
      return "table.deselectRow(at: \(path))"
    case 3:
      table.allowsMultipleSelection.toggle()
      return "table.allowsMultipleSelection = \(table.allowsMultipleSelection)"
    case 4 where path.item < 0:
      table.scrollToIndexTitle(at: path.section)
      return "table.scrollToIndexTitle(at: \(path.section))"
    case 4:
      table.selectRow(at: nil)
      return "table.selectRow(at: nil)"
    default:
      table.selectRow(at: path)
      return "table.selectRow(at: \(path))"
    }
  }

  func reshape(_ input: inout FuzzInput) -> String {
    switch input.int(below: 4) {
    case 0: table.width = input.int(in: 0...40)
    case 1: table.height = input.int(in: 0...12)
    case 2: table.height += input.int(in: 1...4)
    default: table.style = input.style()
    }
    return "table: \(settings)"
  }
}
