import ResultsKitAlgorithms

extension SectionedSlots {
  /// A new content's slot and the index of its change, packed small so sorting moves little.
  @usableFromInline
  struct Arrival {
    @usableFromInline var slot: Int32
    @usableFromInline var change: Int32

    @inlinable
    init(slot: Int32, change: Int32) {
      self.slot = slot
      self.change = change
    }
  }

  /// Where one changed object was and is in the index (`nil` where it is absent); the change
  /// itself stays in the commit's array, under the same index.
  @usableFromInline
  struct PlacedChange {
    @usableFromInline
    var before: Placement?
    @usableFromInline
    var after: Placement?
    /// The slot of the new content, while `after` is set.
    @usableFromInline
    var slot = 0
    /// Whether old and new content tie on every sort key (set, when reporting, where both
    /// are in the index).
    @usableFromInline
    var keysTie = false

    @inlinable
    init() {}
  }

  /// A commit applied with its places noted for the events: each change's places (the
  /// sections' `indexBefore` and `indexAfter` set for every section they name), and the
  /// sections it removed and added.
  @usableFromInline
  struct AppliedCommit {
    @usableFromInline var placed: [PlacedChange]
    @usableFromInline var deletedSections: [Section]
    @usableFromInline var insertedSections: [Section]
    /// The sections as the commit found them, held for the placements, which do not hold
    /// theirs (see ``Placement``).
    @usableFromInline var sectionsBefore = CountedTree<Section>()

    @inlinable
    init(placed: [PlacedChange], deletedSections: [Section], insertedSections: [Section]) {
      self.placed = placed
      self.deletedSections = deletedSections
      self.insertedSections = insertedSections
    }
  }

  /// A commit being applied one object at a time, between its steps.
  @usableFromInline
  struct IncrementalCommit {
    @usableFromInline var placed: [PlacedChange]
    /// The section name of each new content the request includes.
    @usableFromInline var newSections: [String?]
    /// What each object keeps of its old content's.
    @usableFromInline var keeping: [Keeping]
    /// Whether any object keeps its place.
    @usableFromInline var anyKeepsPlace = false
    /// The sections the commit created, and the ones it emptied and removed.
    @usableFromInline var created: [Section] = []
    @usableFromInline var deleted: [Section] = []

    @inlinable
    init(count: Int) {
      placed = [PlacedChange](repeating: PlacedChange(), count: count)
      newSections = Array(repeating: nil, count: count)
      keeping = Array(repeating: .nothing, count: count)
    }
  }

  /// What an object keeps of its old content's, in a commit applied object by object.
  @usableFromInline
  enum Keeping: UInt8 {
    /// The object leaves the results, or enters them, or is in no section.
    case nothing
    /// The new content took the old content's slot: the object stays in the results.
    case slot
    /// The object keeps its place too: its slot, its section and its place in the order.
    case place
  }

  /// Whether a commit of `count` changes is applied in bulk.
  @inlinable
  func appliesInBulk(_ count: Int) -> Bool {
    switch testingSeam.applyStrategy {
    case .automatic: count * Self.bulkFactor >= objectCount
    case .bulk: true
    case .incremental: false
    }
  }

  /// Applies a commit's net changes, noting nothing for events (a catch-up).
  ///
  /// A commit that touches a good share of the index is applied in bulk (one pass over it,
  /// see `applyInBulk`); the others one object at a time.
  ///
  /// - Complexity: O(min(*k* log *n*, *n* + *k* log *k*)) for *k* changes on *n* objects.
  @inlinable
  func apply(_ changes: CommitChanges<Object>) {
    // Every section a placement names lives until the commit is applied (see `Placement`).
    let sectionsBefore = sectionTree
    defer { withExtendedLifetime(sectionsBefore) {} }
    if appliesInBulk(changes.count) {
      _ = applyInBulk(changes)
      return
    }
    var commit = IncrementalCommit(count: changes.count)
    findPlaces(of: changes, in: &commit)
    move(changes, in: &commit)
  }

  /// Applies a commit's net changes like ``apply(_:)`` and returns the places the events need.
  @inlinable
  func applyReporting(_ changes: CommitChanges<Object>) -> AppliedCommit {
    // Every section a placement names lives until the events are sent (see `Placement`): the
    // ones the commit finds are held from here, the ones it makes are in the index.
    let sectionsBefore = sectionTree
    var applied: AppliedCommit
    if appliesInBulk(changes.count) {
      applied = noteBulkSections(applyInBulk(changes))
    } else {
      var commit = IncrementalCommit(count: changes.count)
      findPlaces(of: changes, in: &commit)
      noteBefore(changes, in: &commit)
      move(changes, in: &commit)
      applied = noteAfter(&commit)
    }
    applied.sectionsBefore = sectionsBefore
    return applied
  }

  /// A commit that changes at least one object per this many indexed ones is applied in bulk:
  /// a pass over *n* objects costs about as much as *n* / 64 searches.
  @inlinable
  static var bulkFactor: Int { 64 }

  /// The first step of a commit applied object by object: every old place is found on the
  /// unchanged index, then each new content goes into its old content's slot when the object
  /// stays in the results (it keeps its place too when its section and sort keys are the
  /// same), or into a free slot.
  ///
  /// Old places are found by identity (the object's row): the request's closures are not
  /// asked whether the old content is in the index.
  @inlinable
  func findPlaces(of changes: CommitChanges<Object>, in commit: inout IncrementalCommit) {
    // Each field is read where it is (`changes.list[index].old`), never the whole change:
    // copying a change retains and releases its content. The request's closures are read
    // once: reading one per object would copy the request's sort keys with it.
    let predicate = request.predicate
    let sectionBy = request.sectionBy
    if changes.count >= Self.touchedAhead { touchAhead(changes) }
    if changes.count >= testingSeam.searchesTogetherFrom {
      findOldPlacesTogether(of: changes, in: &commit)
    } else {
      for index in changes.indices {
        guard let old = changes.list[index].old, let slot = rowSlots[changes.list[index].row]
        else { continue }
        let placement = placement(ofSlot: slot, inSectionNamed: sectionBy?(old) ?? "")
        note(placement, before: index, of: changes, in: &commit)
      }
    }
    // Every old place is known: slots may now take their new contents. Until `move` has
    // removed the objects that leave their places, their slots hold values that no longer
    // place them where they are in the trees: nothing searches the trees in between.
    let replacers = keyReplacers
    for index in changes.indices {
      guard let new = changes.new(at: index), predicate?(new) ?? true else { continue }
      let name = sectionBy?(new) ?? ""
      commit.newSections[index] = name
      guard let before = commit.placed[index].before,
        let slot = rowSlots[changes.list[index].row]
      else {
        commit.placed[index].slot = allocate(new, sequence: changes.list[index].sequence)
        continue
      }
      let tie = replaceContent(at: slot, with: new, replacers: replacers)
      commit.placed[index].slot = slot
      commit.placed[index].keysTie = tie
      commit.keeping[index] = .slot
      if tie, before.section.name == name {
        commit.keeping[index] = .place
        commit.anyKeepsPlace = true
      }
    }
  }

  /// For the events, on the unchanged index: the index before of each section an old place
  /// names. (Whether old and new content tie was found as the new content was written.)
  @inlinable
  func noteBefore(_ changes: CommitChanges<Object>, in commit: inout IncrementalCommit) {
    for change in commit.placed { change.before?.section.indexBefore = Section.unknownIndex }
    for index in changes.indices {
      guard let section = commit.placed[index].before?.section else { continue }
      // Searched once per section: a commit's changes share few sections.
      if section.indexBefore == Section.unknownIndex {
        section.indexBefore = sectionIndex(of: section)
      }
    }
  }

  /// The rest of a commit applied object by object: the objects that leave their places are
  /// removed (by rank, from the back) and inserted at their new ones, and the sections that
  /// became empty are dropped.
  ///
  /// The objects that keep their places are left where they are.
  ///
  /// - Complexity: O(*k* log *n*) for *k* changes on *n* objects.
  @inlinable
  func move(_ changes: CommitChanges<Object>, in commit: inout IncrementalCommit) {
    let order = order
    removeOldSlots(of: commit.placed, keeping: commit.keeping, changes)
    // Rows are set after every removal: in merged commits a deleted object's row may have
    // been given to an inserted one.
    for index in changes.indices where commit.newSections[index] != nil {
      rowSlots.set(commit.placed[index].slot, for: changes.list[index].row)
    }
    // Insert the new contents section by section in ascending order: each insertion lands
    // before none of the later ones, so the rank it returns is final, and the insertions walk
    // each tree from left to right, which keeps them in cache.
    // Each section's arrivals wait in the section itself (as in a bulk apply): no table of
    // sections to hash into.
    var receiving: [Section] = []
    for index in changes.indices {
      guard let name = commit.newSections[index] else { continue }
      if commit.keeping[index] == .place {
        // Its rank after the commit is counted from the others' (see `noteAfter`).
        commit.placed[index].after = commit.placed[index].before
        continue
      }
      // An object that stays in its section finds it by its old place: names compared, none
      // hashed.
      let section: Section
      if let old = commit.placed[index].before?.section, old.name == name {
        section = old
      } else {
        section = sectionsByName[name] ?? createSection(named: name, recordingIn: &commit.created)
      }
      commit.placed[index].after = Placement(section: section, item: 0)
      if section.arrivals.isEmpty { receiving.append(section) }
      section.arrivals.append(Arrival(slot: Int32(commit.placed[index].slot), change: Int32(index)))
    }
    // The arrivals whose places are searched together, by section, each section's in order.
    var together: [(section: Section, change: Int32, keyed: KeyedSlot)] = []
    for section in receiving {
      var sorted: [Arrival] = []
      swap(&sorted, &section.arrivals)
      sorted.sort(by: { order.precedes(Int($0.slot), Int($1.slot)) })
      objectCount += sorted.count
      if sorted.count * testingSeam.mergeFactor >= section.slots.count {
        section.slots = CountedTree(
          sorted: merge(sorted, into: section.slots.elements, placed: &commit.placed))
      } else if order.isStrict, changes.count >= testingSeam.searchesTogetherFrom {
        for arrival in sorted {
          together.append((section, arrival.change, order.keyed(arrival.slot)))
        }
      } else {
        for arrival in sorted {
          let keyed = order.keyed(arrival.slot)
          let item = section.slots.insert(keyed) { order.precedes($0, keyed) }
          commit.placed[Int(arrival.change)].after?.item = item
        }
      }
    }
    insertTogether(together, placed: &commit.placed)
    commit.deleted = removeEmptySections(of: commit.placed)
  }

  /// For the events, on the final index: each new place's exact rank and its section's
  /// index after.
  @inlinable
  func noteAfter(_ commit: inout IncrementalCommit) -> AppliedCommit {
    var placed = commit.placed
    commit.placed = []
    // In a strict order, each section's arrivals, inserted in ascending order, keep the ranks
    // their insertions returned: only the other orders' ranks are checked.
    let checksRanks = !order.isStrict
    for change in placed { change.after?.section.indexAfter = Section.unknownIndex }
    for index in placed.indices {
      guard let after = placed[index].after else { continue }
      if checksRanks, commit.keeping[index] != .place,
        Int(after.section.slots[after.item].slot) != placed[index].slot
      {
        // A later arrival landed before this one: only a sort key whose `<` is not a strict
        // order gets here.
        let item = rank(ofSlot: placed[index].slot, in: after.section) ?? after.item
        placed[index].after?.item = item
      }
      if after.section.indexAfter == Section.unknownIndex {
        after.section.indexAfter = sectionIndex(of: after.section)
      }
    }
    // The kept places' ranks are counted from the others' exact ones, found above.
    if commit.anyKeepsPlace {
      rankKeptPlaces(in: &placed, keeping: commit.keeping)
    }
    return AppliedCommit(
      placed: placed, deletedSections: commit.deleted,
      insertedSections: commit.created.filter { sectionsByName[$0.name] === $0 })
  }

  /// The slots `old` with `arrivals` (in order) merged in, with their prefixes, recording each
  /// arrival's rank in `placed`.
  ///
  /// An arrival goes before the first remaining old slot it precedes, as an insertion would
  /// put it; the ranks are exact whatever the order does.
  ///
  /// - Complexity: O(*s* + *a* log *s*) for *a* arrivals among *s* old slots.
  @inlinable
  func merge(
    _ arrivals: [Arrival], into old: [KeyedSlot], placed: inout [PlacedChange]
  ) -> [KeyedSlot] {
    let order = order
    var merged: [KeyedSlot] = []
    merged.reserveCapacity(old.count + arrivals.count)
    var start = 0
    for arrival in arrivals {
      let keyed = order.keyed(arrival.slot)
      let end = old[start...].partitioningIndex { !order.precedes($0, keyed) }
      merged.append(contentsOf: old[start..<end])
      start = end
      placed[Int(arrival.change)].after?.item = merged.count
      merged.append(keyed)
    }
    merged.append(contentsOf: old[start...])
    return merged
  }

  /// Removes the old slots of the objects that leave their places, from the highest rank
  /// down in each section, so that the ranks found before the commit stay valid, and frees
  /// the ones no new content took.
  ///
  /// The removals are sorted by a plain number each (a radix sort, not a comparison sort
  /// that would retain and release the sections at every step): a number taken from the
  /// section's address, which keeps each section's removals together, then the rank, highest
  /// first. Two sections whose numbers collide only mix their removals, each still in
  /// descending rank.
  @inlinable
  func removeOldSlots(
    of placed: [PlacedChange], keeping: [Keeping], _ changes: CommitChanges<Object>
  ) {
    var removals: [(key: UInt64, change: Int32)] = []
    removals.reserveCapacity(placed.count)
    for index in placed.indices where keeping[index] != .place {
      guard let before = placed[index].before else { continue }
      // Objects are aligned to 16 bytes: the address's low bits say nothing.
      let section = UInt(bitPattern: ObjectIdentifier(before.section)) >> 4
      let rank = UInt32.max - UInt32(truncatingIfNeeded: before.item)
      removals.append(
        (UInt64(UInt32(truncatingIfNeeded: section)) << 32 | UInt64(rank), Int32(index)))
    }
    removals.radixSort { $0.key }
    for removal in removals {
      let index = Int(removal.change)
      guard let before = placed[index].before else { continue }
      let slot = before.section.slots.remove(at: before.item).slot
      objectCount -= 1
      // A slot that took its new content is inserted again where that content goes.
      if keeping[index] == .slot { continue }
      freeSlots.append(slot)
      rowSlots.set(nil, for: changes.list[index].row)
    }
  }

  /// Makes a section named by the canonical spelling of `spelling`, puts it where the section
  /// order places it, and records it in `created`.
  @inlinable
  func createSection(named spelling: String, recordingIn created: inout [Section]) -> Section {
    let name = spelling.canonicalSpelling
    let section = Section(name: name)
    if request.sectionOrder.isAscending {
      sectionTree.insert(section) { $0.name < name }
    } else {
      let order = request.sectionOrder
      sectionTree.insert(section) { order.precedes($0.name, name) }
    }
    sectionsByName[name] = section
    created.append(section)
    return section
  }

  /// Drops the sections that the commit emptied (never the one section of unsectioned
  /// results) and returns them.
  @inlinable
  func removeEmptySections(of placed: [PlacedChange]) -> [Section] {
    guard request.sectionBy != nil else { return [] }
    var deleted: [Section] = []
    for change in placed {
      guard let section = change.before?.section, section.slots.isEmpty,
        sectionsByName[section.name] === section
      else { continue }
      sectionsByName[section.name] = nil
      var rank = sectionRank(section.name)
      if rank >= sectionTree.count || sectionTree[rank] !== section {
        // Only a custom section order that is not a strict order gets here.
        noteRepair()
        rank = sectionTree.firstRank { $0 === section } ?? rank
      }
      guard rank < sectionTree.count else { continue }
      sectionTree.remove(at: rank)
      deleted.append(section)
    }
    return deleted
  }
}
