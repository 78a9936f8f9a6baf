import ResultsKit
import ResultsKitTesting
import Testing

/// A target whose `apply` leads back to the coordinator's `loadData()` (a hook that refreshes
/// everything, say): the view then already shows the current results, and the batch's cell
/// updates, whose paths belong to the batch it has left behind, must not follow.
@Suite("Coordinator: a reload from inside the target's apply")
struct CoordinatorNestedReloadTests {
  /// A target that keeps the rows it shows and runs `hook` inside `apply`.
  final class HookedTarget: Coordinatable {
    let monitor: ScriptedMonitor<String>
    var hook: () -> Void = {}
    var rows: [[String]] = []

    init(_ monitor: ScriptedMonitor<String>) { self.monitor = monitor }

    func reloadData() { rows = monitor.sections.map(\.objects) }

    func apply(_ batch: ChangeBatch) throws {
      rows = try batch.applied(to: rows, taking: monitor.sections.map(\.objects))
      hook()
    }
  }

  @Test("updateCell is not called with the old batch's paths after a nested reload")
  func noStaleCellUpdates() throws {
    let monitor = ScriptedMonitor(sections: [ResultsSection(name: "", objects: ["a", "b"])])
    let target = HookedTarget(monitor)
    var cells: [String] = []
    let coordinator = ResultsCoordinator(
      target: target, monitor: monitor,
      updateCell: { path, object in
        cells.append(object)
        target.rows[path.section][path.item] = object
      })
    try coordinator.loadData()
    // While the target applies the move, the results move on ("c" in front) and the target
    // reloads: the move's cell update at [0, 0] would then put "b2" over "c".
    target.hook = { [unowned coordinator] in
      target.hook = {}
      monitor.sections = [ResultsSection(name: "", objects: ["c", "a"])]
      try? coordinator.loadData()
    }
    monitor.sendChange(
      to: [ResultsSection(name: "", objects: ["b2", "a"])],
      [.moved("b2", from: ItemPath(item: 1, section: 0), to: ItemPath(item: 0, section: 0))])
    #expect(target.rows == [["c", "a"]])
    #expect(cells.isEmpty)
    // Without a nested reload the cell update follows as usual.
    monitor.sendChange(
      to: [ResultsSection(name: "", objects: ["c2", "a"])],
      [.updated("c2", at: ItemPath(item: 0, section: 0), newPath: ItemPath(item: 0, section: 0))])
    #expect(target.rows == [["c2", "a"]])
    #expect(cells == ["c2"])
  }
}
