import ResultsKitAlgorithms

/// The sectioned diff behind every `ChangeBatch.diff` overload.
///
/// The work is a constant number of linear passes plus one longest-increasing-subsequence
/// search per surviving section:
///
/// 1. Match sections by name (``SectionMatch``).
/// 2. Put every old identifier in an ``IdentityTable``, then look up every new one: this
///    pairs the objects across the whole snapshot and finds duplicates.
/// 3. In each kept section, keep the longest run of objects that stay in the same relative
///    order; every other object that survives in a kept section moves.
/// 4. Walk the old snapshot in order to emit deletes, moves and reloads, and the new snapshot
///    in order to emit inserts and reconfigures. Both walks visit positions in ascending order,
///    so the batch comes out canonical without sorting.
///
/// `Identity` says how elements are paired and compared (``DiffIdentity``). `Slot` is the
/// integer type of positions: `Int32` for snapshots that fit, which halves the memory of the
/// tables, else `Int`.
@usableFromInline
struct DiffEngine<Identity: DiffIdentity, Slot: FixedWidthInteger & SignedInteger> {
  @usableFromInline typealias Element = Identity.Element
  @usableFromInline typealias ID = Identity.ID

  @usableFromInline let identity: Identity
  @usableFromInline let old: [[Element]]
  @usableFromInline let new: [[Element]]
  @usableFromInline let oldStarts: [Int]
  @usableFromInline let newStarts: [Int]
  @usableFromInline let sections: SectionMatch
  @usableFromInline let updates: UpdateStyle

  /// Per old object: bit 0 set when it stays in place, bit 1 when its content changed, bit 2
  /// when it is paired with a new object across kept sections (set by ``emitOldSide``).
  @usableFromInline var flags: [UInt8] = []
  @usableFromInline var oldMatch: [Slot] = []
  @usableFromInline var newMatch: [Slot] = []

  @inlinable
  init(
    identity: Identity, old: [[Element]], new: [[Element]], oldStarts: [Int], newStarts: [Int],
    sections: SectionMatch, updates: UpdateStyle
  ) {
    self.identity = identity
    self.old = old
    self.new = new
    self.oldStarts = oldStarts
    self.newStarts = newStarts
    self.sections = sections
    self.updates = updates
  }

  @inlinable static var stays: UInt8 { 1 }
  @inlinable static var changed: UInt8 { 2 }
  @inlinable static var paired: UInt8 { 4 }

  /// Runs the diff.
  @inlinable
  mutating func run() throws(DiffError) -> ChangeBatch {
    try match()
    markStayingObjects()
    var batch = ChangeBatch()
    emitOldSide(into: &batch)
    emitNewSide(into: &batch)
    for (section, target) in sections.newIndexOfOld.enumerated() where target < 0 {
      batch.deletedSections.append(section)
    }
    for (section, source) in sections.oldIndexOfNew.enumerated() where source < 0 {
      batch.insertedSections.append(section)
    }
    return batch
  }

  /// Pairs old and new objects by identifier, throwing for the first duplicate.
  @inlinable
  mutating func match() throws(DiffError) {
    let identity = identity
    let oldCount = oldStarts[oldStarts.count - 1]
    let newCount = newStarts[newStarts.count - 1]
    var oldIDs: [ID] = []
    oldIDs.reserveCapacity(oldCount)
    for section in old { for element in section { oldIDs.append(identity.id(of: element)) } }
    var newIDs: [ID] = []
    newIDs.reserveCapacity(newCount)
    for section in new { for element in section { newIDs.append(identity.id(of: element)) } }

    let table = IdentityTable<ID, Slot>(count: oldCount + newCount)
    oldMatch = [Slot](repeating: -1, count: oldCount)
    newMatch = [Slot](repeating: -1, count: newCount)
    if let duplicate = table.pair(
      oldIDs: oldIDs, newIDs: newIDs, oldMatch: &oldMatch, newMatch: &newMatch)
    {
      let (ids, starts) = duplicate.inNew ? (newIDs, newStarts) : (oldIDs, oldStarts)
      throw .duplicateIdentifier(
        String(describing: ids[duplicate.second]), first: Self.path(duplicate.first, starts),
        second: Self.path(duplicate.second, starts), inNew: duplicate.inNew)
    }
  }

  /// Flags the objects that keep their place: in each kept section, a longest run of the
  /// objects that were in the same section before, in their old relative order.
  @inlinable
  mutating func markStayingObjects() {
    flags = [UInt8](repeating: 0, count: oldMatch.count)
    var longest = 0
    for section in new.indices { longest = Swift.max(longest, new[section].count) }
    let run = UnsafeMutableBufferPointer<Slot>.allocate(capacity: longest)
    defer { run.deallocate() }
    let oldStarts = oldStarts
    let newStarts = newStarts
    let sections = sections
    newMatch.withUnsafeBufferPointer { newMatch in
      flags.withUnsafeMutableBufferPointer { flags in
        for (section, source) in sections.oldIndexOfNew.enumerated() where source >= 0 {
          let lower = Slot(truncatingIfNeeded: oldStarts[source])
          let upper = Slot(truncatingIfNeeded: oldStarts[source + 1])
          var count = 0
          for position in newStarts[section]..<newStarts[section + 1] {
            let match = newMatch[position]
            if match >= lower, match < upper {
              run[count] = match
              count += 1
            }
          }
          let values = UnsafeBufferPointer(rebasing: run[..<count])
          forEachLongestIncreasingSubsequenceMember(of: values, positionType: Slot.self) {
            flags[Int(values[$0])] |= Self.stays
          }
        }
      }
    }
  }

  /// Emits deletes, moves and reloads, in ascending order of old path, and flags each old
  /// object that lands in a kept section as `paired`.
  @inlinable
  mutating func emitOldSide(into batch: inout ChangeBatch) {
    let identity = identity
    let oldStarts = oldStarts
    let newStarts = newStarts
    let sections = sections
    let updates = updates
    let old = old
    let new = new
    oldMatch.withUnsafeBufferPointer { oldMatch in
      flags.withUnsafeMutableBufferPointer { flags in
        for (section, target) in sections.newIndexOfOld.enumerated() where target >= 0 {
          let start = oldStarts[section]
          for (item, element) in old[section].enumerated() {
            let from = ItemPath(item: item, section: section)
            let match = Int(oldMatch[start + item])
            guard match >= 0 else {
              batch.deletedItems.append(from)
              continue
            }
            let to = Self.path(match, newStarts)
            guard sections.oldIndexOfNew[to.section] >= 0 else {
              batch.deletedItems.append(from)  // it lands in an inserted section
              continue
            }
            let changed = !identity.isEqual(element, new[to.section][to.item])
            let flag = flags[start + item] | Self.paired | (changed ? Self.changed : 0)
            flags[start + item] = flag
            switch (flag & Self.stays != 0, changed, updates) {
            case (true, true, .reload): batch.reloadedItems.append(from)
            case (true, _, _): break
            case (false, true, .reload): batch.deletedItems.append(from)
            case (false, _, _): batch.movedItems.append(ItemMove(from: from, to: to))
            }
          }
        }
      }
    }
  }

  /// Emits inserts and reconfigures, in ascending order of new path.
  @inlinable
  func emitNewSide(into batch: inout ChangeBatch) {
    let newStarts = newStarts
    let updates = updates
    newMatch.withUnsafeBufferPointer { newMatch in
      flags.withUnsafeBufferPointer { flags in
        for (section, source) in sections.oldIndexOfNew.enumerated() where source >= 0 {
          let start = newStarts[section]
          for item in 0..<(newStarts[section + 1] - start) {
            let to = ItemPath(item: item, section: section)
            let match = Int(newMatch[start + item])
            // Unpaired: new, or it leaves a deleted section.
            let flag = match >= 0 ? flags[match] : 0
            guard flag & Self.paired != 0 else {
              batch.insertedItems.append(to)
              continue
            }
            guard flag & Self.changed != 0 else { continue }
            switch (flag & Self.stays != 0, updates) {
            case (_, .reconfigure): batch.reconfiguredItems.append(to)
            case (false, .reload): batch.insertedItems.append(to)
            case (true, .reload): break
            }
          }
        }
      }
    }
  }

  /// The section holding flat position `position`, given each section's first position.
  @inlinable
  static func section(of position: Int, _ starts: [Int]) -> Int {
    if starts.count <= 2 { return 0 }
    // The last section whose start is at or before `position` and that is not empty.
    return starts[..<(starts.count - 1)].partitioningIndex { $0 > position } - 1
  }

  /// The path of flat position `position`.
  @inlinable
  static func path(_ position: Int, _ starts: [Int]) -> ItemPath {
    let section = section(of: position, starts)
    return ItemPath(item: position - starts[section], section: section)
  }
}
