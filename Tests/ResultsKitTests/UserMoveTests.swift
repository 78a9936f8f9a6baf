import ResultsKit
import ResultsKitTesting
import TestSupport
import Testing

/// `performUserMove(from:to:_:)`: a row the user dragged is not moved a second time, and the
/// view ends in step with the results whatever the commit did.
@Suite("ResultsCoordinator: moves the user made")
struct UserMoveTests {
  /// A view that shows rows, takes batches as UIKit does (replayed on what it shows, new and
  /// reloaded rows read from the monitor, reconfigured rows configured again from it), and
  /// lets the user drag a row.
  final class DraggableView: Coordinatable {
    let monitor: SnapshotMonitor<SnapshotItem>
    private(set) var shown: [[SnapshotItem]] = []
    private(set) var batches: [ChangeBatch] = []
    private(set) var reloads = 0

    init(_ monitor: SnapshotMonitor<SnapshotItem>) {
      self.monitor = monitor
    }

    func reloadData() {
      reloads += 1
      shown = monitor.sections.map(\.objects)
    }

    func apply(_ batch: ChangeBatch) throws(BatchError) {
      let current = monitor.sections.map(\.objects)
      shown = try batch.applied(to: shown, taking: current)
      for path in batch.reconfiguredItems {
        shown[path.section][path.item] = current[path.section][path.item]
      }
      batches.append(batch)
    }

    /// The coordinator's `updateCell`: the row's content, in place.
    func configure(_ path: ItemPath, _ item: SnapshotItem) {
      shown[path.section][path.item] = item
    }

    /// The user drags the row at `source` to `destination`, as a table moves it.
    func drag(from source: ItemPath, to destination: ItemPath) {
      let row = shown[source.section].remove(at: source.item)
      shown[destination.section].insert(row, at: destination.item)
    }
  }

  /// A random drag in `shown`: a row, and a place for it in the rows without it.
  static func randomDrag(
    in shown: [[SnapshotItem]], using random: inout SeededRandomNumberGenerator
  ) -> ItemMove? {
    let rows = shown.indices.flatMap { s in shown[s].indices.map { ItemPath(item: $0, section: s) }
    }
    guard !rows.isEmpty else { return nil }
    let source = rows[random.next(below: rows.count)]
    let section = random.next(below: shown.count)
    let room = shown[section].count + (section == source.section ? 0 : 1)
    return ItemMove(from: source, to: ItemPath(item: random.next(below: room), section: section))
  }

  /// The results after the app records a drag: what the view shows, with the dragged object
  /// and some of its neighbours changed (their order written into them).
  static func recorded(
    _ shown: [[SnapshotItem]], names: [String], using random: inout SeededRandomNumberGenerator
  ) -> [ResultsSection<SnapshotItem>] {
    zip(names, shown).map { name, objects in
      ResultsSection(
        name: name,
        objects: objects.map { item in
          random.next(below: 4) == 0 ? SnapshotItem(id: item.id, version: item.version + 1) : item
        })
    }
  }

  @Test(
    "A recorded drag moves no row again; changed rows are updated where they are",
    arguments: [false, true], [UInt64(3), 4, 5])
  func recordedDrags(updatesCells: Bool, seed: UInt64) throws {
    var random = SeededRandomNumberGenerator(seed: seed)
    let monitor = SnapshotMonitor(sections: RandomSnapshots.sections(using: &random))
    let view = DraggableView(monitor)
    let coordinator = ResultsCoordinator(
      target: view, monitor: monitor, updateCell: updatesCells ? view.configure : nil)
    var errors: [any Error] = []
    coordinator.onInconsistency = { errors.append($0) }
    try coordinator.loadData()
    var drags = 0
    for step in 0..<Soak.perCase(cases: 6, usual: 200) {
      if step % 10 == 9 {
        // Now and then an ordinary commit, so that the rows change between drags.
        try monitor.publish(
          sections: RandomSnapshots.successor(of: monitor.sections, using: &random))
        continue
      }
      guard let drag = Self.randomDrag(in: view.shown, using: &random), drag.from != drag.to
      else { continue }
      let (reloads, batches) = (view.reloads, view.batches.count)
      view.drag(from: drag.from, to: drag.to)
      let names = monitor.sections.map(\.name)
      let results = Self.recorded(view.shown, names: names, using: &random)
      try coordinator.performUserMove(from: drag.from, to: drag.to) {
        try monitor.publish(sections: results)
      }
      drags += 1
      let place = "seed \(seed), step \(step), drag \(drag)"
      #expect(view.reloads == reloads, "\(place): reloaded")
      for batch in view.batches[batches...] {
        #expect(
          batch.movedItems.isEmpty && batch.insertedItems.isEmpty && batch.deletedItems.isEmpty,
          "\(place): \(batch)")
      }
      #expect(view.shown == monitor.sections.map(\.objects), "\(place): the rows")
    }
    #expect(errors.isEmpty, "\(errors)")
    #expect(drags > 100)
  }

  @Test("Without it, the monitor's move reaches a view that made it already")
  func withoutItTheRowMovesTwice() throws {
    let monitor = SnapshotMonitor(sections: [
      section("", (0..<4).map { SnapshotItem(id: $0, version: 0) })
    ])
    let view = DraggableView(monitor)
    let coordinator = ResultsCoordinator(target: view, monitor: monitor)
    try coordinator.loadData()
    view.drag(from: path(0, 0), to: path(0, 3))
    try monitor.publish(sections: [section("", view.shown[0])])
    #expect(view.shown != monitor.sections.map(\.objects), "the oracle: the row moved twice")
  }

  @Test("A commit that puts the object elsewhere, or adds one, reloads the view")
  func disagreeingCommitsReload() throws {
    let items = (0..<4).map { SnapshotItem(id: $0, version: 0) }
    let monitor = SnapshotMonitor(sections: [section("", items)])
    let view = DraggableView(monitor)
    let coordinator = ResultsCoordinator(target: view, monitor: monitor)
    try coordinator.loadData()
    // Dragged to the end, but the results put it second.
    view.drag(from: path(0, 0), to: path(0, 3))
    try coordinator.performUserMove(from: path(0, 0), to: path(0, 3)) {
      try monitor.publish(sections: [section("", [items[1], items[0], items[2], items[3]])])
    }
    #expect(view.reloads == 2)
    #expect(view.shown == monitor.sections.map(\.objects))
    // Dragged as recorded, but the commit also adds an object.
    view.drag(from: path(0, 1), to: path(0, 0))
    try coordinator.performUserMove(from: path(0, 1), to: path(0, 0)) {
      try monitor.publish(sections: [section("", view.shown[0] + [SnapshotItem(id: 9, version: 0)])]
      )
    }
    #expect(view.reloads == 3)
    #expect(view.shown == monitor.sections.map(\.objects))
  }

  @Test("A drag the app does not record, or fails to, reloads the view")
  func unrecordedDragsReload() throws {
    struct Refused: Error {}
    let monitor = SnapshotMonitor(sections: [
      section("", (0..<3).map { SnapshotItem(id: $0, version: 0) })
    ])
    let view = DraggableView(monitor)
    let coordinator = ResultsCoordinator(target: view, monitor: monitor)
    try coordinator.loadData()
    view.drag(from: path(0, 0), to: path(0, 2))
    coordinator.performUserMove(from: path(0, 0), to: path(0, 2)) {}
    #expect(view.reloads == 2)
    #expect(view.shown == monitor.sections.map(\.objects))
    view.drag(from: path(0, 2), to: path(0, 1))
    #expect(throws: Refused.self) {
      try coordinator.performUserMove(from: path(0, 2), to: path(0, 1)) { throw Refused() }
    }
    #expect(view.reloads == 3)
    #expect(view.shown == monitor.sections.map(\.objects))
    // The next commit is an ordinary one again: its move is applied.
    try monitor.publish(sections: [section("", monitor.sections[0].objects.reversed())])
    #expect(view.batches.last?.movedItems.isEmpty == false)
    #expect(view.shown == monitor.sections.map(\.objects))
  }

  @Test("A drag while paused makes the animated resume a reload")
  func dragWhilePaused() throws {
    let items = (0..<3).map { SnapshotItem(id: $0, version: 0) }
    let monitor = SnapshotMonitor(sections: [section("", items)])
    let view = DraggableView(monitor)
    let coordinator = ResultsCoordinator(target: view, monitor: monitor)
    try coordinator.loadData()
    coordinator.isPaused = true
    view.drag(from: path(0, 0), to: path(0, 2))
    try coordinator.performUserMove(from: path(0, 0), to: path(0, 2)) {
      try monitor.publish(sections: [section("", view.shown[0])])
    }
    try coordinator.resume(animated: true)
    #expect(view.batches.isEmpty)
    #expect(view.reloads == 2)
    #expect(view.shown == monitor.sections.map(\.objects))
  }

  @Test("A pause inside a drag's commit makes the animated resume a reload")
  func pauseDuringDrag() throws {
    let items = (0..<4).map { SnapshotItem(id: $0, version: 0) }
    let monitor = SnapshotMonitor(sections: [section("", items)])
    let view = DraggableView(monitor)
    let coordinator = ResultsCoordinator(target: view, monitor: monitor)
    try coordinator.loadData()
    view.drag(from: path(0, 0), to: path(0, 3))
    try coordinator.performUserMove(from: path(0, 0), to: path(0, 3)) {
      // The view shows the user's move, which the results at this pause do not have: a
      // resume must not diff from them.
      coordinator.isPaused = true
      try monitor.publish(sections: [section("", view.shown[0])])
    }
    #expect(coordinator.isPaused)
    try coordinator.resume(animated: true)
    #expect(view.batches.isEmpty)
    #expect(view.shown == monitor.sections.map(\.objects))
  }
}
