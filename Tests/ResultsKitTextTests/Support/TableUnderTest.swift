import ResultsKit
import ResultsKitStore
import ResultsKitTesting
import ResultsKitText

/// A `TextTable` over a `TableDataSource` in the catch-up model tests.
final class TableUnderTest: ViewUnderTest {
  let table: TextTable
  let dataSource: TableDataSource<Card, TextCell>
  let updateCell: (ItemPath, Card) -> Void

  /// A table of random size, style and data source settings over `controller`.
  init(_ controller: ResultsController<Card>, random: inout SeededRandomNumberGenerator) {
    let configurator = CardConfigurator()
    dataSource = TableDataSource(configurator: configurator, monitor: controller)
    dataSource.showsSectionHeaders = random.next(below: 2) == 0
    dataSource.showsSectionIndex = random.next(below: 2) == 0
    dataSource.defaultSectionTitle = random.next(below: 2) == 0 ? "Cards" : nil
    table = Self.table(
      width: 16 + random.next(below: 35), height: 3 + random.next(below: 10),
      style: Self.randomStyle(&random), dataSource)
    table.allowsMultipleSelection = random.next(below: 2) == 0
    updateCell = configurator.makeUpdateVisibleCell(table)
  }

  static func table(
    width: Int, height: Int, style: TextStyle, _ dataSource: TableDataSource<Card, TextCell>
  ) -> TextTable {
    let table = TextTable(width: width, height: height)
    table.style = style
    table.register(TextCell.self, forCellReuseIdentifier: "card")
    table.register(TextCell.self, forCellReuseIdentifier: "round")
    table.dataSource = dataSource
    return table
  }

  var name: String { "table" }
  var view: any TextResultsView { table }
  var settings: String {
    "\(table.width)×\(table.height) \(table.style), headers \(dataSource.showsSectionHeaders), "
      + "index \(dataSource.showsSectionIndex), scrollOffset \(table.scrollOffset)"
  }

  func freshRender() -> (frame: String, scrollOffset: Int) {
    let fresh = Self.table(
      width: table.width, height: table.height, style: table.style, dataSource)
    return render(fresh: fresh)
  }

  func layoutStep(_ random: inout SeededRandomNumberGenerator) -> String {
    switch random.next(below: 10) {
    case 0:
      table.width = randomWidth(&random)
      return "table.width = \(table.width)"
    case 1:
      table.height = random.next(below: 15)
      return "table.height = \(table.height)"
    case 2:
      table.height += 1 + random.next(below: 3)
      return "table.height += … (\(table.height))"
    case 3:
      table.style = Self.randomStyle(&random)
      return "table.style = \(table.style)"
    case 4, 5:
      table.scrollOffset = random.next(below: 40) - 2
      return "table.scrollOffset = … (\(table.scrollOffset))"
    case 6:
      let path = randomPath(&random)
      table.scrollToRow(at: path)
      return "table.scrollToRow(at: \(path)) (\(table.scrollOffset))"
    case 7:
      let index = random.next(below: 6)
      table.scrollToIndexTitle(at: index)
      return "table.scrollToIndexTitle(at: \(index)) (\(table.scrollOffset))"
    case 8:
      table.selectRow(at: nil)
      return "table.selectRow(at: nil)"
    default:
      let path = randomPath(&random)
      table.selectRow(at: path)
      return "table.selectRow(at: \(path))"
    }
  }
}
