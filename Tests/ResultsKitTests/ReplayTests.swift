import ResultsKit
import TestSupport
import Testing

/// `applied(to:taking:)`: replaying a batch the way UIKit does.
///
/// Most tests pass an `after` whose carried-over positions hold "?", so the result shows which
/// elements came from `before` and which from `after`.
@Suite struct ReplayTests {

  // MARK: Items

  @Test func emptyBatchKeepsBefore() throws {
    let before = [["a", "b"], [], ["c"]]
    #expect(try ChangeBatch().applied(to: before, taking: [["?", "?"], [], ["?"]]) == before)
  }

  @Test func deletesRemoveItems() throws {
    let batch = ChangeBatch(deletedItems: [path(0, 1), path(0, 3)])
    #expect(try batch.applied(to: [["a", "b", "c", "d"]], taking: [["?", "?"]]) == [["a", "c"]])
  }

  @Test func insertsTakeNewElementsFromAfter() throws {
    let batch = ChangeBatch(insertedItems: [path(0, 0), path(0, 2)])
    #expect(
      try batch.applied(to: [["a", "b"]], taking: [["x", "?", "y", "?"]]) == [["x", "a", "y", "b"]])
  }

  @Test func moveWithinASection() throws {
    let batch = ChangeBatch(movedItems: [move(path(0, 0), path(0, 2))])
    #expect(
      try batch.applied(to: [["a", "b", "c"]], taking: [["?", "?", "?"]]) == [["b", "c", "a"]])
  }

  @Test func twoMovesSwapItems() throws {
    let batch = ChangeBatch(movedItems: [
      move(path(0, 0), path(0, 1)), move(path(0, 1), path(0, 0)),
    ])
    #expect(try batch.applied(to: [["a", "b"]], taking: [["?", "?"]]) == [["b", "a"]])
  }

  @Test func moveAcrossSections() throws {
    let batch = ChangeBatch(movedItems: [move(path(0, 0), path(1, 1))])
    #expect(
      try batch.applied(to: [["a", "b"], ["c"]], taking: [["?"], ["?", "?"]]) == [
        ["b"], ["c", "a"],
      ])
  }

  @Test func deletesMovesAndInsertsTogetherFollowUIKitsOrder() throws {
    // [a, b, c, d]: delete a (before coordinates), move d to the front, insert x at 2 (after
    // coordinates). UIKit: remove a and d → [b, c]; place d at 0 and x at 2 → [d, b, x, c].
    let batch = ChangeBatch(
      deletedItems: [path(0, 0)], insertedItems: [path(0, 2)],
      movedItems: [move(path(0, 3), path(0, 0))])
    let before = [["a", "b", "c", "d"]]
    #expect(
      try batch.applied(to: before, taking: [["?", "?", "x", "?"]]) == [["d", "b", "x", "c"]])
    let after = [["d", "b", "x", "c"]]
    #expect(try batch.applied(to: before, taking: after) == after)
  }

  // MARK: Sections

  @Test func deletedSectionsDisappear() throws {
    let batch = ChangeBatch(deletedSections: [1], deletedItems: [path(1, 0)])
    #expect(
      try batch.applied(to: [["a"], ["b", "c"], ["d"]], taking: [["?"], ["?"]]) == [["a"], ["d"]])
  }

  @Test func insertedSectionsAreTakenWholeFromAfter() throws {
    let batch = ChangeBatch(insertedSections: [0, 2], insertedItems: [path(0, 1)])
    #expect(
      try batch.applied(to: [["a"]], taking: [["x", "y"], ["?"], ["z"]])
        == [["x", "y"], ["a"], ["z"]])
  }

  @Test func survivingSectionsShiftPastDeletedAndInsertedOnes() throws {
    // Old section 0 goes, a new section 1 comes; old section 1 becomes section 0 and gains
    // the item moved within it.
    let batch = ChangeBatch(
      deletedSections: [0], insertedSections: [1], movedItems: [move(path(1, 1), path(0, 0))])
    #expect(
      try batch.applied(to: [["a", "b"], ["c", "d"]], taking: [["?", "?"], ["n"]])
        == [["d", "c"], ["n"]])
  }

  // MARK: Reloads and reconfigures

  @Test func reloadTakesTheNewContentWhereTheElementLands() throws {
    // c is reloaded at [0, 2] before the batch; after deleting a it lands at [0, 1].
    let batch = ChangeBatch(deletedItems: [path(0, 0)], reloadedItems: [path(0, 2)])
    #expect(try batch.applied(to: [["a", "b", "c"]], taking: [["?", "C"]]) == [["b", "C"]])
  }

  @Test func reloadShiftedByAnInsertLandsFurtherDown() throws {
    let batch = ChangeBatch(insertedItems: [path(0, 0)], reloadedItems: [path(0, 1)])
    #expect(try batch.applied(to: [["a", "b"]], taking: [["x", "?", "B"]]) == [["x", "a", "B"]])
  }

  @Test func reconfigureTakesTheAfterContentAtItsAfterPath() throws {
    let batch = ChangeBatch(insertedItems: [path(0, 0)], reconfiguredItems: [path(0, 3)])
    #expect(
      try batch.applied(to: [["a", "b", "c"]], taking: [["x", "?", "?", "C"]])
        == [["x", "a", "b", "C"]])
  }

  @Test func reconfigureOfAMovedItemUsesItsDestination() throws {
    let batch = ChangeBatch(
      movedItems: [move(path(0, 0), path(0, 2))], reconfiguredItems: [path(0, 2)])
    #expect(
      try batch.applied(to: [["a", "b", "c"]], taking: [["?", "?", "A"]]) == [["b", "c", "A"]])
  }

  @Test func anUnmentionedChangeStaysStale() throws {
    let before = [["a", "b"]]
    let after = [["a", "B"]]
    let stale = try ChangeBatch().applied(to: before, taking: after)
    #expect(stale == before)
    #expect(stale != after)
    #expect(
      try ChangeBatch(reloadedItems: [path(0, 1)]).applied(to: before, taking: after) == after)
    #expect(
      try ChangeBatch(reconfiguredItems: [path(0, 1)]).applied(to: before, taking: after) == after)
  }

  @Test func batchUsingEveryListReproducesAfter() throws {
    // Section 1 deleted, new section 0; old section 0 → 1 and old section 2 → 2.
    let batch = ChangeBatch(
      deletedSections: [1], insertedSections: [0],
      deletedItems: [path(0, 0), path(1, 0)], insertedItems: [path(0, 0), path(1, 2)],
      movedItems: [move(path(0, 2), path(1, 0)), move(path(2, 0), path(2, 0))],
      reloadedItems: [path(0, 1)], reconfiguredItems: [path(1, 0), path(2, 0)])
    let before = [["a0", "a1", "a2"], ["b0", "b1"], ["c0"]]
    let after = [["n0", "n1", "n2", "n3"], ["A2", "A1", "x"], ["C0"]]
    #expect(try batch.applied(to: before, taking: after) == after)
  }

  // MARK: Invalid batches

  @Test(arguments: [
    (ChangeBatch(), [[1, 2]], [[1]]),
    (ChangeBatch(deletedItems: [ItemPath(item: 2, section: 0)]), [[1, 2]], [[1]]),
    (ChangeBatch(deletedSections: [0, 0]), [[1], [2]], [[1]]),
    (
      ChangeBatch(
        deletedItems: [ItemPath(item: 0, section: 0)],
        reloadedItems: [ItemPath(item: 0, section: 0)]), [[1, 2]], [[1]]
    ),
    (
      ChangeBatch(
        insertedSections: [0],
        movedItems: [
          ItemMove(from: ItemPath(item: 0, section: 0), to: ItemPath(item: 0, section: 0))
        ]), [[1]], [[1], []]
    ),
    (ChangeBatch(insertedItems: [ItemPath(item: 0, section: 0)]), [[1]], [[1], [2]]),
  ])
  func invalidBatchThrowsWhatValidateThrows(batch: ChangeBatch, before: [[Int]], after: [[Int]]) {
    var expected: BatchError?
    do {
      try batch.validate(before: before.map(\.count), after: after.map(\.count))
    } catch {
      expected = error
    }
    let thrown = #expect(throws: BatchError.self) { try batch.applied(to: before, taking: after) }
    #expect(expected != nil)
    #expect(thrown == expected)
  }
}
