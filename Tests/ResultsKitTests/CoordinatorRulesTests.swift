import ResultsKit
import ResultsKitTesting
import TestSupport
import Testing

/// The coordinator's own rules: the reload threshold, the object-count callback, empty
/// batches, and what happens when a target rejects a batch.
@Suite struct CoordinatorRulesTests: CoordinatorSuite {
  /// A change inserting `x`, `y`, `z` at the end of section "A" and updating `a`.
  private func sendThreeInsertsAndAnUpdate(to monitor: ScriptedMonitor<String>) {
    monitor.sendChange(
      to: [section("A", ["a*", "b", "x", "y", "z"])],
      [
        .inserted("x", at: path(0, 2)), .inserted("y", at: path(0, 3)),
        .inserted("z", at: path(0, 4)), .updated("a*", at: path(0, 0), newPath: path(0, 0)),
      ])
  }

  // MARK: reloadThreshold

  @Test func aBatchLargerThanTheThresholdBecomesAReload() throws {
    let h = try loadedHarness([section("A", ["a", "b"])], updatesCells: true)
    h.coordinator.reloadThreshold = 2

    sendThreeInsertsAndAnUpdate(to: h.monitor)  // changeCount 3: the update goes to updateCell

    #expect(h.target.calls == [.reloadData, .reloadData])
    #expect(h.log.cellCalls.isEmpty)
    #expect(h.target.counts == [5])
    #expect(h.log.objectCounts == [2, 5])
  }

  @Test func aBatchAtTheThresholdIsApplied() throws {
    let h = try loadedHarness([section("A", ["a", "b"])], updatesCells: true)
    h.coordinator.reloadThreshold = 3

    sendThreeInsertsAndAnUpdate(to: h.monitor)

    #expect(
      h.target.calls == [
        .reloadData, .apply(ChangeBatch(insertedItems: [path(0, 2), path(0, 3), path(0, 4)])),
      ])
    #expect(h.log.cells == ["[0, 0] a*"])
    #expect(h.target.errors.isEmpty)
  }

  @Test func theThresholdCountsReloadsAndReconfigures() throws {
    // Without updateCell the update is a reload, so the same change counts 4.
    let h = try loadedHarness([section("A", ["a", "b"])])
    h.coordinator.reloadThreshold = 3

    sendThreeInsertsAndAnUpdate(to: h.monitor)

    #expect(h.target.calls == [.reloadData, .reloadData])
  }

  @Test func noThresholdNeverReloads() throws {
    let h = try loadedHarness([section("A", [])])
    #expect(h.coordinator.reloadThreshold == nil)
    let objects = (0..<200).map { "o\($0)" }

    h.monitor.sendChange(
      to: [section("A", objects)],
      objects.enumerated().map { .inserted($0.element, at: path(0, $0.offset)) })

    #expect(h.target.calls.count == 2)
    #expect(h.target.batches.map(\.changeCount) == [200])
    #expect(h.target.errors.isEmpty)
  }

  // MARK: onObjectCountChange

  @Test func objectCountIsReportedAfterLoadBatchesAndResumeWhenItDiffers() throws {
    let h = CoordinatorHarness(monitor: ScriptedMonitor(sections: [section("A", ["a", "b"])]))
    #expect(h.log.objectCounts.isEmpty)

    try h.coordinator.loadData()
    #expect(h.log.objectCounts == [2])

    try h.coordinator.loadData()  // same count: not reported again
    #expect(h.log.objectCounts == [2])

    h.monitor.sendChange(to: [section("A", ["a", "b", "c"])], [.inserted("c", at: path(0, 2))])
    #expect(h.log.objectCounts == [2, 3])

    h.monitor.sendChange(
      to: [section("A", ["b", "a", "c"])], [.moved("a", from: path(0, 0), to: path(0, 1))])
    #expect(h.log.objectCounts == [2, 3])

    h.coordinator.isPaused = true
    h.monitor.sections = [section("A", ["a"]), section("B", ["d", "e", "f", "g"])]
    #expect(h.log.objectCounts == [2, 3])
    h.coordinator.isPaused = false
    #expect(h.log.objectCounts == [2, 3, 5])

    h.coordinator.isPaused = true
    h.coordinator.isPaused = false  // unchanged count
    #expect(h.log.objectCounts == [2, 3, 5])
    #expect(h.target.errors.isEmpty)
  }

  @Test func objectCountIsReportedAfterAnAnimatedResume() throws {
    struct Row: Identifiable, Equatable { var id: Int }
    let monitor = SnapshotMonitor([Row(id: 1)])
    let h = CoordinatorHarness(monitor: monitor)
    try h.coordinator.loadData()
    h.coordinator.isPaused = true
    try monitor.publish([Row(id: 1), Row(id: 2), Row(id: 3)])

    try h.coordinator.resume(animated: true)

    #expect(h.log.objectCounts == [1, 3])
    #expect(h.target.batches == [ChangeBatch(insertedItems: [path(0, 1), path(0, 2)])])
  }

  // MARK: empty batches

  @Test func anEmptyBatchIsNotAppliedButUpdateCellStillRuns() throws {
    let h = try loadedHarness([section("A", ["a", "b"])], updatesCells: true)

    h.monitor.sendChange(
      to: [section("A", ["a", "b*"])], [.updated("b*", at: path(0, 1), newPath: path(0, 1))])

    #expect(h.target.calls == [.reloadData])
    #expect(h.log.cells == ["[0, 1] b*"])
  }

  @Test func aChangeWithNothingLeftCallsNothing() throws {
    let h = try loadedHarness([section("A", ["a"])], updatesCells: true)

    h.monitor.sendChange(to: [section("A", ["a"])], [])

    #expect(h.target.calls == [.reloadData])
    #expect(h.log.cellCalls.isEmpty)
    #expect(h.log.reports.isEmpty)
  }

  // MARK: targets that reject a batch

  private struct Rejected: Error, Equatable {}

  /// A target whose `apply` always throws.
  private final class ThrowingTarget: Coordinatable {
    var reloads = 0
    var applies: [ChangeBatch] = []
    func reloadData() { reloads += 1 }
    func apply(_ batch: ChangeBatch) throws {
      applies.append(batch)
      throw Rejected()
    }
  }

  @Test func aThrowingTargetIsReportedOnceAndReloaded() throws {
    let monitor = ScriptedMonitor(sections: [section("A", ["a"])])
    let target = ThrowingTarget()
    let coordinator = ResultsCoordinator(target: target, monitor: monitor)
    var reports: [any Error] = []
    coordinator.onInconsistency = { reports.append($0) }
    try coordinator.loadData()

    monitor.sendChange(to: [section("A", ["a", "b"])], [.inserted("b", at: path(0, 1))])

    #expect(target.applies == [ChangeBatch(insertedItems: [path(0, 1)])])
    #expect(target.reloads == 2)
    #expect(reports.count == 1)
    #expect(reports.first as? Rejected == Rejected())

    // Still subscribed and collecting: the next change reaches the target.
    monitor.sendChange(to: [section("A", ["a"])], [.deleted("b", at: path(0, 1))])
    #expect(target.applies.count == 2)
    #expect(target.reloads == 3)
    #expect(reports.count == 2)
  }

  @Test func aBatchTheRecordingTargetRejectsIsReportedOnceAndReloaded() throws {
    let h = try loadedHarness([section("A", ["a", "b"])])

    // The monitor lies: it reports an insert but its count does not change.
    h.monitor.sendChange(to: [section("A", ["a", "b"])], [.inserted("c", at: path(0, 2))])

    let batch = ChangeBatch(insertedItems: [path(0, 2)])
    #expect(h.target.calls == [.reloadData, .apply(batch), .reloadData])
    let error = try #require(h.target.errors.first)
    #expect(h.target.errors.count == 1)
    #expect(h.log.reports.count == 1)
    #expect(h.log.reports.first as? BatchError == error)
    #expect(throws: error) { try batch.validate(before: [2], after: [2]) }
    #expect(h.target.counts == [2])

    // After the reload the target follows correct changes again.
    h.monitor.sendChange(to: [section("A", ["a", "b", "c"])], [.inserted("c", at: path(0, 2))])
    #expect(h.target.calls.last == .apply(batch))
    #expect(h.target.errors.count == 1)
    #expect(h.log.reports.count == 1)
  }
}
