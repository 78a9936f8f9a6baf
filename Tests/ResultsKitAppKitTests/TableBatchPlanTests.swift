import ResultsKit
import Testing

@testable import ResultsKitAppKit

/// What a table's target does with a batch before it calls the table: row changes when the
/// table shows what its data source says and the group-row layouts agree, a reload otherwise,
/// and the batch's error — whatever the plan — when it does not fit.
@Suite struct TableBatchPlanTests {
  let insertFirst = ChangeBatch(insertedItems: [ItemPath(item: 0, section: 0)])

  @Test func aFittingBatchBecomesRowChangesAndTheRowsAfterIt() throws {
    let before = FlatRows(itemCounts: [1], showsGroupRows: true)
    let after = FlatRows(itemCounts: [2], showsGroupRows: true)
    let plan = try TableBatchPlan(insertFirst, tableRowCount: 2, before: before, after: after)
    let updates = try FlatRowUpdates(insertFirst, before: [1], after: [2], showsGroupRows: true)
    #expect(plan == .rows(updates, shownRows: after))
    #expect(updates.insertedRows == [1..<2])
  }

  @Test func aTableShowingNothingTakesTheGroupRowsOfItsNewRows() throws {
    let before = FlatRows(itemCounts: [], showsGroupRows: true)
    let after = FlatRows(itemCounts: [1], showsGroupRows: false)
    let batch = ChangeBatch(insertedSections: [0])
    let plan = try TableBatchPlan(batch, tableRowCount: 0, before: before, after: after)
    guard case .rows(let updates, let shown) = plan else {
      Issue.record("expected row changes, got \(plan)")
      return
    }
    #expect(updates.insertedRows == [0..<1])
    #expect(shown == after)
  }

  @Test func resultsThatBecomeUnsectionedReload() throws {
    // One section "A" (group row) becomes the one section "" of unsectioned-looking results.
    let before = FlatRows(itemCounts: [1], showsGroupRows: true)
    let after = FlatRows(itemCounts: [2], showsGroupRows: false)
    #expect(
      try TableBatchPlan(insertFirst, tableRowCount: 2, before: before, after: after) == .reload)
  }

  @Test func aTableNotShowingItsDataSourcesRowsReloads() throws {
    let before = FlatRows(itemCounts: [1], showsGroupRows: true)
    let after = FlatRows(itemCounts: [2], showsGroupRows: true)
    #expect(
      try TableBatchPlan(insertFirst, tableRowCount: 5, before: before, after: after) == .reload)
  }

  @Test(arguments: [2, 5])
  func aBatchThatDoesNotFitThrowsWhateverThePlan(tableRowCount: Int) {
    let before = FlatRows(itemCounts: [1], showsGroupRows: true)
    let after = FlatRows(itemCounts: [3], showsGroupRows: true)
    #expect(throws: BatchError.self) {
      try TableBatchPlan(insertFirst, tableRowCount: tableRowCount, before: before, after: after)
    }
    let flat = FlatRows(itemCounts: [3], showsGroupRows: false)
    #expect(throws: BatchError.self) {
      try TableBatchPlan(insertFirst, tableRowCount: tableRowCount, before: before, after: flat)
    }
  }

  @Test func withoutADataSourceOnlyAnEmptyBatchFits() throws {
    let none = FlatRows(itemCounts: [], showsGroupRows: false)
    #expect(throws: BatchError.self) {
      try TableBatchPlan(insertFirst, tableRowCount: 0, before: none, after: none)
    }
    let plan = try TableBatchPlan(ChangeBatch(), tableRowCount: 0, before: none, after: none)
    #expect(
      plan
        == .rows(
          try FlatRowUpdates(ChangeBatch(), before: [], after: [], showsGroupRows: false),
          shownRows: none))
  }
}
