import ResultsKit
import TestSupport
import Testing

/// `validate(before:after:)`, rule 6 (the count equations), absorbed item changes, the order
/// in which rules are checked, overflow, and valid batches.
@Suite struct ValidationCountTests {

  // MARK: Section count

  @Test func sectionCountThatChangesWithoutSectionOpsIsInvalid() {
    #expect(
      throws: BatchError.invalidNumberOfSections(after: 1, before: 2, inserted: 0, deleted: 0)
    ) {
      try ChangeBatch().validate(before: [1, 1], after: [1])
    }
  }

  @Test func sectionCountEquationTalliesInsertedAndDeletedSections() {
    let batch = ChangeBatch(deletedSections: [1], insertedSections: [0, 2])
    #expect(
      throws: BatchError.invalidNumberOfSections(after: 4, before: 2, inserted: 2, deleted: 1)
    ) {
      try batch.validate(before: [1, 1], after: [1, 1, 1, 1])
    }
  }

  // MARK: Item counts

  @Test func itemCountThatChangesWithoutItemOpsIsInvalid() {
    #expect(
      throws: BatchError.invalidNumberOfItems(
        section: 0, after: 3, before: 2, inserted: 0, deleted: 0, movedIn: 0, movedOut: 0)
    ) {
      try ChangeBatch().validate(before: [2], after: [3])
    }
  }

  @Test func itemCountTalliesInsertsAndDeletes() {
    let batch = ChangeBatch(deletedItems: [path(0, 0), path(0, 1)], insertedItems: [path(0, 0)])
    #expect(
      throws: BatchError.invalidNumberOfItems(
        section: 0, after: 3, before: 3, inserted: 1, deleted: 2, movedIn: 0, movedOut: 0)
    ) {
      try batch.validate(before: [3], after: [3])
    }
  }

  @Test func itemMovedOutCountsAgainstItsOldSection() {
    let batch = ChangeBatch(movedItems: [move(path(0, 0), path(1, 0))])
    #expect(
      throws: BatchError.invalidNumberOfItems(
        section: 0, after: 3, before: 3, inserted: 0, deleted: 0, movedIn: 0, movedOut: 1)
    ) {
      try batch.validate(before: [3, 2], after: [3, 3])
    }
  }

  @Test func itemMovedInCountsForItsNewSection() {
    let batch = ChangeBatch(movedItems: [move(path(0, 0), path(1, 0))])
    #expect(
      throws: BatchError.invalidNumberOfItems(
        section: 1, after: 4, before: 2, inserted: 0, deleted: 0, movedIn: 1, movedOut: 0)
    ) {
      try batch.validate(before: [3, 2], after: [2, 4])
    }
  }

  @Test func moveInsideOneSectionCountsInAndOut() {
    let batch = ChangeBatch(movedItems: [move(path(0, 0), path(0, 2))])
    #expect(
      throws: BatchError.invalidNumberOfItems(
        section: 0, after: 4, before: 3, inserted: 0, deleted: 0, movedIn: 1, movedOut: 1)
    ) {
      try batch.validate(before: [3], after: [4])
    }
  }

  @Test func reloadsAndReconfiguresDoNotChangeCounts() {
    let batch = ChangeBatch(reloadedItems: [path(0, 0)], reconfiguredItems: [path(0, 1)])
    #expect(
      throws: BatchError.invalidNumberOfItems(
        section: 0, after: 2, before: 3, inserted: 0, deleted: 0, movedIn: 0, movedOut: 0)
    ) {
      try batch.validate(before: [3], after: [2])
    }
  }

  @Test func reportedSectionIsTheIndexBeforeTheBatch() {
    // Section 0 is deleted, so old section 2 is section 1 after the batch.
    #expect(
      throws: BatchError.invalidNumberOfItems(
        section: 2, after: 4, before: 3, inserted: 0, deleted: 0, movedIn: 0, movedOut: 0)
    ) {
      try ChangeBatch(deletedSections: [0]).validate(before: [1, 2, 3], after: [2, 4])
    }
  }

  @Test func insertsAreTalliedInTheSectionsIndexAfterTheBatch() throws {
    // Old section 1 becomes section 2 (section 0 deleted, sections 0 and 1 inserted); the
    // inserts name it as section 2, the error as section 1.
    let batch = ChangeBatch(
      deletedSections: [0], insertedSections: [0, 1], insertedItems: [path(2, 0), path(2, 1)])
    #expect(
      throws: BatchError.invalidNumberOfItems(
        section: 1, after: 3, before: 2, inserted: 2, deleted: 0, movedIn: 0, movedOut: 0)
    ) {
      try batch.validate(before: [1, 2], after: [5, 5, 3])
    }
    try ChangeBatch(deletedSections: [0], insertedSections: [0, 1], insertedItems: [path(2, 0)])
      .validate(before: [1, 2], after: [5, 5, 3])
  }

  @Test func firstFailingSectionIsReported() {
    #expect(
      throws: BatchError.invalidNumberOfItems(
        section: 0, after: 2, before: 1, inserted: 0, deleted: 0, movedIn: 0, movedOut: 0)
    ) {
      try ChangeBatch().validate(before: [1, 1], after: [2, 2])
    }
  }

  // MARK: Absorbed item changes

  @Test func itemDeletesInsideADeletedSectionAreAbsorbed() throws {
    // Out of range and duplicated, and conflicting with a reload: all ignored.
    let batch = ChangeBatch(
      deletedSections: [0], deletedItems: [path(0, 0), path(0, 7), path(0, 0)],
      reloadedItems: [path(0, 0)])
    try batch.validate(before: [2, 1], after: [1])
  }

  @Test func itemDeletesOutsideDeletedSectionsStillCount() {
    let batch = ChangeBatch(deletedSections: [0], deletedItems: [path(0, 0), path(1, 0)])
    #expect(
      throws: BatchError.invalidNumberOfItems(
        section: 1, after: 1, before: 1, inserted: 0, deleted: 1, movedIn: 0, movedOut: 0)
    ) {
      try batch.validate(before: [2, 1], after: [1])
    }
  }

  @Test func itemInsertsInsideAnInsertedSectionAreAbsorbed() throws {
    let batch = ChangeBatch(
      insertedSections: [0], insertedItems: [path(0, 0), path(0, 1), path(0, 9), path(0, 1)])
    try batch.validate(before: [1], after: [2, 1])
  }

  @Test func itemDeleteIsNotAbsorbedByASectionInsertedAtTheSameIndex() {
    // Section 0 is inserted (after coordinates); the delete names old section 0, which survives.
    let batch = ChangeBatch(insertedSections: [0], deletedItems: [path(0, 0)])
    #expect(
      throws: BatchError.invalidNumberOfItems(
        section: 0, after: 1, before: 1, inserted: 0, deleted: 1, movedIn: 0, movedOut: 0)
    ) {
      try batch.validate(before: [1], after: [1, 1])
    }
  }

  @Test func itemInsertIsNotAbsorbedByASectionDeletedAtTheSameIndex() throws {
    // Old section 0 is deleted; the insert names new section 0, which is old section 1.
    try ChangeBatch(deletedSections: [0], insertedItems: [path(0, 0)])
      .validate(before: [1, 1], after: [2])
  }

  // MARK: Order of the rules

  @Test func sectionRangeComesBeforeItemRange() {
    let batch = ChangeBatch(deletedSections: [5], deletedItems: [path(0, 9)])
    #expect(throws: BatchError.sectionOutOfRange(.deleteSection, section: 5, count: 2)) {
      try batch.validate(before: [1, 1], after: [1, 1])
    }
  }

  @Test func duplicateSectionComesBeforeItemRange() {
    let batch = ChangeBatch(deletedSections: [0, 0], insertedItems: [path(0, 99)])
    #expect(throws: BatchError.duplicate(.deleteSection, ItemPath(item: -1, section: 0))) {
      try batch.validate(before: [1, 1], after: [1, 1])
    }
  }

  @Test func itemRangeComesBeforeDuplicates() {
    let batch = ChangeBatch(deletedItems: [path(0, 0), path(0, 0)], reloadedItems: [path(0, 9)])
    #expect(throws: BatchError.itemOutOfRange(.reload, path(0, 9), count: 2)) {
      try batch.validate(before: [2], after: [0])
    }
  }

  @Test func duplicatesComeBeforeConflicts() {
    let batch = ChangeBatch(
      deletedItems: [path(0, 0)], reloadedItems: [path(0, 0)],
      reconfiguredItems: [path(0, 1), path(0, 1)])
    #expect(throws: BatchError.duplicate(.reconfigure, path(0, 1))) {
      try batch.validate(before: [2], after: [2])
    }
  }

  @Test func conflictsComeBeforeMovesAcrossDeletedSections() {
    let batch = ChangeBatch(
      deletedSections: [0], movedItems: [move(path(0, 0), path(0, 0))],
      reloadedItems: [path(0, 0)])
    #expect(throws: BatchError.conflict(.reload, .moveFrom, path(0, 0))) {
      try batch.validate(before: [1, 1], after: [1])
    }
  }

  @Test func absorbedDeleteCannotConflictSoTheMoveOutOfTheDeletedSectionIsReported() {
    let batch = ChangeBatch(
      deletedSections: [0], deletedItems: [path(0, 0)], movedItems: [move(path(0, 0), path(0, 1))])
    #expect(throws: BatchError.moveFromDeletedSection(path(0, 0))) {
      try batch.validate(before: [1, 1], after: [2])
    }
  }

  @Test func movesAcrossDeletedSectionsComeBeforeCounts() {
    let batch = ChangeBatch(deletedSections: [0], movedItems: [move(path(0, 0), path(0, 0))])
    #expect(throws: BatchError.moveFromDeletedSection(path(0, 0))) {
      try batch.validate(before: [1, 1], after: [5])
    }
  }

  @Test func sectionCountComesBeforeItemCounts() {
    #expect(
      throws: BatchError.invalidNumberOfSections(after: 2, before: 1, inserted: 0, deleted: 0)
    ) {
      try ChangeBatch().validate(before: [1], after: [2, 2])
    }
  }

  // MARK: Overflow and extreme counts

  @Test func insertIntoASectionOfIntMaxItemsDoesNotTrap() {
    #expect(
      throws: BatchError.invalidNumberOfItems(
        section: 0, after: .max, before: .max, inserted: 1, deleted: 0, movedIn: 0, movedOut: 0)
    ) {
      try ChangeBatch(insertedItems: [path(0, 0)]).validate(before: [.max], after: [.max])
    }
  }

  @Test func moveIntoASectionOfIntMaxItemsDoesNotTrap() {
    let batch = ChangeBatch(movedItems: [move(path(1, 0), path(0, 0))])
    #expect(
      throws: BatchError.invalidNumberOfItems(
        section: 0, after: .max, before: .max, inserted: 0, deleted: 0, movedIn: 1, movedOut: 0)
    ) {
      try batch.validate(before: [.max, .max], after: [.max, .max])
    }
  }

  @Test func countsNearIntMaxThatAddUpAreValid() throws {
    try ChangeBatch(deletedItems: [path(0, .max - 1)]).validate(before: [.max], after: [.max - 1])
    try ChangeBatch(insertedItems: [path(0, .max - 1)]).validate(before: [.max - 1], after: [.max])
    try ChangeBatch(movedItems: [move(path(0, .max - 1), path(1, 0))])
      .validate(before: [.max, 0], after: [.max - 1, 1])
  }

  @Test func extremeAndNegativeCountsDoNotTrap() {
    #expect(
      throws: BatchError.invalidNumberOfItems(
        section: 0, after: .min, before: .max, inserted: 0, deleted: 0, movedIn: 0, movedOut: 0)
    ) {
      try ChangeBatch().validate(before: [.max], after: [.min])
    }
    #expect(throws: BatchError.itemOutOfRange(.delete, path(0, 0), count: -1)) {
      try ChangeBatch(deletedItems: [path(0, 0)]).validate(before: [-1], after: [-2])
    }
    #expect(throws: BatchError.itemOutOfRange(.insert, path(0, 0), count: .min)) {
      try ChangeBatch(insertedItems: [path(0, 0)]).validate(before: [.min], after: [.min])
    }
  }

  // MARK: Valid batches

  @Test func emptyBatchWithUnchangedCountsIsValid() throws {
    try ChangeBatch().validate(before: [], after: [])
    try ChangeBatch().validate(before: [0, 3, 1], after: [0, 3, 1])
  }

  @Test func uikitOrderExampleIsValid() throws {
    // [a, b, c, d] → [d, b, x, c]: delete a, move d to the front, insert x at 2.
    let batch = ChangeBatch(
      deletedItems: [path(0, 0)], insertedItems: [path(0, 2)],
      movedItems: [move(path(0, 3), path(0, 0))])
    try batch.validate(before: [4], after: [4])
  }

  @Test func batchUsingEveryListIsValid() throws {
    // Before: [A: 3 items, B: 2 items, C: 1 item]; delete section B, insert a new section at 0.
    // After: [new: 4 items, A: 3 items, C: 1 item].
    let batch = ChangeBatch(
      deletedSections: [1], insertedSections: [0],
      deletedItems: [path(0, 0), path(1, 0)], insertedItems: [path(0, 0), path(1, 2)],
      movedItems: [move(path(0, 2), path(1, 0)), move(path(2, 0), path(2, 0))],
      reloadedItems: [path(0, 1)], reconfiguredItems: [path(1, 0), path(2, 0)])
    try batch.validate(before: [3, 2, 1], after: [4, 3, 1])
  }

  @Test func movesBetweenSectionsThatBalanceAreValid() throws {
    let batch = ChangeBatch(
      movedItems: [move(path(0, 0), path(1, 2)), move(path(1, 0), path(0, 1))])
    try batch.validate(before: [2, 3], after: [2, 3])
  }
}
