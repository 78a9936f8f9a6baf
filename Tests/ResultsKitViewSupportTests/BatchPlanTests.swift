import ResultsKit
import TestSupport
import Testing

@testable import ResultsKitViewSupport

/// The calls the UIKit targets make for hand-written batches, on a fake view that checks them.
@Suite struct BatchPlanTests {
  typealias View = FakeBatchView<String>

  @Test func everyKindOfChangeGoesInOneBatchAndReconfiguresFollowIt() throws {
    // Before: [a b c] [d e]; after: [x] (new section) [a c' e] [new].
    // Section 1 keeps "e" only: "d" is deleted. "b" is deleted, "c" reloaded, "e" moves to
    // section 1 (after), "new" is inserted.
    let view = View(
      shown: [["a", "b", "c"], ["d", "e"]],
      dataSource: [["x"], ["a", "c'", "e*"], ["new"]])
    let batch = ChangeBatch(
      insertedSections: [0],
      deletedItems: [path(0, 1), path(1, 0)],
      insertedItems: [path(2, 0)],
      movedItems: [move(path(1, 1), path(1, 2))],
      reloadedItems: [path(0, 2)],
      reconfiguredItems: [path(1, 2)])
    try view.apply(batch, animated: true)

    #expect(
      view.calls == [
        .beginBatch,
        .insertSections([0]),
        .deleteItems([path(0, 1), path(1, 0)]),
        .insertItems([path(2, 0)]),
        .moveItem(path(1, 1), path(1, 2)),
        .reloadItems([path(0, 2)]),
        .endBatch,
        .reconfigureItems([path(1, 2)]),
      ])
    #expect(view.violations.isEmpty)
    #expect(view.shown == view.dataSource)
  }

  @Test func sectionDeletesComeFirstInTheBatch() throws {
    let view = View(shown: [["a"], ["b"], ["c"]], dataSource: [["n"], ["c"]])
    try view.apply(ChangeBatch(deletedSections: [0, 1], insertedSections: [0]), animated: true)
    #expect(
      view.calls == [.beginBatch, .deleteSections([0, 1]), .insertSections([0]), .endBatch])
    #expect(view.violations.isEmpty)
    #expect(view.shown == [["n"], ["c"]])
  }

  @Test func aBatchThatDoesNotFitThrowsAndSendsNothing() {
    // The data source gained a row the batch does not mention.
    let view = View(shown: [["a", "b"]], dataSource: [["a", "b", "c"]])
    let batch = ChangeBatch(reloadedItems: [path(0, 0)])
    #expect(
      throws: BatchError.invalidNumberOfItems(
        section: 0, after: 3, before: 2, inserted: 0, deleted: 0, movedIn: 0, movedOut: 0)
    ) {
      try view.apply(batch, animated: true)
    }
    #expect(view.calls.isEmpty)
    #expect(view.shown == [["a", "b"]])
  }

  @Test func aBatchWithAnOutOfRangeReconfigureThrowsAndSendsNothing() {
    let view = View(shown: [["a"]], dataSource: [["a'"]])
    let batch = ChangeBatch(reconfiguredItems: [path(0, 1)])
    #expect(throws: BatchError.itemOutOfRange(.reconfigure, path(0, 1), count: 1)) {
      try view.apply(batch, animated: false)
    }
    #expect(view.calls.isEmpty)
  }

  @Test func theErrorIsTheOneValidationThrows() throws {
    let view = View(shown: [["a"], ["b"]], dataSource: [["b"]])
    // Moving out of a deleted section: UIKit's "cannot move a row from a deleted section".
    let batch = ChangeBatch(deletedSections: [0], movedItems: [move(path(0, 0), path(0, 0))])
    let expected = try #require(batch.validationErrorForTests(before: [1, 1], after: [1]))
    #expect(throws: expected) { try view.apply(batch, animated: true) }
    #expect(view.calls.isEmpty)
  }

  @Test func withoutAnimationWrapsTheBatchAndTheReconfigures() throws {
    let view = View(shown: [["a", "b"]], dataSource: [["b", "a'"]])
    let batch = ChangeBatch(
      movedItems: [move(path(0, 0), path(0, 1))], reconfiguredItems: [path(0, 1)])
    try view.apply(batch, animated: false)
    #expect(
      view.calls == [
        .beginWithoutAnimation, .beginBatch, .moveItem(path(0, 0), path(0, 1)), .endBatch,
        .reconfigureItems([path(0, 1)]), .endWithoutAnimation,
      ])
    #expect(view.shown == [["b", "a'"]])
  }

  @Test func aReconfigureOnlyBatchStillRunsOneBatch() throws {
    // One performBatchUpdates per applied batch, so a completion callback always runs.
    let view = View(shown: [["a", "b"]], dataSource: [["a", "b'"]])
    try view.apply(ChangeBatch(reconfiguredItems: [path(0, 1)]), animated: true)
    #expect(view.calls == [.beginBatch, .endBatch, .reconfigureItems([path(0, 1)])])
    #expect(view.shown == [["a", "b'"]])
  }

  @Test func itemChangesInsideChangedSectionsAreNotSent() throws {
    // Deletes and reloads in a deleted section, inserts and reconfigures in an inserted one:
    // the section change covers them, as UIKit absorbs them.
    let view = View(shown: [["a", "b"], ["c"]], dataSource: [["n", "m"], ["c"]])
    let batch = ChangeBatch(
      deletedSections: [0], insertedSections: [0],
      deletedItems: [path(0, 0)], insertedItems: [path(0, 1)],
      reloadedItems: [path(0, 1)], reconfiguredItems: [path(0, 0)])
    try view.apply(batch, animated: true)
    #expect(
      view.calls == [.beginBatch, .deleteSections([0]), .insertSections([0]), .endBatch])
    #expect(view.violations.isEmpty)
    #expect(view.shown == view.dataSource)
  }
}

extension ChangeBatch {
  /// The error `validate(before:after:)` throws, or `nil`.
  func validationErrorForTests(before: [Int], after: [Int]) -> BatchError? {
    do {
      try validate(before: before, after: after)
      return nil
    } catch {
      return error
    }
  }
}
