extension ResultsEvent {
  /// Hands `send` the events of one change in the order the event protocol gives them:
  /// `willChange`, the section deletes and inserts, the object deletes, inserts, moves and
  /// updates, then `didChange`.
  ///
  /// The one place that orders a change's events. A ``SnapshotMonitor`` builds them from a
  /// diff's batch, a store's results controller from its objects' places (see
  /// `sendChange(placed:deletedSections:insertedSections:objects:to:)`); `ChangeCollector`
  /// goes the other way, from such a stream back to one batch, and is its inverse: what it
  /// collects between the markers is exactly what these lists hold.
  ///
  /// Each list is sent in its own order, which should be the order of its paths (deletes by
  /// the path before the change, the others by the path after it).
  ///
  /// - Parameters:
  ///   - deletedSections: The names and indexes (before the change) of the deleted sections.
  ///   - insertedSections: The names and indexes (after the change) of the inserted sections.
  ///   - deleted: Each deleted object, with its path before the change.
  ///   - inserted: Each inserted object, with its path after the change.
  ///   - moved: Each moved object (its new content), with its paths before and after.
  ///   - updated: Each object updated in place (its new content), with its paths before and
  ///     after.
  ///   - send: Receives the events one at a time.
  @inlinable
  package static func sendChange<
    DeletedSections: Sequence<(String, Int)>, InsertedSections: Sequence<(String, Int)>,
    Deleted: Sequence<(Object, ItemPath)>, Inserted: Sequence<(Object, ItemPath)>,
    Moved: Sequence<(Object, ItemPath, ItemPath)>, Updated: Sequence<(Object, ItemPath, ItemPath)>
  >(
    deletedSections: DeletedSections, insertedSections: InsertedSections, deleted: Deleted,
    inserted: Inserted, moved: Moved, updated: Updated, to send: (Self) -> Void
  ) {
    send(.willChange)
    for (name, index) in deletedSections { send(.deletedSection(name: name, at: index)) }
    for (name, index) in insertedSections { send(.insertedSection(name: name, at: index)) }
    for (object, path) in deleted { send(.deleted(object, at: path)) }
    for (object, path) in inserted { send(.inserted(object, at: path)) }
    for (object, from, to) in moved { send(.moved(object, from: from, to: to)) }
    for (object, from, to) in updated { send(.updated(object, at: from, newPath: to)) }
    send(.didChange)
  }
}
