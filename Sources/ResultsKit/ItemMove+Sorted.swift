import ResultsKitAlgorithms

extension Array where Element == ItemMove {
  /// The moves sorted by `from`, then `to`, each exact repeat once: `sortedUnique(by:)`, faster
  /// and in less memory.
  ///
  /// The moves are dealt into their `from` sections in one pass (a counting sort that writes
  /// each move once, straight into the result), and then each section's run is put in order
  /// where it is not already. The result is the only copy of the moves made: a change of a
  /// million objects sorts a million moves beside the batch that holds them.
  ///
  /// - Complexity: O(*k* + *s*) for *k* moves out of *s* sections, plus the runs' sorts: a
  ///   run of *r* moves whose items are below a few times *r* (any section a view shows, moved
  ///   for the most part) is placed by item in O(*r*); a short one is sorted by insertion, and
  ///   a long one with items far apart by a radix sort.
  func sortedUniqueMoves() -> [ItemMove] {
    if isStrictlyAscending(by: { $0 }, ItemMove.precedes) { return self }
    guard let starts = sectionStarts() else { return sortedUnique(by: ItemMove.precedes) }
    var result = dealt(by: starts)
    var scratch = RunScratch()
    for section in starts.indices.dropLast() {
      result.sortRun(starts[section]..<starts[section + 1], using: &scratch)
    }
    result.removeAdjacentRepeats()
    return result
  }

  /// Where each `from` section's run starts in the moves dealt by section (with the end of
  /// the last one after it); `nil` when a section is negative or far above the number of
  /// moves, which only a batch a view would refuse has.
  private func sectionStarts() -> [Int]? {
    var highest = -1
    for move in self {
      guard move.from.section >= 0 else { return nil }
      highest = Swift.max(highest, move.from.section)
    }
    guard highest < count + 1_024 else { return nil }
    var starts = [Int](repeating: 0, count: highest + 2)
    for move in self { starts[move.from.section + 1] += 1 }
    for section in starts.indices.dropFirst() { starts[section] += starts[section - 1] }
    return starts
  }

  /// The moves dealt into their `from` sections' runs, which `starts` gives, each section's in
  /// their present order.
  private func dealt(by starts: [Int]) -> [ItemMove] {
    var next = starts
    return [ItemMove](unsafeUninitializedCapacity: count) { buffer, initialized in
      for move in self {
        let section = move.from.section
        buffer.initializeElement(at: next[section], to: move)
        next[section] += 1
      }
      initialized = count
    }
  }

  /// Arrays a section's run is sorted through, kept from one run to the next.
  private struct RunScratch {
    /// For each item of the run's section, the position in the run of the move from it, or -1.
    var positions: [Int32] = []
    /// A copy of the run being sorted, read in its new order.
    var moves: [ItemMove] = []
  }

  /// Sorts the moves in `run`, which share a `from` section, by `from` then `to`.
  private mutating func sortRun(_ run: Range<Int>, using scratch: inout RunScratch) {
    guard run.count > 1 else { return }
    var ordered = true
    for index in run.dropFirst() where !ItemMove.precedes(self[index - 1], self[index]) {
      ordered = false
      break
    }
    if ordered { return }
    guard run.count > 16 else { return insertionSort(run) }
    if placeByItem(run, using: &scratch) { return }
    // Comparisons sort the runs whose items do not fit the radix sort's keys.
    guard run.count <= Int(Int32.max) else {
      self[run].sort(by: ItemMove.precedes)
      return
    }
    var keys: [KeyedIndex] = []
    keys.reserveCapacity(run.count)
    for (offset, index) in run.enumerated() {
      guard let item = UInt32(exactly: self[index].from.item) else {
        self[run].sort(by: ItemMove.precedes)
        return
      }
      keys.append(KeyedIndex(key: UInt64(item), index: Int32(offset)))
    }
    keys.sortByKey()
    scratch.moves.removeAll(keepingCapacity: true)
    scratch.moves.append(contentsOf: self[run])
    for (offset, key) in keys.enumerated() {
      self[run.lowerBound + offset] = scratch.moves[Int(key.index)]
    }
    // Moves sharing a `from` (no valid batch has them) are ordered by `to` among themselves.
    var start = 0
    while start < keys.count {
      var end = start + 1
      while end < keys.count, keys[end].key == keys[start].key { end += 1 }
      if end - start > 1 {
        self[(run.lowerBound + start)..<(run.lowerBound + end)].sort(by: ItemMove.precedes)
      }
      start = end
    }
  }

  /// Puts the moves in `run` in order by writing each at its item in a table of the section's
  /// items and reading the table in order; `false`, leaving the run as it was, when an item
  /// is negative or beyond a few times the run's length (the table would be mostly empty), or
  /// when two moves share a `from`.
  private mutating func placeByItem(_ run: Range<Int>, using scratch: inout RunScratch) -> Bool {
    var highest = 0
    for index in run {
      let item = self[index].from.item
      guard item >= 0, item < 4 * run.count + 64 else { return false }
      highest = Swift.max(highest, item)
    }
    scratch.positions.removeAll(keepingCapacity: true)
    scratch.positions.append(contentsOf: repeatElement(-1, count: highest + 1))
    for (offset, index) in run.enumerated() {
      let item = self[index].from.item
      guard scratch.positions[item] < 0 else { return false }
      scratch.positions[item] = Int32(offset)
    }
    scratch.moves.removeAll(keepingCapacity: true)
    scratch.moves.append(contentsOf: self[run])
    var position = run.lowerBound
    for offset in scratch.positions where offset >= 0 {
      self[position] = scratch.moves[Int(offset)]
      position += 1
    }
    return true
  }

  /// Sorts the moves in `run` by `from` then `to`, each shifted into place among the ones
  /// before it.
  private mutating func insertionSort(_ run: Range<Int>) {
    for index in run.dropFirst() {
      let move = self[index]
      var hole = index
      while hole > run.lowerBound, ItemMove.precedes(move, self[hole - 1]) {
        self[hole] = self[hole - 1]
        hole -= 1
      }
      self[hole] = move
    }
  }

  /// Removes each move equal to the one before it.
  private mutating func removeAdjacentRepeats() {
    var kept = 0
    for index in indices where kept == 0 || self[kept - 1] != self[index] {
      self[kept] = self[index]
      kept += 1
    }
    removeLast(count - kept)
  }
}

extension ItemMove {
  /// The canonical order of moves: by `from`, then by `to`.
  static func precedes(_ lhs: ItemMove, _ rhs: ItemMove) -> Bool {
    (lhs.from, lhs.to) < (rhs.from, rhs.to)
  }
}
