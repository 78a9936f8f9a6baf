extension ChangeBatch {
  /// The most item changes ``passesQuickCheck(before:after:)`` looks at.
  static var quickCheckLimit: Int { 16 }

  /// Whether the batch is valid, decided without allocating, for the batch a single commit
  /// usually makes: no section inserted or deleted, at most ``quickCheckLimit`` item changes.
  ///
  /// `true` only when every rule of ``validate(before:after:)`` holds. `false` when one fails
  /// or the batch is not of that kind; the full check then finds which rule, and throws it,
  /// so the quick check never decides an error.
  ///
  /// - Complexity: O(*s* + *k*²) for *s* sections and *k* ≤ ``quickCheckLimit`` changes,
  ///   with no allocation.
  func passesQuickCheck(before: [Int], after: [Int]) -> Bool {
    guard insertedSections.isEmpty, deletedSections.isEmpty, before.count == after.count,
      changeCount <= Self.quickCheckLimit
    else { return false }
    // 2. Paths in range of the state they name (nothing is absorbed: no section changes).
    guard deletedItems.allSatisfy({ $0.isItem(in: before) }),
      insertedItems.allSatisfy({ $0.isItem(in: after) }),
      movedItems.allSatisfy({ $0.from.isItem(in: before) && $0.to.isItem(in: after) }),
      reloadedItems.allSatisfy({ $0.isItem(in: before) }),
      reconfiguredItems.allSatisfy({ $0.isItem(in: after) })
    else { return false }
    // 3. No list names a path twice.
    let sources = movedItems.lazy.map(\.from)
    let destinations = movedItems.lazy.map(\.to)
    guard deletedItems.allDistinct, insertedItems.allDistinct, sources.allDistinct,
      destinations.allDistinct, reloadedItems.allDistinct, reconfiguredItems.allDistinct
    else { return false }
    // 4. No conflicting operations on one path. (5 holds: no section is inserted or deleted.)
    guard deletedItems.isDisjoint(with: reloadedItems), deletedItems.isDisjoint(with: sources),
      insertedItems.isDisjoint(with: destinations), reloadedItems.isDisjoint(with: sources)
    else { return false }
    // 6. The counts: each section an item change touches adds up, and every other keeps its
    // count.
    var changedCounts = 0
    for section in before.indices where before[section] != after[section] {
      changedCounts += 1
    }
    var touchedChangedCounts = 0
    for shift in 0..<shiftCount {
      let section = countShift(shift).section
      // Each touched section once, at its first shift.
      guard !(0..<shift).contains(where: { countShift($0).section == section }) else { continue }
      var delta = 0
      for other in shift..<shiftCount where countShift(other).section == section {
        delta += countShift(other).by
      }
      let (expected, overflow) = before[section].addingReportingOverflow(delta)
      guard !overflow, expected == after[section] else { return false }
      if before[section] != after[section] { touchedChangedCounts += 1 }
    }
    return changedCounts == touchedChangedCounts
  }

  /// How many changes of an item count the batch makes: one per delete and insert, two per
  /// move.
  private var shiftCount: Int { deletedItems.count + insertedItems.count + 2 * movedItems.count }

  /// The change of an item count at `offset` among ``shiftCount``, in the lists' order: −1
  /// for a delete and a move's source, +1 for an insert and a move's destination, with its
  /// section.
  private func countShift(_ offset: Int) -> (section: Int, by: Int) {
    if offset < deletedItems.count { return (deletedItems[offset].section, -1) }
    let offset = offset - deletedItems.count
    if offset < insertedItems.count { return (insertedItems[offset].section, 1) }
    let moveOffset = offset - insertedItems.count
    let move = movedItems[moveOffset / 2]
    return moveOffset.isMultiple(of: 2) ? (move.from.section, -1) : (move.to.section, 1)
  }
}

extension ItemPath {
  /// Whether the path names an item of `counts`.
  fileprivate func isItem(in counts: [Int]) -> Bool {
    section >= 0 && section < counts.count && item >= 0 && item < counts[section]
  }
}

extension Sequence where Element == ItemPath {
  /// Whether no path repeats, by comparing each pair.
  fileprivate var allDistinct: Bool {
    var index = 0
    for path in self {
      index += 1
      if dropFirst(index).contains(path) { return false }
    }
    return true
  }

  /// Whether no path is in both this sequence and `other`, by comparing each pair.
  fileprivate func isDisjoint(with other: some Sequence<ItemPath>) -> Bool {
    !contains { path in other.contains(path) }
  }
}
