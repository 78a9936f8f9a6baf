/// The events of one change, between `willChange` and `didChange`, and the rules that turn
/// them into one canonical batch.
///
/// The inverse of `ResultsEvent.sendChange`, which turns one change's section deletes and
/// inserts and its object deletes, inserts, moves and updates into the ordered event stream:
/// the collector takes that stream apart into the same lists (positions only) and builds the
/// batch from them.
///
/// The collector keeps positions only. Moves and updates are numbered in the order they
/// arrive; the coordinator keeps their objects (when it needs them) under the same numbers.
///
/// Memory is O(number of events); the batch costs O(*k* log *k*) for *k* events.
struct ChangeCollector {
  /// Where the collector is in the event protocol.
  enum Phase {
    case idle
    case collecting
    /// After a nested `willChange`: events are ignored until `didChange`.
    case discarding
  }

  /// What an event asks of the coordinator.
  enum Step {
    /// Nothing: the event was collected or ignored.
    case none
    /// A change began.
    case began
    /// The change is complete: build its batch.
    case finished
    /// A `willChange` came inside a change, which is dropped; what follows until `didChange`
    /// is ignored.
    case nestedWillChange
    /// The `didChange` that ends a dropped change.
    case droppedChangeEnded
    /// A `didChange` outside a change.
    case didChangeWithoutWillChange
    /// A section or object event outside a change.
    case eventOutsideChange
  }

  private(set) var phase = Phase.idle
  private var deletedSections: [Int] = []
  private var insertedSections: [Int] = []
  private var deletes: [ItemPath] = []
  private var inserts: [ItemPath] = []
  /// Moves and updates (`from` the path before, `to` the path after) that came as events,
  /// each with its number: the order it came in among them.
  private var numberedMoves: [(move: ItemMove, object: Int)] = []
  private var numberedUpdates: [(move: ItemMove, object: Int)] = []
  /// Moves and updates that came as lists, in the lists' own arrays.
  ///
  /// The moves are numbered first (from 0), then the updates. Empty when the change came as
  /// events.
  private var listedMoves: [ItemMove] = []
  private var listedUpdates: [ItemMove] = []

  /// Takes one event: follows the markers and collects what comes between them.
  ///
  /// One call per event, so that the coordinator reaches its collector once per event.
  mutating func receive(_ event: EventRecord) -> Step {
    switch (phase, event.kind) {
    case (.idle, .willChange):
      phase = .collecting
      return .began
    case (.idle, .didChange):
      return .didChangeWithoutWillChange
    case (.idle, _):
      return .eventOutsideChange
    case (.collecting, .willChange):
      self = ChangeCollector()
      phase = .discarding
      return .nestedWillChange
    case (.collecting, .didChange):
      return .finished
    case (.collecting, _):
      record(event)
      return .none
    case (.discarding, .didChange):
      phase = .idle
      return .droppedChangeEnded
    case (.discarding, _):
      return .none
    }
  }

  /// Takes a whole change at once, between changes.
  ///
  /// The lists are what the change's events between the markers would have recorded, in their
  /// order (the moves numbered first, then the updates, as a monitor sends them). The change
  /// is then complete, for ``batch(configuresCells:)``.
  ///
  /// Only while ``phase`` is `.idle`; the caller sends other phases the markers instead.
  mutating func collect<Object>(_ lists: ChangeLists<Object>) {
    deletedSections = lists.deletedSections
    insertedSections = lists.insertedSections
    deletes = lists.deletedItems
    inserts = lists.insertedItems
    // The lists' own arrays, not copies: the numbers are their order.
    listedMoves = lists.movedItems
    listedUpdates = lists.updatedItems
    phase = .collecting
  }

  /// Records one section or object event.
  private mutating func record(_ event: EventRecord) {
    switch event.kind {
    case .willChange, .didChange: break
    case .deletedSection: deletedSections.append(event.path.section)
    case .insertedSection: insertedSections.append(event.path.section)
    case .deleted: deletes.append(event.path)
    case .inserted: inserts.append(event.path)
    case .moved:
      numberedMoves.append(
        (ItemMove(from: event.path, to: event.newPath), numberedMoves.count + numberedUpdates.count)
      )
    case .updated:
      numberedUpdates.append(
        (ItemMove(from: event.path, to: event.newPath), numberedMoves.count + numberedUpdates.count)
      )
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
  ///   returned as (after path, object number) pairs for `updateCell`, sorted by path, each
  ///   path once (the first report wins), and the batch has no reloads or reconfigures.
  ///   Without it, an update is a reload at its before path and a move is also a reconfigure
  ///   at its after path.
  ///
  /// - Parameter configuresCells: Whether the coordinator has an `updateCell` closure.
  func batch(configuresCells: Bool) -> (batch: ChangeBatch, cells: [(path: ItemPath, object: Int)])
  {
    let deletedSet = Set(deletedSections)
    let insertedSet = Set(insertedSections)
    var batch = ChangeBatch(
      deletedSections: deletedSections, insertedSections: insertedSections,
      deletedItems: deletedSet.isEmpty
        ? deletes : deletes.filter { !deletedSet.contains($0.section) },
      insertedItems: insertedSet.isEmpty
        ? inserts : inserts.filter { !insertedSet.contains($0.section) })
    // Each list is made at the size it can reach: growing by doubling would hold two buffers
    // at once, a change of every object's worth.
    let moveCount = numberedMoves.count + listedMoves.count
    let updateCount = numberedUpdates.count + listedUpdates.count
    // Moves that came as lists, with no section deleted or inserted, are all kept: the batch
    // takes the lists' own array, or its one sorted copy when it is not in order.
    let takesListedMoves = numberedMoves.isEmpty && deletedSet.isEmpty && insertedSet.isEmpty
    var cells: [(path: ItemPath, object: Int)] = []
    if !takesListedMoves { batch.movedItems.reserveCapacity(moveCount) }
    if configuresCells {
      cells.reserveCapacity(moveCount + updateCount)
    } else {
      batch.reconfiguredItems.reserveCapacity(moveCount)
      batch.reloadedItems.reserveCapacity(updateCount)
    }

    // The cell to configure, or the reconfigure, of a move the batch keeps.
    func configure(_ move: ItemMove, _ object: Int) {
      if configuresCells {
        cells.append((move.to, object))
      } else {
        batch.reconfiguredItems.append(move.to)
      }
    }
    // Each move, with the number of its object.
    func take(_ move: ItemMove, _ object: Int) {
      let fromDeleted = !deletedSet.isEmpty && deletedSet.contains(move.from.section)
      let toInserted = !insertedSet.isEmpty && insertedSet.contains(move.to.section)
      switch (fromDeleted, toInserted) {
      case (false, false):
        batch.movedItems.append(move)
        configure(move, object)
      case (true, false):
        batch.insertedItems.append(move.to)
        if configuresCells { cells.append((move.to, object)) }
      case (false, true):
        batch.deletedItems.append(move.from)
      case (true, true):
        break
      }
    }
    if takesListedMoves {
      // Sorted here rather than by `canonicalized()`, so that the updates' rule reads the
      // sorted moves instead of a sorted list of their paths.
      batch.movedItems = listedMoves.sortedUniqueMoves()
      for (index, move) in listedMoves.enumerated() { configure(move, index) }
    } else {
      for (move, object) in numberedMoves { take(move, object) }
      for (index, move) in listedMoves.enumerated() { take(move, index) }
    }
    // Built only when there are updates to ask about.
    let absorption: UpdateAbsorption?
    if numberedUpdates.isEmpty && listedUpdates.isEmpty {
      absorption = nil
    } else if takesListedMoves {
      absorption = UpdateAbsorption(sortedMoves: batch.movedItems)
    } else {
      absorption = UpdateAbsorption(
        // One of the two is empty: a change comes as events or as lists.
        removing: listedMoves.isEmpty ? numberedMoves.map(\.move.from) : listedMoves.map(\.from),
        deletedSections: deletedSections)
    }
    // Each update, with the number of its object.
    func take(update: ItemMove, _ object: Int) {
      guard absorption?.absorbs(updateAt: update.from) == false else { return }
      if !insertedSet.isEmpty, insertedSet.contains(update.to.section) { return }
      if configuresCells {
        cells.append((update.to, object))
      } else {
        batch.reloadedItems.append(update.from)
      }
    }
    for (update, object) in numberedUpdates { take(update: update, object) }
    for (index, update) in listedUpdates.enumerated() {
      take(update: update, listedMoves.count + index)
    }
    // Of two reports for one path, the first (the lower number) is kept, in place.
    cells.sort { ($0.path, $0.object) < ($1.path, $1.object) }
    var kept = 0
    for index in cells.indices where kept == 0 || cells[kept - 1].path != cells[index].path {
      cells[kept] = cells[index]
      kept += 1
    }
    cells.removeLast(cells.count - kept)
    return (batch.canonicalized(), cells)
  }
}
