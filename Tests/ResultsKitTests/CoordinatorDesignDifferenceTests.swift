import ResultsKit
import ResultsKitTesting
import TestSupport
import Testing

/// One test per deliberate difference from FetchedResultsCoordinator.
@Suite struct CoordinatorDesignDifferenceTests: CoordinatorSuite {
  @Test func pendingChangesAreDroppedOnPause() throws {
    // The original kept changes collected before a pause and applied them with the next
    // didChange, after the un-pause reload.
    let h = try loadedHarness([section("A", ["a"])])

    h.monitor.send(.willChange)
    h.monitor.sections = [section("A", ["a", "b"])]
    h.monitor.send(.inserted("b", at: path(0, 1)))
    h.coordinator.isPaused = true
    h.monitor.send(.didChange)  // the coordinator is detached: it never sees this
    h.coordinator.isPaused = false

    #expect(h.target.calls == [.reloadData, .reloadData])
    #expect(h.target.counts == [2])

    h.monitor.sendChange(to: [section("A", ["c", "a", "b"])], [.inserted("c", at: path(0, 0))])

    // Only the new insert: nothing left over from the change cut short by the pause.
    #expect(
      h.target.calls == [
        .reloadData, .reloadData, .apply(ChangeBatch(insertedItems: [path(0, 0)])),
      ])
    #expect(h.target.errors.isEmpty)
    #expect(h.log.reports.isEmpty)
  }

  @Test func updateAndMoveOfTheSameObjectAreMergedIntoOneMove() throws {
    let before = [section("A", ["a", "b", "c"])]
    let after = [section("A", ["b*", "a", "c"])]
    let events: [ResultsEvent<String>] = [
      .moved("b*", from: path(0, 1), to: path(0, 0)),
      .updated("b*", at: path(0, 1), newPath: path(0, 0)),
    ]

    let plain = try loadedHarness(before)
    plain.monitor.sendChange(to: after, events)
    let expected = ChangeBatch(
      movedItems: [move(path(0, 1), path(0, 0))], reconfiguredItems: [path(0, 0)])
    #expect(plain.target.calls == [.reloadData, .apply(expected)])
    #expect(plain.target.errors.isEmpty)
    #expect(try replay(expected, from: before, to: after) == contents(after))

    let configuring = try loadedHarness(before, updatesCells: true)
    configuring.monitor.sendChange(to: after, events)
    #expect(
      configuring.target.calls == [
        .reloadData, .apply(ChangeBatch(movedItems: [move(path(0, 1), path(0, 0))])),
      ])
    #expect(configuring.log.cells == ["[0, 0] b*"])
    #expect(configuring.target.errors.isEmpty)
  }

  @Test func updateCellGetsPathsAfterTheBatch() throws {
    // The original passed the before path, so with rows inserted or deleted above it
    // configured the wrong cell.
    let before = [section("A", ["a", "b", "c"]), section("B", ["d", "e", "f"])]
    let after = [section("A", ["n", "a", "b*", "c"]), section("B", ["e", "f*"])]
    let h = try loadedHarness(before, updatesCells: true)

    h.monitor.sendChange(
      to: after,
      [
        .deleted("d", at: path(1, 0)), .inserted("n", at: path(0, 0)),
        .updated("b*", at: path(0, 1), newPath: path(0, 2)),
        .updated("f*", at: path(1, 2), newPath: path(1, 1)),
      ])

    #expect(
      h.target.calls == [
        .reloadData,
        .apply(ChangeBatch(deletedItems: [path(1, 0)], insertedItems: [path(0, 0)])),
      ])
    #expect(h.log.cells == ["[0, 2] b*", "[1, 1] f*"])
    // Each path names the object the data source shows there after the batch.
    for call in h.log.cellCalls {
      #expect(h.monitor.object(at: call.path) == call.object)
    }
  }

  @Test func aMoveToTheSamePathStaysAMove() throws {
    // The original turned it into a delete and an insert at the same row; ResultsCoordinator keeps the
    // move, because other moves in the batch shift its neighbours.
    let before = [section("A", ["a", "b", "c"])]
    let after = [section("A", ["c", "b", "a"])]
    let h = try loadedHarness(before)

    h.monitor.sendChange(
      to: after,
      [
        .moved("a", from: path(0, 0), to: path(0, 2)),
        .moved("b", from: path(0, 1), to: path(0, 1)),
        .moved("c", from: path(0, 2), to: path(0, 0)),
      ])

    let expected = ChangeBatch(
      movedItems: [
        move(path(0, 0), path(0, 2)), move(path(0, 1), path(0, 1)), move(path(0, 2), path(0, 0)),
      ],
      reconfiguredItems: [path(0, 0), path(0, 1), path(0, 2)])
    #expect(h.target.calls == [.reloadData, .apply(expected)])
    #expect(h.target.errors.isEmpty)
    #expect(try replay(expected, from: before, to: after) == contents(after))
  }

  @Test func severalCoordinatorsWatchOneMonitor() throws {
    // An FRC has one delegate; a monitor has any number of subscribers.
    let monitor = ScriptedMonitor(sections: [section("A", ["a", "b"])])
    let first = CoordinatorHarness(monitor: monitor)
    let second = CoordinatorHarness(monitor: monitor, updatesCells: true)
    try first.coordinator.loadData()
    try second.coordinator.loadData()
    #expect(monitor.subscriberCount == 2)

    monitor.sendChange(
      to: [section("A", ["a*", "b", "c"])],
      [.inserted("c", at: path(0, 2)), .updated("a*", at: path(0, 0), newPath: path(0, 0))])

    #expect(
      first.target.batches == [
        ChangeBatch(insertedItems: [path(0, 2)], reloadedItems: [path(0, 0)])
      ])
    #expect(second.target.batches == [ChangeBatch(insertedItems: [path(0, 2)])])
    #expect(second.log.cells == ["[0, 0] a*"])
    #expect(first.target.errors.isEmpty && second.target.errors.isEmpty)

    // Pausing one leaves the other subscribed.
    second.coordinator.isPaused = true
    monitor.sendChange(to: [section("A", ["a*", "b"])], [.deleted("c", at: path(0, 2))])
    #expect(monitor.subscriberCount == 1)
    #expect(first.target.batches.count == 2)
    #expect(second.target.batches.count == 1)
    #expect(first.target.errors.isEmpty)
  }

  @Test func movesCarryAReconfigureAtTheAfterPathWithoutUpdateCell() throws {
    // A moved object may carry new content; the original's delete + insert pair showed it,
    // and ResultsCoordinator's move does so with a reconfigure at the destination.
    let before = [section("A", ["a", "b", "c"]), section("B", ["d"])]
    let after = [section("A", ["b", "a*"]), section("B", ["c*", "d"])]
    let h = try loadedHarness(before)

    h.monitor.sendChange(
      to: after,
      [
        .moved("a*", from: path(0, 0), to: path(0, 1)),
        .moved("c*", from: path(0, 2), to: path(1, 0)),
      ])

    let expected = ChangeBatch(
      movedItems: [move(path(0, 0), path(0, 1)), move(path(0, 2), path(1, 0))],
      reconfiguredItems: [path(0, 1), path(1, 0)])
    #expect(h.target.calls == [.reloadData, .apply(expected)])
    #expect(h.target.errors.isEmpty)
    // Without the reconfigures the replay would still show "a" and "c".
    #expect(try replay(expected, from: before, to: after) == contents(after))
  }

  @Test func theBatchIsCanonicalWhateverTheEventOrder() throws {
    // The original kept arrival order and duplicates.
    let before = [
      section("A", ["a0", "a1", "a2", "a3"]), section("B", ["b0"]), section("C", ["c0", "c1"]),
      section("D", ["d0"]),
    ]
    let after = [
      section("N", ["n0"]), section("A", ["x", "a0", "a2", "y"]), section("M", []),
      section("C", ["c1", "c0*"]),
    ]
    let h = try loadedHarness(before)

    h.monitor.sendChange(
      to: after,
      [
        .inserted("y", at: path(1, 3)),
        .deletedSection(name: "D", at: 3),
        .moved("c1", from: path(2, 1), to: path(3, 0)),
        .insertedSection(name: "M", at: 2),
        .deleted("a3", at: path(0, 3)),
        .inserted("x", at: path(1, 0)),
        .deletedSection(name: "B", at: 1),
        .updated("c0*", at: path(2, 0), newPath: path(3, 1)),
        .deleted("a1", at: path(0, 1)),
        .insertedSection(name: "N", at: 0),
        .inserted("x", at: path(1, 0)),  // reported twice
        .deleted("a1", at: path(0, 1)),  // reported twice
        .deletedSection(name: "D", at: 3),  // reported twice
      ])

    let expected = ChangeBatch(
      deletedSections: [1, 3], insertedSections: [0, 2],
      deletedItems: [path(0, 1), path(0, 3)], insertedItems: [path(1, 0), path(1, 3)],
      movedItems: [move(path(2, 1), path(3, 0))], reloadedItems: [path(2, 0)],
      reconfiguredItems: [path(3, 0)])
    #expect(h.target.calls == [.reloadData, .apply(expected)])
    #expect(h.target.batches.allSatisfy { $0.isCanonical })
    #expect(h.target.errors.isEmpty)
    #expect(try replay(expected, from: before, to: after) == contents(after))
  }

  @Test func filteringDoesNotDependOnSectionEventsComingFirst() throws {
    // The original decided each object event when it arrived, so an object event before its
    // section's event escaped the filter.
    let before = [section("A", ["a"]), section("B", ["b"])]
    let after = [section("N", ["n"]), section("B", ["b"])]
    let h = try loadedHarness(before)

    h.monitor.sendChange(
      to: after,
      [
        .deleted("a", at: path(0, 0)), .inserted("n", at: path(0, 0)),
        .deletedSection(name: "A", at: 0), .insertedSection(name: "N", at: 0),
      ])

    #expect(
      h.target.calls == [
        .reloadData, .apply(ChangeBatch(deletedSections: [0], insertedSections: [0])),
      ]
    )
    #expect(h.target.errors.isEmpty)
  }
}
