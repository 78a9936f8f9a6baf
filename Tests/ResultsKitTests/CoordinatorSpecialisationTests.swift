import ResultsKitTesting
import Testing

@testable import ResultsKit

/// Where the objects are `Identifiable` and `Equatable`, the public initialiser prepares the
/// animated resume's diff for the concrete type (a million-object diff runs several times
/// faster so); elsewhere there is nothing to prepare.
@Suite("Coordinator: the resume diff is prepared for concrete types")
struct CoordinatorSpecialisationTests {
  struct Row: Identifiable, Equatable {
    var id: Int
  }

  struct Plain {
    var text: String
  }

  @Test("Identifiable and Equatable objects get the prepared diff; others do not")
  func preparedWhereItCan() throws {
    let rows = SnapshotMonitor([Row(id: 1), Row(id: 2)])
    let coordinator = ResultsCoordinator(target: RecordingTarget(monitor: rows), monitor: rows)
    #expect(coordinator.diffSections != nil)
    let plain = ScriptedMonitor<Plain>(sections: [ResultsSection(name: "", objects: [])])
    let other = ResultsCoordinator(target: RecordingTarget(monitor: plain), monitor: plain)
    #expect(other.diffSections == nil)
  }

  @Test("An animated resume through the prepared diff applies the same batch")
  func sameBatch() throws {
    let rows = SnapshotMonitor([Row(id: 1), Row(id: 2), Row(id: 3)])
    let target = RecordingTarget(monitor: rows)
    let coordinator = ResultsCoordinator(target: target, monitor: rows)
    try coordinator.loadData()
    coordinator.isPaused = true
    try rows.publish([Row(id: 3), Row(id: 1), Row(id: 4)])
    try coordinator.resume(animated: true)
    let expected = try ChangeBatch.diff(
      from: [Row(id: 1), Row(id: 2), Row(id: 3)], to: [Row(id: 3), Row(id: 1), Row(id: 4)])
    #expect(target.batches == [expected])
  }
}
