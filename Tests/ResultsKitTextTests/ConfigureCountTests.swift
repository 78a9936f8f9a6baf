import ResultsKit
import ResultsKitTesting
import ResultsKitText
import TestSupport
import Testing

/// Only visible cells are ever configured: after a reload, the visible rows; after a batch,
/// only the visible rows that are new on screen (inserted, reloaded, moved or shifted into
/// view) and the visible reconfigured ones, in their own cells.
@Suite struct ConfigureCountTests {
  /// A table of 1,000 rows showing rows 0–9 (12 lines: two borders and ten rows).
  private func thousandRows() -> (ArraySource, TextTable) {
    let source = ArraySource([rows(1_000)])
    return (source, loadedTable(source, height: 12))
  }

  @Test func aReloadConfiguresTheVisibleRowsOnly() {
    let (source, table) = thousandRows()
    #expect(source.configured == (0..<10).map { path(0, $0) })
    #expect(table.indexPathsForVisibleRows == (0..<10).map { path(0, $0) })
    #expect(table.cellForRow(at: path(0, 9))?.text == "r9")
    #expect(table.cellForRow(at: path(0, 10)) == nil)
  }

  @Test func changesOutOfViewConfigureNothing() throws {
    let (source, table) = thousandRows()
    source.resetLog()
    source.sections[0].insert("new", at: 500)
    source.sections[0].remove(at: 700)
    source.sections[0][900] = "changed"
    try table.apply(
      ChangeBatch(
        deletedItems: [path(0, 700)], insertedItems: [path(0, 500)],
        reloadedItems: [path(0, 900)], reconfiguredItems: [path(0, 800)]))
    #expect(source.configured.isEmpty)
  }

  @Test func anInsertInViewConfiguresTheNewRowOnly() throws {
    let (source, table) = thousandRows()
    let kept = table.cellForRow(at: path(0, 8))
    source.resetLog()
    source.sections[0].insert("new", at: 3)
    try table.apply(ChangeBatch(insertedItems: [path(0, 3)]))
    #expect(source.configured == [path(0, 3)])
    // Row 8 moved down to 9 with its cell; old row 9 left the view.
    #expect(table.cellForRow(at: path(0, 9)) === kept)
    #expect(table.cellForRow(at: path(0, 9))?.text == "r8")
  }

  @Test func aDeleteInViewConfiguresTheRowThatShiftsIn() throws {
    let (source, table) = thousandRows()
    source.resetLog()
    source.sections[0].remove(at: 2)
    try table.apply(ChangeBatch(deletedItems: [path(0, 2)]))
    #expect(source.configured == [path(0, 9)])
    #expect(table.cellForRow(at: path(0, 9))?.text == "r10")
  }

  @Test func aReloadedRowGetsAFreshCellAndAReconfiguredRowKeepsItsOwn() throws {
    let source = ArraySource([rows(1_000)])
    let table = TextTable(width: 30, height: 12)
    table.register(TrackingCell.self, forCellReuseIdentifier: "row")
    table.dataSource = source
    table.reloadData()
    let reconfigured = try #require(table.cellForRow(at: path(0, 5)) as? TrackingCell)
    source.resetLog()
    source.sections[0][4] = "reloaded"
    source.sections[0][5] = "reconfigured"
    try table.apply(ChangeBatch(reloadedItems: [path(0, 4)], reconfiguredItems: [path(0, 5)]))
    #expect(source.configured == [path(0, 4), path(0, 5)])
    // The reloaded row's cell went back to the queue and came out prepared for reuse.
    let reloaded = try #require(table.cellForRow(at: path(0, 4)) as? TrackingCell)
    #expect(reloaded.reuseCount == 1)
    #expect(reloaded.text == "reloaded")
    // The reconfigured row was configured again in its own cell, not prepared for reuse.
    #expect(table.cellForRow(at: path(0, 5)) === reconfigured)
    #expect(reconfigured.reuseCount == 0)
    #expect(reconfigured.text == "reconfigured")
  }

  @Test func movesConfigureOnlyRowsThatArriveInView() throws {
    let (source, table) = thousandRows()
    source.resetLog()
    // Row 1 goes far down, row 800 comes to the top.
    let far = source.sections[0].remove(at: 1)
    let near = source.sections[0].remove(at: 799)
    source.sections[0].insert(near, at: 0)
    source.sections[0].insert(far, at: 800)
    try table.apply(
      ChangeBatch(
        movedItems: [
          ItemMove(from: path(0, 1), to: path(0, 800)),
          ItemMove(from: path(0, 800), to: path(0, 0)),
        ]))
    #expect(source.configured == [path(0, 0)])
    #expect(table.cellForRow(at: path(0, 0))?.text == "r800")
    #expect(table.cellForRow(at: path(0, 800)) == nil)
    #expect(!table.indexPathsForVisibleRows.contains(path(0, 800)))
  }

  @Test func aVisibleMoveKeepsItsCellAndIsNotConfigured() throws {
    let (source, table) = thousandRows()
    let moving = table.cellForRow(at: path(0, 2))
    source.resetLog()
    source.sections[0].swapAt(2, 6)
    try table.apply(
      ChangeBatch(
        movedItems: [
          ItemMove(from: path(0, 2), to: path(0, 6)), ItemMove(from: path(0, 6), to: path(0, 2)),
        ]))
    #expect(source.configured.isEmpty)
    #expect(table.cellForRow(at: path(0, 6)) === moving)
  }

  @Test func scrollingConfiguresTheRowsThatComeIntoView() {
    let (source, table) = thousandRows()
    source.resetLog()
    table.scrollOffset = 5
    #expect(source.configured == (10..<15).map { path(0, $0) })
    source.resetLog()
    table.scrollToRow(at: path(0, 500))
    #expect(source.configured == (491...500).map { path(0, $0) })
    #expect(table.indexPathsForVisibleRows.last == path(0, 500))
  }

  /// A scroll cannot tell whether the table is in step with its data source, so the cells it
  /// makes are asked for again by the next batch (once, and only those still visible): the
  /// price of never showing a cell made while the table was behind.
  @Test func theBatchAfterAScrollAsksAgainForTheCellsTheScrollMade() throws {
    let (source, table) = thousandRows()
    table.scrollOffset = 5  // rows 10–14 come into view
    source.resetLog()
    source.sections[0].insert("new", at: 500)
    try table.apply(ChangeBatch(insertedItems: [path(0, 500)]))
    #expect(source.configured == (10..<15).map { path(0, $0) })
    source.resetLog()
    source.sections[0].remove(at: 500)
    try table.apply(ChangeBatch(deletedItems: [path(0, 500)]))
    #expect(source.configured.isEmpty, "the cells the first batch made are confirmed")
    #expect(table.indexPathsForVisibleRows == (5..<15).map { path(0, $0) })
  }

  /// A configurator that counts its calls.
  final class CountingConfigurator: TableCellConfigurator {
    var calls: [ItemPath] = []
    func configure(_ cell: TextCell, with object: String, at path: ItemPath) {
      cell.text = object
      calls.append(path)
    }
    func reuseIdentifier(for object: String, at path: ItemPath) -> String { "row" }
  }

  @Test func makeUpdateVisibleCellConfiguresVisibleCellsOnly() {
    let monitor = ScriptedMonitor(sections: [ResultsSection(name: "", objects: rows(100))])
    let configurator = CountingConfigurator()
    let dataSource = TableDataSource(configurator: configurator, monitor: monitor)
    let table = TextTable(width: 30, height: 12)
    table.register(TextCell.self, forCellReuseIdentifier: "row")
    table.dataSource = dataSource
    table.reloadData()
    configurator.calls = []
    let update = configurator.makeUpdateVisibleCell(table)
    update(path(0, 50), "invisible")
    #expect(configurator.calls.isEmpty)
    update(path(0, 3), "visible")
    #expect(configurator.calls == [path(0, 3)])
    #expect(table.cellForRow(at: path(0, 3))?.text == "visible")
  }

  @Test func gridConfiguresVisibleItemsOnly() throws {
    let source = ArraySource([rows(300)])
    // 30 columns of 10: 3 cards a row; 9 lines: 3 rows of cards.
    let grid = loadedGrid(source, height: 9)
    #expect(source.configured == (0..<9).map { path(0, $0) })
    source.resetLog()
    source.sections[0].insert("new", at: 200)
    source.sections[0][1] = "changed"
    try grid.apply(ChangeBatch(insertedItems: [path(0, 200)], reloadedItems: [path(0, 1)]))
    #expect(source.configured == [path(0, 1)])
    source.resetLog()
    grid.scrollOffset = 3
    #expect(source.configured == (9..<12).map { path(0, $0) })
  }
}
