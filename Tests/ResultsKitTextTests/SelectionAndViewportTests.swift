import ResultsKit
import ResultsKitText
import TestSupport
import Testing

/// Selection follows its rows through batches; the viewport, scrolling and reuse behave like
/// UIKit's.
@Suite struct SelectionAndViewportTests {
  @Test func selectionFollowsMovesAndDropsDeletes() throws {
    let source = ArraySource([rows(6), rows(3, prefix: "s")])
    let table = loadedTable(source, height: 14)
    table.allowsMultipleSelection = true
    for selected in [path(0, 1), path(0, 2), path(0, 4), path(1, 0)] {
      table.selectRow(at: selected)
    }
    // Delete r1 (leaves the selection), reload r2 (stays selected), move r4 to the top of
    // section 1 (stays selected), which pushes s0 down a row.
    source.sections = [["r0", "r2", "r3", "r5"], ["r4", "s0", "s1", "s2"]]
    try table.apply(
      ChangeBatch(
        deletedItems: [path(0, 1)], movedItems: [ItemMove(from: path(0, 4), to: path(1, 0))],
        reloadedItems: [path(0, 2)]))
    #expect(table.indexPathsForSelectedRows == [path(0, 1), path(1, 0), path(1, 1)])
    withExtendedLifetime(source) {}  // the view holds its data source weakly
  }

  @Test func selectionOfADeletedSectionIsDropped() throws {
    let source = ArraySource([rows(2), rows(2, prefix: "s")])
    let table = loadedTable(source, height: 10)
    table.allowsMultipleSelection = true
    table.selectRow(at: path(0, 1))
    table.selectRow(at: path(1, 1))
    source.sections = [rows(2, prefix: "s")]
    try table.apply(ChangeBatch(deletedSections: [0]))
    #expect(table.indexPathsForSelectedRows == [path(0, 1)])
    withExtendedLifetime(source) {}  // the view holds its data source weakly
  }

  @Test func singleSelectionReplacesAndNilClears() {
    let source = ArraySource([rows(5)])
    let table = loadedTable(source)
    table.selectRow(at: path(0, 1))
    table.selectRow(at: path(0, 3))
    #expect(table.indexPathsForSelectedRows == [path(0, 3)])
    table.selectRow(at: path(0, 99))
    #expect(table.indexPathsForSelectedRows == [path(0, 3)], "a row the table lacks is ignored")
    table.deselectRow(at: path(0, 3))
    #expect(table.indexPathsForSelectedRows.isEmpty)
    table.selectRow(at: path(0, 2))
    table.selectRow(at: nil)
    #expect(table.indexPathsForSelectedRows.isEmpty)
    withExtendedLifetime(source) {}  // the view holds its data source weakly
  }

  @Test func reloadDataClearsTheSelection() {
    let source = ArraySource([rows(5)])
    let table = loadedTable(source)
    table.selectRow(at: path(0, 1))
    table.reloadData()
    #expect(table.indexPathsForSelectedRows.isEmpty)
    withExtendedLifetime(source) {}  // the view holds its data source weakly
  }

  @Test func theSelectedRowIsMarked() {
    let source = ArraySource([rows(3)])
    let table = loadedTable(source, width: 12, height: 5)
    table.selectRow(at: path(0, 1))
    #expect(lines(table.render())[2].hasPrefix("│❯r1"))
    table.style = .ascii
    #expect(lines(table.render())[2].hasPrefix("|>r1"))
    withExtendedLifetime(source) {}  // the view holds its data source weakly
  }

  @Test func theScrollOffsetStaysInRange() {
    let source = ArraySource([rows(20)])
    let table = loadedTable(source, height: 7)  // five rows in view
    table.scrollOffset = 100
    #expect(table.scrollOffset == 15)
    #expect(table.indexPathsForVisibleRows == (15..<20).map { path(0, $0) })
    table.scrollOffset = -3
    #expect(table.scrollOffset == 0)
    let shortSource = ArraySource([rows(2)])
    let short = loadedTable(shortSource, height: 7)
    short.scrollOffset = 5
    #expect(short.scrollOffset == 0)
    withExtendedLifetime(source) {}  // the view holds its data source weakly
    withExtendedLifetime(shortSource) {}  // the view holds its data source weakly
  }

  @Test func scrollToRowMovesAsLittleAsNeeded() {
    let source = ArraySource([rows(50)])
    let table = loadedTable(source, height: 7)
    table.scrollToRow(at: path(0, 3))
    #expect(table.scrollOffset == 0)
    table.scrollToRow(at: path(0, 10))
    #expect(table.scrollOffset == 6)
    table.scrollToRow(at: path(0, 8))
    #expect(table.scrollOffset == 6)
    table.scrollToRow(at: path(0, 2))
    #expect(table.scrollOffset == 2)
    table.scrollToRow(at: path(3, 0))
    #expect(table.scrollOffset == 2, "a row the table lacks is ignored")
    withExtendedLifetime(source) {}  // the view holds its data source weakly
  }

  @Test func cellsLeavingTheViewAreReused() throws {
    let source = ArraySource([rows(100)])
    let table = TextTable(width: 20, height: 7)
    table.register(TrackingCell.self, forCellReuseIdentifier: "row")
    table.dataSource = source
    table.reloadData()
    let first = try #require(table.cellForRow(at: path(0, 0)) as? TrackingCell)
    table.scrollOffset = 1
    #expect(table.cellForRow(at: path(0, 0)) == nil)
    #expect(table.cellForRow(at: path(0, 5)) === first, "the queued cell came back")
    #expect(first.reuseCount == 1)
    #expect(first.text == "r5")
    withExtendedLifetime(source) {}  // the view holds its data source weakly
  }

  @Test func theGridScrollsByLinesAndShowsWholeCardRows() {
    let source = ArraySource([rows(20)])
    let grid = loadedGrid(source, width: 30, height: 7, itemWidth: 10)  // 3 per row, 3 lines each
    #expect(
      grid.indexPathsForVisibleItems == (0..<9).map { path(0, $0) }, "a partly visible row counts")
    grid.scrollToItem(at: path(0, 19))
    #expect(grid.scrollOffset == 14)  // the last row of cards (lines 18–20) ends the view
    #expect(grid.indexPathsForVisibleItems == (12..<20).map { path(0, $0) })
    grid.selectItem(at: path(0, 19))
    try? grid.apply(ChangeBatch())
    #expect(grid.indexPathsForSelectedItems == [path(0, 19)])
    withExtendedLifetime(source) {}  // the view holds its data source weakly
  }

  @Test func aGridItemWiderThanTheGridIsClipped() {
    let source = ArraySource([["a long title"]])
    let grid = loadedGrid(source, width: 8, height: 3, itemWidth: 20)
    for line in lines(grid.render()) { #expect(line.displayWidth == 8) }
    withExtendedLifetime(source) {}  // the view holds its data source weakly
  }
}

/// The grid lays its sections out again when its cards change size or shape.
@Suite struct GridRelayoutTests {
  @Test func narrowingTheGridRecomputesItsScrollRange() {
    let source = ArraySource([rows(20)])
    let grid = loadedGrid(source, width: 40, height: 3, itemWidth: 10)  // 4 per row, 5 rows
    grid.width = 10  // one per row: 20 rows of 3 lines
    grid.scrollOffset = 100
    #expect(grid.scrollOffset == 57, "the last row of cards ends the view")
    grid.scrollToItem(at: path(0, 2))
    #expect(grid.scrollOffset == 6)
    #expect(grid.indexPathsForVisibleItems == [path(0, 2)])
    withExtendedLifetime(source) {}  // the grid holds its data source weakly
  }

  @Test func aWiderCardOrAPlainStyleChangesTheLinesPerSection() {
    let source = ArraySource([rows(6)])
    let grid = loadedGrid(source, width: 30, height: 4, itemWidth: 10)  // 3 per row, 2 rows
    grid.itemWidth = 15  // 2 per row, 3 rows of 3 lines
    grid.scrollOffset = 100
    #expect(grid.scrollOffset == 5)
    grid.style = .plain  // bare lines: 3 rows of 1 line, all in view
    #expect(grid.scrollOffset == 0)
    #expect(grid.indexPathsForVisibleItems == (0..<6).map { path(0, $0) })
    withExtendedLifetime(source) {}  // the grid holds its data source weakly
  }
}
