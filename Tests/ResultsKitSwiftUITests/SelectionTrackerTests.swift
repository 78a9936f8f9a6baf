import ResultsKit
import ResultsKitSwiftUI
import TestSupport
import Testing

/// The selection by identifier on its own: replacing, looking up, following a batch.
@Suite struct SelectionTrackerTests {
  /// The objects of rows, by path: what `identifier` reads after a batch.
  static func identifier(_ rows: [[Int]]) -> (ItemPath) -> Int? {
    { path in
      guard rows.indices.contains(path.section), rows[path.section].indices.contains(path.item)
      else { return nil }
      return rows[path.section][path.item]
    }
  }

  @Test func replacingKeepsKnownRowsAndLeavesNewIdentifiersUnresolved() {
    var tracker = SelectionTracker<Int>()
    tracker.select(paths: [path(0, 0), path(0, 2)], identifier: Self.identifier([[10, 11, 12]]))
    #expect(tracker.ids == [10, 12])
    let deselected = tracker.replace(with: [12, 99])
    #expect(deselected == [path(0, 0)])
    #expect(tracker.located == [12: path(0, 2)])
    #expect(tracker.unresolved == [99])
    #expect(tracker.ids == [12, 99])
  }

  @Test func resolvingLocatesWhatIsFoundAndDropsTheRest() {
    var tracker = SelectionTracker<Int>()
    _ = tracker.replace(with: [1, 2, 3])
    let dropped = tracker.resolve { $0 == 2 ? nil : path(0, $0) }
    #expect(dropped == [2])
    #expect(tracker.located == [1: path(0, 1), 3: path(0, 3)])
    #expect(tracker.unresolved.isEmpty)
    #expect(tracker.selectedPaths == [path(0, 1), path(0, 3)])
  }

  @Test func relocatingLooksEveryIdentifierUpAgain() {
    var tracker = SelectionTracker<Int>()
    tracker.select(paths: [path(0, 0), path(0, 1)], identifier: Self.identifier([[5, 6]]))
    var asked: [Int] = []
    let dropped = tracker.relocate { id in
      asked.append(id)
      return id == 5 ? path(3, 4) : nil
    }
    #expect(asked.sorted() == [5, 6])
    #expect(dropped == [6])
    #expect(tracker.located == [5: path(3, 4)])
  }

  @Test func userSelectionKeepsUnresolvedIdentifiers() {
    var tracker = SelectionTracker<Int>()
    _ = tracker.replace(with: [7])
    tracker.select(paths: [path(0, 1), path(0, 9)], identifier: Self.identifier([[1, 2]]))
    #expect(tracker.located == [2: path(0, 1)])
    #expect(tracker.unresolved == [7])
  }

  @Test func followingMovesRowsAndDropsDeletedObjects() {
    // [a b c d] → [d a c]: b deleted, d moved to the front.
    var tracker = SelectionTracker<String>()
    let before = [["a", "b", "c", "d"]]
    tracker.select(paths: (0..<4).map { path(0, $0) }) { before[$0.section][$0.item] }
    let batch = ChangeBatch(deletedItems: [path(0, 1)], movedItems: [move(path(0, 3), path(0, 0))])
    let after = [["d", "a", "c"]]
    var insertedAsked = false
    let dropped = tracker.follow(
      batch, identifier: { after[$0.section][$0.item] },
      insertedPaths: {
        insertedAsked = true
        return []
      })
    #expect(dropped == ["b"])
    #expect(tracker.located == ["d": path(0, 0), "a": path(0, 1), "c": path(0, 2)])
    #expect(insertedAsked, "a lost object is looked for among the inserted rows")
  }

  @Test func anObjectShownAgainThroughAnInsertIsFound() {
    // Section 0 is deleted; its object 4 reappears in section 1 as an insert, as a coordinator
    // reports a move out of a deleted section.
    var tracker = SelectionTracker<Int>()
    tracker.select(paths: [path(0, 0), path(1, 0)], identifier: Self.identifier([[4], [8]]))
    let batch = ChangeBatch(deletedSections: [0], insertedItems: [path(0, 1)])
    let after = [[8, 4]]
    let dropped = tracker.follow(
      batch, identifier: Self.identifier(after),
      insertedPaths: { batch.insertedPaths { after[$0].count } })
    #expect(dropped.isEmpty)
    #expect(tracker.located == [8: path(0, 0), 4: path(0, 1)])
  }

  @Test func aBatchThatLeavesTheSelectedRowsAloneReadsNothingElse() {
    var tracker = SelectionTracker<Int>()
    tracker.select(paths: [path(0, 5)], identifier: { _ in 42 })
    var reads = 0
    let dropped = tracker.follow(
      ChangeBatch(insertedItems: [path(0, 0), path(0, 1)]),
      identifier: { path in
        reads += 1
        return path == ItemPath(item: 7, section: 0) ? 42 : nil
      },
      insertedPaths: {
        Issue.record("no object left its row: the inserted rows are not read")
        return []
      })
    #expect(dropped.isEmpty)
    #expect(tracker.located == [42: path(0, 7)])
    #expect(reads == 1)
  }

  @Test func anObjectNotAtItsNewRowIsLostUnlessInserted() {
    // A monitor whose batch disagrees with its objects: the row the map gives holds another.
    var tracker = SelectionTracker<Int>()
    tracker.select(paths: [path(0, 0)], identifier: { _ in 1 })
    let dropped = tracker.follow(
      ChangeBatch(insertedItems: [path(0, 0)]), identifier: { _ in 2 }, insertedPaths: { [] })
    #expect(dropped == [1])
    #expect(tracker.isEmpty)
  }
}
