import ResultsKit
import TestSupport
import Testing

/// `BatchError.description`: UIKit's collection-view wording, pinned word for word.
@Suite struct BatchErrorMessageTests {

  // MARK: Counts (UIKit's collection-view templates)

  @Test func invalidNumberOfSections() {
    let error = BatchError.invalidNumberOfSections(after: 4, before: 3, inserted: 2, deleted: 0)
    #expect(
      error.description
        == "Invalid update: invalid number of sections. The number of sections contained in the "
        + "collection view after the update (4) must be equal to the number of sections contained "
        + "in the collection view before the update (3), plus or minus the number of sections "
        + "inserted or deleted (2 inserted, 0 deleted).")
  }

  @Test func invalidNumberOfItems() {
    let error = BatchError.invalidNumberOfItems(
      section: 2, after: 7, before: 5, inserted: 3, deleted: 4, movedIn: 6, movedOut: 1)
    #expect(
      error.description
        == "Invalid update: invalid number of items in section 2. The number of items contained "
        + "in an existing section after the update (7) must be equal to the number of items "
        + "contained in that section before the update (5), plus or minus the number of items "
        + "inserted or deleted from that section (3 inserted, 4 deleted) and plus or minus the "
        + "number of items moved into or out of that section (6 moved in, 1 moved out).")
  }

  @Test func invalidNumberOfItemsMatchesDesignExample() {
    let error = BatchError.invalidNumberOfItems(
      section: 0, after: 3, before: 2, inserted: 0, deleted: 0, movedIn: 0, movedOut: 0)
    #expect(
      error.description
        == "Invalid update: invalid number of items in section 0. The number of items contained in "
        + "an existing section after the update (3) must be equal to the number of items contained "
        + "in that section before the update (2), plus or minus the number of items inserted or "
        + "deleted from that section (0 inserted, 0 deleted) and plus or minus the number of items "
        + "moved into or out of that section (0 moved in, 0 moved out).")
  }

  // MARK: Section out of range

  @Test func sectionDeleteOutOfRange() {
    #expect(
      BatchError.sectionOutOfRange(.deleteSection, section: 3, count: 2).description
        == "attempt to delete section 3, but there are only 2 sections before the update")
  }

  @Test func sectionInsertOutOfRange() {
    #expect(
      BatchError.sectionOutOfRange(.insertSection, section: 5, count: 4).description
        == "attempt to insert section 5 but there are only 4 sections after the update")
  }

  @Test(arguments: [
    (
      BatchOperation.delete,
      "attempt to delete an item from section 4, but there are only 2 sections before the update"
    ),
    (
      .insert,
      "attempt to insert an item into section 4, but there are only 2 sections after the update"
    ),
    (
      .moveFrom,
      "attempt to move an item from section 4, but there are only 2 sections before the update"
    ),
    (
      .moveTo,
      "attempt to move an item to section 4, but there are only 2 sections after the update"
    ),
    (
      .reload,
      "attempt to reload an item in section 4, but there are only 2 sections before the update"
    ),
    (
      .reconfigure,
      "attempt to reconfigure an item in section 4, but there are only 2 sections after the update"
    ),
  ])
  func itemInAMissingSection(operation: BatchOperation, message: String) {
    #expect(BatchError.sectionOutOfRange(operation, section: 4, count: 2).description == message)
  }

  // MARK: Item out of range

  @Test(arguments: [
    (
      BatchOperation.delete,
      "attempt to delete item 5 from section 1 which only contains 3 items before the update"
    ),
    (
      .moveFrom,
      "attempt to move item 5 from section 1 which only contains 3 items before the update"
    ),
    (
      .reload, "attempt to reload item 5 in section 1 which only contains 3 items before the update"
    ),
    (
      .insert,
      "attempt to insert item 5 into section 1, but there are only 3 items in section 1 after the update"
    ),
    (
      .moveTo,
      "attempt to move an item to index 5 in section 1, but there are only 3 items in section 1 after the update"
    ),
    (
      .reconfigure,
      "attempt to reconfigure item 5 in section 1, but there are only 3 items in section 1 after the update"
    ),
  ])
  func itemOutOfRange(operation: BatchOperation, message: String) {
    #expect(BatchError.itemOutOfRange(operation, path(1, 5), count: 3).description == message)
  }

  // MARK: Duplicates

  @Test func duplicateSections() {
    #expect(
      BatchError.duplicate(.deleteSection, ItemPath(item: -1, section: 2)).description
        == "attempt to delete section 2 more than once")
    #expect(
      BatchError.duplicate(.insertSection, ItemPath(item: -1, section: 0)).description
        == "attempt to insert section 0 more than once")
  }

  @Test(arguments: [
    (BatchOperation.delete, "delete"), (.insert, "insert"), (.moveFrom, "move from"),
    (.moveTo, "move to"), (.reload, "reload"), (.reconfigure, "reconfigure"),
  ])
  func duplicateItems(operation: BatchOperation, phrase: String) {
    #expect(
      BatchError.duplicate(operation, path(0, 1)).description
        == "attempt to \(phrase) the same index path more than once ({length = 2, path = 0 - 1})")
  }

  // MARK: Conflicts

  @Test func deleteAndReload() {
    #expect(
      BatchError.conflict(.delete, .reload, path(0, 1)).description
        == "attempt to delete and reload the same index path ({length = 2, path = 0 - 1})")
  }

  @Test func deleteAndMoveFrom() {
    #expect(
      BatchError.conflict(.delete, .moveFrom, path(2, 3)).description
        == "attempt to perform a delete and a move from the same index path "
        + "({length = 2, path = 2 - 3})")
  }

  @Test func insertAndMoveTo() {
    #expect(
      BatchError.conflict(.insert, .moveTo, path(1, 0)).description
        == "attempt to perform an insert and a move to the same index path "
        + "({length = 2, path = 1 - 0})")
  }

  @Test func reloadAndMoveFrom() {
    #expect(
      BatchError.conflict(.reload, .moveFrom, path(0, 4)).description
        == "attempt to perform a reload and a move from the same index path "
        + "({length = 2, path = 0 - 4})")
  }

  // MARK: Moves across deleted or inserted sections

  @Test func moveFromDeletedSection() {
    #expect(
      BatchError.moveFromDeletedSection(path(2, 1)).description
        == "cannot move an item out of a deleted section (2): the move from "
        + "{length = 2, path = 2 - 1}")
  }

  @Test func moveIntoInsertedSection() {
    #expect(
      BatchError.moveIntoInsertedSection(path(0, 3)).description
        == "cannot move an item into a newly inserted section (0): the move to "
        + "{length = 2, path = 0 - 3}")
  }

  // MARK: The message validation throws

  @Test func validationThrowsTheErrorWhoseMessageNamesTheProblem() {
    do {
      try ChangeBatch(deletedItems: [ItemPath(item: 3, section: 0)]).validate(
        before: [3], after: [2])
      Issue.record("expected an error")
    } catch {
      #expect(
        error.description
          == "attempt to delete item 3 from section 0 which only contains 3 items before the update"
      )
    }
  }
}
