/// The events of one change, between `willChange` and `didChange`, and the rules that turn
/// them into one canonical batch.
///
/// Memory is O(number of events); the batch costs O(*k* log *k*) for *k* events.
struct ChangeCollector<Object> {
  private var deletedSections: [Int] = []
  private var insertedSections: [Int] = []
  private var deletes: [ItemPath] = []
  private var inserts: [ItemPath] = []
  private var moves: [(from: ItemPath, to: ItemPath, object: Object)] = []
  private var updates: [(at: ItemPath, newPath: ItemPath, object: Object)] = []

  /// Records one section or object event; markers are the caller's business.
  mutating func record(_ event: ResultsEvent<Object>) {
    switch event {
    case .willChange, .didChange: break
    case let .deletedSection(_, at): deletedSections.append(at)
    case let .insertedSection(_, at): insertedSections.append(at)
    case let .deleted(_, at): deletes.append(at)
    case let .inserted(_, at): inserts.append(at)
    case let .moved(object, from, to): moves.append((from, to, object))
    case let .updated(object, at, newPath): updates.append((at, newPath, object))
    }
  }

  /// The canonical batch for the collected events, and the cells to configure again.
  ///
  /// - Item deletes in deleted sections and item inserts in inserted sections are dropped.
  /// - A move out of a deleted section keeps only its insert, a move into an inserted section
  ///   only its delete, and a move doing both is dropped. A move with `from == to` stays a
  ///   move: other changes can shift its neighbours.
  /// - An update of the same object (the same before path) as a move is merged into the move;
  ///   updates inside deleted or inserted sections are dropped.
  /// - With `configuresCells`, updated and moved objects shown in a surviving section are
  ///   returned as `(after path, object)` pairs for `updateCell`, and the batch has no
  ///   reloads or reconfigures. Without it, an update is a reload at its before path and a
  ///   move is also a reconfigure at its after path.
  ///
  /// - Parameter configuresCells: Whether the coordinator has an `updateCell` closure.
  func batch(configuresCells: Bool) -> (batch: ChangeBatch, cells: [(ItemPath, Object)]) {
    let deletedSet = Set(deletedSections)
    let insertedSet = Set(insertedSections)
    var batch = ChangeBatch(
      deletedSections: deletedSections, insertedSections: insertedSections,
      deletedItems: deletes.filter { !deletedSet.contains($0.section) },
      insertedItems: inserts.filter { !insertedSet.contains($0.section) })
    var cells: [(ItemPath, Object)] = []
    var moveSources = Set<ItemPath>()

    for move in moves {
      moveSources.insert(move.from)
      let fromDeleted = deletedSet.contains(move.from.section)
      let toInserted = insertedSet.contains(move.to.section)
      switch (fromDeleted, toInserted) {
      case (false, false):
        batch.movedItems.append(ItemMove(from: move.from, to: move.to))
        if configuresCells {
          cells.append((move.to, move.object))
        } else {
          batch.reconfiguredItems.append(move.to)
        }
      case (true, false):
        batch.insertedItems.append(move.to)
        if configuresCells { cells.append((move.to, move.object)) }
      case (false, true):
        batch.deletedItems.append(move.from)
      case (true, true):
        break
      }
    }
    for update in updates where !moveSources.contains(update.at) {
      guard !deletedSet.contains(update.at.section), !insertedSet.contains(update.newPath.section)
      else { continue }
      if configuresCells {
        cells.append((update.newPath, update.object))
      } else {
        batch.reloadedItems.append(update.at)
      }
    }
    cells.sort { $0.0 < $1.0 }  // stable: of two reports for one path, the first is kept
    let unique = cells.enumerated().filter {
      $0.offset == 0 || cells[$0.offset - 1].0 != $0.element.0
    }
    return (batch.canonicalized(), unique.map(\.element))
  }
}
