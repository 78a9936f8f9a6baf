import ResultsKit
import ResultsKitAppKit
import ResultsKitTesting
import TestSupport
import Testing

/// Seeded random snapshots: the diff's batch, turned into row changes and made on a fake table
/// that takes them as `NSTableView` does, leaves the table showing the new snapshot — group rows
/// included — in one update block.
@Suite struct FlatRowUpdatesPropertyTests {
  @Test(arguments: [(1 as UInt64, true), (2, true), (3, false), (4, false)])
  func diffedBatchesTurnTheTableIntoTheNewSnapshot(seed: UInt64, groupRows: Bool) throws {
    var random = SeededRandomNumberGenerator(seed: seed)
    var exercised = (moves: 0, sectionChanges: 0, reloads: 0)
    for iteration in 0..<1_500 {
      let old = RandomSnapshots.sections(using: &random)
      let new = RandomSnapshots.successor(of: old, using: &random)
      let style: UpdateStyle = iteration % 2 == 0 ? .reload : .reconfigure
      let batch = try ChangeBatch.diff(from: old, to: new, updates: style)
      let updates = try FlatRowUpdates(
        batch, before: old.map(\.objects.count), after: new.map(\.objects.count),
        showsGroupRows: groupRows)
      var table = FakeRowTable(showing: old, source: new, groupRows: groupRows)
      table.apply(updates)
      guard table.violations.isEmpty, table.rows == table.source else {
        Issue.record(
          """
          seed \(seed), iteration \(iteration): \(old) → \(new)
          \(batch)
          \(updates)
          shows \(table.rows), violations \(table.violations)
          """)
        return
      }
      if !updates.movedRows.isEmpty { exercised.moves += 1 }
      if !batch.deletedSections.isEmpty || !batch.insertedSections.isEmpty {
        exercised.sectionChanges += 1
      }
      if !updates.reloadedRows.isEmpty || !updates.reconfiguredRows.isEmpty {
        exercised.reloads += 1
      }
    }
    // Each kind of change must be well represented, or the comparison proves little.
    #expect(exercised.moves > 300)
    #expect(exercised.sectionChanges > 300)
    #expect(exercised.reloads > 300)
  }

  @Test func aBatchThatDoesNotFitThrowsValidationsError() throws {
    let batch = ChangeBatch(insertedItems: [ItemPath(item: 0, section: 0)])
    let expected = try #require(throws: BatchError.self) {
      try batch.validate(before: [1], after: [1])
    }
    #expect(throws: expected) {
      try FlatRowUpdates(batch, before: [1], after: [1], showsGroupRows: true)
    }
  }
}
