extension ResultsCoordinator {
  /// Runs `change` — the commit that moves the object the user dragged from `source` to
  /// `destination` — without moving its row a second time.
  ///
  /// When the user drags a row, the view moves it itself, then asks the app to record the new
  /// order (UIKit's `tableView(_:moveRowAt:to:)`). The commit that records it makes the
  /// monitor report the same move, and a coordinator that applied it would move the row again
  /// in a view that no longer shows it where the batch says: the classic crash, or a row shown
  /// twice. Wrap that commit in this method. When its batch puts every row where the view
  /// now shows it — the user's move, or the moves of the neighbours whose order the app
  /// renumbered, which come to the same rows — no row is moved: only the objects changed in
  /// place are updated (by `updateCell` when the coordinator has one, else reloaded at their
  /// rows in the view). When the commit did anything else — the results put the object
  /// elsewhere, a section appeared or vanished, other objects came or went — the view is
  /// reloaded.
  ///
  ///     // The view's delegate, told that the user dropped a row:
  ///     coordinator.performUserMove(from: source, to: destination) {
  ///         try store.perform { try $0.update(note.withOrder(between: above, and: below)) }
  ///     }
  ///
  /// When no change arrives before `change` returns (it threw, or recorded nothing), the view
  /// shows a move the results do not have, and is reloaded. While the coordinator is paused
  /// (also when `change` pauses it), `change` only runs, and the resume reloads the view rather
  /// than diffing from the results at the pause, which do not have the user's move either.
  /// Before the first ``loadData()``, `change` only runs.
  ///
  /// - Parameters:
  ///   - source: The row's path before the move, as the view reported it.
  ///   - destination: Its path after the move.
  ///   - change: Commits the new order; the monitor's change must arrive before it returns
  ///     (as an `ObjectStore`'s does, within `perform`).
  /// - Returns: What `change` returns.
  /// - Throws: What `change` throws.
  /// - Complexity: O(*k* log *k*) for *k* changes in the commit, as for any batch.
  public func performUserMove<Result>(
    from source: ItemPath, to destination: ItemPath, _ change: () throws -> Result
  ) rethrows -> Result {
    guard source != destination else { return try change() }
    switch state {
    case .unloaded:
      return try change()
    case .paused:
      state = .paused(shown: nil)
      return try change()
    case .following(let subscription, _):
      state = .following(subscription, userMove: ItemMove(from: source, to: destination))
    }
    defer {
      // No change arrived: the view shows a move the results may not have. (A pause inside
      // `change` dropped the move with the subscription; the resume reloads.)
      if case .following(let subscription, _?) = state {
        state = .following(subscription, userMove: nil)
        reload()
      }
    }
    return try change()
  }

  /// Applies what `batch` holds besides the user's `move`, which the view has made: its
  /// updates, at their rows after the batch; or reloads when the batch puts the rows anywhere
  /// else than the view shows them.
  ///
  /// The rows agree when the batch inserts and deletes nothing, takes the moved row where the
  /// user put it, and takes each row it moves where the user's move took it: every other row
  /// then keeps its order in both, so they fill the same places.
  func applyAfterUserMove(_ move: ItemMove, _ batch: ChangeBatch, cells: CellUpdates<Object>) {
    let map = ItemPathMap(batch)
    let agrees =
      batch.deletedSections.isEmpty && batch.insertedSections.isEmpty
      && batch.deletedItems.isEmpty && batch.insertedItems.isEmpty
      && map.pathAfter(move.from) == move.to
      && batch.movedItems.allSatisfy { move.pathAfter($0.from) == $0.to }
    guard agrees else {
      reload()
      return
    }
    // Reloads name the rows before the batch, which the view has left: name them after it.
    let updates = ChangeBatch(
      reloadedItems: batch.reloadedItems.compactMap(map.pathAfter).sorted(),
      reconfiguredItems: batch.reconfiguredItems)
    apply(updates, cells: cells)
  }
}

extension ItemMove {
  /// Where the row at `path` is after this one move, the only change: the moved row at
  /// ``to``, the others closing the gap it left and opening one where it went.
  ///
  /// - Parameter path: A row's path before the move.
  /// - Returns: Its path after it.
  /// - Complexity: O(1).
  func pathAfter(_ path: ItemPath) -> ItemPath {
    if path == from { return to }
    var item = path.item
    if path.section == from.section, item > from.item { item -= 1 }
    if path.section == to.section, item >= to.item { item += 1 }
    return ItemPath(item: item, section: path.section)
  }
}
