import ResultsKit
import ResultsKitCoreData
import TestSupport
import Testing

/// The controller's quirks: updates with and without `newIndexPath`, moves in place, one
/// object reported twice.
@Suite struct FetchedResultsChangesQuirkTests {
  @Test func anUpdateWithANewIndexPathKeepsIt() throws {
    #expect(
      try events([Callback<String>.update("a", path(0, 1), path(0, 1))])
        == [.willChange, .updated("a", at: path(0, 1), newPath: path(0, 1)), .didChange])
  }

  /// Rows above came and went: the two paths differ, but the object kept its place in the
  /// order, so it stays an update.
  @Test func anUpdateWhosePathsDifferThroughOtherRowsStaysAnUpdate() throws {
    let result = try events([
      Callback<String>.delete("a", path(0, 0)), .delete("b", path(0, 1)),
      .insert("x", path(1, 0)), .update("c", path(0, 2), path(0, 0)),
    ])
    #expect(
      result == [
        .willChange,
        .deleted("a", at: path(0, 0)), .deleted("b", at: path(0, 1)),
        .inserted("x", at: path(1, 0)),
        .updated("c", at: path(0, 2), newPath: path(0, 0)),
        .didChange,
      ])
  }

  @Test func aMoveWithEqualPathsStaysAMove() throws {
    #expect(
      try events([Callback<String>.move("a", path(0, 1), path(0, 1))])
        == [.willChange, .moved("a", from: path(0, 1), to: path(0, 1)), .didChange])
  }

  @Test func anUpdateWithoutANewIndexPathAndNothingElseStaysPut() throws {
    #expect(
      try events([Callback<String>.update("a", path(2, 3), nil)])
        == [.willChange, .updated("a", at: path(2, 3), newPath: path(2, 3)), .didChange])
  }

  /// An update among every other kind of change.
  ///
  /// Before: A = [a0, a1, a2], B = [b0, b1, b2, b3]. After: N = [n], B = [y, b3, b1, b2]:
  /// A deleted and N inserted at 0, b0 deleted, y inserted, b3 moved to the front; b2 is
  /// updated without a `newIndexPath` and lands at [1, 3].
  @Test func anUpdateWithoutANewIndexPathIsCarriedThroughTheChange() throws {
    let result = try events([
      Callback<String>.update("b2", path(1, 2), nil),
      .deleteSection("A", 0), .insertSection("N", 0),
      .delete("b0", path(1, 0)), .insert("y", path(1, 0)),
      .move("b3", path(1, 3), path(1, 1)),
    ])
    #expect(result.contains(.updated("b2", at: path(1, 2), newPath: path(1, 3))))
  }

  /// Sections before it deleted and inserted shift it; so do sections after it not at all.
  @Test(arguments: [
    // (deleted sections, inserted sections, path before, path after)
    ([0], [], path(1, 0), path(0, 0)),
    ([], [0], path(0, 0), path(1, 0)),
    ([0, 1], [0], path(2, 4), path(1, 4)),
    ([3], [1, 2], path(1, 1), path(3, 1)),
    ([2], [5], path(1, 1), path(1, 1)),
    ([0, 2], [0, 1, 3], path(1, 0), path(2, 0)),
    ([0, 2], [0, 1, 3], path(3, 0), path(4, 0)),
  ])
  func sectionsAroundAnUpdateShiftIt(
    deleted: [Int], inserted: [Int], before: ItemPath, after: ItemPath
  ) throws {
    var callbacks: [Callback<String>] = deleted.map { .deleteSection("d\($0)", $0) }
    callbacks += inserted.map { .insertSection("i\($0)", $0) }
    callbacks.append(.update("u", before, nil))
    #expect(try events(callbacks).contains(.updated("u", at: before, newPath: after)))
  }

  /// Rows of its own section removed before it and placed before it shift it; rows after it,
  /// and rows of other sections, do not.
  @Test(arguments: [
    // (removed paths, placed paths, path before, path after)
    ([path(0, 0)], [], path(0, 2), path(0, 1)),
    ([], [path(0, 0)], path(0, 2), path(0, 3)),
    ([path(0, 3)], [path(0, 5)], path(0, 2), path(0, 2)),
    ([path(1, 0)], [path(1, 0), path(1, 1)], path(0, 2), path(0, 2)),
    ([path(0, 0), path(0, 1)], [path(0, 0)], path(0, 2), path(0, 1)),
    // Placed rows fill the places before it: free places are 1 and 3, its rank is 1.
    ([], [path(0, 0), path(0, 2)], path(0, 1), path(0, 3)),
    ([path(0, 0)], [path(0, 1), path(0, 2), path(0, 4)], path(0, 3), path(0, 5)),
  ])
  func rowsAroundAnUpdateShiftIt(
    removed: [ItemPath], placed: [ItemPath], before: ItemPath, after: ItemPath
  ) throws {
    var callbacks: [Callback<String>] = removed.map { .delete("r", $0) }
    callbacks += placed.map { .insert("p", $0) }
    callbacks.append(.update("u", before, nil))
    #expect(try events(callbacks).contains(.updated("u", at: before, newPath: after)))
  }

  /// A move takes its object out of one place and into another: both count.
  @Test func movesAroundAnUpdateShiftItFromBothEnds() throws {
    // Before [m, a, u]; after [a, u, m]: m moved from 0 to 2, u stays at rank 1.
    let result = try events([
      Callback<String>.move("m", path(0, 0), path(0, 2)), .update("u", path(0, 2), nil),
    ])
    #expect(result.contains(.updated("u", at: path(0, 2), newPath: path(0, 1))))
    // Moved in from another section ahead of it.
    let across = try events([
      Callback<String>.move("m", path(1, 0), path(0, 0)), .update("u", path(0, 0), nil),
    ])
    #expect(across.contains(.updated("u", at: path(0, 0), newPath: path(0, 1))))
  }

  @Test func anUpdateInADeletedSectionIsDropped() throws {
    let result = try events([
      Callback<String>.deleteSection("A", 0), .update("a", path(0, 0), nil),
      .update("b", path(0, 1), path(0, 1)),
    ])
    #expect(result == [.willChange, .deletedSection(name: "A", at: 0), .didChange])
  }

  @Test func itemCallbacksInDeletedAndInsertedSectionsArePassedOn() throws {
    let result = try events([
      Callback<String>.deleteSection("A", 0), .delete("a", path(0, 0)),
      .insertSection("B", 0), .insert("b", path(0, 0)),
    ])
    #expect(
      result == [
        .willChange, .deletedSection(name: "A", at: 0), .insertedSection(name: "B", at: 0),
        .deleted("a", at: path(0, 0)), .inserted("b", at: path(0, 0)), .didChange,
      ])
  }
}

/// One object reported twice in one change.
@Suite struct FetchedResultsChangesRepeatTests {
  @Test(arguments: [nil, path(0, 0), path(0, 3)])
  func anUpdateMergesIntoAMoveOfTheSameObject(newIndexPath: ItemPath?) throws {
    let move = Callback<String>.move("a", path(0, 1), path(0, 3))
    let update = Callback<String>.update("a", path(0, 1), newIndexPath)
    let expected: [ResultsEvent<String>] = [
      .willChange, .moved("a", from: path(0, 1), to: path(0, 3)), .didChange,
    ]
    #expect(try events([update, move]) == expected)
    #expect(try events([move, update]) == expected)
  }

  @Test func anUpdateMergesIntoADeleteOfTheSameObject() throws {
    let expected: [ResultsEvent<String>] = [.willChange, .deleted("a", at: path(0, 1)), .didChange]
    #expect(
      try events([Callback<String>.update("a", path(0, 1), nil), .delete("a", path(0, 1))])
        == expected)
    #expect(
      try events([Callback<String>.delete("a", path(0, 1)), .update("a", path(0, 1), nil)])
        == expected)
  }

  @Test func twoUpdatesOfOnePathAreOneWithTheNewIndexPathEitherGave() throws {
    let expected: [ResultsEvent<String>] = [
      .willChange, .updated("a2", at: path(0, 1), newPath: path(0, 0)), .didChange,
    ]
    #expect(
      try events([
        Callback<String>.update("a1", path(0, 1), nil), .update("a2", path(0, 1), path(0, 0)),
      ]) == expected)
    #expect(
      try events([
        Callback<String>.update("a1", path(0, 1), path(0, 0)), .update("a2", path(0, 1), nil),
      ]) == expected)
  }

  @Test func anExactRepeatCountsOnceWithTheLaterObject() throws {
    #expect(
      try events([
        Callback<String>.insert("x1", path(0, 0)), .insert("x2", path(0, 0)),
        .move("m1", path(1, 0), path(1, 1)), .move("m2", path(1, 0), path(1, 1)),
        .delete("d1", path(2, 0)), .delete("d2", path(2, 0)),
        .insertSection("S", 3), .insertSection("S", 3),
      ]) == [
        .willChange, .insertedSection(name: "S", at: 3), .deleted("d2", at: path(2, 0)),
        .inserted("x2", at: path(0, 0)), .moved("m2", from: path(1, 0), to: path(1, 1)),
        .didChange,
      ])
  }

  @Test func aSectionDeletedAndAnotherInsertedAtOneIndexIsFine() throws {
    #expect(
      try events([Callback<String>.deleteSection("A", 0), .insertSection("B", 0)]) == [
        .willChange, .deletedSection(name: "A", at: 0), .insertedSection(name: "B", at: 0),
        .didChange,
      ])
  }
}
