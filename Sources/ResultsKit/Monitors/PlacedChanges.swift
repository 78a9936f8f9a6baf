import ResultsKitAlgorithms

/// Where each changed object of one change was and is, as packed paths, with a first guess of
/// how to report it: what ``ResultsEvent/sendChange(placed:deletedSections:insertedSections:objects:to:)``
/// turns into events.
///
/// A store's results controller fills one per commit, change by change (the change's index in
/// its commit is its index here); the events then come from the places alone.
@usableFromInline
package struct PlacedChanges {
  /// How a changed object is reported.
  @usableFromInline
  package enum Kind: UInt8 {
    /// Not in the results before or after the change.
    case absent
    /// Only after the change.
    case inserted
    /// Only before the change.
    case deleted
    /// Same section, kept its place among the objects that stay: updated.
    case inPlace
    /// Same section, to be decided: in place only if it crossed nothing that stays.
    case resorted
    /// Another section, or crossed objects that stay: moved.
    case moved
  }

  /// The changes present before, with their paths before (in any order until sorted).
  @usableFromInline var before: [KeyedIndex] = []
  /// The changes present after, with their paths after.
  @usableFromInline var after: [KeyedIndex] = []
  /// Each change's packed path before (0 when absent before).
  @usableFromInline var beforeKeys: [UInt64]
  /// Each change's packed path after (0 when absent after).
  @usableFromInline var afterKeys: [UInt64]
  /// Each change's first guess.
  @usableFromInline var guesses: [Kind]

  /// Room for `count` changes, none placed yet.
  ///
  /// The lists of places are made at the size they can reach: grown by doubling, each would
  /// hold two buffers at once, and a change of every object is a million places.
  @inlinable
  package init(count: Int) {
    if count > 1 {
      before = .reserved(hugeCapacity: count)
      after = .reserved(hugeCapacity: count)
    }
    beforeKeys = [UInt64](hugeRepeating: 0, count: count)
    afterKeys = [UInt64](hugeRepeating: 0, count: count)
    guesses = [Kind](hugeRepeating: .absent, count: count)
  }

  /// Records where change `index` is, before and after (`nil` where absent), and whether an
  /// object present in both stayed in its section (`sameSection`) with sort keys that tie
  /// (`keysTie`): such an object is preferred to stay in place.
  @inlinable
  package mutating func place(
    _ index: Int, before old: (section: Int, item: Int)?, after new: (section: Int, item: Int)?,
    sameSection: Bool, keysTie: Bool
  ) {
    if let old {
      let key = KeyedIndex.key(section: old.section, item: old.item)
      beforeKeys[index] = key
      before.append(KeyedIndex(key: key, index: Int32(index)))
    }
    if let new {
      let key = KeyedIndex.key(section: new.section, item: new.item)
      afterKeys[index] = key
      after.append(KeyedIndex(key: key, index: Int32(index)))
    }
    switch (old != nil, new != nil) {
    case (true, true): guesses[index] = !sameSection ? .moved : keysTie ? .inPlace : .resorted
    case (true, false): guesses[index] = .deleted
    case (false, true): guesses[index] = .inserted
    case (false, false): break
    }
  }

  /// How each change is reported — an object present before and after is in place or moved —
  /// given the first guesses (`.inPlace` for an object in its section whose keys tie), the
  /// changes present before and after, each in its order, and each change's key after.
  ///
  /// With `trustingTies`, objects whose sort keys tie are taken to be in place and the rest
  /// are fitted around them; without, only the objects the change did not touch are fixed,
  /// which makes the answer right whatever the order does (the untouched objects never change
  /// their relative order).
  ///
  /// - Complexity: O(*k* log *k*) for *k* changes.
  @inlinable
  static func classify(
    _ guesses: [Kind], before: [KeyedIndex], after: [KeyedIndex], afterKeys: [UInt64],
    trustingTies: Bool
  ) -> [Kind] {
    // The guesses take objects whose keys tie to be in place.
    var kinds = guesses
    if !trustingTies {
      for index in kinds.indices where kinds[index] == .inPlace { kinds[index] = .resorted }
    }
    // A resorted object can stay in place only if as many fixed objects precede it before
    // and after; among those, keep a longest run that kept its order, section by section.
    let ranksBefore = fixedRanks(before, kinds)
    let ranksAfter = fixedRanks(after, kinds)
    var section = UInt64.max
    var members: [Int32] = []
    var newItems: [Int32] = []
    func settle() {
      var kept = [Bool](repeating: false, count: members.count)
      forEachLongestIncreasingSubsequenceMember(of: newItems, positionType: Int32.self) {
        kept[$0] = true
      }
      for (position, member) in members.enumerated() {
        kinds[Int(member)] = kept[position] ? .inPlace : .moved
      }
      members.removeAll(keepingCapacity: true)
      newItems.removeAll(keepingCapacity: true)
    }
    for entry in before where kinds[Int(entry.index)] == .resorted {
      let index = Int(entry.index)
      guard ranksBefore[index] == ranksAfter[index] else {
        kinds[index] = .moved
        continue
      }
      if entry.key >> 32 != section {
        settle()
        section = entry.key >> 32
      }
      members.append(entry.index)
      newItems.append(Int32(truncatingIfNeeded: afterKeys[index] & 0xFFFF_FFFF))
    }
    settle()
    return kinds
  }

  /// Whether the objects that `kinds` leaves in place, with the untouched ones, are in the
  /// same order before and after: each has as many of them before it in both.
  ///
  /// When every in-place object keeps its rank among them, the untouched objects (which
  /// keep their relative order) fill the other ranks alike, so the whole order is kept.
  ///
  /// - Complexity: O(*k*).
  @inlinable
  static func keepsOrder(_ kinds: [Kind], before: [KeyedIndex], after: [KeyedIndex]) -> Bool {
    let ranksBefore = fixedRanks(before, kinds)
    let ranksAfter = fixedRanks(after, kinds)
    for index in kinds.indices where kinds[index] == .inPlace {
      if ranksBefore[index] != ranksAfter[index] { return false }
    }
    return true
  }

  /// For each change in `entries` (in one state's order, as packed paths), the number of
  /// fixed objects — untouched, or changed and in place — before it in its section.
  ///
  /// - Complexity: O(*k*).
  @inlinable
  static func fixedRanks(_ entries: [KeyedIndex], _ kinds: [Kind]) -> [Int32] {
    var ranks = [Int32](repeating: 0, count: kinds.count)
    var section = UInt64.max
    var others: UInt64 = 0
    for entry in entries {
      if entry.key >> 32 != section {
        section = entry.key >> 32
        others = 0
      }
      let item = entry.key & 0xFFFF_FFFF
      ranks[Int(entry.index)] = Int32(truncatingIfNeeded: item &- others)
      if kinds[Int(entry.index)] != .inPlace { others += 1 }
    }
    return ranks
  }
}

extension ResultsEvent {
  /// Hands `send` the events that report `placed`; nothing when no change is visible.
  ///
  /// An object whose sort keys changed is reported as updated in place when it kept its
  /// order relative to every object reported in place (it crossed none of the objects the
  /// change did not reorder, and a longest increasing run of such objects keeps its order);
  /// otherwise as moved. So the batch a coordinator builds is correct however many objects
  /// change together, with as few moves as that rule allows.
  ///
  /// Which objects are in place is decided from their places alone. Equal sort keys are only
  /// a hint (an object whose keys did not change is preferred to stay), checked against the
  /// places and dropped when they disagree, as they do when `<` is not a strict order: a
  /// wrong hint could make an update stand for a move, and the view show the wrong rows.
  ///
  /// - Parameters:
  ///   - placed: Where each change's object was and is; left empty once read.
  ///   - deletedSections: The names and indexes (before) of the deleted sections, ascending.
  ///   - insertedSections: The names and indexes (after) of the inserted sections, ascending.
  ///   - objects: The contents before and after the change of each change's object.
  ///   - send: Receives the events one at a time.
  /// - Complexity: O(*k* log *k*) for *k* changes (two radix sorts and linear sweeps, apart
  ///   from the longest runs).
  @inlinable
  package static func sendChange<Objects: ChangedObjects>(
    placed: inout PlacedChanges, deletedSections: [(String, Int)],
    insertedSections: [(String, Int)], objects: Objects, to send: (Self) -> Void
  ) where Objects.Object == Object {
    guard let change = PlacedChanges.Classified(&placed) else { return }
    // The lists read the kinds and keys only.
    typealias Placed = PlacedChanges.Placed<Objects>
    typealias Replaced = PlacedChanges.Replaced<Objects>
    sendChange(
      deletedSections: deletedSections, insertedSections: insertedSections,
      deleted: Placed(change.before, change.kinds, .deleted, objects),
      inserted: Placed(change.after, change.kinds, .inserted, objects),
      moved: Replaced(change.after, change.beforeKeys, change.kinds, .moved, objects),
      updated: Replaced(change.after, change.beforeKeys, change.kinds, .inPlace, objects),
      to: send)
  }
}

extension PlacedChanges {
  /// A change's places in order and classified: what its events, or its lists, report.
  @usableFromInline
  struct Classified {
    /// The changes present before, in the order of their paths before.
    @usableFromInline var before: [KeyedIndex]
    /// The changes present after, in the order of their paths after.
    @usableFromInline var after: [KeyedIndex]
    /// Each change's packed path before (0 when absent before).
    @usableFromInline var beforeKeys: [UInt64]
    /// How each change is reported.
    @usableFromInline var kinds: [Kind]

    /// `placed` sorted and classified; `nil` when no change is visible.
    ///
    /// The rule is the one
    /// ``ResultsEvent/sendChange(placed:deletedSections:insertedSections:objects:to:)``
    /// describes. `placed` is left empty.
    @inlinable
    init?(_ placed: inout PlacedChanges) {
      before = placed.before
      after = placed.after
      beforeKeys = placed.beforeKeys
      var afterKeys = placed.afterKeys
      var guesses = placed.guesses
      // Only the parts above are read from here on: emptying `placed` makes them the only
      // references to their buffers (so sorting does not copy them), and the rest's memory
      // goes before the events (and the batches they become) take theirs.
      placed = PlacedChanges(count: 0)
      guard !before.isEmpty || !after.isEmpty else { return nil }
      before.sortByKey()
      after.sortByKey()
      kinds = PlacedChanges.classify(
        guesses, before: before, after: after, afterKeys: afterKeys, trustingTies: true)
      if !PlacedChanges.keepsOrder(kinds, before: before, after: after) {
        kinds = PlacedChanges.classify(
          guesses, before: before, after: after, afterKeys: afterKeys, trustingTies: false)
      }
      guesses = []
      afterKeys = []
    }
  }
}
