import ResultsKit
import ResultsKitStore
import ResultsKitText
import Testing

/// A view whose data source was released — it holds it weakly, as UIKit's do — says so in its
/// frame, and a batch reaching it empties it instead of being reported as a batch that does
/// not fit a view of no sections.
@Suite("a view with no data source")
struct MissingDataSourceTests {
  private struct Row: Identifiable, Equatable {
    var id: Int
  }

  private struct RowConfigurator: TableCellConfigurator, GridCellConfigurator {
    func configure(_ cell: TextCell, with row: Row, at path: ItemPath) {
      cell.text = "row \(row.id)"
    }
    func reuseIdentifier(for row: Row, at path: ItemPath) -> String { "row" }
  }

  /// A store of three rows, and a controller over them, fetched.
  private static func controller() throws -> ResultsController<Row> {
    let store = ObjectStore<Row>()
    try store.perform { transaction in
      for id in 1...3 { try transaction.insert(Row(id: id)) }
    }
    let controller = ResultsController(
      store: store, request: FetchRequest(sortBy: [.ascending(\.id)]))
    controller.performFetch()
    return controller
  }

  @Test("A table whose data source went empties at the next batch and says why")
  func table() throws {
    let controller = try Self.controller()
    let table = TextTable(width: 60, height: 6)
    var dataSource: TableDataSource<Row, TextCell>? = TableDataSource(
      configurator: RowConfigurator(), monitor: controller)
    table.dataSource = dataSource
    var errors: [any Error] = []
    let coordinator = ResultsCoordinator(target: table, monitor: controller)
    coordinator.onInconsistency = { errors.append($0) }
    try coordinator.loadData()
    #expect(table.render().contains("row 1"))
    #expect(!table.render().contains("no data source"))

    dataSource = nil
    #expect(table.dataSource == nil)
    try controller.store.perform { try $0.insert(Row(id: 4)) }

    #expect(errors.isEmpty, "a released data source is not an invalid batch: \(errors)")
    #expect(table.numberOfSections == 0)
    let lines = table.render().split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 6)
    #expect(lines[1].contains("no data source: a table holds its data source weakly"))
    #expect(lines.allSatisfy { $0.count == 60 })
  }

  @Test("A grid whose data source went empties at the next batch and says why")
  func grid() throws {
    let controller = try Self.controller()
    let grid = TextGrid(width: 40, height: 5, itemWidth: 20)
    var dataSource: GridDataSource<Row, TextCell>? = GridDataSource(
      configurator: RowConfigurator(), monitor: controller)
    grid.dataSource = dataSource
    var errors: [any Error] = []
    let coordinator = ResultsCoordinator(target: grid, monitor: controller)
    coordinator.onInconsistency = { errors.append($0) }
    try coordinator.loadData()
    #expect(grid.render().contains("row 1"))

    dataSource = nil
    try controller.store.perform { try $0.delete(2) }

    #expect(errors.isEmpty, "a released data source is not an invalid batch: \(errors)")
    #expect(grid.numberOfSections == 0)
    let lines = grid.render().split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 5)
    #expect(lines[0].hasPrefix("no data source: a grid holds"))
  }

  @Test("A view given a data source again shows its rows, and no longer the notice")
  func reattached() throws {
    let controller = try Self.controller()
    let table = TextTable(width: 60, height: 6)
    table.reloadData()
    #expect(table.render().contains("no data source"))
    let dataSource = TableDataSource(configurator: RowConfigurator(), monitor: controller)
    table.dataSource = dataSource
    table.reloadData()
    let frame = table.render()
    #expect(frame.contains("row 3"))
    #expect(!frame.contains("no data source"))
  }
}
