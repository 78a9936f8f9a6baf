import ResultsKit
import Testing

/// `BatchError.description(for: .tableView)`: UIKit's table-view wording ("rows", "table
/// view"), beside the collection-view wording that `description` keeps.
@Suite struct BatchErrorTableWordingTests {

  @Test func invalidNumberOfRowsReadsLikeUITableView() {
    let error = BatchError.invalidNumberOfItems(
      section: 0, after: 3, before: 2, inserted: 0, deleted: 0, movedIn: 0, movedOut: 0)
    #expect(
      error.description(for: .tableView)
        == "Invalid update: invalid number of rows in section 0. The number of rows contained in "
        + "an existing section after the update (3) must be equal to the number of rows contained "
        + "in that section before the update (2), plus or minus the number of rows inserted or "
        + "deleted from that section (0 inserted, 0 deleted) and plus or minus the number of rows "
        + "moved into or out of that section (0 moved in, 0 moved out).")
  }

  @Test func invalidNumberOfSectionsNamesTheTableView() {
    let error = BatchError.invalidNumberOfSections(after: 4, before: 3, inserted: 2, deleted: 0)
    #expect(
      error.description(for: .tableView)
        == "Invalid update: invalid number of sections. The number of sections contained in the "
        + "table view after the update (4) must be equal to the number of sections contained "
        + "in the table view before the update (3), plus or minus the number of sections "
        + "inserted or deleted (2 inserted, 0 deleted).")
  }

  @Test func rowsOutOfRangeReadLikeUITableView() {
    let deleted = BatchError.itemOutOfRange(.delete, ItemPath(item: 5, section: 1), count: 3)
    #expect(
      deleted.description(for: .tableView)
        == "attempt to delete row 5 from section 1 which only contains 3 rows before the update")
    let inserted = BatchError.itemOutOfRange(.insert, ItemPath(item: 4, section: 0), count: 2)
    #expect(
      inserted.description(for: .tableView)
        == "attempt to insert row 4 into section 0, but there are only 2 rows in section 0 after "
        + "the update")
    let moved = BatchError.itemOutOfRange(.moveTo, ItemPath(item: 9, section: 2), count: 1)
    #expect(
      moved.description(for: .tableView)
        == "attempt to move a row to index 9 in section 2, but there are only 1 rows in section 2 "
        + "after the update")
  }

  @Test func sectionsAndMovesSpeakOfRows() {
    #expect(
      BatchError.sectionOutOfRange(.insert, section: 4, count: 2).description(for: .tableView)
        == "attempt to insert a row into section 4, but there are only 2 sections after the update")
    #expect(
      BatchError.moveIntoInsertedSection(ItemPath(item: 0, section: 3)).description(for: .tableView)
        == "cannot move a row into a newly inserted section (3): the move to "
        + "{length = 2, path = 3 - 0}")
    #expect(
      BatchError.moveFromDeletedSection(ItemPath(item: 1, section: 0)).description(for: .tableView)
        == "cannot move a row out of a deleted section (0): the move from "
        + "{length = 2, path = 0 - 1}")
  }

  /// Every kind of error, with every operation it can carry.
  static let everyError: [BatchError] = {
    let path = ItemPath(item: 2, section: 1)
    var errors: [BatchError] = [
      .invalidNumberOfSections(after: 1, before: 2, inserted: 3, deleted: 4),
      .invalidNumberOfItems(
        section: 1, after: 2, before: 3, inserted: 4, deleted: 5, movedIn: 6, movedOut: 7),
      .moveFromDeletedSection(path), .moveIntoInsertedSection(path),
    ]
    for operation in BatchOperation.allCases {
      errors.append(.sectionOutOfRange(operation, section: 3, count: 2))
      errors.append(.itemOutOfRange(operation, path, count: 1))
      errors.append(.duplicate(operation, path))
      for other in BatchOperation.allCases {
        errors.append(.conflict(operation, other, path))
      }
    }
    return errors
  }()

  @Test func theCollectionViewWordingIsTheDescription() {
    for error in Self.everyError {
      #expect(error.description(for: .collectionView) == error.description)
    }
  }

  @Test func aTableMessageNeverSpeaksOfItemsOrCollectionViews() {
    for error in Self.everyError {
      let message = error.description(for: .tableView)
      #expect(!message.contains("item"), "\(message)")
      #expect(!message.contains("collection view"), "\(message)")
    }
  }

  @Test func theTwoWordingsDifferOnlyInTheirWords() {
    for error in Self.everyError {
      let table = error.description(for: .tableView)
        .replacing("table view", with: "collection view")
        .replacing("a row", with: "an item").replacing("rows", with: "items")
        .replacing("row", with: "item")
      #expect(table == error.description)
    }
  }
}
