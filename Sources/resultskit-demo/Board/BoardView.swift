import ResultsKit
import ResultsKitText

/// What the board draws: a table of rows, or a grid of cards, with its data source.
@MainActor
enum BoardView {
  case table(TextTable, TableDataSource<Arrival, ArrivalCell>)
  case grid(TextGrid, GridDataSource<Arrival, TextCell>)

  /// A view of `monitor`'s results, laid out as `layout` says, in `style`.
  static func make(
    grid: Bool, layout: BoardLayout, style: TextStyle, monitor: any ResultsMonitor<Arrival>
  ) -> BoardView {
    if grid {
      let view = TextGrid(
        width: layout.width, height: layout.height, itemWidth: cardWidth(layout.width))
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
    let view = TextTable(width: layout.width, height: layout.height)
    view.style = style
    view.register(ArrivalCell.self, forCellReuseIdentifier: "arrival")
    let dataSource = TableDataSource(configurator: ArrivalRowConfigurator(), monitor: monitor)
    dataSource.showsSectionHeaders = true
    view.dataSource = dataSource
    return .table(view, dataSource)
  }

  /// A card's width: 20 columns, or the whole width when it is narrower.
  private static func cardWidth(_ width: Int) -> Int { max(1, min(20, width)) }

  /// Lays the view out again as `layout` says.
  func resize(to layout: BoardLayout) {
    switch self {
    case let .table(table, _):
      if table.width != layout.width { table.width = layout.width }
      if table.height != layout.height { table.height = layout.height }
    case let .grid(grid, _):
      let cardWidth = Self.cardWidth(layout.width)
      if grid.itemWidth != cardWidth { grid.itemWidth = cardWidth }
      if grid.width != layout.width { grid.width = layout.width }
      if grid.height != layout.height { grid.height = layout.height }
    }
  }

  /// How many trains the view holds (what the coordinator last gave it).
  var count: Int {
    switch self {
    case let .table(table, _):
      (0..<table.numberOfSections).reduce(0) { $0 + table.numberOfRows(inSection: $1) }
    case let .grid(grid, _):
      (0..<grid.numberOfSections).reduce(0) { $0 + grid.numberOfItems(inSection: $1) }
    }
  }

  /// How many of them are in view.
  var visibleCount: Int {
    switch self {
    case let .table(table, _): table.indexPathsForVisibleRows.count
    case let .grid(grid, _): grid.indexPathsForVisibleItems.count
    }
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
