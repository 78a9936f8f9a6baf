import ResultsKit
import TestSupport
import Testing

/// Canonical form: every list strictly ascending, `movedItems` strictly ascending by `from`.
@Suite struct CanonicalFormTests {

  // MARK: isCanonical

  @Test func emptyBatchIsCanonical() {
    #expect(ChangeBatch().isCanonical)
  }

  @Test func ascendingListsAreCanonical() {
    let batch = ChangeBatch(
      deletedSections: [0, 3], insertedSections: [1, 2],
      deletedItems: [path(1, 5), path(2, 0)], insertedItems: [path(0, 0), path(0, 1)],
      movedItems: [move(path(1, 0), path(2, 9)), move(path(1, 1), path(0, 0))],
      reloadedItems: [path(1, 2)], reconfiguredItems: [path(0, 4), path(3, 0)])
    #expect(batch.isCanonical)
  }

  /// Breaks each list in turn, once by order and once by a duplicate.
  @Test(arguments: 0..<7, [true, false])
  func anyUnsortedOrDuplicatedListIsNotCanonical(list: Int, duplicate: Bool) {
    let a = path(0, 1)
    let b = duplicate ? a : path(0, 0)
    var batch = ChangeBatch()
    switch list {
    case 0: batch.deletedSections = duplicate ? [2, 2] : [2, 1]
    case 1: batch.insertedSections = duplicate ? [0, 0] : [1, 0]
    case 2: batch.deletedItems = [a, b]
    case 3: batch.insertedItems = [a, b]
    case 4: batch.movedItems = [move(a, path(5, 5)), move(b, path(6, 6))]
    case 5: batch.reloadedItems = [a, b]
    default: batch.reconfiguredItems = [a, b]
    }
    #expect(!batch.isCanonical)
  }

  @Test func sectionOrderMattersBeforeItemOrder() {
    #expect(ChangeBatch(deletedItems: [path(0, 9), path(1, 0)]).isCanonical)
    #expect(!ChangeBatch(deletedItems: [path(1, 0), path(0, 9)]).isCanonical)
  }

  @Test func movesAreOrderedByFromNotTo() {
    let byFrom = ChangeBatch(movedItems: [
      move(path(0, 0), path(0, 5)), move(path(0, 1), path(0, 2)),
    ])
    let byTo = ChangeBatch(movedItems: [move(path(0, 1), path(0, 2)), move(path(0, 0), path(0, 5))])
    #expect(byFrom.isCanonical)
    #expect(!byTo.isCanonical)
  }

  @Test func twoMovesFromTheSamePathAreNotCanonical() {
    let batch = ChangeBatch(movedItems: [
      move(path(0, 0), path(0, 1)), move(path(0, 0), path(0, 2)),
    ])
    #expect(!batch.isCanonical)
  }

  // MARK: canonicalized()

  @Test func canonicalizedSortsAndDeduplicatesEveryList() {
    let batch = ChangeBatch(
      deletedSections: [3, 0, 3], insertedSections: [2, 1, 1, 2],
      deletedItems: [path(2, 0), path(1, 5), path(2, 0)],
      insertedItems: [path(0, 1), path(0, 0), path(0, 1)],
      movedItems: [
        move(path(1, 1), path(0, 0)), move(path(1, 0), path(2, 9)), move(path(1, 1), path(0, 0)),
      ],
      reloadedItems: [path(1, 2), path(1, 2)],
      reconfiguredItems: [path(3, 0), path(0, 4), path(3, 0)])
    let expected = ChangeBatch(
      deletedSections: [0, 3], insertedSections: [1, 2],
      deletedItems: [path(1, 5), path(2, 0)], insertedItems: [path(0, 0), path(0, 1)],
      movedItems: [move(path(1, 0), path(2, 9)), move(path(1, 1), path(0, 0))],
      reloadedItems: [path(1, 2)], reconfiguredItems: [path(0, 4), path(3, 0)])
    let canonical = batch.canonicalized()
    #expect(canonical == expected)
    #expect(canonical.isCanonical)
  }

  @Test func canonicalizedLeavesACanonicalBatchUnchanged() {
    let batch = ChangeBatch(
      deletedSections: [1], deletedItems: [path(0, 0)],
      movedItems: [move(path(0, 1), path(0, 0))], reconfiguredItems: [path(2, 2)])
    #expect(batch.canonicalized() == batch)
  }

  @Test func canonicalizedOrdersMovesByFromThenTo() {
    let batch = ChangeBatch(movedItems: [
      move(path(2, 0), path(0, 0)), move(path(0, 3), path(1, 1)), move(path(0, 3), path(0, 7)),
    ])
    #expect(
      batch.canonicalized().movedItems == [
        move(path(0, 3), path(0, 7)), move(path(0, 3), path(1, 1)), move(path(2, 0), path(0, 0)),
      ])
  }

  @Test func canonicalizedDropsOnlyExactDuplicateMoves() {
    let batch = ChangeBatch(movedItems: [
      move(path(0, 0), path(0, 2)), move(path(0, 0), path(0, 1)), move(path(0, 0), path(0, 2)),
    ])
    let canonical = batch.canonicalized()
    #expect(canonical.movedItems == [move(path(0, 0), path(0, 1)), move(path(0, 0), path(0, 2))])
    // Canonicalising does not repair a batch: two moves from one path stay two moves.
    #expect(!canonical.isCanonical)
    #expect(throws: BatchError.duplicate(.moveFrom, path(0, 0))) {
      try canonical.validate(before: [3], after: [3])
    }
  }

  @Test func canonicalizedBatchesOfTheSameChangeAreEqual() {
    let one = ChangeBatch(
      deletedItems: [path(0, 2), path(0, 0)], insertedItems: [path(1, 0), path(0, 1)])
    let other = ChangeBatch(
      deletedItems: [path(0, 0), path(0, 2), path(0, 0)], insertedItems: [path(0, 1), path(1, 0)])
    #expect(one != other)
    #expect(one.canonicalized() == other.canonicalized())
  }
}
