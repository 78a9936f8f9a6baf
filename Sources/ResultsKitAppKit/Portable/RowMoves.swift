import ResultsKit
import ResultsKitAlgorithms

/// The `moveRow(at:to:)` calls of a batch's moves, between removing its deleted rows and
/// inserting its new ones.
///
/// After the removals, the rows that stay are numbered by their order then (their *place*);
/// after the batch, with the inserted rows left out, by their order then (their *rank*). The
/// rows that do not move keep their order. Each moved row, in ascending rank, is put right
/// after the row that precedes it by rank: a row that does not move, or a moved row already
/// put. So each moved row has an old key (its place) and a new key (the place of the nearest
/// unmoved row before it by rank, and its distance from it), and a row's index at any moment is
/// the number of rows whose current key is smaller: the unmoved ones counted from the sorted
/// places of the moved ones, the moved ones in a ``PresenceCounts`` over their keys.
///
/// - Complexity: O(*m* log(*m* + *r* + *i*) + *r* + *i*) for *m* moves, *r* removed and *i*
///   inserted ranges.
struct RowMoves {
  /// A key of a moved row: the place it sits after (`-1` before every row) and its distance
  /// from it (0 for its old place, which it occupies itself).
  struct Key: Comparable {
    var place: Int
    var distance: Int

    static func < (lhs: Key, rhs: Key) -> Bool {
      (lhs.place, lhs.distance) < (rhs.place, rhs.distance)
    }
  }

  /// Each move's place (old) and rank (new).
  private var places: [Int] = []
  private var ranks: [Int] = []

  /// The moves of `moves`, for rows laid out as `before` and `after`, with `removed` (before)
  /// and `inserted` (after) rows taken out.
  init(
    _ moves: [ItemMove], before: FlatRows, after: FlatRows, removed: [Range<Int>],
    inserted: [Range<Int>]
  ) {
    let removedBefore = RangeCounts(removed)
    let insertedBefore = RangeCounts(inserted)
    for move in moves {
      let row = before.row(of: move.from)
      places.append(row - removedBefore.count(before: row))
      let target = after.row(of: move.to)
      ranks.append(target - insertedBefore.count(before: target))
    }
  }

  /// The moves, in the order to make them.
  func moves() -> [RowMove] {
    let count = places.count
    guard count > 0 else { return [] }
    let order = (0..<count).sorted { ranks[$0] < ranks[$1] }
    let movedPlaces = places.sorted()
    // The new key of each move, walking the ranks upwards.
    var newKeys = [Key](repeating: Key(place: -1, distance: 0), count: count)
    var unmovedBefore = [Int](repeating: 0, count: count)  // unmoved rows before the new key
    var run = 0  // moved rows in a row by rank, up to this one
    var skipped = 0  // moved places below the unmoved place found last
    for (index, move) in order.enumerated() {
      let rank = ranks[move]
      run = index > 0 && ranks[order[index - 1]] == rank - 1 ? run + 1 : 1
      let anchorRank = rank - run  // the unmoved row before the run, by rank
      guard anchorRank >= 0 else {
        newKeys[move] = Key(place: -1, distance: run)
        continue
      }
      // Among the unmoved rows, the anchor is number `anchorRank - (index - run + 1)`; its
      // place skips the moved places below it (the ranks only grow, so `skipped` only grows).
      let unmovedIndex = anchorRank - (index - run + 1)
      while skipped < movedPlaces.count, movedPlaces[skipped] <= unmovedIndex + skipped {
        skipped += 1
      }
      let anchorPlace = unmovedIndex + skipped
      newKeys[move] = Key(place: anchorPlace, distance: run)
      unmovedBefore[move] = unmovedIndex + 1
    }
    // Every key, old and new, in order: the positions of the presence counts.
    let oldKeys = places.map { Key(place: $0, distance: 0) }
    let keys = (oldKeys + newKeys).sorted()
    func position(_ key: Key) -> Int { keys.lowerBound(of: key) }
    var present = PresenceCounts(count: keys.count)
    for key in oldKeys { present.add(1, at: position(key)) }
    var result: [RowMove] = []
    result.reserveCapacity(count)
    for move in order {
      let old = position(oldKeys[move])
      // Unmoved rows before the old place: the place less the moved places below it.
      let from = places[move] - movedPlaces.lowerBound(of: places[move]) + present.countBefore(old)
      present.add(-1, at: old)
      let new = position(newKeys[move])
      let to = unmovedBefore[move] + present.countBefore(new)
      present.add(1, at: new)
      result.append(RowMove(from: from, to: to))
    }
    return result
  }
}
