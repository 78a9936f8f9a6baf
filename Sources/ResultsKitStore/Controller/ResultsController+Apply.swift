import ResultsKit

extension ResultsController {
  /// Where a changed object is, before or after a commit.
  @usableFromInline
  struct Placement {
    @usableFromInline
    var section: Section
    @usableFromInline
    var item: Int

    @inlinable
    init(section: Section, item: Int) {
      self.section = section
      self.item = item
    }
  }

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

  /// Where one changed object was and is in the results (`nil` where it is absent); the
  /// change itself stays in the commit's array, under the same index.
  @usableFromInline
  struct PlacedChange {
    @usableFromInline
    var before: Placement?
    @usableFromInline
    var after: Placement?
    /// The slot of the new content, while `after` is set.
    @usableFromInline
    var slot = 0
    /// Whether old and new content tie on every sort key (set when both are in the results).
    @usableFromInline
    var keysTie = false

    @inlinable
    init() {}
  }

  /// Applies a commit's net changes to the results and, when `reporting`, sends the events
  /// that describe it.
  ///
  /// A commit that touches a good share of the results is applied in bulk (one pass over
  /// them, see `applyInBulk`); the others one object at a time.
  ///
  /// - Complexity: O(min(*k* log *n*, *n* + *k* log *k*)) for *k* changes on *n* fetched
  ///   objects.
  @inlinable
  func apply(_ changes: [StoreChange<Object>], reporting: Bool) {
    let bulk: Bool
    switch applyStrategy {
    case .automatic: bulk = changes.count * Self.bulkFactor >= objectCount
    case .bulk: bulk = true
    case .incremental: bulk = false
    }
    if bulk {
      applyInBulk(changes, reporting: reporting)
    } else {
      applyIncrementally(changes, reporting: reporting)
    }
  }

  /// A commit that changes at least one object per this many fetched ones is applied in bulk:
  /// a pass over *n* objects costs about as much as *n* / 64 searches.
  @inlinable
  static var bulkFactor: Int { 64 }

  /// Applies a commit object by object.
  ///
  /// Finds every old place on the unchanged results, removes the old slots (by rank, from
  /// the back), inserts the new ones, drops sections that became empty, and finds every new
  /// place on the final results; the events come from comparing the two.
  ///
  /// - Complexity: O(*k* log *n*) for *k* changes on *n* fetched objects.
  @inlinable
  func applyIncrementally(_ changes: [StoreChange<Object>], reporting: Bool) {
    var placed = [PlacedChange](repeating: PlacedChange(), count: changes.count)
    let order = order
    // The new contents first, in slots of their own (old slots are freed for the next
    // commit), so that each old content can be compared with its new one below.
    var newSections: [String?] = Array(repeating: nil, count: changes.count)
    for (index, change) in changes.enumerated() {
      guard let new = change.new, includes(new) else { continue }
      placed[index].slot = allocate(new, sequence: change.sequence)
      newSections[index] = sectionName(of: new)
    }
    // Every old place, on the unchanged results, found by identity (the object's row): the
    // request's closures are not asked whether the old content is in the results.
    for (index, change) in changes.enumerated() {
      guard let old = change.old, let slot = rowSlots[change.row] else { continue }
      let placement = placement(ofSlot: slot, inSectionNamed: sectionName(of: old))
      placed[index].before = placement
      guard let section = placement?.section else {
        // In no section: an inconsistency the invariant check reports; forget the slot.
        rowSlots.set(nil, for: change.row)
        continue
      }
      if reporting, newSections[index] != nil {  // only the events read it
        placed[index].keysTie = order.keysTie(slot, placed[index].slot)
      }
      if reporting { section.indexBefore = sectionIndex(of: section) }
    }
    removeOldSlots(of: placed, changes)
    // Rows are set after every removal: in merged commits a deleted object's row may have
    // been given to an inserted one.
    for index in changes.indices where newSections[index] != nil {
      rowSlots.set(placed[index].slot, for: changes[index].row)
    }
    // Insert the new contents section by section in ascending order: each insertion lands
    // before none of the later ones, so the rank it returns is final, and the insertions walk
    // each tree from left to right, which keeps them in cache.
    var created: [Section] = []
    var arrivals: [ObjectIdentifier: (section: Section, entries: [Arrival])] = [:]
    for index in changes.indices {
      guard let name = newSections[index] else { continue }
      let section = sectionsByName[name] ?? createSection(named: name, recordingIn: &created)
      placed[index].after = Placement(section: section, item: 0)
      arrivals[ObjectIdentifier(section), default: (section, [])].entries.append(
        Arrival(slot: Int32(placed[index].slot), change: Int32(index)))
    }
    for (section, entries) in arrivals.values {
      let sorted = entries.sorted(by: { order.precedes(Int($0.slot), Int($1.slot)) })
      objectCount += sorted.count
      if sorted.count * Self.mergeFactor >= section.slots.count {
        section.slots = CountedTree(
          sorted: merge(sorted, into: section.slots.elements, placed: &placed))
        continue
      }
      for arrival in sorted {
        let slot = Int(arrival.slot)
        let item = section.slots.insert(arrival.slot) { order.precedes(Int($0), slot) }
        placed[Int(arrival.change)].after?.item = item
      }
    }
    let deleted = removeEmptySections(of: placed)
    guard reporting else { return }
    for index in placed.indices {
      guard let after = placed[index].after else { continue }
      if Int(after.section.slots[after.item]) != placed[index].slot {
        // A later arrival landed before this one: only a sort key whose `<` is not a strict
        // order gets here.
        let item = rank(ofSlot: placed[index].slot, in: after.section) ?? after.item
        placed[index].after?.item = item
      }
      after.section.indexAfter = sectionIndex(of: after.section)
    }
    sendEvents(
      for: consume placed, changes, deletedSections: deleted,
      insertedSections: created.filter { sectionsByName[$0.name] === $0 })
  }

  /// A section that receives at least one new object per this many it holds is rebuilt by a
  /// merge instead of taking them one by one: O(*s* + *a*) for *a* arrivals in a section of
  /// *s*, which is then O(*a*), and much faster than *a* searches (a paused import's catch-up).
  @inlinable
  static var mergeFactor: Int { 64 }

  /// The slots `old` with `arrivals` (in order) merged in, recording each arrival's rank in
  /// `placed`.
  ///
  /// An arrival goes before the first remaining old slot it precedes, as an insertion would
  /// put it; the ranks are exact whatever the order does.
  ///
  /// - Complexity: O(*s* + *a* log *s*) for *a* arrivals among *s* old slots.
  @inlinable
  func merge(_ arrivals: [Arrival], into old: [Int32], placed: inout [PlacedChange]) -> [Int32] {
    let order = order
    var merged: [Int32] = []
    merged.reserveCapacity(old.count + arrivals.count)
    var start = 0
    for arrival in arrivals {
      let slot = Int(arrival.slot)
      let end = old[start...].partitioningIndex { !order.precedes(Int($0), slot) }
      merged.append(contentsOf: old[start..<end])
      start = end
      placed[Int(arrival.change)].after?.item = merged.count
      merged.append(arrival.slot)
    }
    merged.append(contentsOf: old[start...])
    return merged
  }

  /// Removes the old slots, from the highest rank down in each section, so that the ranks
  /// found before the commit stay valid, and frees them.
  @inlinable
  func removeOldSlots(of placed: [PlacedChange], _ changes: [StoreChange<Object>]) {
    let removals = placed.indices.filter { placed[$0].before != nil }.sorted {
      guard let lhs = placed[$0].before, let rhs = placed[$1].before else { return false }
      return lhs.section === rhs.section
        ? lhs.item > rhs.item : ObjectIdentifier(lhs.section) < ObjectIdentifier(rhs.section)
    }
    for removal in removals {
      guard let before = placed[removal].before else { continue }
      freeSlots.append(before.section.slots.remove(at: before.item))
      rowSlots.set(nil, for: changes[removal].row)
      objectCount -= 1
    }
  }

  /// Makes a section named `name`, puts it where the section order places it, and records
  /// it in `created`.
  @inlinable
  func createSection(named name: String, recordingIn created: inout [Section]) -> Section {
    let section = Section(name: name)
    if active.sectionOrder.isAscending {
      sectionTree.insert(section) { $0.name < name }
    } else {
      let order = active.sectionOrder
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
    guard active.sectionBy != nil else { return [] }
    var deleted: [Section] = []
    for change in placed {
      guard let section = change.before?.section, section.slots.isEmpty,
        sectionsByName[section.name] === section
      else { continue }
      sectionsByName[section.name] = nil
      var rank = sectionRank(section.name)
      if rank >= sectionTree.count || sectionTree[rank] !== section {
        // Only a custom section order that is not a strict order gets here.
        inconsistencyRepairs += 1
        rank = sectionTree.firstRank { $0 === section } ?? rank
      }
      guard rank < sectionTree.count else { continue }
      sectionTree.remove(at: rank)
      deleted.append(section)
    }
    return deleted
  }
}
