import ResultsKit
import ResultsKitTesting
import Testing

/// A monitor that implements none of the optional features (snapshots, lookup, deliveries)
/// still works through the defaults, alone and under `map`; one that is `ObjectLocating` gets
/// the lookup from its `itemPath(for:)`.
@Suite("Monitor features: the defaults, and ObjectLocating")
struct MonitorFeatureDefaultsTests {
  struct Item: Identifiable, Equatable {
    var id: Int
    var version = 0
  }

  /// A monitor with the six requirements only: it publishes a new array of items as one
  /// change of reloads, and counts its object reads.
  final class BareMonitor: ResultsMonitor {
    var items: [Item]
    var reads = 0
    let observers = ObserverBox()

    final class ObserverBox {
      var observers: [(ResultsEvent<Item>) -> Void] = []
    }

    init(_ items: [Item]) {
      self.items = items
    }

    /// Replaces the items; the subscribers get a change (not an accurate one: these tests
    /// read the results only while unsubscribed).
    func publish(_ items: [Item]) {
      for observer in observers.observers { observer(.willChange) }
      self.items = items
      for observer in observers.observers { observer(.didChange) }
    }

    func performFetch() {}
    var numberOfSections: Int { 1 }
    func numberOfObjects(inSection section: Int) -> Int { items.count }
    func object(at path: ItemPath) -> Item {
      reads += 1
      return items[path.item]
    }
    func sectionName(at section: Int) -> String { "" }
    func subscribe(_ observer: @escaping (ResultsEvent<Item>) -> Void) -> ResultsSubscription {
      observers.observers.append(observer)
      return ResultsSubscription { [observers] in observers.observers.removeAll() }
    }
  }

  /// The same, finding items by identifier through an index.
  final class IndexedMonitor: ObjectLocating {
    let items: [Item]
    var reads = 0
    var lookups = 0

    init(_ items: [Item]) {
      self.items = items
    }

    func performFetch() {}
    var numberOfSections: Int { 1 }
    func numberOfObjects(inSection section: Int) -> Int { items.count }
    func object(at path: ItemPath) -> Item {
      reads += 1
      return items[path.item]
    }
    func sectionName(at section: Int) -> String { "" }
    func subscribe(_ observer: @escaping (ResultsEvent<Item>) -> Void) -> ResultsSubscription {
      ResultsSubscription {}
    }
    func itemPath(for id: Int) -> ItemPath? {
      lookups += 1
      return items.firstIndex { $0.id == id }.map { ItemPath(item: $0, section: 0) }
    }
  }

  func items(_ ids: [Int]) -> [Item] { ids.map { Item(id: $0) } }

  @Test("The default snapshot is a copy of the results as they were")
  func defaultSnapshotIsACopy() {
    let monitor = BareMonitor(items([1, 2, 3]))
    let snapshot = monitor.snapshotOfSections()
    monitor.items = items([3])
    #expect(snapshot.sections == [ResultsSection(name: "", objects: items([1, 2, 3]))])
  }

  @Test("The default lookup is a scan, by the own identifier or any other")
  func defaultLookupScans() {
    let monitor = BareMonitor(items([5, 6, 7]))
    #expect(monitor.itemPath(matching: ObjectLookup(id: 6)) == ItemPath(item: 1, section: 0))
    #expect(monitor.reads == 2)
    #expect(monitor.itemPath(matching: ObjectLookup(id: 8)) == nil)
    let byDouble = ObjectLookup<Item, Int>(id: 14) { $0.id * 2 }
    #expect(monitor.itemPath(matching: byDouble) == ItemPath(item: 2, section: 0))
    #expect(monitor.changeDelivery == nil)
  }

  @Test("A coordinator over a bare monitor: the animated resume diffs from the paused results")
  func coordinatorOverBareMonitor() throws {
    let monitor = BareMonitor(items([1, 2, 3]))
    let target = RecordingTarget(monitor: monitor)
    let coordinator = ResultsCoordinator(target: target, monitor: monitor)
    try coordinator.loadData()
    coordinator.isPaused = true
    monitor.publish(items([3, 1, 4]))
    try coordinator.resume(animated: true)
    #expect(target.errors.isEmpty)
    #expect(
      target.batches == [try ChangeBatch.diff(from: items([1, 2, 3]), to: items([3, 1, 4]))])
  }

  @Test("map over a bare monitor: pausing transforms nothing, the resume is right, lookups scan")
  func mapOverBareMonitor() throws {
    let monitor = BareMonitor(items([1, 2, 3]))
    var transforms = 0
    let mapped = monitor.map { item in
      transforms += 1
      return Item(id: item.id, version: item.version + 1)
    }
    let target = RecordingTarget(monitor: mapped)
    let coordinator = ResultsCoordinator(target: target, monitor: mapped)
    try coordinator.loadData()
    transforms = 0
    coordinator.isPaused = true
    #expect(transforms == 0)
    monitor.publish([Item(id: 3), Item(id: 1, version: 5), Item(id: 4)])
    try coordinator.resume(animated: true)
    let expected = try ChangeBatch.diff(
      from: [Item(id: 1, version: 1), Item(id: 2, version: 1), Item(id: 3, version: 1)],
      to: [Item(id: 3, version: 1), Item(id: 1, version: 6), Item(id: 4, version: 1)])
    #expect(target.batches == [expected])
    #expect(mapped.itemPath(matching: ObjectLookup(id: 4)) == ItemPath(item: 2, section: 0))
    #expect(mapped.changeDelivery == nil)
  }

  @Test("A deferred snapshot mapped reads its base only when read, and the base as frozen")
  func mappedDeferredSnapshotIsLazy() {
    var results = [ResultsSection(name: "", objects: [1, 2])]
    let base = DeferredSections { results }
    var transforms = 0
    let mapped = base.map { number in
      transforms += 1
      return number * 10
    }
    #expect(transforms == 0)
    base.freeze()
    results = [ResultsSection(name: "", objects: [3])]
    #expect(mapped.sections == [ResultsSection(name: "", objects: [10, 20])])
    #expect(transforms == 2)
    _ = mapped.sections
    #expect(transforms == 2)
  }

  @Test("An ObjectLocating monitor answers lookups with its itemPath(for:), also under map")
  func objectLocatingGetsTheFastLookup() {
    let monitor = IndexedMonitor(items(Array(0..<1_000)))
    #expect(monitor.itemPath(matching: ObjectLookup(id: 700)) == ItemPath(item: 700, section: 0))
    #expect(monitor.itemPath(matching: ObjectLookup(id: 1_000)) == nil)
    #expect(monitor.lookups == 2)
    #expect(monitor.reads == 0)

    let mapped = monitor.map { Item(id: $0.id, version: 1) }
    #expect(mapped.itemPath(matching: ObjectLookup(id: 300)) == ItemPath(item: 300, section: 0))
    #expect(monitor.lookups == 3)
    #expect(monitor.reads == 1)  // the check of the object found

    // Through a list of monitors of one type, each with its own lookup.
    let monitors: [any ResultsMonitor<Item>] = [monitor, mapped, BareMonitor(items([300]))]
    let paths = monitors.map { $0.itemPath(matching: ObjectLookup(id: 300)) }
    #expect(
      paths == [
        ItemPath(item: 300, section: 0), ItemPath(item: 300, section: 0),
        ItemPath(item: 0, section: 0),
      ])
    #expect(monitor.reads == 2)
  }
}
