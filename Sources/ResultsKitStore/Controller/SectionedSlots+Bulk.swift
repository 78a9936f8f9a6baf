import ResultsKit

extension SectionedSlots {
  /// Applies a commit that touches a good share of the results in a few passes over them,
  /// instead of one search per object.
  ///
  /// One pass over the sections finds every old place and what stays of each section the
  /// commit touched; an object that stays in the results keeps its slot, with its new
  /// content; the new contents are sorted per section and merged with what stayed; the
  /// sections are rebuilt as full trees. Positions come from the passes and the merges, so
  /// they are exact whatever the request's closures and the sort keys' `<` do.
  ///
  /// - Complexity: O(*n* + *k* log *k*) for *k* changes on *n* fetched objects, and O(*n*)
  ///   memory for the pass (four bytes per slot) beside the events.
  /// Sets every section's `indexBefore` (its index before the commit) and returns each
  /// change's places.
  @inlinable
  func applyInBulk(_ changes: CommitChanges<Object>) -> [PlacedChange] {
    var placed = [PlacedChange](repeating: PlacedChange(), count: changes.count)
    // Which change leaves each slot, found by identity.
    var leaving = [Int32](repeating: -1, count: objects.count)
    var oldSlots = [Int32](repeating: -1, count: changes.count)
    // The loops read the changes' fields in place, in an array of their own: a copy of a
    // change would retain (and then release) its content, for every object of the commit.
    let list = changes.list
    for index in list.indices {
      guard list[index].old != nil, let slot = rowSlots[list[index].row] else { continue }
      leaving[slot] = Int32(index)
      oldSlots[index] = Int32(slot)
    }
    // One pass: every old place, and the slots that stay in each section a change leaves.
    var staying: [ObjectIdentifier: (section: Section, kept: [Int32])] = [:]
    var sectionIndex = 0
    sectionTree.forEach { section in
      section.indexBefore = sectionIndex
      section.indexAfter = -1
      sectionIndex += 1
      let slots = section.slots.elements
      var kept: [Int32]?
      for (item, slot) in slots.enumerated() {
        let change = leaving[Int(slot)]
        if change < 0 {
          kept?.append(slot)
          continue
        }
        placed[Int(change)].before = Placement(section: section, item: item)
        if kept == nil {
          kept = Array(slots[..<item])
          kept?.reserveCapacity(slots.count - 1)
        }
      }
      if let kept { staying[ObjectIdentifier(section)] = (section, kept) }
    }
    leaving = []
    // Objects that leave the results free their slots and rows first, so that new objects
    // (possibly with those rows, in merged commits) can take them.
    var keepsSlot = [Bool](repeating: false, count: changes.count)
    for index in changes.indices where oldSlots[index] >= 0 {
      guard placed[index].before != nil, changes.new(at: index).map(includes) == true else {
        freeSlots.append(oldSlots[index])
        rowSlots.set(nil, for: list[index].row)
        continue
      }
      keepsSlot[index] = true
    }
    // The new contents: in the object's own slot when it stays, else in a free one.
    var receiving: [Section] = []
    var created: [String: Section] = [:]
    var arrivalCount = 0
    let sectionBy = request.sectionBy
    let replacers = keyReplacers
    for index in changes.indices {
      guard let new = changes.new(at: index) else { continue }
      let slot: Int
      let before = placed[index].before
      if keepsSlot[index] {
        slot = Int(oldSlots[index])
        objects[slot] = new
        var tie = true
        for replace in replacers where !replace(new, slot) { tie = false }
        placed[index].keysTie = tie
      } else {
        guard includes(new) else { continue }
        slot = allocate(new, sequence: list[index].sequence)
        rowSlots.set(slot, for: list[index].row)
      }
      placed[index].slot = slot
      // Most objects stay in their section: a comparison of names instead of a look-up.
      let name = sectionBy?(new) ?? ""
      let section: Section
      if let old = before?.section, old.name == name {
        section = old
      } else if let existing = sectionsByName[name] ?? created[name] {
        section = existing
      } else {
        // A new section is named by the canonical spelling (the dictionaries find it by any).
        section = Section(name: name.canonicalSpelling)
        created[name] = section
      }
      if section.arrivals.isEmpty { receiving.append(section) }
      section.arrivals.append(Arrival(slot: Int32(slot), change: Int32(index)))
      placed[index].after = Placement(section: section, item: 0)
      arrivalCount += 1
    }
    oldSlots = []
    keepsSlot = []
    rebuildSections(staying: staying, receiving: receiving, placed: &placed)
    objectCount += arrivalCount - placed.reduce(0) { $0 + ($1.before == nil ? 0 : 1) }
    return placed
  }

  /// Gives the sections what stays of them and their arrivals (`receiving`, each with its
  /// `arrivals`), merged; drops the sections left empty (when sectioned) and adds the new
  /// ones, in the section order.
  @inlinable
  func rebuildSections(
    staying: [ObjectIdentifier: (section: Section, kept: [Int32])], receiving: [Section],
    placed: inout [PlacedChange]
  ) {
    let order = order
    var created: [Section] = []
    for section in receiving {
      if sectionsByName[section.name] !== section { created.append(section) }
      var sorted: [Arrival] = []
      swap(&sorted, &section.arrivals)
      order.sort(&sorted) { $0.slot }
      let base = staying[ObjectIdentifier(section)]?.kept ?? section.slots.elements
      section.slots = CountedTree(sorted: merge(sorted, into: base, placed: &placed))
    }
    var emptied = false
    let rebuilt = Set(receiving.map(ObjectIdentifier.init))
    for (identifier, (section, kept)) in staying where !rebuilt.contains(identifier) {
      section.slots = CountedTree(sorted: kept)
      if kept.isEmpty { emptied = true }
    }
    guard !created.isEmpty || (emptied && request.sectionBy != nil) else { return }
    var sections = sectionTree.elements.filter { !$0.slots.isEmpty || request.sectionBy == nil }
    let sectionOrder = request.sectionOrder
    if sectionOrder.isAscending {
      created.sort { $0.name < $1.name }
      sections = Self.merged(sections, created) { $0 < $1 }
    } else {
      created.sort { sectionOrder.precedes($0.name, $1.name) }
      sections = Self.merged(sections, created, by: sectionOrder.precedes)
    }
    sectionTree = CountedTree(sorted: sections)
    sectionsByName = Dictionary(uniqueKeysWithValues: sections.map { ($0.name, $0) })
  }

  /// Two lists of sections in the order of their names by `precedes`, merged into one: each
  /// list keeps its own order, whatever `precedes` does.
  @inlinable
  static func merged(
    _ lhs: [Section], _ rhs: [Section], by precedes: (String, String) -> Bool
  ) -> [Section] {
    guard !rhs.isEmpty else { return lhs }
    var merged: [Section] = []
    merged.reserveCapacity(lhs.count + rhs.count)
    var left = 0
    var right = 0
    while left < lhs.count, right < rhs.count {
      if precedes(lhs[left].name, rhs[right].name) {
        merged.append(lhs[left])
        left += 1
      } else {
        merged.append(rhs[right])
        right += 1
      }
    }
    merged += lhs[left...]
    merged += rhs[right...]
    return merged
  }

  /// Notes, for the events of a commit applied in bulk, each section's index after and the
  /// sections the commit removed and added.
  @inlinable
  func noteBulkSections(_ placed: consuming [PlacedChange]) -> AppliedCommit {
    var inserted: [Section] = []
    var index = 0
    sectionTree.forEach { section in
      section.indexAfter = index
      if section.indexBefore < 0 { inserted.append(section) }
      index += 1
    }
    var deleted: [Section] = []
    var seen = Set<ObjectIdentifier>()
    for index in placed.indices {
      guard let section = placed[index].before?.section, section.indexAfter < 0,
        seen.insert(ObjectIdentifier(section)).inserted
      else { continue }
      deleted.append(section)
    }
    return AppliedCommit(placed: placed, deletedSections: deleted, insertedSections: inserted)
  }
}
