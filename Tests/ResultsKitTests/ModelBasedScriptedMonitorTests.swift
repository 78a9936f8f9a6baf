import ResultsKit
import Testing

extension ModelBased {
  /// Random changes sent by a `ScriptedMonitor` as event streams built from a diff, shuffled,
  /// with redundant updates of moved objects and (half the time) the item events a diff leaves
  /// out around deleted and inserted sections: the coordinator must turn each into the diff's
  /// own canonical batch, valid, replaying to the new content.
  @Suite("Model-based: ScriptedMonitor event streams → ResultsCoordinator")
  struct ScriptedMonitorTests {
    @Test("shuffled and verbose event streams, without updateCell", arguments: cases)
    func withoutUpdateCell(case index: Int) throws {
      let summary = try runScriptedSequences(
        case: index, salt: 0x5EED_0000_0005, run: "ScriptedMonitor, no updateCell",
        updatesCells: false)
      expectPassed(summary, updatesCells: false)
    }

    @Test("shuffled and verbose event streams, with updateCell", arguments: cases)
    func withUpdateCell(case index: Int) throws {
      let summary = try runScriptedSequences(
        case: index, salt: 0x5EED_0000_0006, run: "ScriptedMonitor, updateCell",
        updatesCells: true)
      expectPassed(summary, updatesCells: true)
    }
  }
}
