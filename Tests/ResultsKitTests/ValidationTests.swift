import ResultsKit
import TestSupport
import Testing

/// `validate(before:after:)`, rules 1–5.
///
/// Section and item ranges, duplicates, conflicts and moves across deleted or inserted
/// sections. The counts (rule 6) are in `ValidationCountTests`.
@Suite struct ValidationTests {
  /// Two sections before the batch, three after it; no section has the same count before and
  /// after, so every `count` in an error shows which state was read.
  static let before = [2, 3]
  static let after = [4, 5, 1]

  static let itemOperations: [BatchOperation] = [
    .delete, .insert, .moveFrom, .moveTo, .reload, .reconfigure,
  ]
  static let beforeOperations: [BatchOperation] = [.delete, .moveFrom, .reload]
  static let afterOperations: [BatchOperation] = [.insert, .moveTo, .reconfigure]

  /// A batch whose only entry is `operation` at `path`; the other end of a move is `[0, 0]`.
  private static func batch(_ operation: BatchOperation, at p: ItemPath) -> ChangeBatch {
    let anchor = path(0, 0)
    switch operation {
    case .deleteSection: return ChangeBatch(deletedSections: [p.section])
    case .insertSection: return ChangeBatch(insertedSections: [p.section])
    case .delete: return ChangeBatch(deletedItems: [p])
    case .insert: return ChangeBatch(insertedItems: [p])
    case .moveFrom: return ChangeBatch(movedItems: [ItemMove(from: p, to: anchor)])
    case .moveTo: return ChangeBatch(movedItems: [ItemMove(from: anchor, to: p)])
    case .reload: return ChangeBatch(reloadedItems: [p])
    case .reconfigure: return ChangeBatch(reconfiguredItems: [p])
    }
  }

  /// The counts of the state `operation` names.
  private static func counts(for operation: BatchOperation) -> [Int] {
    operation.namesStateAfterBatch ? after : before
  }

  /// The error `validate` throws against `before` and `after`, or nil.
  private static func error(_ batch: ChangeBatch) -> BatchError? {
    batch.validationError(before: before, after: after)
  }

  private static func isRangeError(_ error: BatchError?) -> Bool {
    switch error {
    case .sectionOutOfRange?, .itemOutOfRange?: true
    default: false
    }
  }

  // MARK: Rule 1: section indices

  @Test func deletedSectionPastTheSectionsBeforeIsOutOfRange() {
    // Section 2 exists after the batch, but a delete names the state before it.
    #expect(throws: BatchError.sectionOutOfRange(.deleteSection, section: 2, count: 2)) {
      try ChangeBatch(deletedSections: [2]).validate(before: Self.before, after: Self.after)
    }
  }

  @Test func insertedSectionPastTheSectionsAfterIsOutOfRange() {
    #expect(throws: BatchError.sectionOutOfRange(.insertSection, section: 3, count: 3)) {
      try ChangeBatch(insertedSections: [3]).validate(before: Self.before, after: Self.after)
    }
  }

  @Test func insertedSectionIsCheckedAgainstTheSectionsAfter() throws {
    // Section 2 does not exist before the batch; inserting it is fine.
    try ChangeBatch(insertedSections: [2]).validate(before: [2, 3], after: [2, 3, 7])
  }

  @Test(arguments: [BatchOperation.deleteSection, .insertSection], [-1, Int.min, Int.max])
  func negativeAndHugeSectionIndicesAreOutOfRange(operation: BatchOperation, section: Int) {
    let count = Self.counts(for: operation).count
    #expect(throws: BatchError.sectionOutOfRange(operation, section: section, count: count)) {
      try Self.batch(operation, at: path(section, -1))
        .validate(before: Self.before, after: Self.after)
    }
  }

  @Test func sectionDeletedTwiceIsADuplicate() {
    #expect(throws: BatchError.duplicate(.deleteSection, ItemPath(item: -1, section: 1))) {
      try ChangeBatch(deletedSections: [1, 0, 1]).validate(before: [1, 1, 1], after: [])
    }
  }

  @Test func sectionInsertedTwiceIsADuplicate() {
    #expect(throws: BatchError.duplicate(.insertSection, ItemPath(item: -1, section: 2))) {
      try ChangeBatch(insertedSections: [2, 0, 2]).validate(before: [], after: [0, 0, 0])
    }
  }

  @Test func noSectionsAtAllPutsEverySectionOutOfRange() throws {
    try ChangeBatch().validate(before: [], after: [])
    #expect(throws: BatchError.sectionOutOfRange(.deleteSection, section: 0, count: 0)) {
      try ChangeBatch(deletedSections: [0]).validate(before: [], after: [])
    }
    #expect(throws: BatchError.sectionOutOfRange(.insertSection, section: 0, count: 0)) {
      try ChangeBatch(insertedSections: [0]).validate(before: [], after: [])
    }
  }

  // MARK: Rule 2: item paths in the state they name

  @Test(arguments: ValidationTests.beforeOperations)
  func beforeOperationPastItsSectionIsItemOutOfRange(operation: BatchOperation) {
    // Section 1 holds 3 items before the batch and 5 after it.
    #expect(throws: BatchError.itemOutOfRange(operation, path(1, 3), count: 3)) {
      try Self.batch(operation, at: path(1, 3)).validate(before: Self.before, after: Self.after)
    }
  }

  @Test(arguments: ValidationTests.afterOperations)
  func afterOperationPastItsSectionIsItemOutOfRange(operation: BatchOperation) {
    #expect(throws: BatchError.itemOutOfRange(operation, path(1, 5), count: 5)) {
      try Self.batch(operation, at: path(1, 5)).validate(before: Self.before, after: Self.after)
    }
  }

  @Test(arguments: ValidationTests.afterOperations)
  func afterOperationIsNotMeasuredAgainstTheCountsBefore(operation: BatchOperation) {
    // [1, 3] and [1, 4] are past the 3 items before, but inside the 5 after.
    for item in [3, 4] {
      let error = Self.error(Self.batch(operation, at: path(1, item)))
      #expect(
        !Self.isRangeError(error), "\(operation) at [1, \(item)] threw \(String(describing: error))"
      )
    }
  }

  @Test(arguments: ValidationTests.beforeOperations)
  func beforeOperationInAMissingSectionIsSectionOutOfRange(operation: BatchOperation) {
    // Section 2 exists only after the batch.
    #expect(throws: BatchError.sectionOutOfRange(operation, section: 2, count: 2)) {
      try Self.batch(operation, at: path(2, 0)).validate(before: Self.before, after: Self.after)
    }
  }

  @Test(arguments: ValidationTests.afterOperations)
  func afterOperationInAMissingSectionIsSectionOutOfRange(operation: BatchOperation) {
    #expect(throws: BatchError.sectionOutOfRange(operation, section: 3, count: 3)) {
      try Self.batch(operation, at: path(3, 0)).validate(before: Self.before, after: Self.after)
    }
    let error = Self.error(Self.batch(operation, at: path(2, 0)))
    #expect(
      !Self.isRangeError(error), "section 2 exists after the batch: \(String(describing: error))")
  }

  @Test(arguments: ValidationTests.itemOperations, [-1, Int.min, Int.max])
  func negativeAndHugeItemIndicesAreItemOutOfRange(operation: BatchOperation, item: Int) {
    let count = Self.counts(for: operation)[0]
    #expect(throws: BatchError.itemOutOfRange(operation, path(0, item), count: count)) {
      try Self.batch(operation, at: path(0, item)).validate(before: Self.before, after: Self.after)
    }
  }

  @Test(arguments: ValidationTests.itemOperations, [-1, Int.min, Int.max])
  func negativeAndHugeSectionIndicesOfItemsAreSectionOutOfRange(
    operation: BatchOperation, section: Int
  ) {
    let count = Self.counts(for: operation).count
    #expect(throws: BatchError.sectionOutOfRange(operation, section: section, count: count)) {
      try Self.batch(operation, at: path(section, 0)).validate(
        before: Self.before, after: Self.after)
    }
  }

  /// Counts where only the state `operation` names is `empty` (the other end of a move exists).
  private static func counts(_ operation: BatchOperation, empty: [Int]) -> (
    before: [Int], after: [Int]
  ) {
    operation.namesStateAfterBatch ? ([1], empty) : (empty, [1])
  }

  @Test(arguments: ValidationTests.itemOperations)
  func noSectionsMakesEveryItemSectionOutOfRange(operation: BatchOperation) {
    let (before, after) = Self.counts(operation, empty: [])
    #expect(throws: BatchError.sectionOutOfRange(operation, section: 0, count: 0)) {
      try Self.batch(operation, at: path(0, 0)).validate(before: before, after: after)
    }
  }

  @Test(arguments: ValidationTests.itemOperations)
  func emptySectionMakesEveryItemOutOfRange(operation: BatchOperation) {
    let (before, after) = Self.counts(operation, empty: [0])
    #expect(throws: BatchError.itemOutOfRange(operation, path(0, 0), count: 0)) {
      try Self.batch(operation, at: path(0, 0)).validate(before: before, after: after)
    }
  }

  // MARK: Rule 3: duplicates

  @Test(arguments: BatchOperation.allCases)
  func aPathListedTwiceInAnyListIsADuplicate(operation: BatchOperation) {
    let p = path(0, 1)
    let q = path(1, 0)
    let batch: ChangeBatch
    let reported: ItemPath
    switch operation {
    case .deleteSection:
      (batch, reported) = (ChangeBatch(deletedSections: [0, 1, 0]), ItemPath(item: -1, section: 0))
    case .insertSection:
      (batch, reported) = (
        ChangeBatch(insertedSections: [2, 0, 2]), ItemPath(item: -1, section: 2)
      )
    case .delete: (batch, reported) = (ChangeBatch(deletedItems: [p, q, p]), p)
    case .insert: (batch, reported) = (ChangeBatch(insertedItems: [p, q, p]), p)
    case .reload: (batch, reported) = (ChangeBatch(reloadedItems: [p, q, p]), p)
    case .reconfigure: (batch, reported) = (ChangeBatch(reconfiguredItems: [p, q, p]), p)
    case .moveFrom:
      let moves = [
        ItemMove(from: p, to: path(0, 0)), ItemMove(from: q, to: path(0, 1)),
        ItemMove(from: p, to: path(0, 2)),
      ]
      (batch, reported) = (ChangeBatch(movedItems: moves), p)
    case .moveTo:
      let moves = [
        ItemMove(from: path(0, 0), to: p), ItemMove(from: path(1, 1), to: q),
        ItemMove(from: path(1, 2), to: p),
      ]
      (batch, reported) = (ChangeBatch(movedItems: moves), p)
    }
    #expect(throws: BatchError.duplicate(operation, reported)) {
      try batch.validate(before: Self.before, after: Self.after)
    }
  }

  @Test func adjacentDuplicatesAreFoundToo() {
    #expect(throws: BatchError.duplicate(.reload, path(1, 2))) {
      try ChangeBatch(reloadedItems: [path(0, 0), path(1, 2), path(1, 2)])
        .validate(before: [1, 3], after: [1, 3])
    }
  }

  // MARK: Rule 4: conflicts

  @Test func deleteAndReloadOfOnePathConflict() {
    let batch = ChangeBatch(deletedItems: [path(1, 1)], reloadedItems: [path(0, 0), path(1, 1)])
    #expect(throws: BatchError.conflict(.delete, .reload, path(1, 1))) {
      try batch.validate(before: Self.before, after: Self.after)
    }
  }

  @Test func deleteAndMoveFromOfOnePathConflict() {
    let batch = ChangeBatch(
      deletedItems: [path(1, 2)], movedItems: [ItemMove(from: path(1, 2), to: path(0, 0))])
    #expect(throws: BatchError.conflict(.delete, .moveFrom, path(1, 2))) {
      try batch.validate(before: Self.before, after: Self.after)
    }
  }

  @Test func insertAndMoveToOfOnePathConflict() {
    let batch = ChangeBatch(
      insertedItems: [path(1, 4)], movedItems: [ItemMove(from: path(0, 0), to: path(1, 4))])
    #expect(throws: BatchError.conflict(.insert, .moveTo, path(1, 4))) {
      try batch.validate(before: Self.before, after: Self.after)
    }
  }

  @Test func reloadAndMoveFromOfOnePathConflict() {
    let batch = ChangeBatch(
      movedItems: [ItemMove(from: path(0, 1), to: path(1, 0))], reloadedItems: [path(0, 1)])
    #expect(throws: BatchError.conflict(.reload, .moveFrom, path(0, 1))) {
      try batch.validate(before: Self.before, after: Self.after)
    }
  }

  @Test func samePathInDifferentCoordinateSpacesIsNoConflict() throws {
    // A delete and an insert at [0, 1] replace the item; a reload of [0, 0] and a move to
    // [0, 0] name different items (before vs after).
    try ChangeBatch(deletedItems: [path(0, 1)], insertedItems: [path(0, 1)])
      .validate(before: [3], after: [3])
    try ChangeBatch(
      movedItems: [ItemMove(from: path(0, 2), to: path(0, 0))], reloadedItems: [path(0, 0)]
    ).validate(before: [3], after: [3])
  }

  // MARK: Rule 5: moves across deleted or inserted sections

  @Test func moveOutOfADeletedSectionIsRejected() {
    let batch = ChangeBatch(
      deletedSections: [0], movedItems: [ItemMove(from: path(0, 0), to: path(0, 2))])
    #expect(throws: BatchError.moveFromDeletedSection(path(0, 0))) {
      try batch.validate(before: [1, 2], after: [3])
    }
  }

  @Test func moveIntoAnInsertedSectionIsRejected() {
    let batch = ChangeBatch(
      insertedSections: [0], movedItems: [ItemMove(from: path(0, 1), to: path(0, 0))])
    #expect(throws: BatchError.moveIntoInsertedSection(path(0, 0))) {
      try batch.validate(before: [2], after: [1, 1])
    }
  }

  @Test func moveBetweenSurvivingSectionsBesideDeletedAndInsertedOnesIsValid() throws {
    // Before: sections 0 (deleted) and 1; after: section 0 (inserted) and old section 1 at 1.
    let batch = ChangeBatch(
      deletedSections: [0], insertedSections: [0],
      movedItems: [ItemMove(from: path(1, 0), to: path(1, 1))])
    try batch.validate(before: [4, 2], after: [9, 2])
  }
}
