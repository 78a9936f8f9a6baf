import ResultsKit
import ResultsKitTesting
import TestSupport
import Testing

/// Pausing for many changes, then resuming with one reload or one diffed batch.
@Suite struct CoordinatorPauseResumeTests: CoordinatorSuite {
  struct Item: Identifiable, Equatable, Sendable, CustomStringConvertible {
    var id: Int
    var version: Int
    var description: String { "\(id)v\(version)" }
  }

  /// Sections A, B, C of five items each.
  static let initial: [ResultsSection<Item>] = ["A", "B", "C"].enumerated().map { index, name in
    ResultsSection(name: name, objects: (0..<5).map { Item(id: index * 5 + $0, version: 0) })
  }

  /// Publishes `count` random changes to `monitor`: inserts, deletes, moves within and across
  /// sections, content changes, and now and then a section "F" added at the front or removed.
  static func publishChanges(
    _ count: Int, to monitor: SnapshotMonitor<Item>, seed: UInt64
  ) throws {
    var random = SeededRandomNumberGenerator(seed: seed)
    var sections = monitor.sections
    var nextID = max(1_000, (sections.flatMap(\.objects).map(\.id).max() ?? 0) + 1)
    func randomItem() -> (section: Int, item: Int)? {
      let filled = sections.indices.filter { !sections[$0].objects.isEmpty }
      guard !filled.isEmpty else { return nil }
      let section = filled[random.next(below: filled.count)]
      return (section, random.next(below: sections[section].objects.count))
    }
    for step in 0..<count {
      if step % 10 == 9 {
        if sections.first?.name == "F" {
          let removed = sections.removeFirst()
          sections[0].objects += removed.objects
        } else {
          sections.insert(
            ResultsSection(name: "F", objects: [Item(id: nextID, version: 0)]), at: 0)
          nextID += 1
        }
      } else {
        switch random.next(below: 4) {
        case 0:
          let section = random.next(below: sections.count)
          let item = random.next(below: sections[section].objects.count + 1)
          sections[section].objects.insert(Item(id: nextID, version: 0), at: item)
          nextID += 1
        case 1:
          if let (section, item) = randomItem() { sections[section].objects.remove(at: item) }
        case 2:
          if let (section, item) = randomItem() {
            let object = sections[section].objects.remove(at: item)
            let destination = random.next(below: sections.count)
            let place = random.next(below: sections[destination].objects.count + 1)
            sections[destination].objects.insert(object, at: place)
          }
        default:
          if let (section, item) = randomItem() { sections[section].objects[item].version += 1 }
        }
      }
      try monitor.publish(sections: sections)
    }
  }

  /// A harness over a snapshot monitor of ``initial``, loaded.
  func loadedSnapshotHarness(updatesCells: Bool = false) throws -> CoordinatorHarness<
    SnapshotMonitor<Item>
  > {
    let harness = CoordinatorHarness(
      monitor: SnapshotMonitor(sections: Self.initial), updatesCells: updatesCells)
    try harness.coordinator.loadData()
    return harness
  }

  /// Publishes one more insert and expects it applied as one valid batch: the coordinator is
  /// subscribed and the target in step.
  func expectFollowsChanges(
    _ h: CoordinatorHarness<SnapshotMonitor<Item>>,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let count = h.target.calls.count
    var sections = h.monitor.sections
    sections[sections.count - 1].objects.append(Item(id: 9_999, version: 0))
    try h.monitor.publish(sections: sections)
    let last = ItemPath(
      item: sections[sections.count - 1].objects.count - 1, section: sections.count - 1)
    #expect(
      h.calls(after: count) == [.apply(ChangeBatch(insertedItems: [last]))],
      sourceLocation: sourceLocation)
    #expect(h.target.errors.isEmpty, sourceLocation: sourceLocation)
  }

  // MARK: resuming by reloading

  @Test(arguments: [1, 2, 3] as [UInt64])
  func unpausingAfterManyChangesReloadsOnce(seed: UInt64) throws {
    let h = try loadedSnapshotHarness()
    h.coordinator.isPaused = true

    try Self.publishChanges(50, to: h.monitor, seed: seed)
    #expect(h.target.calls == [.reloadData])
    h.coordinator.isPaused = false

    #expect(h.target.calls == [.reloadData, .reloadData])
    #expect(h.target.counts == h.monitorCounts)
    #expect(h.log.reports.isEmpty)

    try expectFollowsChanges(h)
  }

  @Test func resumingWithoutAnimationReloadsOnce() throws {
    let h = try loadedSnapshotHarness()
    h.coordinator.isPaused = true
    try Self.publishChanges(50, to: h.monitor, seed: 7)

    try h.coordinator.resume(animated: false)

    #expect(!h.coordinator.isPaused)
    #expect(h.target.calls == [.reloadData, .reloadData])
    #expect(h.target.counts == h.monitorCounts)
    try expectFollowsChanges(h)
  }

  // MARK: resuming with one batch

  @Test(arguments: [2, 3, 4, 7, 8] as [UInt64])
  func animatedResumeAppliesOneBatchThatReplaysToTheFreshResults(seed: UInt64) throws {
    let h = try loadedSnapshotHarness()
    h.coordinator.isPaused = true
    let contentAtPause = contents(h.monitor.sections)

    try Self.publishChanges(50, to: h.monitor, seed: seed)
    try h.coordinator.resume(animated: true)

    #expect(!h.coordinator.isPaused)
    let calls = h.calls(after: 1)
    #expect(calls.count == 1)
    let batch = try #require(h.target.batches.first)
    #expect(calls == [.apply(batch)])
    #expect(batch.isCanonical)
    // The changes exercise every kind of entry.
    #expect(!batch.deletedItems.isEmpty && !batch.insertedItems.isEmpty)
    #expect(!batch.movedItems.isEmpty && !batch.reloadedItems.isEmpty)
    #expect(batch.insertedSections == [0])
    #expect(h.target.errors.isEmpty)
    #expect(h.log.reports.isEmpty)
    #expect(h.target.counts == h.monitorCounts)
    let fresh = contents(h.monitor.sections)
    #expect(try batch.applied(to: contentAtPause, taking: fresh) == fresh)
    try expectFollowsChanges(h)
  }

  @Test(arguments: [2, 3, 4, 7, 8] as [UInt64])
  func animatedResumeWithUpdateCellConfiguresChangedAndMovedObjectsAtAfterPaths(
    seed: UInt64
  ) throws {
    let h = try loadedSnapshotHarness(updatesCells: true)
    h.coordinator.isPaused = true
    let atPause = h.monitor.sections

    try Self.publishChanges(50, to: h.monitor, seed: seed)
    try h.coordinator.resume(animated: true)

    let batch = try #require(h.target.batches.first)
    #expect(h.calls(after: 1) == [.apply(batch)])
    #expect(batch.reloadedItems.isEmpty && batch.reconfiguredItems.isEmpty)
    #expect(h.target.errors.isEmpty)
    let fresh = h.monitor.sections

    // Expected calls: every move destination, and every object whose content changed that
    // stays in a section surviving the batch (not moved out of a deleted section, not into
    // an inserted one: those get a fresh cell).
    var beforePath: [Int: ItemPath] = [:]
    var beforeVersion: [Int: Int] = [:]
    for (s, section) in atPause.enumerated() {
      for (i, item) in section.objects.enumerated() {
        beforePath[item.id] = path(s, i)
        beforeVersion[item.id] = item.version
      }
    }
    var expected = Set(batch.movedItems.map(\.to))
    for (s, section) in fresh.enumerated() where !batch.insertedSections.contains(s) {
      for (i, item) in section.objects.enumerated() {
        guard let old = beforePath[item.id], !batch.deletedSections.contains(old.section),
          beforeVersion[item.id] != item.version
        else { continue }
        expected.insert(path(s, i))
      }
    }
    let paths = h.log.cellCalls.map(\.path)
    #expect(!batch.movedItems.isEmpty)
    #expect(paths == expected.sorted())
    #expect(!paths.isEmpty)
    for call in h.log.cellCalls {
      #expect(fresh[call.path.section].objects[call.path.item] == call.object)
      #expect(call.targetCallsSoFar.last == .apply(batch))
    }

    // The batch plus the configured cells shows exactly the fresh results.
    var shown = try replay(batch, from: atPause, to: fresh)
    for call in h.log.cellCalls { shown[call.path.section][call.path.item] = call.object }
    #expect(shown == contents(fresh))
  }

  @Test("An animated resume with no change applies the empty batch: the view is in step again")
  func animatedResumeWithNoChangeAppliesAnEmptyBatch() throws {
    let h = try loadedSnapshotHarness(updatesCells: true)
    h.coordinator.isPaused = true

    try h.coordinator.resume(animated: true)

    #expect(!h.coordinator.isPaused)
    #expect(h.target.calls == [.reloadData, .apply(ChangeBatch())])
    #expect(h.log.cellCalls.isEmpty)
    try expectFollowsChanges(h)
  }

  @Test func animatedResumeAfterAPauseMidChangeReloads() throws {
    // What the target showed is unknown when the pause cut a change short.
    let monitor = ScriptedMonitor(sections: [
      ResultsSection(name: "", objects: [Item(id: 1, version: 0)])
    ])
    let h = CoordinatorHarness(monitor: monitor)
    try h.coordinator.loadData()
    monitor.send(.willChange)
    monitor.sections = [
      ResultsSection(name: "", objects: [Item(id: 1, version: 0), Item(id: 2, version: 0)])
    ]
    monitor.send(.inserted(Item(id: 2, version: 0), at: path(0, 1)))
    h.coordinator.isPaused = true
    monitor.send(.didChange)

    try h.coordinator.resume(animated: true)

    #expect(h.target.calls == [.reloadData, .reloadData])
    #expect(h.target.counts == [2])
    #expect(h.log.reports.isEmpty)
  }

  @Test func animatedResumeOverDuplicateIdentifiersReportsAndReloads() throws {
    let monitor = ScriptedMonitor(sections: [
      ResultsSection(name: "", objects: [Item(id: 1, version: 0)])
    ])
    let h = CoordinatorHarness(monitor: monitor)
    try h.coordinator.loadData()
    h.coordinator.isPaused = true
    monitor.sections = [
      ResultsSection(name: "", objects: [Item(id: 1, version: 0), Item(id: 1, version: 1)])
    ]

    try h.coordinator.resume(animated: true)

    #expect(h.target.calls == [.reloadData, .reloadData])
    #expect(h.log.reports.count == 1)
    #expect(h.log.reports.first is DiffError)
    #expect(!h.coordinator.isPaused)
  }

  @Test(arguments: [false, true])
  func resumeWhenNotPausedDoesNothing(animated: Bool) throws {
    let monitor = ScriptedMonitor(sections: [
      ResultsSection(name: "", objects: [Item(id: 1, version: 0)])
    ])
    let h = CoordinatorHarness(monitor: monitor)
    try h.coordinator.loadData()

    try h.coordinator.resume(animated: animated)

    #expect(monitor.performFetchCount == 1)
    #expect(monitor.subscriberCount == 1)
    #expect(h.target.calls == [.reloadData])
    #expect(h.log.objectCounts == [1])
  }

  @Test func animatedResumeAfterLoadDataWhilePausedDiffsFromWhatTheTargetShows() throws {
    // loadData() while paused reloads the target with the results of that moment; the
    // animated resume must start from those, not from the results at the pause.
    let h = try loadedSnapshotHarness()
    h.coordinator.isPaused = true
    try Self.publishChanges(5, to: h.monitor, seed: 11)
    try h.coordinator.loadData()
    let shown = contents(h.monitor.sections)
    try Self.publishChanges(5, to: h.monitor, seed: 12)

    try h.coordinator.resume(animated: true)

    let batch = try #require(h.target.batches.first)
    #expect(h.calls(after: 2) == [.apply(batch)])
    #expect(h.target.errors.isEmpty)
    #expect(h.log.reports.isEmpty)
    let fresh = contents(h.monitor.sections)
    #expect(try batch.applied(to: shown, taking: fresh) == fresh)
  }

  @Test func animatedResumeAfterLoadDataWhilePausedDoesNotLeaveStaleRows() throws {
    // The minimal case: the counts never change, so only the order shows a stale snapshot.
    let one = Item(id: 1, version: 0)
    let two = Item(id: 2, version: 0)
    let h = CoordinatorHarness(monitor: SnapshotMonitor([one, two]))
    try h.coordinator.loadData()
    h.coordinator.isPaused = true
    try h.monitor.publish([two, one])
    try h.coordinator.loadData()  // the target shows [2, 1]
    try h.monitor.publish([one, two])

    try h.coordinator.resume(animated: true)

    #expect(h.calls(after: 2).count == 1)
    let batch = try #require(h.target.batches.first)
    #expect(batch.movedItems.count == 1)
    #expect(try batch.applied(to: [[two, one]], taking: [[one, two]]) == [[one, two]])
  }

  @Test func animatedResumeOfACoordinatorPausedBeforeLoadingShowsTheResults() throws {
    // Paused before loadData(): the target shows nothing, so there is nothing to diff from
    // and the resume reloads.
    let h = CoordinatorHarness(monitor: SnapshotMonitor(sections: Self.initial))
    h.coordinator.isPaused = true

    try h.coordinator.resume(animated: true)

    #expect(!h.coordinator.isPaused)
    #expect(h.target.calls == [.reloadData])
    #expect(h.target.counts == h.monitorCounts)
    #expect(h.target.errors.isEmpty)
  }

  @Test func unpausingACoordinatorPausedBeforeLoadingLoadsTheTarget() throws {
    let h = CoordinatorHarness(monitor: SnapshotMonitor(sections: Self.initial))
    h.coordinator.isPaused = true

    try h.coordinator.resume(animated: false)

    #expect(h.target.calls == [.reloadData])
    #expect(h.target.counts == h.monitorCounts)
  }

  // MARK: a monitor whose fetch fails

  private struct FetchFailed: Error, Equatable {}

  /// A monitor with fixed results whose `performFetch()` throws while `failing` is set.
  private final class FailingMonitor: ResultsMonitor {
    var failing = false
    var fetches = 0
    var results: [Item]
    private var observers: [Int: (ResultsEvent<Item>) -> Void] = [:]
    private var nextToken = 0

    init(_ results: [Item]) { self.results = results }

    var subscriberCount: Int { observers.count }

    func performFetch() throws {
      fetches += 1
      if failing { throw FetchFailed() }
    }
    var numberOfSections: Int { 1 }
    func numberOfObjects(inSection section: Int) -> Int { results.count }
    func object(at path: ItemPath) -> Item { results[path.item] }
    func sectionName(at section: Int) -> String { "" }
    func subscribe(_ observer: @escaping (ResultsEvent<Item>) -> Void) -> ResultsSubscription {
      let token = nextToken
      nextToken += 1
      observers[token] = observer
      return ResultsSubscription { [weak self] in self?.observers[token] = nil }
    }
  }

  @Test func unpausingReportsAFailedFetchAndStillReloads() throws {
    let monitor = FailingMonitor([Item(id: 1, version: 0)])
    let h = CoordinatorHarness(monitor: monitor)
    try h.coordinator.loadData()
    h.coordinator.isPaused = true
    monitor.failing = true
    monitor.results.append(Item(id: 2, version: 0))

    h.coordinator.isPaused = false

    #expect(!h.coordinator.isPaused)
    #expect(h.log.reports.count == 1)
    #expect(h.log.reports.first as? FetchFailed == FetchFailed())
    #expect(h.target.calls == [.reloadData, .reloadData])
    #expect(h.target.counts == [2])
    #expect(monitor.subscriberCount == 1)
  }

  @Test(arguments: [false, true])
  func resumeThrowsAFailedFetchAndStaysPaused(animated: Bool) throws {
    let monitor = FailingMonitor([Item(id: 1, version: 0)])
    let h = CoordinatorHarness(monitor: monitor)
    try h.coordinator.loadData()
    h.coordinator.isPaused = true
    monitor.failing = true

    #expect(throws: FetchFailed()) { try h.coordinator.resume(animated: animated) }

    #expect(h.coordinator.isPaused)
    #expect(monitor.subscriberCount == 0)
    #expect(h.target.calls == [.reloadData])
    #expect(h.log.reports.isEmpty)

    // Once the fetch works, resuming does.
    monitor.failing = false
    monitor.results.append(Item(id: 2, version: 0))
    try h.coordinator.resume(animated: animated)
    #expect(!h.coordinator.isPaused)
    #expect(monitor.subscriberCount == 1)
    #expect(h.target.counts == [2])
    #expect(h.target.errors.isEmpty)
  }

  @Test func aFailedLoadDataLeavesTheTargetUntouched() {
    let monitor = FailingMonitor([Item(id: 1, version: 0)])
    monitor.failing = true
    let h = CoordinatorHarness(monitor: monitor)

    #expect(throws: FetchFailed()) { try h.coordinator.loadData() }

    #expect(h.target.calls.isEmpty)
    #expect(h.target.counts.isEmpty)
    #expect(monitor.subscriberCount == 0)
    #expect(h.log.objectCounts.isEmpty)
    #expect(h.log.reports.isEmpty)
  }
}
