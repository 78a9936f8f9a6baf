import ResultsKit
import ResultsKitTesting
import Testing

/// The scene of the guides' coordinator example as a unit test (the guide's own code is
/// compiled and run by .ci/check-doc-examples).
@Suite struct ReadmeCoordinatorExampleTests {
  struct Row: Identifiable, Equatable {
    var id: Int
    var title: String
  }

  @Test func snapshotMonitorExampleRecordsTheBatchTheReadmeShows() throws {
    let monitor = SnapshotMonitor([Row(id: 1, title: "a")])
    let target = RecordingTarget(monitor: monitor)
    let coordinator = ResultsCoordinator(target: target, monitor: monitor)
    try coordinator.loadData()

    try monitor.publish([Row(id: 2, title: "b"), Row(id: 1, title: "A")])

    #expect(
      target.calls == [
        .reloadData,
        .apply(
          ChangeBatch(
            insertedItems: [ItemPath(item: 0, section: 0)],
            reloadedItems: [ItemPath(item: 0, section: 0)])),
      ])
    #expect(target.errors.isEmpty)
  }
}
