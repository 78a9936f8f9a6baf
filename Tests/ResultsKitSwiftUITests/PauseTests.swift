import ResultsKit
import ResultsKitStore
import ResultsKitSwiftUI
import TestSupport
import Testing

/// Pausing a list and resuming it: nothing reaches the view while paused, then one reload or
/// one batch; a refetch (a controller's new request) is one batch.
@Suite struct PauseTests {
  @Test func nothingReachesTheViewWhilePausedAndOneReloadResumesIt() throws {
    let list = ListFixture([section("", [item(1)])])
    list.session.setPaused(true, resuming: .reload)
    for id in 2..<50 {
      try list.publish([section("", (1...id).map { item($0) })])
    }
    #expect(list.view.batches.isEmpty)
    #expect(list.view.reloads == 1)
    #expect(list.view.content == [[FakeListView.Row(id: 1, version: 0)]])
    list.session.setPaused(false, resuming: .reload)
    #expect(list.view.batches.isEmpty)
    #expect(list.view.reloads == 2)
    #expect(list.view.content == list.expectedContent)
  }

  @Test func anAnimatedResumeIsOneBatchWithChangedRowsUpdatedInPlace() throws {
    let list = ListFixture([section("", [item(1), item(2), item(3)])])
    list.session.setPaused(true, resuming: .animated)
    try list.publish([section("", [item(3), item(2, 1), item(4)])])
    try list.publish([section("", [item(3), item(2, 2), item(4), item(5)])])
    list.session.setPaused(false, resuming: .animated)
    #expect(list.view.reloads == 1)
    let batch = try #require(list.view.batches.first)
    #expect(list.view.batches.count == 1)
    #expect(batch.reloadedItems.isEmpty && batch.reconfiguredItems.isEmpty)
    #expect(list.view.rowsUpdatedInPlace >= 1)
    #expect(list.view.content == list.expectedContent)
  }

  @Test func settingTheSamePauseTwiceDoesNothing() throws {
    let list = ListFixture([section("", [item(1)])], paused: true, resuming: .reload)
    #expect(list.session.isPaused)
    #expect(list.view.reloads == 1, "a list made paused still shows its first results")
    list.session.setPaused(true, resuming: .animated)
    #expect(list.session.resumeStyle == .animated)
    try list.publish([section("", [item(1), item(2)])])
    list.session.setPaused(false, resuming: .animated)
    list.session.setPaused(false, resuming: .animated)
    #expect(list.view.batches.count == 1)
    #expect(list.view.reloads == 1)
    #expect(!list.session.isPaused)
  }

  @Test func aRefetchShowsAControllersNewRequestAsOneBatch() throws {
    let store = try ObjectStore((0..<200).map { item($0) })
    let controller = ResultsController(
      store: store, request: FetchRequest(sortBy: [.ascending(\.id)]))
    let view = FakeListView(monitor: controller)
    let session = ListSession(
      monitor: controller, view: view, updateCell: { view.updateRow(at: $0, with: $1) })
    session.target.tracksSelection = true
    var binding: Set<Int> = []
    session.target.onSelectionChange = { binding = $0 }
    session.load(paused: false, resuming: .reload)
    session.target.setSelection([3, 30])
    session.refetch(resuming: .animated) {
      controller.request = FetchRequest(predicate: { $0.id % 10 == 0 }, sortBy: [.ascending(\.id)])
    }
    #expect(view.reloads == 1)
    #expect(view.batches.count == 1)
    #expect(view.batches.first?.deletedItems.count == 180)
    #expect(view.content == [(0..<20).map { FakeListView.Row(id: $0 * 10, version: 0) }])
    #expect(binding == [30])
    #expect(view.selectedPaths == [path(0, 3)])
    #expect(!session.isPaused)
    // The list follows the store again.
    try store.perform { try $0.update(item(40, 1)) }
    #expect(view.batches.count == 1, "an update in place is no batch with updateCell")
    #expect(view.content[0][4] == FakeListView.Row(id: 40, version: 1))
  }

  @Test func aRefetchPastTheReloadThresholdIsOneReloadKeepingTheSelection() throws {
    let list = ListFixture([section("", (0..<100).map { item($0) })])
    list.session.coordinator.reloadThreshold = 10
    list.select([5, 50, 77])
    list.session.target.scroll(to: 60, animated: true)
    list.session.refetch(resuming: .animated) {
      try? list.publish([section("", [item(50), item(60), item(77), item(500)])])
    }
    #expect(list.view.batches.isEmpty)
    #expect(list.view.reloads == 2)
    #expect(list.view.content == list.expectedContent)
    #expect(list.binding == [50, 77])
    #expect(list.view.selectedPaths == [path(0, 0), path(0, 2)])
    #expect(list.view.scrolls.map(\.id) == [60], "scrolled before the refetch")
  }

  @Test func aRefetchWhilePausedWaitsForTheResume() throws {
    let list = ListFixture([section("", [item(1)])], paused: true, resuming: .animated)
    list.session.refetch(resuming: .animated) {
      try? list.publish([section("", [item(1), item(2)])])
    }
    #expect(list.session.isPaused)
    #expect(list.view.batches.isEmpty)
    list.session.setPaused(false, resuming: .animated)
    #expect(list.view.batches.count == 1)
    #expect(list.view.content == list.expectedContent)
  }

  @Test func aRefetchThatThrowsStillResumes() {
    struct Failure: Error {}
    let list = ListFixture([section("", [item(1)])])
    #expect(throws: Failure.self) {
      try list.session.refetch(resuming: .reload) {
        try list.publish([section("", [item(2)])])
        throw Failure()
      }
    }
    #expect(!list.session.isPaused)
    #expect(list.view.reloads == 2)
    #expect(list.view.content == list.expectedContent)
  }

  @Test func aFetchErrorIsReportedAndTheListStaysPaused() {
    let monitor = ScriptedFailingMonitor()
    let view = FakeListView { [monitor.rows] }
    let session = ListSession(monitor: monitor, view: view, updateCell: nil)
    var errors: [any Error] = []
    session.onInconsistency = { errors.append($0) }
    session.load(paused: false, resuming: .animated)
    #expect(errors.count == 1, "the first fetch failed")
    #expect(view.reloads == 1, "the view shows what the monitor holds")
    monitor.fails = false
    session.setPaused(true, resuming: .animated)
    monitor.fails = true
    session.setPaused(false, resuming: .animated)
    #expect(errors.count == 2)
    #expect(session.isPaused, "an animated resume whose fetch fails stays paused")
    monitor.fails = false
    session.setPaused(false, resuming: .animated)
    #expect(!session.isPaused)
  }
}

/// A monitor of one fixed row whose fetch fails while `fails` is on.
final class ScriptedFailingMonitor: ResultsMonitor {
  struct FetchFailure: Error {}
  var fails = true
  let rows = [FakeListView.Row(id: 1, version: 0)]

  func performFetch() throws { if fails { throw FetchFailure() } }
  var numberOfSections: Int { 1 }
  func numberOfObjects(inSection section: Int) -> Int { 1 }
  func object(at path: ItemPath) -> SnapshotItem { item(1) }
  func sectionName(at section: Int) -> String { "" }
  func subscribe(_ observer: @escaping (ResultsEvent<SnapshotItem>) -> Void)
    -> ResultsSubscription
  {
    ResultsSubscription {}
  }
}
