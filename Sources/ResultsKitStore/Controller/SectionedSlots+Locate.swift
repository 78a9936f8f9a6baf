import ResultsKit

extension SectionedSlots {
  /// Where a changed object is, before or after a commit.
  ///
  /// A commit makes one for each object it changes, before and after: a million for a commit
  /// that changes every object. Its section is unretained, so that making, copying and
  /// dropping one retains and releases nothing (each an atomic operation), and a list of
  /// them holds no references. While a commit is applied and its events are sent, every
  /// section a placement names is held by the index (the sections the commit makes) or by
  /// the sections as the commit found them (``AppliedCommit/sectionsBefore``): a copy of the
  /// index's tree of sections, which costs one retain and keeps them however the commit
  /// changes the index.
  @usableFromInline
  struct Placement {
    @usableFromInline
    unowned(unsafe) var section: Section
    @usableFromInline
    var item: Int

    @inlinable
    init(section: Section, item: Int) {
      self.section = section
      self.item = item
    }
  }

  /// The index of the section named `name`, or where it would go, in the request's section
  /// order.
  ///
  /// The default order compares names directly, without going through the order's rule.
  @inlinable
  func sectionRank(_ name: String) -> Int {
    if request.sectionOrder.isAscending { return sectionTree.lowerBound { $0.name < name } }
    let order = request.sectionOrder
    return sectionTree.lowerBound { order.precedes($0.name, name) }
  }

  /// The index of `section`, which is in the index: where its name places it, or found by a
  /// scan when a custom section order is not a strict order.
  ///
  /// - Complexity: O(log *s*) for *s* sections, O(*s*) for a scan.
  @inlinable
  func sectionIndex(of section: Section) -> Int {
    let rank = sectionRank(section.name)
    // The library's orders are strict: the search finds every section.
    if request.sectionOrder.isBuiltIn { return rank }
    if rank < sectionTree.count, sectionTree[rank] === section { return rank }
    noteRepair()
    return sectionTree.firstRank { $0 === section } ?? rank
  }

  /// Where the object in `slot` is: searched by its stored sort values in the section named
  /// `guess` (the section the request gives its content), else in every section; `nil` when
  /// it is in none.
  ///
  /// The search by values finds every object of a request with pure closures and a strict
  /// order in O(log *n*). The rest — closures that answer differently for the same object, a
  /// `<` that is not a strict order — cost a scan (a repair), never a wrong answer.
  @inlinable
  func placement(ofSlot slot: Int, inSectionNamed guess: String) -> Placement? {
    if let section = sectionsByName[guess], let item = searchedRank(ofSlot: slot, in: section) {
      return Placement(section: section, item: item)
    }
    return repairedPlacement(ofSlot: slot)
  }

  /// Where the objects in `slots` are, each searched in its section of `guesses` (`nil` for
  /// a section not in the index): what ``placement(ofSlot:inSectionNamed:)`` answers for
  /// each, with the searches made together (see
  /// ``CountedTree/walkTogether(from:child:prepare:leaf:)``).
  ///
  /// When the first sort key has prefixes, each slot is first looked for among the slots
  /// whose prefix equals its own, by its number: the search compares prefixes alone, and
  /// reads no sort value (each a wait for memory elsewhere). The slots not found that way are
  /// searched by their values.
  ///
  /// - Complexity: O(*k* log *n*) for *k* slots, plus a scan for each one that is not where
  ///   its values place it in its guess.
  @inlinable
  func placements(ofSlots slots: [Int32], inSections guesses: [Section?]) -> [Placement?] {
    let order = order
    var located: [Int] = []
    var probes: [KeyedSlot] = []
    var trees: [CountedTree<KeyedSlot>] = []
    located.reserveCapacity(slots.count)
    probes.reserveCapacity(slots.count)
    trees.reserveCapacity(slots.count)
    for index in slots.indices {
      guard let section = guesses[index] else { continue }
      located.append(index)
      probes.append(order.keyed(slots[index]))
      trees.append(section.slots)
    }
    var found =
      order.prefixColumn == nil
      ? [CountedTree<KeyedSlot>.Found?](repeating: nil, count: trees.count)
      : CountedTree.firstMatches(
        in: trees, isBefore: { $1.prefix < probes[$0].prefix },
        continues: { $1.prefix == probes[$0].prefix }, matches: { $1.slot == probes[$0].slot })
    let rest = found.indices.filter { found[$0] == nil }
    let searched = CountedTree.lowerBounds(in: rest.map { trees[$0] }) { search, element in
      order.precedes(element, searchingFor: probes[rest[search]])
    }
    for (search, rest) in zip(searched, rest) {
      let tree = trees[rest]
      let element = search.element ?? (search.rank < tree.count ? tree[search.rank] : nil)
      if element?.slot == probes[rest].slot { found[rest] = search }
    }
    var placements = [Placement?](repeating: nil, count: slots.count)
    for (search, index) in located.enumerated() {
      guard let found = found[search], let section = guesses[index] else { continue }
      placements[index] = Placement(section: section, item: found.rank)
    }
    for index in slots.indices where placements[index] == nil {
      placements[index] = repairedPlacement(ofSlot: Int(slots[index]))
    }
    return placements
  }

  /// Where the object in `slot` is, when its guessed section does not hold it where its
  /// values place it: searched in every section, else found by a scan; `nil` when it is in
  /// none.
  @inlinable
  func repairedPlacement(ofSlot slot: Int) -> Placement? {
    noteRepair()
    var found: Placement?
    sectionTree.forEach { section in
      if found == nil, let item = searchedRank(ofSlot: slot, in: section) {
        found = Placement(section: section, item: item)
      }
    }
    if found != nil { return found }
    sectionTree.forEach { section in
      if found == nil, let item = section.slots.firstRank(where: { Int($0.slot) == slot }) {
        found = Placement(section: section, item: item)
      }
    }
    return found
  }

  /// The rank of `slot` in `section` where its stored values place it, or `nil` when it is
  /// not there.
  ///
  /// - Complexity: O(log *n*).
  @inlinable
  func searchedRank(ofSlot slot: Int, in section: Section) -> Int? {
    let order = order
    let probe = order.keyed(Int32(slot))
    let item = section.slots.lowerBound { order.precedes($0, searchingFor: probe) }
    return item < section.slots.count && section.slots[item].slot == probe.slot ? item : nil
  }

  /// The rank of `slot`, which is in `section`: where its values place it, or found by a scan
  /// of the section when the order is not strict.
  @inlinable
  func rank(ofSlot slot: Int, in section: Section) -> Int? {
    if let item = searchedRank(ofSlot: slot, in: section) { return item }
    noteRepair()
    return section.slots.firstRank { Int($0.slot) == slot }
  }

  /// Where the object in `slot` is; `nil` when it is in no section.
  ///
  /// - Complexity: O(log *n*).
  func locate(slot: Int) -> ItemPath? {
    guard let placement = placement(ofSlot: slot, inSectionNamed: sectionName(of: objects[slot]))
    else { return nil }
    return ItemPath(item: placement.item, section: sectionIndex(of: placement.section))
  }

  /// Where the object with the identifier `id` is, by a look at every object: for an index
  /// that is behind its store.
  ///
  /// - Complexity: O(*n*).
  func scan(for id: Object.ID) -> ItemPath? {
    var section = 0
    var found: ItemPath?
    sectionTree.forEach { node in
      if found == nil,
        let item = node.slots.firstRank(where: { self.objects[Int($0.slot)].id == id })
      {
        found = ItemPath(item: item, section: section)
      }
      section += 1
    }
    return found
  }
}
