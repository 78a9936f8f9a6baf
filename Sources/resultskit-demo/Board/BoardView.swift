import ResultsKit
import ResultsKitText

/// What the board draws: a table of rows, or a grid of cards, with its data source.
@MainActor
enum BoardView {
  case table(TextTable, TableDataSource<Arrival, ArrivalCell>)
  case grid(TextGrid, GridDataSource<Arrival, TextCell>)

  /// A view of `monitor`'s results, `rows` rows high, in `style`.
  static func make(
    grid: Bool, rows: Int, style: TextStyle, monitor: any ResultsMonitor<Arrival>
  ) -> BoardView {
    if grid {
      let view = TextGrid(width: 80, height: rows, itemWidth: 20)
      view.style = style
      view.register(TextCell.self, forCellWithReuseIdentifier: "card")
      view.register(
        TextCell.self, forSupplementaryViewOfKind: TextGrid.sectionHeaderKind,
        withReuseIdentifier: "platform")
      let dataSource = GridDataSource(
        configurator: ArrivalCardConfigurator(), monitor: monitor,
        supplementaryConfigurator: PlatformHeaderConfigurator(monitor: monitor))
      view.dataSource = dataSource
      return .grid(view, dataSource)
    }
    let view = TextTable(width: 80, height: rows + 2)
    view.style = style
    view.register(ArrivalCell.self, forCellReuseIdentifier: "arrival")
    let dataSource = TableDataSource(configurator: ArrivalRowConfigurator(), monitor: monitor)
    dataSource.showsSectionHeaders = true
    view.dataSource = dataSource
    return .table(view, dataSource)
  }

  /// The view, as a coordinator's target.
  var target: any Coordinatable {
    switch self {
    case let .table(table, _): table
    case let .grid(grid, _): grid
    }
  }

  /// Configures visible cells in place when their objects change.
  var updateCell: (ItemPath, Arrival) -> Void {
    switch self {
    case let .table(table, _): ArrivalRowConfigurator().makeUpdateVisibleCell(table)
    case let .grid(grid, _): ArrivalCardConfigurator().makeUpdateVisibleCell(grid)
    }
  }

  /// The view as text.
  func render(ansi: Bool) -> String {
    switch self {
    case let .table(table, _): table.render(ansi: ansi)
    case let .grid(grid, _): grid.render(ansi: ansi)
    }
  }
}
