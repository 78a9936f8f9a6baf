import ResultsKit
import ResultsKitAlgorithms

extension SectionedSlots {
  /// Applies a commit that touches a good share of the results in a few passes over them,
  /// instead of one search per object.
  ///
  /// One pass over the sections finds every old place; an object that stays in the results
  /// keeps its slot, with its new content, and one whose sort keys tie and whose section is the
  /// same keeps its place too; the other new contents are sorted per section and merged with
  /// what stayed of it; only the sections that lose or receive an object are rebuilt, as full
  /// trees. Positions come from the passes and the merges, so they are exact whatever the
  /// request's closures and the sort keys' `<` do.
  ///
  /// - Complexity: O(*n* + *k* log *k*) for *k* changes on *n* fetched objects, and O(*n*)
  ///   memory for the pass (four bytes per slot) beside the events.
  /// Sets every section's `indexBefore` (its index before the commit) and returns each
  /// change's places.
  @inlinable
  func applyInBulk(_ changes: CommitChanges<Object>) -> [PlacedChange] {
    var placed = [PlacedChange](hugeRepeating: PlacedChange(), count: changes.count)
    // Which change leaves each slot, found by identity.
    var leaving = [Int32](hugeRepeating: -1, count: objects.count)
    var oldSlots = [Int32](hugeRepeating: -1, count: changes.count)
    // The loops read the changes' fields in place, in an array of their own: a copy of a
    // change would retain (and then release) its content, for every object of the commit.
    let list = changes.list
    // Read once: reading the request's predicate per object would copy the request's sort
    // keys with it, a retain and release an object.
    let predicate = request.predicate
    for index in list.indices {
      guard list[index].old != nil, let slot = rowSlots[list[index].row] else { continue }
      leaving[slot] = Int32(index)
      oldSlots[index] = Int32(slot)
    }
    let touched = notePlacesBefore(leaving: leaving, in: &placed)
    // Objects that leave the results free their slots and rows first, so that new objects
    // (possibly with those rows, in merged commits) can take them.
    var keepsSlot = [Bool](repeating: false, count: changes.count)
    for index in changes.indices where oldSlots[index] >= 0 {
      guard placed[index].before != nil, let new = changes.new(at: index),
        predicate?(new) ?? true
      else {
        freeSlots.append(oldSlots[index])
        rowSlots.set(nil, for: list[index].row)
        continue
      }
      keepsSlot[index] = true
    }
    // The new contents: in the object's own slot when it stays, else in a free one.
    var stays = [Bool](repeating: false, count: changes.count)
    // The sections that receive objects, and each object that goes into a section other than
    // its own place, with its section's number among them beside it: two lists written in
    // order, where a list per section would be reached at random.
    var receiving: [Section] = []
    var arrivals: [Arrival] = []
    var arrivalSections: [Int32] = []
    var created: [String: Section] = [:]
    var afterCount = 0
    let sectionBy = request.sectionBy
    let replacers = keyReplacers
    // A chunk of the changes at a time: first the objects and sort values of the slots that
    // take new contents are read into cache, with reads that do not wait for each other, then
    // each is replaced (a read that waits for a slot scattered in memory costs about sixteen
    // independent ones).
    var touching: [Int32] = []
    touching.reserveCapacity(Swift.min(changes.count, Self.touchedChunk))
    for start in stride(from: 0, to: changes.count, by: Self.touchedChunk) {
      let end = Swift.min(start + Self.touchedChunk, changes.count)
      touching.removeAll(keepingCapacity: true)
      for index in start..<end where keepsSlot[index] { touching.append(oldSlots[index]) }
      touch(touching)
      for index in start..<end {
        guard let new = changes.new(at: index) else { continue }
        let slot: Int
        let before = placed[index].before
        if keepsSlot[index] {
          slot = Int(oldSlots[index])
          placed[index].keysTie = replaceContent(at: slot, with: new, replacers: replacers)
        } else {
          guard predicate?(new) ?? true else { continue }
          slot = allocate(new, sequence: list[index].sequence)
          rowSlots.set(slot, for: list[index].row)
        }
        placed[index].slot = slot
        afterCount += 1
        // Most objects stay in their section: a comparison of names instead of a look-up.
        let name = sectionBy?(new) ?? ""
        let section: Section
        if let old = before?.section, old.name == name {
          section = old
          if keepsSlot[index], placed[index].keysTie {
            // The same keys in the same section: the object keeps its place, which moves only
            // if the section is rebuilt.
            stays[index] = true
            section.stayingCount += 1
            placed[index].after = before
            continue
          }
        } else if let existing = sectionsByName[name] ?? created[name] {
          section = existing
        } else {
          // A new section is named by the canonical spelling (the dictionaries find it by any).
          section = Section(name: name.canonicalSpelling)
          created[name] = section
        }
        if section.receivingNumber < 0 {
          section.receivingNumber = Int32(receiving.count)
          receiving.append(section)
        }
        arrivals.append(Arrival(slot: Int32(slot), change: Int32(index)))
        arrivalSections.append(section.receivingNumber)
        placed[index].after = Placement(section: section, item: 0)
      }
    }
    oldSlots = []
    keepsSlot = []
    // What stays of each section an object leaves; the sections rebuilt with objects that
    // keep their places, whose items are read again afterwards.
    var staying: [ObjectIdentifier: (section: Section, kept: [KeyedSlot])] = [:]
    var renumbered: [Section] = []
    for section in touched {
      let loses = section.changedCount > section.stayingCount
      if section.stayingCount > 0, loses || section.receivingNumber >= 0 {
        renumbered.append(section)
      }
      guard loses else { continue }
      var kept: [KeyedSlot] = []
      kept.reserveCapacity(
        section.slots.count - Int(section.changedCount) + Int(section.stayingCount))
      section.slots.forEach { keyed in
        let change = leaving[Int(keyed.slot)]
        if change < 0 || stays[Int(change)] { kept.append(keyed) }
      }
      staying[ObjectIdentifier(section)] = (section, kept)
    }
    let (grouped, ends) = Self.grouped(
      arrivals, inSections: arrivalSections, count: receiving.count)
    arrivals = []
    arrivalSections = []
    rebuildSections(
      staying: staying, receiving: receiving, arrivals: grouped, ends: ends, placed: &placed)
    for section in renumbered {
      // Slots past the end of `leaving` were made by this commit: none of them stayed.
      var item = 0
      section.slots.forEach { keyed in
        defer { item += 1 }
        guard Int(keyed.slot) < leaving.count else { return }
        let change = leaving[Int(keyed.slot)]
        if change >= 0, stays[Int(change)] { placed[Int(change)].after?.item = item }
      }
    }
    objectCount += afterCount - placed.reduce(0) { $0 + ($1.before == nil ? 0 : 1) }
    return placed
  }

  /// One pass over the sections: sets each one's index before the commit, notes the old place
  /// of every slot a change leaves (`leaving`: the change's index for each slot, or -1) and
  /// counts them per section; returns the sections the commit touches.
  @inlinable
  func notePlacesBefore(leaving: [Int32], in placed: inout [PlacedChange]) -> [Section] {
    var touched: [Section] = []
    var sectionIndex = 0
    sectionTree.forEach { section in
      section.indexBefore = sectionIndex
      section.indexAfter = -1
      section.changedCount = 0
      section.stayingCount = 0
      sectionIndex += 1
      var changed: Int32 = 0
      var item = 0
      section.slots.forEach { keyed in
        defer { item += 1 }
        let change = leaving[Int(keyed.slot)]
        guard change >= 0 else { return }
        placed[Int(change)].before = Placement(section: section, item: item)
        changed += 1
      }
      if changed > 0 {
        section.changedCount = changed
        touched.append(section)
      }
    }
    return touched
  }

  /// `arrivals` grouped by section, each group in the order of the changes: the group of
  /// section number *i* (`sections` holds each arrival's) ends at `ends[i]`.
  ///
  /// - Complexity: O(*k* + *s*) for *k* arrivals in *s* sections (a counting sort).
  @inlinable
  static func grouped(
    _ arrivals: [Arrival], inSections sections: [Int32], count: Int
  ) -> (arrivals: [Arrival], ends: [Int]) {
    var ends = [Int](repeating: 0, count: count)
    for section in sections { ends[Int(section)] += 1 }
    var next = ends
    var total = 0
    for section in 0..<count {
      next[section] = total
      total += ends[section]
      ends[section] = total
    }
    var grouped = [Arrival](repeating: Arrival(slot: 0, change: 0), count: arrivals.count)
    for (arrival, section) in zip(arrivals, sections) {
      grouped[next[Int(section)]] = arrival
      next[Int(section)] += 1
    }
    return (grouped, ends)
  }

  /// Gives the sections what stays of them and their arrivals (`receiving`, section number
  /// *i*'s arrivals ending at `ends[i]` in `arrivals`), merged; drops the sections left empty
  /// (when sectioned) and adds the new ones, in the section order.
  @inlinable
  func rebuildSections(
    staying: [ObjectIdentifier: (section: Section, kept: [KeyedSlot])], receiving: [Section],
    arrivals: [Arrival], ends: [Int], placed: inout [PlacedChange]
  ) {
    let order = order
    var created: [Section] = []
    var start = 0
    for (section, end) in zip(receiving, ends) {
      if sectionsByName[section.name] !== section { created.append(section) }
      section.receivingNumber = -1
      var sorted = Array(arrivals[start..<end])
      start = end
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

  /// The number of changes whose old slots a bulk apply reads into cache at once: their
  /// objects and sort values fit in the processor's caches with room to spare.
  @inlinable
  static var touchedChunk: Int { 4_096 }
}
