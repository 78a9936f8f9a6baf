import ResultsKit
import ResultsKitTesting
import TestSupport
import Testing

/// The behaviours of FetchedResultsCoordinator that ResultsCoordinator keeps, re-created
/// with a scripted monitor and a recording target.
@Suite struct CoordinatorFRCParityTests: CoordinatorSuite {
  // MARK: Filtering table

  @Test func deleteIsKeptInASurvivingSectionAndDroppedInADeletedOne() throws {
    let before = [section("A", ["a", "b"]), section("B", ["c", "d"])]
    let after = [section("B", ["d"])]
    let h = try loadedHarness(before)

    h.monitor.sendChange(
      to: after,
      [
        .deletedSection(name: "A", at: 0),
        .deleted("a", at: path(0, 0)), .deleted("b", at: path(0, 1)),
        .deleted("c", at: path(1, 0)),
      ])

    let expected = ChangeBatch(deletedSections: [0], deletedItems: [path(1, 0)])
    #expect(h.target.calls == [.reloadData, .apply(expected)])
    #expect(h.target.errors.isEmpty)
    #expect(try replay(expected, from: before, to: after) == contents(after))
  }

  @Test func insertIsKeptInASurvivingSectionAndDroppedInAnInsertedOne() throws {
    let before = [section("A", ["a"])]
    let after = [section("N", ["n", "m"]), section("A", ["a", "x"])]
    let h = try loadedHarness(before)

    h.monitor.sendChange(
      to: after,
      [
        .insertedSection(name: "N", at: 0),
        .inserted("n", at: path(0, 0)), .inserted("m", at: path(0, 1)),
        .inserted("x", at: path(1, 1)),
      ])

    let expected = ChangeBatch(insertedSections: [0], insertedItems: [path(1, 1)])
    #expect(h.target.calls == [.reloadData, .apply(expected)])
    #expect(h.target.errors.isEmpty)
    #expect(try replay(expected, from: before, to: after) == contents(after))
  }

  @Test func moveBetweenSurvivingSectionsStaysAMove() throws {
    let before = [section("A", ["a", "b"]), section("B", ["c"])]
    let after = [section("A", ["b"]), section("B", ["a", "c"])]
    let h = try loadedHarness(before)

    h.monitor.sendChange(to: after, [.moved("a", from: path(0, 0), to: path(1, 0))])

    // Without updateCell the moved object is also reconfigured at its after path, so a move
    // that carries new content shows it.
    let expected = ChangeBatch(
      movedItems: [move(path(0, 0), path(1, 0))], reconfiguredItems: [path(1, 0)])
    #expect(h.target.calls == [.reloadData, .apply(expected)])
    #expect(h.target.errors.isEmpty)
    #expect(try replay(expected, from: before, to: after) == contents(after))
  }

  @Test func moveOutOfADeletedSectionKeepsOnlyItsInsert() throws {
    let before = [section("A", ["a"]), section("B", ["b"])]
    let after = [section("B", ["a", "b"])]
    let h = try loadedHarness(before)

    h.monitor.sendChange(
      to: after,
      [.deletedSection(name: "A", at: 0), .moved("a", from: path(0, 0), to: path(0, 0))])

    let expected = ChangeBatch(deletedSections: [0], insertedItems: [path(0, 0)])
    #expect(h.target.calls == [.reloadData, .apply(expected)])
    #expect(h.target.errors.isEmpty)
    #expect(try replay(expected, from: before, to: after) == contents(after))
  }

  @Test func moveIntoAnInsertedSectionKeepsOnlyItsDelete() throws {
    let before = [section("A", ["a", "b"])]
    let after = [section("N", ["b"]), section("A", ["a"])]
    let h = try loadedHarness(before)

    h.monitor.sendChange(
      to: after,
      [.insertedSection(name: "N", at: 0), .moved("b", from: path(0, 1), to: path(0, 0))])

    let expected = ChangeBatch(insertedSections: [0], deletedItems: [path(0, 1)])
    #expect(h.target.calls == [.reloadData, .apply(expected)])
    #expect(h.target.errors.isEmpty)
    #expect(try replay(expected, from: before, to: after) == contents(after))
  }

  @Test func moveFromADeletedIntoAnInsertedSectionRecordsNothing() throws {
    // The reference's own test case: the only item of a section moves into a new section.
    let before = [section("A", ["a"])]
    let after = [section("B", ["a"])]
    let h = try loadedHarness(before)

    h.monitor.sendChange(
      to: after,
      [
        .deletedSection(name: "A", at: 0), .insertedSection(name: "B", at: 0),
        .moved("a", from: path(0, 0), to: path(0, 0)),
      ])

    let expected = ChangeBatch(deletedSections: [0], insertedSections: [0])
    #expect(h.target.calls == [.reloadData, .apply(expected)])
    #expect(h.target.errors.isEmpty)
  }

  @Test func updateInASurvivingSectionIsAReloadAtItsBeforePath() throws {
    let before = [section("A", ["a", "b"])]
    let after = [section("N", ["n"]), section("A", ["a", "b*"])]
    let h = try loadedHarness(before)

    h.monitor.sendChange(
      to: after,
      [
        .insertedSection(name: "N", at: 0),
        .updated("b*", at: path(0, 1), newPath: path(1, 1)),
      ])

    let expected = ChangeBatch(insertedSections: [0], reloadedItems: [path(0, 1)])
    #expect(h.target.calls == [.reloadData, .apply(expected)])
    #expect(h.target.errors.isEmpty)
    #expect(try replay(expected, from: before, to: after) == contents(after))
  }

  @Test func updateInADeletedSectionIsDropped() throws {
    let before = [section("A", ["a"]), section("B", ["b"])]
    let after = [section("B", ["b"])]
    let h = try loadedHarness(before)

    h.monitor.sendChange(
      to: after,
      [
        .deletedSection(name: "A", at: 0), .deleted("a", at: path(0, 0)),
        .updated("a*", at: path(0, 0), newPath: path(0, 0)),
      ])

    #expect(h.target.calls == [.reloadData, .apply(ChangeBatch(deletedSections: [0]))])
    #expect(h.target.errors.isEmpty)
  }

  @Test func updateInAnInsertedSectionIsDropped() throws {
    // The original only checks the deleted section for updates; ResultsCoordinator drops
    // updates in inserted and deleted sections alike (the section's insert shows them).
    let before = [section("A", ["a"])]
    let after = [section("N", ["n"]), section("A", ["a"])]
    let h = try loadedHarness(before, updatesCells: true)

    h.monitor.sendChange(
      to: after,
      [.insertedSection(name: "N", at: 0), .updated("n", at: path(0, 0), newPath: path(0, 0))])

    #expect(h.target.calls == [.reloadData, .apply(ChangeBatch(insertedSections: [0]))])
    #expect(h.log.cells.isEmpty)
    #expect(h.target.errors.isEmpty)
  }

  // MARK: Coordinates of each entry

  @Test func everyEntryUsesTheCoordinatesOfItsKind() throws {
    let before = [section("A", ["a", "b", "c"]), section("B", ["d", "e"]), section("C", ["f"])]
    let after = [section("N", ["n"]), section("A", ["b", "c*", "x"]), section("B", ["e", "d"])]
    let h = try loadedHarness(before)

    h.monitor.sendChange(
      to: after,
      [
        .deletedSection(name: "C", at: 2), .insertedSection(name: "N", at: 0),
        .deleted("a", at: path(0, 0)), .deleted("f", at: path(2, 0)),
        .inserted("n", at: path(0, 0)), .inserted("x", at: path(1, 2)),
        .moved("d", from: path(1, 0), to: path(2, 1)),
        .updated("c*", at: path(0, 2), newPath: path(1, 1)),
      ])

    let expected = ChangeBatch(
      deletedSections: [2],  // before
      insertedSections: [0],  // after
      deletedItems: [path(0, 0)],  // before
      insertedItems: [path(1, 2)],  // after
      movedItems: [move(path(1, 0), path(2, 1))],  // before → after
      reloadedItems: [path(0, 2)],  // before
      reconfiguredItems: [path(2, 1)])  // after
    #expect(h.target.calls == [.reloadData, .apply(expected)])
    #expect(h.target.errors.isEmpty)
    #expect(h.target.counts == [1, 3, 2])
    #expect(try replay(expected, from: before, to: after) == contents(after))
  }

  // MARK: loadData and pausing

  @Test func initDoesNothingUntilLoadData() {
    let monitor = ScriptedMonitor(sections: [section("A", ["a"])])
    let h = CoordinatorHarness(monitor: monitor)

    #expect(monitor.performFetchCount == 0)
    #expect(monitor.subscriberCount == 0)
    #expect(h.target.calls.isEmpty)
  }

  @Test func loadDataFetchesThenSubscribesThenReloads() throws {
    let monitor = ScriptedMonitor(sections: [section("A", ["a", "b"]), section("B", ["c"])])
    var stateAtReload: [(fetches: Int, subscribers: Int)] = []
    let target = RecordingTarget {
      stateAtReload.append((monitor.performFetchCount, monitor.subscriberCount))
      return monitor.sections.map(\.objects.count)
    }
    let coordinator = ResultsCoordinator(target: target, monitor: monitor)

    try coordinator.loadData()

    #expect(monitor.performFetchCount == 1)
    #expect(monitor.subscriberCount == 1)
    #expect(stateAtReload.map(\.fetches) == [1])
    #expect(stateAtReload.map(\.subscribers) == [1])
    #expect(target.calls == [.reloadData])
    #expect(target.counts == [2, 1])
  }

  @Test func loadDataAgainRefetchesAndReloadsButKeepsOneSubscription() throws {
    let h = try loadedHarness([section("A", ["a"])])

    try h.coordinator.loadData()
    h.monitor.sendChange(
      to: [section("A", ["a", "b"])], [.inserted("b", at: path(0, 1))])

    #expect(h.monitor.performFetchCount == 2)
    #expect(h.monitor.subscriberCount == 1)
    #expect(
      h.target.calls == [
        .reloadData, .reloadData, .apply(ChangeBatch(insertedItems: [path(0, 1)])),
      ])
    #expect(h.target.errors.isEmpty)
  }

  @Test func loadDataWhilePausedFetchesAndReloadsWithoutSubscribing() throws {
    let h = CoordinatorHarness(monitor: ScriptedMonitor(sections: [section("A", ["a"])]))
    h.coordinator.isPaused = true

    try h.coordinator.loadData()
    h.monitor.sendChange(to: [section("A", ["a", "b"])], [.inserted("b", at: path(0, 1))])

    #expect(h.monitor.performFetchCount == 1)
    #expect(h.monitor.subscriberCount == 0)
    #expect(h.target.calls == [.reloadData])
    #expect(h.coordinator.isPaused)
  }

  @Test func pausingUnsubscribesAndDoesNothingElse() throws {
    let h = try loadedHarness([section("A", ["a"])])

    h.coordinator.isPaused = true
    h.monitor.sendChange(to: [section("A", ["a", "b"])], [.inserted("b", at: path(0, 1))])

    #expect(h.monitor.subscriberCount == 0)
    #expect(h.monitor.performFetchCount == 1)
    #expect(h.target.calls == [.reloadData])
    #expect(h.log.reports.isEmpty)
  }

  @Test func unpausingFetchesSubscribesAndReloads() throws {
    let h = try loadedHarness([section("A", ["a"])])
    h.coordinator.isPaused = true
    h.monitor.sendChange(to: [section("A", ["a", "b"])], [.inserted("b", at: path(0, 1))])

    h.coordinator.isPaused = false

    #expect(h.monitor.performFetchCount == 2)
    #expect(h.monitor.subscriberCount == 1)
    #expect(h.target.calls == [.reloadData, .reloadData])
    #expect(h.target.counts == [2])

    // Subscribed again: the next change is applied.
    h.monitor.sendChange(to: [section("A", ["a", "b", "c"])], [.inserted("c", at: path(0, 2))])
    #expect(h.target.batches == [ChangeBatch(insertedItems: [path(0, 2)])])
    #expect(h.target.errors.isEmpty)
  }

  @Test func assigningTheCurrentPausedValueDoesNothing() throws {
    // The original's didSet ran on every assignment (false → false subscribed, true → true
    // detached again); ResultsCoordinator acts only when the value changes.
    let h = CoordinatorHarness(monitor: ScriptedMonitor(sections: [section("A", ["a"])]))

    h.coordinator.isPaused = false  // before loadData: must not subscribe
    #expect(h.monitor.subscriberCount == 0)
    #expect(h.monitor.performFetchCount == 0)
    #expect(h.target.calls.isEmpty)

    try h.coordinator.loadData()
    h.coordinator.isPaused = false
    #expect(h.monitor.subscriberCount == 1)
    #expect(h.monitor.performFetchCount == 1)
    #expect(h.target.calls == [.reloadData])

    h.coordinator.isPaused = true
    h.coordinator.isPaused = true
    #expect(h.monitor.subscriberCount == 0)
    #expect(h.target.calls == [.reloadData])

    h.coordinator.isPaused = false
    #expect(h.monitor.subscriberCount == 1)
    #expect(h.monitor.performFetchCount == 2)
    #expect(h.target.calls == [.reloadData, .reloadData])
  }

  // MARK: updateCell and the object count

  @Test func updateCellRunsAfterTheBatchIsApplied() throws {
    let before = [section("A", ["a", "b"])]
    let after = [section("A", ["a", "b*", "c"])]
    let h = try loadedHarness(before, updatesCells: true)

    h.monitor.sendChange(
      to: after,
      [.inserted("c", at: path(0, 2)), .updated("b*", at: path(0, 1), newPath: path(0, 1))])

    // With updateCell the update is not a reload: the batch holds only the insert.
    let batch = ChangeBatch(insertedItems: [path(0, 2)])
    #expect(h.target.calls == [.reloadData, .apply(batch)])
    #expect(h.log.cells == ["[0, 1] b*"])
    #expect(h.log.cellCalls.map(\.targetCallsSoFar) == [[.reloadData, .apply(batch)]])
  }

  @Test func objectCountIsReportedAfterABatchOnlyWhenItChanges() throws {
    let h = try loadedHarness([section("A", ["a", "b"])])
    #expect(h.log.objectCounts == [2])

    h.monitor.sendChange(to: [section("A", ["a", "b", "c"])], [.inserted("c", at: path(0, 2))])
    #expect(h.log.objectCounts == [2, 3])

    h.monitor.sendChange(
      to: [section("A", ["a", "b*", "c"])], [.updated("b*", at: path(0, 1), newPath: path(0, 1))])
    #expect(h.log.objectCounts == [2, 3])

    h.monitor.sendChange(
      to: [section("A", ["b", "c"])], [.deleted("a", at: path(0, 0))])
    #expect(h.log.objectCounts == [2, 3, 2])
    #expect(h.target.errors.isEmpty)
  }
}
