import ResultsKit

extension SectionedSlots {
  /// Sends the events that report `applied` (the places of `changes`, index for index) to
  /// `observers`, one at a time; nothing when no change is visible.
  ///
  /// When the only observer takes lists (it is in `listObservers` too), it gets the change as
  /// lists, in one call.
  ///
  /// The places become packed paths (`PlacedChanges`); which objects moved and the order of
  /// the events are ResultsKit's (`ResultsEvent.sendChange(placed:…)`, `ChangeLists`).
  ///
  /// - Complexity: O(*k* log *k*) for *k* changes.
  @inlinable
  func sendEvents(
    _ applied: consuming AppliedCommit, _ changes: CommitChanges<Object>,
    to observers: ObserverList<ResultsEvent<Object>>,
    lists listObservers: ObserverList<ChangeLists<Object>>
  ) {
    var placed = PlacedChanges(count: changes.count)
    for (index, change) in applied.placed.enumerated() {
      let before = change.before.map { (section: $0.section.indexBefore, item: $0.item) }
      let after = change.after.map { (section: $0.section.indexAfter, item: $0.item) }
      placed.place(
        index, before: before, after: after,
        sameSection: change.before?.section === change.after?.section, keysTie: change.keysTie)
    }
    let deletedSections = applied.deletedSections.sorted { $0.indexBefore < $1.indexBefore }
      .map { ($0.name, $0.indexBefore) }
    let insertedSections = applied.insertedSections.sorted { $0.indexAfter < $1.indexAfter }
      .map { ($0.name, $0.indexAfter) }
    // The places are all read: their memory goes before the events (and the batches they
    // become) take theirs.
    _ = consume applied
    // Lent, and emptied there once read: a copy here would keep the arrays' buffers
    // referenced twice, and sorting them there would copy each one. (Not `consume placed` as
    // an argument: the compiler crashes on that when it checks the module for iOS 16.)
    // Every list subscriber is an event subscriber too: one of each is the same one.
    if observers.count == 1, listObservers.count == 1 {
      guard
        let lists = ChangeLists<Object>(
          placed: &placed, deletedSections: deletedSections, insertedSections: insertedSections,
          objects: StoreChangeObjects(changes))
      else { return }
      listObservers.send(lists)
      return
    }
    ResultsEvent.sendChange(
      placed: &placed, deletedSections: deletedSections, insertedSections: insertedSections,
      objects: StoreChangeObjects(changes), to: observers.send)
  }
}

/// A commit's changes as the objects `ResultsEvent.sendChange(placed:…)` reads.
@usableFromInline
struct StoreChangeObjects<Object: Identifiable & Equatable>: ChangedObjects {
  @usableFromInline let changes: CommitChanges<Object>

  @inlinable
  init(_ changes: CommitChanges<Object>) { self.changes = changes }

  @inlinable
  func old(at index: Int) -> Object? { changes.list[index].old }

  @inlinable
  func new(at index: Int) -> Object? { changes.new(at: index) }

  @inlinable
  func hasOld(at index: Int) -> Bool { changes.list[index].old != nil }

  @inlinable
  func hasNew(at index: Int) -> Bool { changes.list[index].hasNew }
}
