import ResultsKit
import Testing

extension ModelBased {
  /// Random snapshot sequences published through a `SnapshotMonitor`, each publish checked
  /// against the model: one canonical batch (or nothing), exactly the expected one, replaying
  /// the previous content into the new one, with the target showing the monitor's counts.
  @Suite("Model-based: SnapshotMonitor → ResultsCoordinator")
  struct SnapshotMonitorTests {
    @Test("random snapshots, without updateCell: reloads and move+reconfigure", arguments: cases)
    func withoutUpdateCell(case index: Int) throws {
      let summary = try runSnapshotSequences(
        case: index, salt: 0x5EED_0000_0001, run: "SnapshotMonitor, no updateCell",
        project: { $0 }, makeProbe: { try CoordinatorProbe(monitor: $0, updatesCells: false) })
      expectPassed(summary, updatesCells: false)
    }

    @Test("random snapshots, with updateCell: calls after the batch instead", arguments: cases)
    func withUpdateCell(case index: Int) throws {
      let summary = try runSnapshotSequences(
        case: index, salt: 0x5EED_0000_0002, run: "SnapshotMonitor, updateCell",
        project: { $0 }, makeProbe: { try CoordinatorProbe(monitor: $0, updatesCells: true) })
      expectPassed(summary, updatesCells: true)
    }
  }

  /// The same through `monitor.map(ItemViewModel.init)`: a `MappedMonitor` must report the same
  /// changes with its view models.
  @Suite("Model-based: SnapshotMonitor.map → ResultsCoordinator")
  struct MappedMonitorTests {
    @Test("random snapshots as view models, without updateCell", arguments: cases)
    func withoutUpdateCell(case index: Int) throws {
      let summary = try runSnapshotSequences(
        case: index, salt: 0x5EED_0000_0003, run: "MappedMonitor, no updateCell",
        project: ItemViewModel.init,
        makeProbe: {
          try CoordinatorProbe(monitor: $0.map(ItemViewModel.init), updatesCells: false)
        })
      expectPassed(summary, updatesCells: false)
    }

    @Test("random snapshots as view models, with updateCell", arguments: cases)
    func withUpdateCell(case index: Int) throws {
      let summary = try runSnapshotSequences(
        case: index, salt: 0x5EED_0000_0004, run: "MappedMonitor, updateCell",
        project: ItemViewModel.init,
        makeProbe: { try CoordinatorProbe(monitor: $0.map(ItemViewModel.init), updatesCells: true) }
      )
      expectPassed(summary, updatesCells: true)
    }
  }
}
