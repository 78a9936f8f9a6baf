/// A monitor over immutable snapshots that you publish: each publish is diffed against the
/// previous snapshot and reported to the subscribers as events.
///
/// This is the IGListKit pattern: build immutable view models from whatever source you have,
/// publish them, and let a ``ResultsCoordinator`` turn each change into one valid batch.
///
///     let monitor = SnapshotMonitor([Row(id: 1, title: "a")])
///     let coordinator = ResultsCoordinator(target: table, monitor: monitor)
///     try coordinator.loadData()
///     try monitor.publish([Row(id: 1, title: "A"), Row(id: 2, title: "b")])   // one batch
///
/// Moves are minimal (see ``ChangeBatch/diff(from:to:updates:)-([ResultsSection<Object>],_,_)``):
/// an object that changed place is reported as `moved`, carrying its new content; one that
/// changed in place as `updated`.
public final class SnapshotMonitor<Object: Identifiable & Equatable>: ResultsMonitor {
  private var current: [ResultsSection<Object>]
  private let observers = ObserverList<ResultsEvent<Object>>()

  /// Creates a monitor whose results are `objects`, in one unnamed section.
  ///
  /// - Parameter objects: The first snapshot; identifiers must be unique.
  public init(_ objects: [Object] = []) {
    current = [ResultsSection(name: "", objects: objects)]
  }

  /// Creates a monitor whose results are `sections`.
  ///
  /// - Parameter sections: The first snapshot; section names and identifiers must be unique.
  public init(sections: [ResultsSection<Object>]) {
    current = sections
  }

  /// Publishes a new snapshot of `objects`, in one unnamed section.
  ///
  /// - Throws: `DiffError.duplicateIdentifier` when an identifier occurs twice; the monitor
  ///   then keeps its results and sends nothing.
  /// - Complexity: O(*n* + *m* log *m*), the cost of the diff.
  public func publish(_ objects: [Object]) throws(DiffError) {
    try publish(sections: [ResultsSection(name: "", objects: objects)])
  }

  /// Publishes a new snapshot of sections.
  ///
  /// The subscribers receive `willChange`, the section and object events, and `didChange`;
  /// from `willChange` on, the monitor answers with `sections`. A snapshot with no visible
  /// change sends nothing.
  ///
  /// - Throws: `DiffError` when a section name or identifier occurs twice (in `sections`, or
  ///   in the current snapshot); the monitor then keeps its results and sends nothing.
  /// - Complexity: O(*n* + *m* log *m*), the cost of the diff.
  public func publish(sections: [ResultsSection<Object>]) throws(DiffError) {
    let previous = current
    let batch = try ChangeBatch.diff(from: previous, to: sections, updates: .reconfigure)
    current = sections
    guard !batch.isEmpty else { return }
    for event in Self.events(for: batch, from: previous, to: sections) {
      observers.send(event)
    }
  }

  /// The events that report `batch`, a `.reconfigure` diff from `old` to `new`, in the order
  /// of ``ResultsEvent/sendChange(deletedSections:insertedSections:deleted:inserted:moved:updated:to:)``.
  @usableFromInline package static func events(
    for batch: ChangeBatch, from old: [ResultsSection<Object>], to new: [ResultsSection<Object>]
  ) -> [ResultsEvent<Object>] {
    func oldObject(_ path: ItemPath) -> Object { old[path.section].objects[path.item] }
    func newObject(_ path: ItemPath) -> Object { new[path.section].objects[path.item] }
    // Reconfigured objects that did not move changed in place: find where they were.
    let movedTo = Set(batch.movedItems.map(\.to))
    let reconfigured = batch.reconfiguredItems.filter { !movedTo.contains($0) }
    var updated: [(Object, ItemPath, ItemPath)] = []
    if !reconfigured.isEmpty {
      var oldPaths: [Object.ID: ItemPath] = [:]
      for (section, contents) in old.enumerated() {
        for (item, object) in contents.objects.enumerated() {
          oldPaths[object.id] = ItemPath(item: item, section: section)
        }
      }
      for path in reconfigured {
        let object = newObject(path)
        if let before = oldPaths[object.id] { updated.append((object, before, path)) }
      }
    }
    var events: [ResultsEvent<Object>] = []
    ResultsEvent.sendChange(
      deletedSections: batch.deletedSections.lazy.map { (old[$0].name, $0) },
      insertedSections: batch.insertedSections.lazy.map { (new[$0].name, $0) },
      deleted: batch.deletedItems.lazy.map { (oldObject($0), $0) },
      inserted: batch.insertedItems.lazy.map { (newObject($0), $0) },
      moved: batch.movedItems.lazy.map { (newObject($0.to), $0.from, $0.to) },
      updated: updated
    ) { events.append($0) }
    return events
  }

  /// Does nothing: a snapshot monitor's results are always loaded.
  public func performFetch() {}

  /// The number of sections in the current snapshot.
  public var numberOfSections: Int { current.count }

  /// The number of objects in `section` of the current snapshot.
  public func numberOfObjects(inSection section: Int) -> Int { current[section].objects.count }

  /// The object at `path` in the current snapshot.
  public func object(at path: ItemPath) -> Object { current[path.section].objects[path.item] }

  /// The name of `section` in the current snapshot.
  public func sectionName(at section: Int) -> String { current[section].name }

  /// Sends every published change to `observer` until the subscription ends.
  public func subscribe(
    _ observer: @escaping (ResultsEvent<Object>) -> Void
  ) -> ResultsSubscription {
    observers.subscribe(observer)
  }

  /// The current snapshot, as published.
  public var sections: [ResultsSection<Object>] { current }

  /// The current snapshot, as published: publishing replaces it rather than changing it, so
  /// keeping it copies nothing.
  ///
  /// - Returns: The snapshot.
  /// - Complexity: O(1).
  public func snapshotOfSections() -> DeferredSections<Object> { DeferredSections(current) }

  /// The number of objects in the current snapshot.
  public var numberOfObjects: Int { current.reduce(0) { $0 + $1.objects.count } }

  /// The number of objects in each section of the snapshot.
  ///
  /// - Complexity: O(*s*) for *s* sections.
  public var sectionCounts: [Int] { current.map(\.objects.count) }

  /// The index titles of the snapshot's sections: each section's own `indexTitle` where it
  /// has one, else the first character of its name, uppercased; each title once.
  public var sectionIndexTitles: [String] {
    SectionIndex.uniqueTitles(current.lazy.map(title(of:)))
  }

  /// The index title of the section named `name`: its own `indexTitle` where it has one,
  /// else the first character of the name, uppercased; `nil` for `""` or an unknown name
  /// without one.
  public func sectionIndexTitle(forSectionName name: String) -> String? {
    if let section = current.first(where: { $0.name == name }) { return title(of: section) }
    return SectionIndex.defaultTitle(forSectionName: name)
  }

  /// The first section whose index title is `title`; otherwise the last section whose title
  /// sorts before it; otherwise 0.
  public func section(forSectionIndexTitle title: String, at index: Int) -> Int {
    SectionIndex.section(forTitle: title, among: current.lazy.map(self.title(of:)))
  }

  private func title(of section: ResultsSection<Object>) -> String? {
    section.indexTitle ?? SectionIndex.defaultTitle(forSectionName: section.name)
  }
}
