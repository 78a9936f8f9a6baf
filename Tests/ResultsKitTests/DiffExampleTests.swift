import ResultsKit
import TestSupport
import Testing

/// Hand-checked diffs: each expected batch was worked out on paper from the diff's documented rules.
@Suite struct DiffExampleTests {
  private func items(_ ids: Int...) -> [Versioned] { ids.map { Versioned(id: $0) } }

  @Test func emptyToEmptyIsTheEmptyBatch() throws {
    #expect(try ChangeBatch.diff(from: [Versioned](), to: []) == ChangeBatch())
    #expect(try ChangeBatch.diff(from: [ResultsSection<Versioned>](), to: []) == ChangeBatch())
  }

  @Test func fromEmptyInsertsEverything() throws {
    #expect(
      try ChangeBatch.diff(from: [], to: items(1, 2, 3))
        == ChangeBatch(insertedItems: [path(0, 0), path(0, 1), path(0, 2)]))
  }

  @Test func toEmptyDeletesEverything() throws {
    #expect(
      try ChangeBatch.diff(from: items(1, 2), to: [])
        == ChangeBatch(deletedItems: [path(0, 0), path(0, 1)]))
  }

  @Test func aSwapIsOneMove() throws {
    let batch = try ChangeBatch.diff(from: items(1, 2), to: items(2, 1))
    #expect(batch.movedItems.count == 1)
    #expect(batch.changeCount == 1)
    #expect(try batch.applied(to: [items(1, 2)], taking: [items(2, 1)]) == [items(2, 1)])
  }

  @Test func reversingKeepsOneAndMovesTheRest() throws {
    let batch = try ChangeBatch.diff(from: items(1, 2, 3, 4), to: items(4, 3, 2, 1))
    #expect(batch.movedItems.count == 3)
    #expect(batch.deletedItems.isEmpty && batch.insertedItems.isEmpty)
  }

  @Test func blockMovedForwardMovesOnlyTheBlock() throws {
    // IGListKit reports 4 moves here; two objects moving is the minimum.
    let batch = try ChangeBatch.diff(
      from: items(1, 2, 3, 4, 5, 6, 7), to: items(1, 4, 5, 2, 3, 6, 7))
    #expect(batch.movedItems.count == 2)
  }

  @Test func insertInTheMiddleShiftsNothingElse() throws {
    #expect(
      try ChangeBatch.diff(from: items(1, 2, 3), to: items(1, 9, 2, 3))
        == ChangeBatch(insertedItems: [path(0, 1)]))
  }

  @Test func changeInPlaceIsAReloadBeforeOrAReconfigureAfter() throws {
    // 3 moves to the front; 1 changes in place, at [0, 0] before and [0, 1] after.
    let old = items(1, 2, 3)
    let new = [Versioned(id: 3), Versioned(id: 1, version: 1), Versioned(id: 2)]
    #expect(
      try ChangeBatch.diff(from: old, to: new, updates: .reload)
        == ChangeBatch(movedItems: [move(path(0, 2), path(0, 0))], reloadedItems: [path(0, 0)]))
    #expect(
      try ChangeBatch.diff(from: old, to: new, updates: .reconfigure)
        == ChangeBatch(movedItems: [move(path(0, 2), path(0, 0))], reconfiguredItems: [path(0, 1)]))
  }

  @Test func movedAndChangedIsDeleteInsertOrMoveReconfigure() throws {
    let old = items(1, 2, 3)
    let new = [Versioned(id: 3, version: 1), Versioned(id: 1), Versioned(id: 2)]
    #expect(
      try ChangeBatch.diff(from: old, to: new, updates: .reload)
        == ChangeBatch(deletedItems: [path(0, 2)], insertedItems: [path(0, 0)]))
    #expect(
      try ChangeBatch.diff(from: old, to: new, updates: .reconfigure)
        == ChangeBatch(movedItems: [move(path(0, 2), path(0, 0))], reconfiguredItems: [path(0, 0)]))
  }

  /// Heckel's sentence example, diffed word by word.
  ///
  /// From Heckel (1978), "A technique for isolating differences between files". Words repeat, so a word's identity is the word and its
  /// occurrence. The fewest moves keep the 14 words from "A" to "." in order and move LIKE,
  /// SNOW and the comma.
  @Test func heckelsSentence() throws {
    let old =
      "MUCH WRITING IS LIKE SNOW , A MASS OF LONG WORDS AND PHRASES FALLS UPON THE RELEVANT FACTS COVERING UP THE DETAILS ."
    let new =
      "A MASS OF LATIN WORDS FALLS UPON THE RELEVANT FACTS LIKE SOFT SNOW , COVERING UP THE DETAILS ."
    func words(_ text: String) -> [String] {
      var seen: [Substring: Int] = [:]
      return text.split(separator: " ").map { word in
        seen[word, default: 0] += 1
        return "\(word)#\(seen[word, default: 0])"
      }
    }
    let batch = try ChangeBatch.diff(
      from: words(old), to: words(new), id: { $0 }, isEqual: ==)
    #expect(
      batch
        == ChangeBatch(
          // MUCH WRITING IS, LONG, AND PHRASES
          deletedItems: [path(0, 0), path(0, 1), path(0, 2), path(0, 9), path(0, 11), path(0, 12)],
          insertedItems: [path(0, 3), path(0, 11)],  // LATIN SOFT
          movedItems: [
            move(path(0, 3), path(0, 10)), move(path(0, 4), path(0, 12)),
            move(path(0, 5), path(0, 13)),
          ]))
    #expect(try batch.applied(to: [words(old)], taking: [words(new)]) == [words(new)])
  }

  @Test func stringsWithAnIdentityClosureAndSlices() throws {
    #expect(
      try ChangeBatch.diff(from: ["a", "b", "c"], to: ["c", "a", "b"], id: { $0 }, isEqual: ==)
        == ChangeBatch(movedItems: [move(path(0, 2), path(0, 0))]))
    let slice = ["x", "a", "b"].dropFirst()
    #expect(
      try ChangeBatch.diff(from: slice, to: ["b", "a"], id: { $0 }, isEqual: ==).movedItems.count
        == 1)
  }

  @Test func sectionAppearsAndDisappears() throws {
    let one = [section("A", items(1))]
    let two = [section("A", items(1)), section("B", items(2))]
    #expect(try ChangeBatch.diff(from: one, to: two) == ChangeBatch(insertedSections: [1]))
    #expect(try ChangeBatch.diff(from: two, to: one) == ChangeBatch(deletedSections: [1]))
  }

  @Test func reorderedSectionsKeepTheLongestRunInOrder() throws {
    // A and B keep their order; C jumps ahead of them: it is deleted and inserted, and its
    // object, gone from a deleted section into an inserted one, is not listed.
    let old = [section("A", items(1)), section("B", items(2)), section("C", items(3))]
    let new = [section("C", items(3)), section("A", items(1)), section("B", items(2))]
    #expect(
      try ChangeBatch.diff(from: old, to: new)
        == ChangeBatch(deletedSections: [2], insertedSections: [0]))
  }

  @Test func objectCrossingSectionsAlwaysMoves() throws {
    let old = [section("A", items(1, 2)), section("B", items(3))]
    let new = [section("A", items(2)), section("B", items(1, 3))]
    #expect(
      try ChangeBatch.diff(from: old, to: new)
        == ChangeBatch(movedItems: [move(path(0, 0), path(1, 0))]))
  }

  @Test func objectLeavingADeletedSectionIsAnInsert() throws {
    let old = [section("A", items(1)), section("B", items(2))]
    let new = [section("A", items(1, 2))]
    #expect(
      try ChangeBatch.diff(from: old, to: new)
        == ChangeBatch(deletedSections: [1], insertedItems: [path(0, 1)]))
  }

  @Test func objectLandingInAnInsertedSectionIsADelete() throws {
    let old = [section("A", items(1, 2))]
    let new = [section("A", items(1)), section("B", items(2))]
    #expect(
      try ChangeBatch.diff(from: old, to: new)
        == ChangeBatch(insertedSections: [1], deletedItems: [path(0, 1)]))
  }
}
