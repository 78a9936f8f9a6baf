import ResultsKit
import ResultsKitSwiftUI
import ResultsKitTesting
import TestSupport
import Testing

/// The sections an observable object publishes for a SwiftUI `List`: a copy that follows each
/// commit, stops while paused, and rejects a batch that does not fit.
@Suite struct SectionsMirrorTests {
  @Test func theCopyFollowsEachCommitAndStopsWhilePaused() throws {
    let monitor = SnapshotMonitor(sections: [section("A", [item(1)])])
    let mirror = SectionsMirror(monitor: monitor)
    var changes = 0
    mirror.onChange = { changes += 1 }
    let coordinator = ResultsCoordinator(target: mirror, monitor: monitor)
    try coordinator.loadData()
    #expect(mirror.sections == monitor.sections)
    try monitor.publish(sections: [section("A", [item(2), item(1, 1)]), section("B", [item(3)])])
    #expect(mirror.sections == monitor.sections)
    #expect(changes == 2)
    coordinator.isPaused = true
    try monitor.publish(sections: [section("B", [item(3)])])
    #expect(mirror.sections.count == 2, "paused: the copy stays")
    #expect(changes == 2)
    coordinator.isPaused = false
    #expect(mirror.sections == monitor.sections)
    #expect(changes == 3)
  }

  @Test func aBatchThatDoesNotFitIsRejectedAndTheCopyReloaded() {
    let monitor = ScriptedMonitor(sections: [section("", [item(1)])])
    let mirror = SectionsMirror(monitor: monitor)
    let coordinator = ResultsCoordinator(target: mirror, monitor: monitor)
    var errors: [any Error] = []
    coordinator.onInconsistency = { errors.append($0) }
    try? coordinator.loadData()
    // Two objects arrive, one reported.
    monitor.sendChange(
      to: [section("", [item(1), item(2), item(3)])], [.inserted(item(2), at: path(0, 1))])
    #expect(errors.count == 1)
    #expect(errors.first is BatchError)
    #expect(mirror.sections == monitor.sections, "reloaded after the error")
  }

  @Test func theRowsOfASnapshotRandomStreamAreAlwaysTheMonitors() throws {
    var random = SeededRandomNumberGenerator(seed: 31)
    let monitor = SnapshotMonitor(sections: RandomSnapshots.sections(using: &random))
    let mirror = SectionsMirror(monitor: monitor)
    let coordinator = ResultsCoordinator(target: mirror, monitor: monitor)
    var errors: [any Error] = []
    coordinator.onInconsistency = { errors.append($0) }
    try coordinator.loadData()
    for step in 0..<300 {
      try monitor.publish(sections: RandomSnapshots.successor(of: monitor.sections, using: &random))
      #expect(mirror.sections == monitor.sections, "step \(step)")
    }
    #expect(errors.isEmpty)
  }
}
