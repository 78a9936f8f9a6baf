import ResultsKit

/// The object callbacks of one change, with repeats merged away and contradictions found.
struct MergedObjectChanges<Object> {
  typealias Change = FetchedResultsChanges<Object>.ObjectChange

  private(set) var deletes: [Change] = []
  private(set) var inserts: [Change] = []
  private(set) var moves: [Change] = []
  /// Updates that did not merge into a delete or a move and are not in a deleted section, one
  /// per path before the change.
  private(set) var updates: [Change] = []

  /// Sorts `changes` by kind, merging repeats.
  ///
  /// Deletes, moves and inserts first, in the order they came: an exact repeat replaces the
  /// earlier callback's object; another callback that removes the object at the same path
  /// before the change, or places one at the same path after it, is a contradiction. Then the
  /// updates: one with the path of a delete or a move, or in a deleted section, is absorbed
  /// (`UpdateAbsorption`, the coordinator's rule); two of one path merge into one (with the
  /// `newIndexPath` either gave); one with a `newIndexPath` another callback places an object
  /// at is a contradiction.
  ///
  /// - Parameters:
  ///   - changes: The object callbacks, in the order they came.
  ///   - deletedSections: The indexes of the sections the change deletes.
  /// - Throws: `conflictingCallbacks`, naming the two callbacks.
  /// - Complexity: O(*k* log *k*) for *k* callbacks.
  init(_ changes: [Change], deletedSections: [Int]) throws(FetchedResultsChangesError) {
    /// Where each callback went, by the callback itself: finds exact repeats.
    var slots: [FetchedResultsCallback: (kind: FetchedResultsChangeKind, index: Int)] = [:]
    /// The callback that removes the object at each path before the change.
    var removing: [ItemPath: FetchedResultsCallback] = [:]
    /// The callback that places an object at each path after the change.
    var placing: [ItemPath: FetchedResultsCallback] = [:]

    func claim(
      _ path: ItemPath, in claims: inout [ItemPath: FetchedResultsCallback],
      by callback: FetchedResultsCallback
    ) throws(FetchedResultsChangesError) {
      if let other = claims[path] { throw .conflictingCallbacks(other, callback) }
      claims[path] = callback
    }

    for change in changes where change.kind != .update {
      if let slot = slots[change.callback] {
        // The same callback again: keep one, with the later object.
        switch slot.kind {
        case .delete: deletes[slot.index] = change
        case .insert: inserts[slot.index] = change
        case .move, .update: moves[slot.index] = change
        }
        continue
      }
      switch change.kind {
      case .delete:
        try claim(change.path, in: &removing, by: change.callback)
        slots[change.callback] = (.delete, deletes.count)
        deletes.append(change)
      case .insert:
        try claim(change.path, in: &placing, by: change.callback)
        slots[change.callback] = (.insert, inserts.count)
        inserts.append(change)
      case .move, .update:
        try claim(change.path, in: &removing, by: change.callback)
        if let newPath = change.newPath { try claim(newPath, in: &placing, by: change.callback) }
        slots[change.callback] = (.move, moves.count)
        moves.append(change)
      }
    }

    let absorption = UpdateAbsorption(
      removing: Array(removing.keys), deletedSections: deletedSections)
    var updateAt: [ItemPath: Int] = [:]
    for change in changes where change.kind == .update {
      // The object moved or went, or its section did: the update is part of that.
      if absorption.absorbs(updateAt: change.path) { continue }
      if let index = updateAt[change.path] {
        var merged = updates[index]
        merged.object = change.object
        if let newPath = change.newPath {
          if let given = merged.newPath {
            guard given == newPath else {
              throw .conflictingCallbacks(merged.callback, change.callback)
            }
          } else {
            try claim(newPath, in: &placing, by: change.callback)
            merged.newPath = newPath
          }
        }
        updates[index] = merged
        continue
      }
      if let newPath = change.newPath { try claim(newPath, in: &placing, by: change.callback) }
      updateAt[change.path] = updates.count
      updates.append(change)
    }
  }
}
