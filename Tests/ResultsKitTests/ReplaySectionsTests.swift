import ResultsKit
import ResultsKitTesting
import TestSupport
import Testing

/// `applied(to:taking:)` over `ResultsSection`s: surviving sections keep their names and
/// replayed objects, inserted sections come from `after`, and bad batches throw like
/// `validate`.
@Suite struct ReplaySectionsTests {
  struct Item: Identifiable, Equatable {
    var id: Int
    var value: Int
  }

  private static func section(_ name: String, _ ids: [Int], title: String? = nil)
    -> ResultsSection<Item>
  {
    ResultsSection(name: name, indexTitle: title, objects: ids.map { Item(id: $0, value: 0) })
  }

  @Test func anInsertedSectionComesWholeFromAfter() throws {
    let before = [Self.section("A", [1])]
    let after = [Self.section("A", [1]), Self.section("B", [2], title: "b")]
    let batch = ChangeBatch(insertedSections: [1])
    #expect(try batch.applied(to: before, taking: after) == after)
  }

  @Test func aSurvivingSectionKeepsItsOldNameAndIndexTitle() throws {
    // The section was renamed, but the batch does not delete and insert it: the replay keeps
    // the old name, so comparing with `after` catches the missing section change.
    let before = [Self.section("A", [1], title: "a")]
    let after = [Self.section("Z", [1], title: "z")]
    let replayed = try ChangeBatch().applied(to: before, taking: after)
    #expect(replayed == before)
    #expect(replayed != after)
    #expect(
      try ChangeBatch(deletedSections: [0], insertedSections: [0]).applied(
        to: before, taking: after) == after)
  }

  @Test func objectsMoveAcrossSectionsAndAForgottenChangeStaysStale() throws {
    let before = [Self.section("A", [1, 2]), Self.section("B", [3])]
    var after = [Self.section("A", [2]), Self.section("B", [3, 1])]
    after[1].objects[1].value = 9  // 1 changed as it moved
    let move = ChangeBatch(movedItems: [ItemMove(from: path(0, 0), to: path(1, 1))])
    let replayed = try move.applied(to: before, taking: after)
    // The move carries the old content of 1 (a move does not reload it)...
    #expect(replayed == [Self.section("A", [2]), Self.section("B", [3, 1])])
    #expect(replayed != after)
    // ...while a delete and an insert take its new content.
    let fixed = ChangeBatch(deletedItems: [path(0, 0)], insertedItems: [path(1, 1)])
    #expect(try fixed.applied(to: before, taking: after) == after)
  }

  @Test func aBatchThatDoesNotFitThrowsWhatValidateThrows() {
    let before = [Self.section("A", [1, 2])]
    let after = [Self.section("A", [1, 2, 3])]
    let batch = ChangeBatch()
    #expect(
      throws: BatchError.invalidNumberOfItems(
        section: 0, after: 3, before: 2, inserted: 0, deleted: 0, movedIn: 0, movedOut: 0)
    ) {
      try batch.applied(to: before, taking: after)
    }
    #expect(throws: BatchError.sectionOutOfRange(.deleteSection, section: 1, count: 1)) {
      try ChangeBatch(deletedSections: [1]).applied(to: before, taking: before)
    }
  }

  /// Random sectioned snapshots: some of six sections, in any order, holding some of 24
  /// objects whose values change now and then.
  private static func snapshot(using random: inout SeededRandomNumberGenerator)
    -> [ResultsSection<Item>]
  {
    let names = ["a", "b", "c", "d", "e", "f"].filter { _ in random.next(below: 3) > 0 }
      .shuffled(using: &random)
    var sections = names.map { ResultsSection<Item>(name: $0, indexTitle: $0, objects: []) }
    guard !sections.isEmpty else { return [] }
    for id in (0..<24).shuffled(using: &random) where random.next(below: 3) > 0 {
      let item = Item(id: id, value: random.next(below: 6) == 0 ? 1 : 0)
      sections[random.next(below: sections.count)].objects.append(item)
    }
    return sections
  }

  @Test func randomSectionDiffsReplayToAfter() throws {
    var random = SeededRandomNumberGenerator(seed: 0x5EC7_1075)
    var renamedCases = 0
    for _ in 0..<2_000 {
      let before = Self.snapshot(using: &random)
      let after = Self.snapshot(using: &random)
      for updates in [UpdateStyle.reload, .reconfigure] {
        let batch = try ChangeBatch.diff(from: before, to: after, updates: updates)
        let replayed = try batch.applied(to: before, taking: after)
        #expect(replayed == after, "\(before) → \(after): \(batch)")
        #expect(
          replayed.map(\.objects)
            == (try batch.applied(to: before.map(\.objects), taking: after.map(\.objects))))
      }

      // The same batch against an `after` with one surviving section renamed (the batch
      // neither deletes nor inserts it): the replay keeps the old name, so the wrong batch
      // shows up as a difference.
      let batch = try ChangeBatch.diff(from: before, to: after)
      if let index = after.indices.first(where: { !batch.insertedSections.contains($0) }) {
        var renamed = after
        renamed[index].name += "′"
        let replayed = try batch.applied(to: before, taking: renamed)
        #expect(replayed != renamed)
        #expect(replayed[index].name == after[index].name)
        renamedCases += 1
      }
    }
    #expect(renamedCases > 500)
  }
}
