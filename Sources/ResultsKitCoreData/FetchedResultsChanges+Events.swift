import ResultsKit

extension FetchedResultsChanges {
  /// The events of the recorded change, in the order every ``/ResultsKit/ResultsMonitor`` sends them:
  /// `willChange`, section deletes and inserts, object deletes, inserts, moves and updates,
  /// `didChange`; each list in the order of its paths (deletes by the path before the change,
  /// the others by the path after it).
  ///
  /// A change with no callbacks touches nothing visible, and a monitor sends nothing for it:
  /// the result is then empty, without even `willChange` and `didChange`.
  ///
  /// - Returns: The events, ready to send to a monitor's subscribers.
  /// - Throws: ``FetchedResultsChangesError`` when a callback lacks the path its kind needs,
  ///   has a negative index or an unknown change type, moves or updates a section, or
  ///   contradicts another callback; the error names the callback.
  /// - Complexity: O(*k* log *k*) for *k* callbacks, independent of the size of the results.
  public func events() throws(FetchedResultsChangesError) -> [ResultsEvent<Object>] {
    if let problem { throw problem }
    guard !sectionChanges.isEmpty || !objectChanges.isEmpty else { return [] }

    let (deletedSections, insertedSections) = try sortedSections()
    let objects = try MergedObjectChanges(
      objectChanges, deletedSections: deletedSections.map(\.index))
    // The change's structure as a batch (a move without its new path removes its object):
    // where an object that kept its place among the unmoved ones is after the change.
    let map = ItemPathMap(
      ChangeBatch(
        deletedSections: deletedSections.map(\.index),
        insertedSections: insertedSections.map(\.index),
        deletedItems: objects.deletes.map(\.path)
          + objects.moves.filter { $0.newPath == nil }.map(\.path),
        insertedItems: objects.inserts.map(\.path),
        movedItems: objects.moves.compactMap { move in
          move.newPath.map { ItemMove(from: move.path, to: $0) }
        }))

    // The updates left (see `MergedObjectChanges`) get their path after the change, given or
    // carried through the map.
    var updated: [(Object, ItemPath, ItemPath)] = []
    updated.reserveCapacity(objects.updates.count)
    for update in objects.updates {
      guard let newPath = update.newPath ?? map.pathAfter(update.path) else { continue }
      updated.append((update.object, update.path, newPath))
    }
    updated.sort { $0.2 < $1.2 }

    var events: [ResultsEvent<Object>] = []
    events.reserveCapacity(
      sectionChanges.count + objects.deletes.count + objects.inserts.count + objects.moves.count
        + updated.count + 2)
    ResultsEvent.sendChange(
      deletedSections: deletedSections.lazy.map { ($0.name, $0.index) },
      insertedSections: insertedSections.lazy.map { ($0.name, $0.index) },
      deleted: objects.deletes.sorted { $0.path < $1.path }.lazy.map { ($0.object, $0.path) },
      inserted: objects.inserts.sorted { $0.path < $1.path }.lazy.map { ($0.object, $0.path) },
      moved: objects.moves.compactMap { move in move.newPath.map { (move.object, move.path, $0) } }
        .sorted { $0.2 < $1.2 },
      updated: updated
    ) { events.append($0) }
    return events
  }

  /// The deleted and inserted sections, each ascending by index, a repeated callback once.
  ///
  /// - Throws: `conflictingCallbacks` for two different sections deleted (or inserted) at one
  ///   index.
  private func sortedSections() throws(FetchedResultsChangesError) -> (
    deleted: [SectionChange], inserted: [SectionChange]
  ) {
    var deleted: [Int: SectionChange] = [:]
    var inserted: [Int: SectionChange] = [:]
    for change in sectionChanges {
      if let other = change.isInsert ? inserted[change.index] : deleted[change.index],
        other.name != change.name
      {
        throw .conflictingCallbacks(other.callback, change.callback)
      }
      if change.isInsert {
        inserted[change.index] = change
      } else {
        deleted[change.index] = change
      }
    }
    return (
      deleted.values.sorted { $0.index < $1.index }, inserted.values.sorted { $0.index < $1.index }
    )
  }
}
