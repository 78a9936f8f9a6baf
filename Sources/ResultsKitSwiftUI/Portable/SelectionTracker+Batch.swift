import ResultsKit

extension SelectionTracker {
  /// Moves the located rows along with a batch the view has applied, dropping the objects the
  /// batch deleted.
  ///
  /// Each located row goes where ``ItemPathMap`` puts it, and is kept when the object there
  /// has the same identifier. An object whose row the batch deletes, or that is not at its new
  /// row, is looked for among the rows the batch brings in (`insertedPaths`): a coordinator
  /// turns a move out of a deleted section, or into an inserted one, into a delete and an
  /// insert. An object found in neither place is gone, and dropped. Unresolved identifiers are
  /// left alone.
  ///
  /// - Parameters:
  ///   - batch: The batch the view applied; it passed validation.
  ///   - identifier: The identifier of the object at a row after the batch, or `nil` when there
  ///     is none.
  ///   - insertedPaths: The rows the batch brings in (see
  ///     `ChangeBatch.insertedPaths(itemCount:)`); called only when an object left its row.
  /// - Returns: The identifiers dropped.
  /// - Complexity: O(*s* log *k*) for *s* selected objects and *k* changes, plus one
  ///   `identifier` call per selected object; when an object left its row, one more per
  ///   inserted row.
  package mutating func follow(
    _ batch: ChangeBatch, identifier: (ItemPath) -> ID?, insertedPaths: () -> [ItemPath]
  ) -> [ID] {
    guard !located.isEmpty, !batch.isEmpty else { return [] }
    let map = ItemPathMap(batch)
    var moved: [ID: ItemPath] = [:]
    moved.reserveCapacity(located.count)
    var lost = Set<ID>()
    for (id, path) in located {
      if let after = map.pathAfter(path), identifier(after) == id {
        moved[id] = after
      } else {
        lost.insert(id)
      }
    }
    if !lost.isEmpty {
      for path in insertedPaths() {
        guard let id = identifier(path), lost.remove(id) != nil else { continue }
        moved[id] = path
        if lost.isEmpty { break }
      }
    }
    located = moved
    return Array(lost)
  }
}
