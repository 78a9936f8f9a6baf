import ResultsKitAlgorithms

/// The rule for an update reported together with another change of its object, written once
/// for the two places that apply it: the coordinator, building a batch from a monitor's
/// events, and the Core Data adapter, building events from a fetched-results controller's
/// callbacks.
///
/// An update is absorbed — dropped as a change of its own — when its object's row is also
/// removed in the same change, by a move (the object's new content goes with the move) or a
/// delete (the object went, its content with it), or when its section is deleted. Both are
/// recognised by the path before the change, the one thing an update and the other report
/// of its object share. The coordinator passes its moves only: a monitor that reports a delete
/// and an update of one row contradicts itself, and the target reports the batch's conflict.
///
/// - Complexity: O(*k* log *k*) to make for *k* removed paths (O(1) from canonical moves),
///   O(log *k*) per question.
package struct UpdateAbsorption {
  /// The rows removed, ascending, each once.
  private let removedPaths: [ItemPath]
  /// Moves in canonical order (ascending by `from`), whose `from` rows are removed too.
  private let sortedMoves: [ItemMove]
  /// The sections deleted, ascending, each once.
  private let deletedSections: [Int]

  /// The rule for one change.
  ///
  /// - Parameters:
  ///   - removedPaths: The paths before the change of the rows it moves or deletes, in any
  ///     order, repeats allowed.
  ///   - deletedSections: The sections it deletes (indexes before the change).
  package init(removing removedPaths: [ItemPath], deletedSections: [Int]) {
    self.removedPaths = removedPaths.sortedUniquePaths()
    self.sortedMoves = []
    self.deletedSections = deletedSections.sortedUnique()
  }

  /// The rule for a change that deletes no section and removes rows by its moves only, read
  /// from the moves themselves: no list of their paths is made.
  ///
  /// - Parameter sortedMoves: The change's moves, ascending by `from` (as in a canonical
  ///   batch).
  package init(sortedMoves: [ItemMove]) {
    self.removedPaths = []
    self.sortedMoves = sortedMoves
    self.deletedSections = []
  }

  /// Whether an update of the object at `path` (before the change) is absorbed: its row is
  /// removed by a move or delete of the change, or its section is deleted.
  package func absorbs(updateAt path: ItemPath) -> Bool {
    (!deletedSections.isEmpty && deletedSections.containsSorted(path.section))
      || (!removedPaths.isEmpty && removedPaths.containsSorted(path))
      || (!sortedMoves.isEmpty && movesRemove(path))
  }

  /// Whether one of ``sortedMoves`` is from `path`.
  private func movesRemove(_ path: ItemPath) -> Bool {
    let index = sortedMoves.partitioningIndex { $0.from >= path }
    return index < sortedMoves.endIndex && sortedMoves[index].from == path
  }
}
