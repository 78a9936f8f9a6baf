import ResultsKit
import ResultsKitStore
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
    let source = ArraySource([["a"]])
    let grid = loadedGrid(source, width: 5, height: 3, itemWidth: 8)
    #expect(lines(grid.render()) == ["┌───┐", "│ a │", "└───┘"])
    withExtendedLifetime(source) {}  // the grid holds its data source weakly
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

  // MARK: - A view behind its monitor (Fuzz/Regressions/replay)

  struct Row: Identifiable, Equatable {
    var id: String
  }

  struct RowConfigurator: TableCellConfigurator, GridCellConfigurator {
    func configure(_ cell: TextCell, with row: Row, at path: ItemPath) { cell.text = row.id }
    func reuseIdentifier(for row: Row, at path: ItemPath) -> String { "row" }
  }

  /// A store of rows `ids`, in insertion order, with its controller, and a subscription to
  /// the controller that keeps it following the store while the view's coordinator is paused
  /// (in the replay, the replay's own view).
  static func results(
    _ ids: [String]
  ) throws -> (ObjectStore<Row>, ResultsController<Row>, ResultsSubscription) {
    let store = try ObjectStore(ids.map(Row.init))
    let controller = ResultsController(store: store, request: FetchRequest())
    controller.performFetch()
    return (store, controller, controller.subscribe { _ in })
  }

  /// `paused-table-grows-over-deleted-row`: a paused table shows a row its results have lost.
  ///
  /// The replay `{"upsert": [{"id": "a"}]}`, then, with the table's coordinator paused,
  /// `{"delete": ["a"]}`; then the table grows from 0 lines (to 12 in the input, 4 here). The
  /// table still shows row [0, 0], so it asked its `TableDataSource` for that row's cell, and
  /// the data source read the controller at a path it no longer had: index out of range. A row
  /// the monitor does not have now gets an empty cell until the table catches up.
  @Test func pausedTableGrowsOverADeletedRow() throws {
    let (store, controller, follower) = try Self.results(["a"])
    defer { follower.cancel() }
    let dataSource = TableDataSource(configurator: RowConfigurator(), monitor: controller)
    let table = TextTable(width: 12, height: 0)
    table.register(TextCell.self, forCellReuseIdentifier: "row")
    table.dataSource = dataSource
    let coordinator = ResultsCoordinator(target: table, monitor: controller)
    try coordinator.loadData()

    coordinator.isPaused = true
    try store.perform { transaction in try transaction.delete("a") }
    table.height = 4
    #expect(table.numberOfRows(inSection: 0) == 1, "paused: still the rows of the pause")
    #expect(
      lines(table.render()) == ["┌──────────┐", "│          │", "│          │", "└──────────┘"])

    coordinator.isPaused = false
    #expect(table.numberOfRows(inSection: 0) == 0)
    #expect(table.indexPathsForVisibleRows.isEmpty)
  }

  /// The same with a grid: a paused grid scrolled to items its monitor no longer has.
  @Test func pausedGridShowsItemsItsMonitorNoLongerHas() throws {
    let (store, controller, follower) = try Self.results(["a", "b", "c"])
    defer { follower.cancel() }
    let dataSource = GridDataSource(configurator: RowConfigurator(), monitor: controller)
    let grid = TextGrid(width: 8, height: 1, itemWidth: 4)
    grid.style = .plain
    grid.register(TextCell.self, forCellWithReuseIdentifier: "row")
    grid.dataSource = dataSource
    let coordinator = ResultsCoordinator(target: grid, monitor: controller)
    try coordinator.loadData()
    #expect(lines(grid.render()) == [" a   b  "])

    coordinator.isPaused = true
    try store.perform { transaction in
      try transaction.delete("b")
      try transaction.delete("c")
    }
    grid.scrollOffset = 1
    #expect(lines(grid.render()) == ["        "], "item [0, 2] is gone: an empty card")

    try coordinator.resume(animated: true)
    #expect(grid.numberOfItems(inSection: 0) == 1)
    #expect(lines(grid.render()) == [" a      "])
  }

  /// `paused-table-grows-over-shifted-rows`: a table that grew while paused showed a row's
  /// object twice after the animated resume.
  ///
  /// The replay inserts `k`, `c` and `j`; with the table's coordinator paused it deletes `k`,
  /// updates `j` (which only makes the resume reload it) and inserts `a` and `h`, and the table
  /// grows from 0 lines to 2. Its rows 0 and 1 were then `k` and `c` for the table, but the
  /// controller answered `c` and `j`. The resume's batch deleted row 0 and moved the cell made
  /// for row 1, showing `j`, to row 0, where `c` belongs: the table showed `j`, `j`.
  @Test func pausedTableGrowsOverShiftedRowsThenResumesAnimated() throws {
    let (store, controller, follower) = try Self.results(["k", "c", "j"])
    defer { follower.cancel() }
    let dataSource = TableDataSource(configurator: RowConfigurator(), monitor: controller)
    let table = TextTable(width: 34, height: 0)
    table.register(TextCell.self, forCellReuseIdentifier: "row")
    table.dataSource = dataSource
    let coordinator = ResultsCoordinator(target: table, monitor: controller)
    try coordinator.loadData()

    coordinator.isPaused = true
    try store.perform { transaction in try transaction.delete("k") }
    try store.perform { transaction in
      try transaction.insert(Row(id: "a"))
      try transaction.insert(Row(id: "h"))
    }
    table.height = 2  // under 3 lines: no frame, two rows

    try coordinator.resume(animated: true)
    let padding = String(repeating: " ", count: 32)
    #expect(lines(table.render()) == [" c" + padding, " j" + padding], "not j, j")
  }

  /// `paused-grid-grows-over-deleted-items`: a grid that grew while paused showed a blank card
  /// where its current object belongs after the animated resume.
  ///
  /// The replay upserts `e`, `f` and `a`; with the grid's coordinator paused it deletes `f`,
  /// then `e`, and the grid grows from 0 lines to 10. The grid still counts three items, so it
  /// asked for items [0, 1] and [0, 2], which the controller no longer had: empty cards. The
  /// resume's batch deleted items 0 and 1 and moved the empty card of item 2 to item 0, where
  /// `a` belongs. Cells made while the grid is behind are now asked for again by the batch.
  @Test func pausedGridGrowsOverDeletedItemsThenResumesAnimated() throws {
    let (store, controller, follower) = try Self.results(["e", "f", "a"])
    defer { follower.cancel() }
    let dataSource = GridDataSource(configurator: RowConfigurator(), monitor: controller)
    let grid = TextGrid(width: 32, height: 0, itemWidth: 13)
    grid.style = .plain
    grid.register(TextCell.self, forCellWithReuseIdentifier: "row")
    grid.dataSource = dataSource
    let coordinator = ResultsCoordinator(target: grid, monitor: controller)
    try coordinator.loadData()

    coordinator.isPaused = true
    try store.perform { transaction in try transaction.delete("f") }
    try store.perform { transaction in try transaction.delete("e") }
    grid.height = 10

    try coordinator.resume(animated: true)
    #expect(grid.numberOfItems(inSection: 0) == 1)
    #expect(lines(grid.render())[0] == " a" + String(repeating: " ", count: 30))
    let fresh = TextGrid(width: 32, height: 10, itemWidth: 13)
    fresh.style = .plain
    fresh.register(TextCell.self, forCellWithReuseIdentifier: "row")
    fresh.dataSource = dataSource
    fresh.reloadData()
    #expect(grid.render() == fresh.render())
  }

  /// A `ListTableDataSource` whose objects shrank before the table was reloaded.
  @Test func listShrunkBeforeTheReload() {
    let list = ListTableDataSource(
      configurator: RowConfigurator(), objects: [Row(id: "a"), Row(id: "b")])
    let table = TextTable(width: 5, height: 1)
    table.style = .plain
    table.register(TextCell.self, forCellReuseIdentifier: "row")
    table.dataSource = list
    table.reloadData()
    list.objects = [Row(id: "a")]
    table.height = 2
    #expect(lines(table.render()) == [" a   ", "     "])
    table.reloadData()
    #expect(table.numberOfRows(inSection: 0) == 1)
  }
}
