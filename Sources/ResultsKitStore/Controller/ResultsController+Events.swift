import ResultsKit

extension ResultsController {
  /// How a changed object is reported.
  @usableFromInline
  enum Kind: UInt8 {
    /// Not in the results before or after the commit.
    case absent
    /// Only after the commit.
    case inserted
    /// Only before the commit.
    case deleted
    /// Same section, kept its place among the objects that stay: updated.
    case inPlace
    /// Same section, to be decided: in place only if it crossed nothing that stays.
    case resorted
    /// Another section, or crossed objects that stay: moved.
    case moved
  }

  /// Sends the events that report `placed` (the places of `changes`, index for index) to the
  /// subscribers, one at a time; nothing when no change is visible.
  ///
  /// The sections' `indexBefore` and `indexAfter` must be set for every section a placement
  /// names; `deletedSections` and `insertedSections` are the sections the commit removed and
  /// added.
  ///
  /// An object whose sort keys changed is reported as updated in place when it kept its
  /// order relative to every object reported in place (it crossed none of the objects the
  /// commit did not reorder, and a longest increasing run of such objects keeps its order);
  /// otherwise as moved. So the batch a coordinator builds is correct however many objects
  /// change together, with as few moves as that rule allows.
  ///
  /// Which objects are in place is decided from their places alone. Equal sort keys are only
  /// a hint (an object whose keys did not change is preferred to stay), checked against the
  /// places and dropped when they disagree, as they do when `<` is not a strict order: a
  /// wrong hint could make an update stand for a move, and the view show the wrong rows.
  ///
  /// - Complexity: O(*k* log *k*) for *k* changes (two radix sorts and linear sweeps, apart
  ///   from the longest runs).
  @inlinable
  func sendEvents(
    for placed: consuming [PlacedChange], _ changes: [StoreChange<Object>],
    deletedSections: [Section], insertedSections: [Section]
  ) {
    // The changes present before, in before order, and present after, in after order, with
    // their paths packed into sort keys; each change's keys and first guess by its index.
    var before: [KeyedIndex] = []
    var after: [KeyedIndex] = []
    var beforeKeys = [UInt64](repeating: 0, count: placed.count)
    var afterKeys = [UInt64](repeating: 0, count: placed.count)
    var guesses = [Kind](repeating: .absent, count: placed.count)
    for (index, change) in placed.enumerated() {
      if let place = change.before {
        let key = KeyedIndex.key(section: place.section.indexBefore, item: place.item)
        beforeKeys[index] = key
        before.append(KeyedIndex(key: key, index: Int32(index)))
      }
      if let place = change.after {
        let key = KeyedIndex.key(section: place.section.indexAfter, item: place.item)
        afterKeys[index] = key
        after.append(KeyedIndex(key: key, index: Int32(index)))
      }
      switch (change.before, change.after) {
      case let (old?, new?):
        guesses[index] =
          old.section !== new.section ? .moved : change.keysTie ? .inPlace : .resorted
      case (_?, nil): guesses[index] = .deleted
      case (nil, _?): guesses[index] = .inserted
      case (nil, nil): break
      }
    }
    // The places are all read: their memory goes before the events (and the batches they
    // become) take theirs.
    _ = consume placed
    guard !before.isEmpty || !after.isEmpty else { return }
    before.sortByKey()
    after.sortByKey()
    var kinds = Self.classify(
      guesses, before: before, after: after, afterKeys: afterKeys, trustingTies: true)
    if !Self.keepsOrder(kinds, before: before, after: after) {
      kinds = Self.classify(
        guesses, before: before, after: after, afterKeys: afterKeys, trustingTies: false)
    }
    guesses = []
    afterKeys = []
    func path(_ key: UInt64) -> ItemPath {
      ItemPath(item: Int(key & 0xFFFF_FFFF), section: Int(key >> 32))
    }

    let observers = observers
    observers.send(.willChange)
    for section in deletedSections.sorted(by: { $0.indexBefore < $1.indexBefore }) {
      observers.send(.deletedSection(name: section.name, at: section.indexBefore))
    }
    for section in insertedSections.sorted(by: { $0.indexAfter < $1.indexAfter }) {
      observers.send(.insertedSection(name: section.name, at: section.indexAfter))
    }
    // The loops read the kinds and keys only: reading the placements again would retain
    // and release their sections once per change and loop.
    for entry in before where kinds[Int(entry.index)] == .deleted {
      if let object = changes[Int(entry.index)].old {
        observers.send(.deleted(object, at: path(entry.key)))
      }
    }
    for entry in after where kinds[Int(entry.index)] == .inserted {
      if let object = changes[Int(entry.index)].new {
        observers.send(.inserted(object, at: path(entry.key)))
      }
    }
    for entry in after where kinds[Int(entry.index)] == .moved {
      let index = Int(entry.index)
      if let object = changes[index].new {
        observers.send(.moved(object, from: path(beforeKeys[index]), to: path(entry.key)))
      }
    }
    for entry in after where kinds[Int(entry.index)] == .inPlace {
      let index = Int(entry.index)
      if let object = changes[index].new {
        observers.send(.updated(object, at: path(beforeKeys[index]), newPath: path(entry.key)))
      }
    }
    observers.send(.didChange)
  }

  /// How each change is reported — an object present before and after is in place or moved —
  /// given the first guesses (`.inPlace` for an object in its section whose keys tie), the
  /// changes present before and after, each in its order, and each change's key after.
  ///
  /// With `trustingTies`, objects whose sort keys tie are taken to be in place and the rest
  /// are fitted around them; without, only the objects the commit did not touch are fixed,
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
