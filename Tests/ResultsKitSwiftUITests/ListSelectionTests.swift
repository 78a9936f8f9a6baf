import ResultsKit
import ResultsKitSwiftUI
import TestSupport
import Testing

/// A list's selection by identifier, through its session, against a fake view: it follows its
/// objects across batches and reloads, and the binding hears of every object that goes.
@Suite struct ListSelectionTests {
  @Test func aSelectionFollowsItsObjectsAcrossMovesAndDropsDeletedOnes() throws {
    let list = ListFixture([section("A", [item(1), item(2), item(3)]), section("B", [item(4)])])
    list.select([1, 3, 4])
    #expect(list.view.selectedIDs == [1, 3, 4])
    // 3 moves to B's top, 1 is deleted, 4 changes in place.
    try list.publish([section("A", [item(2)]), section("B", [item(3), item(4, 1)])])
    #expect(list.binding == [3, 4])
    #expect(list.selectionReports == 1)
    #expect(list.view.selectedIDs == [3, 4])
    #expect(list.view.content == list.expectedContent)
    #expect(list.view.reloads == 1, "one reload, the first load: the change was a batch")
    #expect(list.view.violations.isEmpty)
  }

  @Test func anObjectMovedOutOfADeletedSectionStaysSelected() throws {
    let list = ListFixture([section("A", [item(1)]), section("B", [item(2)])])
    list.select([1])
    // A goes, and 1 goes with it to B: the coordinator reports a delete and an insert.
    try list.publish([section("B", [item(2), item(1)])])
    let batch = try #require(list.view.batches.last)
    #expect(batch.movedItems.isEmpty)
    #expect(batch.insertedItems == [path(0, 1)])
    #expect(list.binding == [1])
    #expect(list.selectionReports == 0, "nothing was dropped")
    #expect(list.view.selectedIDs == [1])
    #expect(list.view.selectedPaths == [path(0, 1)])
  }

  @Test func anObjectMovedIntoAnInsertedSectionStaysSelected() throws {
    let list = ListFixture([section("B", [item(1), item(2)])])
    list.select([2])
    try list.publish([section("A", [item(2)]), section("B", [item(1)])])
    #expect(list.binding == [2])
    #expect(list.view.selectedPaths == [path(0, 0)])
  }

  @Test func aReloadSelectsTheSameObjectsAgain() throws {
    let list = ListFixture([section("", [item(1), item(2), item(3)])])
    list.select([2, 3])
    list.session.setPaused(true, resuming: .reload)
    try list.publish([section("", [item(3), item(0), item(1)])])
    #expect(list.view.selectedIDs == [2, 3], "paused: the view is left as it was")
    list.session.setPaused(false, resuming: .reload)
    #expect(list.view.reloads == 2)
    #expect(list.binding == [3])
    #expect(list.view.selectedPaths == [path(0, 0)])
  }

  @Test func identifiersTheResultsDoNotHoldAreDroppedAndReported() {
    let list = ListFixture([section("", [item(1), item(2)])])
    list.select([2, 77])
    #expect(list.binding == [2])
    #expect(list.selectionReports == 1)
    #expect(list.view.selectedPaths == [path(0, 1)])
  }

  @Test func settingTheSameSelectionTouchesNothing() {
    let list = ListFixture([section("", [item(1), item(2)])])
    list.select([1])
    let calls = list.view.selectionCalls
    list.select([1])
    #expect(list.view.selectionCalls == calls)
    list.select([2])
    #expect(list.view.selectedIDs == [2])
    #expect(list.view.selectionCalls == calls + 2, "one deselect, one select")
  }

  @Test func aSelectionSetWhilePausedWaitsForTheResume() throws {
    let list = ListFixture([section("", [item(1), item(2)])])
    list.session.setPaused(true, resuming: .animated)
    try list.publish([section("", [item(2), item(3)])])
    list.select([3, 1])
    #expect(list.binding == [3, 1], "not looked up while the view is behind")
    #expect(list.view.selectedIDs.isEmpty)
    list.session.setPaused(false, resuming: .animated)
    #expect(list.view.batches.count == 1, "one diffed batch")
    #expect(list.binding == [3])
    #expect(list.view.selectedIDs == [3])
    #expect(list.view.content == list.expectedContent)
  }

  @Test func theUsersChoiceIsReported() {
    let list = ListFixture([section("", [item(1), item(2), item(3)])])
    list.tap(path(0, 2))
    #expect(list.binding == [3])
    list.tap(path(0, 0))
    #expect(list.binding == [1, 3])
    list.tap(path(0, 2))
    #expect(list.binding == [1])
    #expect(list.selectionReports == 3)
  }

  @Test func selectionChangesTheViewReportsDuringABatchAreNotTheUsers() throws {
    let list = ListFixture([section("", [item(1), item(2)])])
    list.select([1])
    // A real table reports the removal of a selected row as a selection change.
    // (Weakly: the view is the fixture's, so a strong capture would keep both alive.)
    list.view.duringApply = { [weak list] in list?.session.target.viewSelectionDidChange() }
    try list.publish([section("", [item(0), item(1), item(2)])])
    #expect(list.binding == [1])
    #expect(list.selectionReports == 0)
    #expect(list.view.selectedPaths == [path(0, 1)])
  }

  @Test func withoutASelectionTheViewsOwnIsLeftAlone() throws {
    let list = ListFixture([section("", [item(1), item(2)])], tracksSelection: false)
    list.tap(path(0, 0))
    try list.publish([section("", [item(0), item(1), item(2)])])
    #expect(list.selectionReports == 0)
    list.select([2])
    #expect(list.view.selectedIDs == [1], "the view's selection, moved along by the view")
  }
}
