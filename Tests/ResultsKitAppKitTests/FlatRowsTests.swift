import ResultsKit
import ResultsKitAppKit
import Testing

/// Sections as one list of rows: where each item and group row is, with and without group
/// rows, empty sections included; and row changes that follow the batch, not the rows.
@Suite struct FlatRowsTests {
  @Test func groupRowsComeFirstInTheirSections() {
    let rows = FlatRows(itemCounts: [2, 0, 1], showsGroupRows: true)
    #expect(rows.count == 6)
    #expect(rows.row(of: ItemPath(item: 0, section: 2)) == 5)
    #expect(rows.rows(of: 1) == 3..<4)
    let contents = (0..<rows.count).map { rows.content(ofRow: $0) }
    #expect(
      contents == [
        .groupRow(section: 0), .item(ItemPath(item: 0, section: 0)),
        .item(ItemPath(item: 1, section: 0)), .groupRow(section: 1), .groupRow(section: 2),
        .item(ItemPath(item: 0, section: 2)),
      ])
    #expect(rows.content(ofRow: 6) == nil)
    #expect(rows.content(ofRow: -1) == nil)
  }

  @Test func withoutGroupRowsEmptySectionsTakeNoRow() {
    let rows = FlatRows(itemCounts: [0, 2, 0, 1], showsGroupRows: false)
    #expect(rows.count == 3)
    #expect(rows.firstRow(of: 3) == 2)
    #expect(
      (0..<rows.count).map { rows.content(ofRow: $0) } == [
        .item(ItemPath(item: 0, section: 1)), .item(ItemPath(item: 1, section: 1)),
        .item(ItemPath(item: 0, section: 3)),
      ])
  }

  @Test func aDeletedSectionIsOneRangeHoweverLong() throws {
    // 100,000 rows: the first section goes, one item moves, one is inserted.
    let batch = ChangeBatch(
      deletedSections: [0], insertedItems: [ItemPath(item: 0, section: 0)],
      movedItems: [ItemMove(from: ItemPath(item: 9, section: 1), to: ItemPath(item: 1, section: 0))]
    )
    let updates = try FlatRowUpdates(
      batch, before: [50_000, 49_998], after: [49_999], showsGroupRows: true)
    #expect(updates.removedRows == [0..<50_001])
    // The move lands among the rows that stay; the insert then puts a row before it.
    #expect(updates.movedRows == [RowMove(from: 10, to: 1)])
    #expect(updates.insertedRows == [1..<2])
  }
}
