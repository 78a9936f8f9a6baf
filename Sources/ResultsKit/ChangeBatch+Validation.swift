extension ChangeBatch {
  /// Checks the batch the way UITableView and UICollectionView do at the end of batch updates.
  ///
  /// `before` and `after` are the item counts of each section, before and after the batch.
  /// The rules are checked in this order and the first failure is thrown:
  ///
  /// 1. Section indices are in range (deletes before, inserts after) and unique.
  /// 2. Item paths are in range of the state they name: deletes, move sources and reloads
  ///    before the batch; inserts, move destinations and reconfigures after it.
  /// 3. No list names the same path twice.
  /// 4. No path is both deleted and reloaded, deleted and moved from, inserted and moved to,
  ///    or reloaded and moved from.
  /// 5. No move starts in a deleted section or ends in an inserted one.
  /// 6. The section count adds up, and so does the item count of every surviving section:
  ///    `after = before + inserted - deleted + moved in - moved out`.
  ///
  /// As in UIKit, item deletes inside a deleted section and item inserts inside an inserted
  /// section are absorbed: they are ignored by every rule.
  ///
  /// - Parameters:
  ///   - before: The number of items in each section before the batch.
  ///   - after: The number of items in each section after the batch.
  /// - Throws: The ``BatchError`` for the first rule the batch breaks.
  /// - Complexity: O(*k* + *s*), where *k* is ``changeCount`` and *s* the number of sections.
  public func validate(before: [Int], after: [Int]) throws(BatchError) {
    if passesQuickCheck(before: before, after: after) { return }
    _ = try checked(before: before, after: after)
  }

  /// Validates the batch and returns what the checks learned, for replaying it.
  func checked(before: [Int], after: [Int]) throws(BatchError) -> CheckedBatch {
    // 1. Sections in range and unique.
    let deletedSection = try sectionFlags(deletedSections, .deleteSection, count: before.count)
    let insertedSection = try sectionFlags(insertedSections, .insertSection, count: after.count)

    // Absorbed: item deletes in deleted sections, item inserts in inserted sections.
    let deletes = deletedItems.filter { !deletedSection.contains($0.section) }
    let inserts = insertedItems.filter { !insertedSection.contains($0.section) }

    // 2. Paths in range of the state they name.
    for path in deletes { try path.check(.delete, in: before) }
    for path in inserts { try path.check(.insert, in: after) }
    for move in movedItems {
      try move.from.check(.moveFrom, in: before)
      try move.to.check(.moveTo, in: after)
    }
    for path in reloadedItems { try path.check(.reload, in: before) }
    for path in reconfiguredItems { try path.check(.reconfigure, in: after) }

    // 3. No duplicates, and 4. no conflicting operations on one path: found on sorted keys,
    // then located in the lists' order by the hashing search only when there is one.
    // Read through the moves, not copied out of them: a batch can move a million rows.
    let moveSources = movedItems.lazy.map(\.from)
    let moveDestinations = movedItems.lazy.map(\.to)
    let keys = (
      deletes: SortedPathKeys(deletes), inserts: SortedPathKeys(inserts),
      sources: SortedPathKeys(moveSources), destinations: SortedPathKeys(moveDestinations),
      reloads: SortedPathKeys(reloadedItems), reconfigures: SortedPathKeys(reconfiguredItems)
    )
    try rejectDuplicates(deletes, .delete, keys.deletes)
    try rejectDuplicates(inserts, .insert, keys.inserts)
    try rejectDuplicates(moveSources, .moveFrom, keys.sources)
    try rejectDuplicates(moveDestinations, .moveTo, keys.destinations)
    try rejectDuplicates(reloadedItems, .reload, keys.reloads)
    try rejectDuplicates(reconfiguredItems, .reconfigure, keys.reconfigures)

    try rejectConflicts(deletes, .delete, keys.deletes, reloadedItems, .reload, keys.reloads)
    try rejectConflicts(deletes, .delete, keys.deletes, moveSources, .moveFrom, keys.sources)
    try rejectConflicts(
      inserts, .insert, keys.inserts, moveDestinations, .moveTo, keys.destinations)
    try rejectConflicts(
      reloadedItems, .reload, keys.reloads, moveSources, .moveFrom, keys.sources)

    // 5. Moves out of deleted or into inserted sections.
    for move in movedItems {
      if deletedSection.contains(move.from.section) { throw .moveFromDeletedSection(move.from) }
      if insertedSection.contains(move.to.section) { throw .moveIntoInsertedSection(move.to) }
    }

    // 6. The counts.
    guard after.count == before.count + insertedSections.count - deletedSections.count else {
      throw .invalidNumberOfSections(
        after: after.count, before: before.count, inserted: insertedSections.count,
        deleted: deletedSections.count)
    }
    let sectionAfter = survivingSections(deleted: deletedSection, inserted: insertedSection)
    var deleted = [Int](repeating: 0, count: before.count)
    var movedOut = [Int](repeating: 0, count: before.count)
    var inserted = [Int](repeating: 0, count: after.count)
    var movedIn = [Int](repeating: 0, count: after.count)
    for path in deletes { deleted[path.section] += 1 }
    for path in inserts { inserted[path.section] += 1 }
    for move in movedItems {
      movedOut[move.from.section] += 1
      movedIn[move.to.section] += 1
    }
    for (section, target) in sectionAfter.enumerated() where target >= 0 {
      let delta = inserted[target] - deleted[section] + movedIn[target] - movedOut[section]
      let (expected, overflow) = before[section].addingReportingOverflow(delta)
      guard !overflow, expected == after[target] else {
        throw .invalidNumberOfItems(
          section: section, after: after[target], before: before[section],
          inserted: inserted[target], deleted: deleted[section], movedIn: movedIn[target],
          movedOut: movedOut[section])
      }
    }
    return CheckedBatch(
      insertedSection: insertedSection, sectionBefore: sectionBefore(sectionAfter, after.count),
      deletes: deletes, inserts: inserts)
  }

  /// Marks each listed section, checking that it is in `0..<count` and listed once.
  private func sectionFlags(
    _ sections: [Int], _ operation: BatchOperation, count: Int
  ) throws(BatchError) -> SectionFlags {
    var flags = SectionFlags(count: count)
    for section in sections {
      guard section >= 0, section < count else {
        throw .sectionOutOfRange(operation, section: section, count: count)
      }
      guard !flags.contains(section) else {
        throw .duplicate(operation, ItemPath(item: -1, section: section))
      }
      flags.insert(section)
    }
    return flags
  }

  /// For each section before the batch, its index after it, or -1 when it is deleted.
  ///
  /// Requires the section-count equation to hold.
  private func survivingSections(deleted: SectionFlags, inserted: SectionFlags) -> [Int] {
    var target = 0
    var result = [Int](repeating: -1, count: deleted.count)
    for section in 0..<deleted.count where !deleted.contains(section) {
      while inserted.contains(target) { target += 1 }
      result[section] = target
      target += 1
    }
    return result
  }

  /// Inverts `sectionAfter`: for each section after the batch, its index before it, or -1.
  private func sectionBefore(_ sectionAfter: [Int], _ afterCount: Int) -> [Int] {
    var result = [Int](repeating: -1, count: afterCount)
    for (section, target) in sectionAfter.enumerated() where target >= 0 {
      result[target] = section
    }
    return result
  }
}

/// What ``ChangeBatch/checked(before:after:)`` learned about a valid batch.
struct CheckedBatch {
  /// Which sections after the batch are inserted by it.
  var insertedSection: SectionFlags
  /// For each section after the batch, its index before the batch, or -1 when inserted.
  var sectionBefore: [Int]
  /// The item deletes that are not absorbed by a section delete.
  var deletes: [ItemPath]
  /// The item inserts that are not absorbed by a section insert.
  var inserts: [ItemPath]
}

/// A set of section indices in `0..<count`, as one flag per section.
struct SectionFlags {
  private var flags: [Bool]

  init(count: Int) { flags = [Bool](repeating: false, count: count) }

  /// The number of sections the flags cover.
  var count: Int { flags.count }

  /// Whether `section` is marked; `false` for an index outside the flags.
  func contains(_ section: Int) -> Bool {
    section >= 0 && section < flags.count && flags[section]
  }

  mutating func insert(_ section: Int) { flags[section] = true }
}

extension ItemPath {
  /// Throws unless the path names an item in `counts`, the state `operation` refers to.
  fileprivate func check(_ operation: BatchOperation, in counts: [Int]) throws(BatchError) {
    guard section >= 0, section < counts.count else {
      throw .sectionOutOfRange(operation, section: section, count: counts.count)
    }
    guard item >= 0, item < counts[section] else {
      throw .itemOutOfRange(operation, self, count: counts[section])
    }
  }
}

/// Throws `.duplicate` for the first path that `paths` lists a second time; `keys` are the
/// paths' sorted keys, or `nil` when they could not be packed.
private func rejectDuplicates(
  _ paths: some Collection<ItemPath>, _ operation: BatchOperation, _ keys: SortedPathKeys?
) throws(BatchError) {
  if let keys, !keys.hasRepeat { return }
  var seen = Set<ItemPath>(minimumCapacity: paths.count)
  for path in paths where !seen.insert(path).inserted {
    throw .duplicate(operation, path)
  }
}

/// Throws `.conflict(first, second, path)` for the first path of `firsts` that `seconds` lists;
/// the keys are each list's sorted keys, or `nil` when they could not be packed.
private func rejectConflicts(
  _ firsts: some Collection<ItemPath>, _ first: BatchOperation, _ firstKeys: SortedPathKeys?,
  _ seconds: some Collection<ItemPath>, _ second: BatchOperation, _ secondKeys: SortedPathKeys?
) throws(BatchError) {
  guard !firsts.isEmpty, !seconds.isEmpty else { return }
  if let firstKeys, let secondKeys, !firstKeys.sharesKey(with: secondKeys) { return }
  let others = Set(seconds)
  for path in firsts where others.contains(path) {
    throw .conflict(first, second, path)
  }
}
