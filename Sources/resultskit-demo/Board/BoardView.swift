import ResultsKit
import ResultsKitText

/// What the board draws: a table of rows or a grid of cards, behind `TextResultsView`, with
/// its data source.
///
/// Only ``make(grid:layout:style:monitor:)`` tells the two apart; everything after it goes
/// through the protocol.
@MainActor
struct BoardView {
  /// The table or the grid.
  let view: any TextResultsView
  /// Configures visible cells in place when their objects change.
  let updateCell: (ItemPath, Arrival) -> Void
  /// The view's data source, which the view holds weakly.
  private let dataSource: AnyObject
  /// Fits the view's items to a board width: a grid's cards; nothing for a table's rows.
  private let fitItems: (Int) -> Void

  /// A view of `monitor`'s results, laid out as `layout` says, in `style`.
  static func make(
    grid: Bool, layout: BoardLayout, style: TextStyle, monitor: any ResultsMonitor<Arrival>
  ) -> BoardView {
    grid
      ? makeGrid(layout: layout, style: style, monitor: monitor)
      : makeTable(layout: layout, style: style, monitor: monitor)
  }

  private static func makeTable(
    layout: BoardLayout, style: TextStyle, monitor: any ResultsMonitor<Arrival>
  ) -> BoardView {
    let table = TextTable(width: layout.width, height: layout.height)
    table.style = style
    table.register(ArrivalCell.self, forCellReuseIdentifier: "arrival")
    let dataSource = TableDataSource(configurator: ArrivalRowConfigurator(), monitor: monitor)
    dataSource.showsSectionHeaders = true
    table.dataSource = dataSource
    return BoardView(
      view: table, updateCell: ArrivalRowConfigurator().makeUpdateVisibleCell(table),
      dataSource: dataSource, fitItems: { _ in })
  }

  private static func makeGrid(
    layout: BoardLayout, style: TextStyle, monitor: any ResultsMonitor<Arrival>
  ) -> BoardView {
    let grid = TextGrid(
      width: layout.width, height: layout.height, itemWidth: cardWidth(layout.width))
    grid.style = style
    grid.register(TextCell.self, forCellWithReuseIdentifier: "card")
    grid.register(
      TextCell.self, forSupplementaryViewOfKind: TextGrid.sectionHeaderKind,
      withReuseIdentifier: "platform")
    let dataSource = GridDataSource(
      configurator: ArrivalCardConfigurator(), monitor: monitor,
      supplementaryConfigurator: PlatformHeaderConfigurator(monitor: monitor))
    grid.dataSource = dataSource
    return BoardView(
      view: grid, updateCell: ArrivalCardConfigurator().makeUpdateVisibleCell(grid),
      dataSource: dataSource,
      fitItems: { [weak grid] width in
        guard let grid else { return }
        let cardWidth = cardWidth(width)
        if grid.itemWidth != cardWidth { grid.itemWidth = cardWidth }
      })
  }

  /// A card's width: 20 columns, or the whole width when it is narrower.
  private static func cardWidth(_ width: Int) -> Int { max(1, min(20, width)) }

  /// Lays the view out again as `layout` says.
  func resize(to layout: BoardLayout) {
    fitItems(layout.width)
    if view.width != layout.width { view.width = layout.width }
    if view.height != layout.height { view.height = layout.height }
  }

  /// How many trains the view holds (what the coordinator last gave it).
  var count: Int {
    (0..<view.numberOfSections).reduce(0) { $0 + view.numberOfItems(inSection: $1) }
  }

  /// How many of them are in view.
  var visibleCount: Int { view.visiblePaths.count }

  /// The view, as a coordinator's target.
  var target: any Coordinatable { view }

  /// The view as text.
  func render(ansi: Bool) -> String {
    view.render(ansi: ansi)
  }
}
