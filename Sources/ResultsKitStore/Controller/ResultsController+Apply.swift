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
    // Every old place, on the unchanged results.
    var sectionsBefore: [ObjectIdentifier: Int] = [:]
    for index in placed.indices {
      guard let old = placed[index].change.old, includes(old) else { continue }
      let sequence = placed[index].change.sequence
      let probe = probe(old, sequence: sequence)
      let placement = locate(probe, sequence: sequence, inSectionNamed: sectionName(of: old))
      placed[index].before = placement
      guard let section = placement?.section else { continue }
      if reporting, newSections[index] != nil {  // only the events read it
        placed[index].keysTie = order.keysTie(probe, placed[index].slot)
      }
      if reporting, sectionsBefore[ObjectIdentifier(section)] == nil {
        sectionsBefore[ObjectIdentifier(section)] = sectionRank(section.name)
      }
    }
    removeOldSlots(of: placed)
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
        // Only a sort key whose `<` is not a strict order (a NaN) gets here.
        let item = rank(ofSlot: placed[index].slot, in: after.section)
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

  /// Where the object with insertion number `sequence`, whose values are in slot `probe`, is:
  /// found by those values in the section named `name`, or, when it is not there (impure
  /// request closures), by a scan of every section; `nil` when it is not in the results.
  @inlinable
  func locate(_ probe: Int, sequence: UInt64, inSectionNamed name: String) -> Placement? {
    if let section = sectionsByName[name],
      let item = rank(of: probe, sequence: sequence, in: section)
    {
      return Placement(section: section, item: item)
    }
    inconsistencyRepairs += 1
    let sequences = order.sequences
    var found: Placement?
    sectionTree.forEach { section in
      if found == nil, let item = section.slots.firstRank(where: { sequences[Int($0)] == sequence })
      {
        found = Placement(section: section, item: item)
      }
    }
    return found
  }

  /// The rank of `slot`, which is in `section`.
  @inlinable
  func rank(ofSlot slot: Int, in section: Section) -> Int {
    let order = order
    let item = section.slots.lowerBound { order.precedes(Int($0), slot) }
    if item < section.slots.count, Int(section.slots[item]) == slot { return item }
    inconsistencyRepairs += 1
    return section.slots.firstRank { Int($0) == slot } ?? item
  }

  /// Removes the old slots, from the highest rank down in each section, so that the ranks
  /// found before the commit stay valid, and frees them.
  @inlinable
  func removeOldSlots(of placed: [PlacedChange]) {
    let removals = placed.compactMap(\.before).sorted {
      $0.section === $1.section
        ? $0.item > $1.item : ObjectIdentifier($0.section) < ObjectIdentifier($1.section)
    }
    for removal in removals {
      freeSlots.append(removal.section.slots.remove(at: removal.item))
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
