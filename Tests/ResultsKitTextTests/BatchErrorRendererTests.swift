import ResultsKit
import ResultsKitText
import TestSupport
import Testing

/// Every kind of `BatchError`, through `TextTable.apply` and `TextGrid.apply`, in both
/// validation modes: strict leaves the renderer exactly as it was, recover reports and reloads.
@Suite struct BatchErrorRendererTests {
  /// A bad batch: the data before, the data after, the batch, and the error kind expected.
  struct Case: CustomStringConvertible, Sendable {
    let name: String
    let before: [[String]]
    let after: [[String]]
    let batch: ChangeBatch
    let matches: @Sendable (BatchError) -> Bool

    var description: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "invalid number of sections", before: [["a"]], after: [["a"], ["b"]],
      batch: ChangeBatch()
    ) {
      if case .invalidNumberOfSections = $0 { true } else { false }
    },
    Case(
      name: "invalid number of items", before: [["a", "b"]], after: [["a", "b", "c"]],
      batch: ChangeBatch()
    ) {
      if case .invalidNumberOfItems = $0 { true } else { false }
    },
    Case(
      name: "section out of range", before: [["a"]], after: [[]],
      batch: ChangeBatch(deletedSections: [4])
    ) {
      if case .sectionOutOfRange = $0 { true } else { false }
    },
    Case(
      name: "item out of range", before: [["a", "b"]], after: [["a"]],
      batch: ChangeBatch(deletedItems: [path(0, 7)])
    ) {
      if case .itemOutOfRange = $0 { true } else { false }
    },
    Case(
      name: "duplicate", before: [["a", "b"]], after: [["b"]],
      batch: ChangeBatch(deletedItems: [path(0, 0), path(0, 0)])
    ) {
      if case .duplicate = $0 { true } else { false }
    },
    Case(
      name: "conflict", before: [["a", "b"]], after: [["b"]],
      batch: ChangeBatch(deletedItems: [path(0, 0)], reloadedItems: [path(0, 0)])
    ) {
      if case .conflict = $0 { true } else { false }
    },
    Case(
      name: "move from a deleted section", before: [["a"], ["b"]], after: [["b", "a"]],
      batch: ChangeBatch(
        deletedSections: [0], movedItems: [ItemMove(from: path(0, 0), to: path(0, 1))])
    ) {
      if case .moveFromDeletedSection = $0 { true } else { false }
    },
    Case(
      name: "move into an inserted section", before: [["a", "b"]], after: [["b"], ["a"]],
      batch: ChangeBatch(
        insertedSections: [1], movedItems: [ItemMove(from: path(0, 0), to: path(1, 0))])
    ) {
      if case .moveIntoInsertedSection = $0 { true } else { false }
    },
  ]

  /// The error `validate` gives for the case, which the renderer must report.
  private func expectedError(_ test: Case) -> BatchError? {
    do {
      try test.batch.validate(
        before: test.before.map(\.count), after: test.after.map(\.count))
      return nil
    } catch {
      return error
    }
  }

  @Test(arguments: cases)
  func strictTableThrowsAndStaysAsItWas(_ test: Case) throws {
    let source = ArraySource(test.before)
    let table = loadedTable(source, height: 10)
    table.selectRow(at: path(0, 0))
    let frame = table.render()
    let cell = table.cellForRow(at: path(0, 0))
    source.sections = test.after
    source.resetLog()
    let expected = try #require(expectedError(test))
    #expect(test.matches(expected))
    #expect(throws: expected) { try table.apply(test.batch) }
    #expect(table.render() == frame)
    #expect(table.numberOfSections == test.before.count)
    #expect(table.numberOfRows(inSection: 0) == test.before[0].count)
    #expect(table.indexPathsForSelectedRows == [path(0, 0)])
    #expect(table.cellForRow(at: path(0, 0)) === cell)
    #expect(source.configured.isEmpty, "a rejected batch asked for cells")
  }

  @Test(arguments: cases)
  func recoveringTableReportsAndReloads(_ test: Case) throws {
    let source = ArraySource(test.before)
    let table = loadedTable(source, height: 10)
    table.validation = .recover
    table.selectRow(at: path(0, 0))
    var reported: [BatchError] = []
    table.onInconsistency = { reported.append($0) }
    source.sections = test.after
    try table.apply(test.batch)
    #expect(reported == [try #require(expectedError(test))])
    #expect(table.numberOfSections == test.after.count)
    #expect(table.indexPathsForSelectedRows.isEmpty, "a reload clears the selection")
    #expect(table.render() == freshTableRender(test.after, height: 10))
  }

  @Test(arguments: cases)
  func strictGridThrowsAndStaysAsItWas(_ test: Case) throws {
    let source = ArraySource(test.before)
    let grid = loadedGrid(source)
    grid.selectItem(at: path(0, 0))
    let frame = grid.render()
    let cell = grid.cellForItem(at: path(0, 0))
    source.sections = test.after
    source.resetLog()
    let expected = try #require(expectedError(test))
    #expect(throws: expected) { try grid.apply(test.batch) }
    #expect(grid.render() == frame)
    #expect(grid.numberOfSections == test.before.count)
    #expect(grid.numberOfItems(inSection: 0) == test.before[0].count)
    #expect(grid.indexPathsForSelectedItems == [path(0, 0)])
    #expect(grid.cellForItem(at: path(0, 0)) === cell)
    #expect(source.configured.isEmpty, "a rejected batch asked for cells")
  }

  @Test(arguments: cases)
  func recoveringGridReportsAndReloads(_ test: Case) throws {
    let source = ArraySource(test.before)
    let grid = loadedGrid(source)
    grid.validation = .recover
    var reported: [BatchError] = []
    grid.onInconsistency = { reported.append($0) }
    source.sections = test.after
    try grid.apply(test.batch)
    #expect(reported == [try #require(expectedError(test))])
    #expect(grid.numberOfSections == test.after.count)
    #expect(grid.render() == freshGridRender(test.after))
  }

  @Test func aBatchBeforeTheFirstReloadIsCheckedAgainstNothingShown() {
    let source = ArraySource([["a"]])
    let table = TextTable(width: 20, height: 5)
    table.dataSource = source
    #expect(throws: BatchError.self) {
      try table.apply(ChangeBatch(insertedItems: [path(0, 0)]))
    }
    #expect(table.numberOfSections == 0)
  }
}
