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

  /// One changed object and where it was and is in the results (`nil` where it is absent).
  @usableFromInline
  struct PlacedChange {
    @usableFromInline
    var change: StoreChange<Object>
    @usableFromInline
    var before: Placement?
    @usableFromInline
    var after: Placement?
    /// The slot of the new content, while `after` is set.
    @usableFromInline
    var slot = 0
    /// The slot of the old content, while `before` is set.
    @usableFromInline
    var oldSlot = 0
    /// Whether old and new content tie on every sort key (set when both are in the results).
    @usableFromInline
    var keysTie = false

    @inlinable
    init(change: StoreChange<Object>) {
      self.change = change
    }
  }

  /// Applies a commit's net changes to the results and, when `reporting`, sends the events
  /// that describe it.
  ///
  /// Finds every old place on the unchanged results, removes the old slots (by rank, from
  /// the back), inserts the new ones, drops sections that became empty, and finds every new
  /// place on the final results; the events come from comparing the two.
  ///
  /// - Complexity: O(*k* log *n*) for *k* changes on *n* fetched objects.
  @inlinable
  func apply(_ changes: [StoreChange<Object>], reporting: Bool) {
    var placed = changes.map { PlacedChange(change: $0) }
    let order = order
    // The new contents first, in slots of their own (old slots are freed for the next
    // commit), so that each old content can be compared with its new one below.
    var newSections: [String?] = Array(repeating: nil, count: placed.count)
    for index in placed.indices {
      guard let new = placed[index].change.new, includes(new) else { continue }
      placed[index].slot = allocate(new, sequence: placed[index].change.sequence)
      newSections[index] = sectionName(of: new)
    }
    // Every old place, on the unchanged results, found by identity (the object's row): the
    // request's closures are not asked whether the old content is in the results.
    var sectionsBefore: [ObjectIdentifier: Int] = [:]
    for index in placed.indices {
      guard let old = placed[index].change.old, let slot = rowSlots[placed[index].change.row]
      else { continue }
      let placement = placement(ofSlot: slot, inSectionNamed: sectionName(of: old))
      placed[index].before = placement
      placed[index].oldSlot = slot
      guard let section = placement?.section else {
        // In no section: an inconsistency the invariant check reports; forget the slot.
        rowSlots.set(nil, for: placed[index].change.row)
        continue
      }
      if reporting, newSections[index] != nil {  // only the events read it
        placed[index].keysTie = order.keysTie(slot, placed[index].slot)
      }
      if reporting, sectionsBefore[ObjectIdentifier(section)] == nil {
        sectionsBefore[ObjectIdentifier(section)] = sectionRank(section.name)
      }
    }
    removeOldSlots(of: placed)
    // Rows are set after every removal: in merged commits a deleted object's row may have
    // been given to an inserted one.
    for index in placed.indices where newSections[index] != nil {
      rowSlots.set(placed[index].slot, for: placed[index].change.row)
    }
    // Insert the new contents section by section in ascending order: each insertion lands
    // before none of the later ones, so the rank it returns is final, and the insertions walk
    // each tree from left to right, which keeps them in cache.
    var created: [Section] = []
    var arrivals: [ObjectIdentifier: (section: Section, entries: [Arrival])] = [:]
    for index in placed.indices {
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
        merge(sorted, into: section, placed: &placed)
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
    var sectionsAfter: [ObjectIdentifier: Int] = [:]
    for index in placed.indices {
      guard let after = placed[index].after else { continue }
      if Int(after.section.slots[after.item]) != placed[index].slot {
        // A later arrival landed before this one: only a sort key whose `<` is not a strict
        // order gets here.
        let item = rank(ofSlot: placed[index].slot, in: after.section) ?? after.item
        placed[index].after?.item = item
      }
      if sectionsAfter[ObjectIdentifier(after.section)] == nil {
        sectionsAfter[ObjectIdentifier(after.section)] = sectionRank(after.section.name)
      }
    }
    let events = Self.events(
      for: placed,
      deletedSections: deleted.map { ($0.name, sectionsBefore[ObjectIdentifier($0)] ?? 0) },
      insertedSections: created.filter { sectionsByName[$0.name] === $0 }.map {
        ($0.name, sectionsAfter[ObjectIdentifier($0)] ?? 0)
      },
      sectionsBefore: sectionsBefore, sectionsAfter: sectionsAfter)
    for event in events { observers.send(event) }
  }

  /// A section that receives at least one new object per this many it holds is rebuilt by a
  /// merge instead of taking them one by one: O(*s* + *a*) for *a* arrivals in a section of
  /// *s*, which is then O(*a*), and much faster than *a* searches (a paused import's catch-up).
  @inlinable
  static var mergeFactor: Int { 64 }

  /// Rebuilds `section` with `arrivals` (in order) merged into its slots, and records each
  /// arrival's rank.
  ///
  /// - Complexity: O(*s* + *a* log *s*) for *a* arrivals in a section of *s*.
  @inlinable
  func merge(_ arrivals: [Arrival], into section: Section, placed: inout [PlacedChange]) {
    let order = order
    let old = section.slots.elements
    var merged: [Int32] = []
    merged.reserveCapacity(old.count + arrivals.count)
    var start = 0
    for arrival in arrivals {
      let slot = Int(arrival.slot)
      // The first remaining old slot that the arrival precedes (as an insertion would find).
      let end = old[start...].partitioningIndex { !order.precedes(Int($0), slot) }
      merged.append(contentsOf: old[start..<end])
      start = end
      placed[Int(arrival.change)].after?.item = merged.count
      merged.append(arrival.slot)
    }
    merged.append(contentsOf: old[start...])
    section.slots = CountedTree(sorted: merged)
  }

  /// Removes the old slots, from the highest rank down in each section, so that the ranks
  /// found before the commit stay valid, and frees them.
  @inlinable
  func removeOldSlots(of placed: [PlacedChange]) {
    let removals = placed.indices.filter { placed[$0].before != nil }.sorted {
      guard let lhs = placed[$0].before, let rhs = placed[$1].before else { return false }
      return lhs.section === rhs.section
        ? lhs.item > rhs.item : ObjectIdentifier(lhs.section) < ObjectIdentifier(rhs.section)
    }
    for removal in removals {
      guard let before = placed[removal].before else { continue }
      freeSlots.append(before.section.slots.remove(at: before.item))
      rowSlots.set(nil, for: placed[removal].change.row)
      objectCount -= 1
    }
  }

  @inlinable
  func createSection(named name: String, recordingIn created: inout [Section]) -> Section {
    let section = Section(name: name)
    sectionTree.insert(section) { $0.name < name }
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
        rank = sectionTree.firstRank { $0 === section } ?? rank
      }
      sectionTree.remove(at: rank)
      deleted.append(section)
    }
    return deleted
  }
}
