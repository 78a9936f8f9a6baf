import ResultsKit
import ResultsKitStore
import ResultsKitText
import TestSupport
import Testing

/// A view that laid itself out while it was behind its data source (its coordinator paused, a
/// second subscriber keeping the controller following the store) and then caught up: it must
/// show the current objects, exactly like a fresh view.
///
/// A resize or scroll while behind asks the data source for cells at paths the view still
/// counts in the old results: the data source answers with the object that now sits at that
/// index, or an empty cell for an index it no longer has. The batch that brings the view up
/// to date moves cells with their rows, so those cells used to ride through it and stay wrong.
@Suite struct CatchUpRegressionTests {
  struct Row: Identifiable, Equatable {
    var id: String
    var group = ""
  }

  struct RowConfigurator: TableCellConfigurator, GridCellConfigurator {
    func configure(_ cell: TextCell, with row: Row, at path: ItemPath) { cell.text = row.id }
    func reuseIdentifier(for row: Row, at path: ItemPath) -> String { "row" }
  }

  /// Section headers that name their section.
  final class Headers: SupplementaryViewConfigurator {
    let controller: ResultsController<Row>
    init(_ controller: ResultsController<Row>) { self.controller = controller }
    func configure(_ view: TextCell, ofKind kind: String, at path: ItemPath) {
      view.text = "# " + controller.sectionName(at: path.section)
    }
    func reuseIdentifier(forSupplementaryViewOfKind kind: String, at path: ItemPath) -> String {
      "header"
    }
  }

  /// A store of `rows`, its controller (in insertion order or by id, sectioned by `group` when
  /// `sectioned`), and a second subscriber that keeps the controller following the store while
  /// the view's coordinator is paused.
  static func results(
    _ rows: [Row], sectioned: Bool = false, sortedByID: Bool = false
  ) throws -> (ObjectStore<Row>, ResultsController<Row>, ResultsSubscription) {
    let store = try ObjectStore(rows)
    let request = FetchRequest<Row>(
      sortBy: sortedByID ? [.ascending(\.id)] : [], sectionBy: sectioned ? { $0.group } : nil)
    let controller = ResultsController(store: store, request: request)
    controller.performFetch()
    return (store, controller, controller.subscribe { _ in })
  }

  static func rows(_ ids: String...) -> [Row] {
    ids.map { Row(id: $0) }
  }

  static func table(
    _ dataSource: TableDataSource<Row, TextCell>, width: Int, height: Int
  ) -> TextTable {
    let table = TextTable(width: width, height: height)
    table.style = .plain
    table.register(TextCell.self, forCellReuseIdentifier: "row")
    table.dataSource = dataSource
    return table
  }

  static func grid(
    _ dataSource: GridDataSource<Row, TextCell>, width: Int, height: Int, itemWidth: Int
  ) -> TextGrid {
    let grid = TextGrid(width: width, height: height, itemWidth: itemWidth)
    grid.style = .plain
    grid.register(TextCell.self, forCellWithReuseIdentifier: "row")
    grid.register(
      TextCell.self, forSupplementaryViewOfKind: TextGrid.sectionHeaderKind,
      withReuseIdentifier: "header")
    grid.dataSource = dataSource
    return grid
  }

  /// What a fresh table of `table`'s size on `dataSource`, scrolled like it, renders.
  static func freshRender(of table: TextTable, _ dataSource: TableDataSource<Row, TextCell>)
    -> String
  {
    let fresh = Self.table(dataSource, width: table.width, height: table.height)
    fresh.reloadData()
    fresh.scrollOffset = table.scrollOffset
    return fresh.render()
  }

  /// What a fresh grid of `grid`'s size on `dataSource`, scrolled like it, renders.
  static func freshRender(of grid: TextGrid, _ dataSource: GridDataSource<Row, TextCell>)
    -> String
  {
    let fresh = Self.grid(
      dataSource, width: grid.width, height: grid.height, itemWidth: grid.itemWidth)
    fresh.reloadData()
    fresh.scrollOffset = grid.scrollOffset
    return fresh.render()
  }

  // MARK: - Tables

  /// The defect as reported: a table grown while paused over a deleted row showed `b` and a
  /// blank line after the animated resume, where a fresh table shows `b` and `c`.
  ///
  /// Growing asked for row [0, 2], which the controller no longer had (an empty cell); the
  /// resume's batch deleted row 0 and moved that empty cell up to row 1.
  @Test(arguments: [true, false])
  func tableGrownWhilePausedShowsCurrentRowsAfterAnimatedResume(updateCell: Bool) throws {
    let (store, controller, follower) = try Self.results(Self.rows("a", "b", "c"))
    defer { follower.cancel() }
    let dataSource = TableDataSource(configurator: RowConfigurator(), monitor: controller)
    let table = Self.table(dataSource, width: 6, height: 2)
    let coordinator = ResultsCoordinator(
      target: table, monitor: controller,
      updateCell: updateCell ? RowConfigurator().makeUpdateVisibleCell(table) : nil)
    try coordinator.loadData()
    #expect(lines(table.render()) == [" a    ", " b    "])

    coordinator.isPaused = true
    try store.perform { transaction in try transaction.delete("a") }
    table.height += 1

    try coordinator.resume(animated: true)
    #expect(lines(table.render()) == [" b    ", " c    ", "      "], "not b, a blank line")
    #expect(table.render() == Self.freshRender(of: table, dataSource))
  }

  /// A table scrolled while paused over rows that an insert pushed down: the rows that came
  /// into view got the objects then at their indexes, and the resume's insert moved them on.
  @Test func tableScrolledWhilePausedShowsCurrentRowsAfterAnimatedResume() throws {
    let (store, controller, follower) = try Self.results(Self.rows("a", "b", "c", "d", "e"))
    defer { follower.cancel() }
    let dataSource = TableDataSource(configurator: RowConfigurator(), monitor: controller)
    let table = Self.table(dataSource, width: 6, height: 2)
    let coordinator = ResultsCoordinator(target: table, monitor: controller)
    try coordinator.loadData()

    coordinator.isPaused = true
    try store.perform { transaction in
      try transaction.delete("b")
      try transaction.insert(Row(id: "x"))
    }
    table.scrollOffset = 2  // rows [0, 2] and [0, 3]: "d" and "e" in the results now

    try coordinator.resume(animated: true)
    #expect(table.scrollOffset == 2)
    #expect(lines(table.render()) == [" d    ", " e    "])
    #expect(table.render() == Self.freshRender(of: table, dataSource))
  }

  // MARK: - Grids

  /// A grid scrolled while paused over deleted items showed, after the animated resume, the
  /// cards it had made for the indexes of the old results.
  @Test func gridScrolledWhilePausedShowsCurrentItemsAfterAnimatedResume() throws {
    let (store, controller, follower) = try Self.results(
      Self.rows("a", "b", "c", "d", "e", "f"))
    defer { follower.cancel() }
    let dataSource = GridDataSource(configurator: RowConfigurator(), monitor: controller)
    // Two cards a row, two rows in view.
    let grid = Self.grid(dataSource, width: 8, height: 2, itemWidth: 4)
    let coordinator = ResultsCoordinator(target: grid, monitor: controller)
    try coordinator.loadData()
    #expect(lines(grid.render()) == [" a   b  ", " c   d  "])

    coordinator.isPaused = true
    try store.perform { transaction in try transaction.delete("a") }
    grid.scrollOffset = 1  // items [0, 4] ("f" now) and [0, 5] (gone) come into view

    try coordinator.resume(animated: true)
    #expect(lines(grid.render()) == [" d   e  ", " f      "])
    #expect(grid.render() == Self.freshRender(of: grid, dataSource))
  }

  /// A grid whose cards narrowed while paused, so that more of them came into view.
  @Test func gridNarrowedWhilePausedShowsCurrentItemsAfterAnimatedResume() throws {
    let (store, controller, follower) = try Self.results(Self.rows("a", "b", "c", "d"))
    defer { follower.cancel() }
    let dataSource = GridDataSource(configurator: RowConfigurator(), monitor: controller)
    let grid = Self.grid(dataSource, width: 8, height: 1, itemWidth: 8)
    let coordinator = ResultsCoordinator(target: grid, monitor: controller)
    try coordinator.loadData()

    coordinator.isPaused = true
    try store.perform { transaction in
      try transaction.delete("a")
      try transaction.delete("b")
    }
    grid.itemWidth = 2  // items [0, 0] … [0, 3]: "c", "d" and two gone (bare 2-column cards)

    try coordinator.resume(animated: true)
    #expect(lines(grid.render()) == ["c d     "])
    #expect(grid.render() == Self.freshRender(of: grid, dataSource))
  }

  /// A section header that came into view while paused was made for the section then at its
  /// index; the resume's batch moved it with the section the grid thought it headed.
  @Test func gridHeaderScrolledIntoViewWhilePausedNamesItsSectionAfterAnimatedResume() throws {
    let rows = [
      Row(id: "a1", group: "A"), Row(id: "a2", group: "A"), Row(id: "c1", group: "C"),
      Row(id: "c2", group: "C"),
    ]
    let (store, controller, follower) = try Self.results(rows, sectioned: true)
    defer { follower.cancel() }
    let dataSource = GridDataSource(
      configurator: RowConfigurator(), monitor: controller,
      supplementaryConfigurator: Headers(controller))
    // One card a row: # A, a1, a2, # C, c1, c2; three lines in view (so that the header
    // scrolled to has a card under it: a grid never ends with a header without one).
    let grid = Self.grid(dataSource, width: 6, height: 3, itemWidth: 6)
    let coordinator = ResultsCoordinator(target: grid, monitor: controller)
    try coordinator.loadData()
    #expect(lines(grid.render()) == ["# A   ", " a1   ", " a2   "])

    coordinator.isPaused = true
    try store.perform { transaction in
      try transaction.update(Row(id: "a2", group: "B"))
    }
    grid.scrollOffset = 3  // the header of section 1, "B" in the results now

    try coordinator.resume(animated: true)
    // # A, a1, # B, a2, # C, c1, c2: section 2's header is the one made while paused.
    #expect(lines(grid.render()) == [" a2   ", "# C   ", " c1   "])
    #expect(grid.render() == Self.freshRender(of: grid, dataSource))
  }

  /// A header that came into view while paused, for a section the results no longer have:
  /// the data source gives an empty view instead of configuring one for a section that is gone
  /// (the configurator here would read the controller out of range).
  @Test func gridHeaderOfASectionTheResultsLostIsBlankWhilePaused() throws {
    let rows = [Row(id: "a1", group: "A"), Row(id: "b1", group: "B")]
    let (store, controller, follower) = try Self.results(rows, sectioned: true)
    defer { follower.cancel() }
    let dataSource = GridDataSource(
      configurator: RowConfigurator(), monitor: controller,
      supplementaryConfigurator: Headers(controller))
    let grid = Self.grid(dataSource, width: 6, height: 2, itemWidth: 6)
    let coordinator = ResultsCoordinator(target: grid, monitor: controller)
    try coordinator.loadData()

    coordinator.isPaused = true
    try store.perform { transaction in try transaction.delete("a1") }
    grid.scrollOffset = 2  // section 1's header and item: gone from the results
    #expect(lines(grid.render()) == ["      ", "      "])

    try coordinator.resume(animated: true)
    #expect(lines(grid.render()) == ["# B   ", " b1   "])
    #expect(grid.render() == Self.freshRender(of: grid, dataSource))
  }

  // MARK: - A resume that applies nothing

  /// When the results at the resume equal those at the pause, `resume(animated: true)` diffs
  /// them to an empty batch; the coordinator still hands it to the table, which is then in
  /// step again and replaces the cell its growth made while the results were different.
  @Test func resumeWithNoNetChangeReplacesACellMadeWhileTheResultsDiffered() throws {
    let (store, controller, follower) = try Self.results(
      Self.rows("a", "b", "c"), sortedByID: true)
    defer { follower.cancel() }
    let dataSource = TableDataSource(configurator: RowConfigurator(), monitor: controller)
    let table = Self.table(dataSource, width: 6, height: 2)
    let coordinator = ResultsCoordinator(target: table, monitor: controller)
    try coordinator.loadData()

    coordinator.isPaused = true
    try store.perform { transaction in try transaction.delete("b") }
    table.height = 3  // row [0, 2]: gone from the results now, an empty cell
    try store.perform { transaction in try transaction.insert(Row(id: "b")) }

    try coordinator.resume(animated: true)
    #expect(lines(table.render()) == [" a    ", " b    ", " c    "])
    #expect(table.render() == Self.freshRender(of: table, dataSource))
  }

  // MARK: - Without a coordinator

  /// The root cause at the level of the view alone: a data source that changed before the
  /// batch describing the change, with a scroll in between.
  @Test func aCellMadeByAScrollWhileBehindIsAskedForAgainByTheBatch() throws {
    let source = ArraySource([["a", "b", "c", "d", "e"]])
    let table = loadedTable(source, width: 6, height: 2, style: .plain)
    source.sections = [["b", "c", "d", "e"]]
    table.scrollOffset = 2  // rows [0, 2] and [0, 3]: "d" and "e" now
    #expect(lines(table.render()) == [" d    ", " e    "])
    source.resetLog()
    try table.apply(ChangeBatch(deletedItems: [path(0, 0)]))
    // Row 2's cell, made by the scroll (it moved there from row 3), is asked for again; row 3
    // comes into view.
    #expect(source.configured == [path(0, 2), path(0, 3)])
    #expect(lines(table.render()) == [" d    ", " e    "])
    withExtendedLifetime(source) {}  // the view holds its data source weakly
  }
}
