import ResultsKitAlgorithms

extension SectionedSlots {
  /// For ``findPlaces(of:in:)``, with enough changes (see
  /// ``IndexTestingSeam/searchesTogetherFrom``): every old place, searched together (see
  /// ``placements(ofSlots:inSections:)``).
  @inlinable
  func findOldPlacesTogether(
    of changes: CommitChanges<Object>, in commit: inout IncrementalCommit
  ) {
    let sectionBy = request.sectionBy
    var located: [Int] = []
    var slots: [Int32] = []
    var guesses: [Section?] = []
    located.reserveCapacity(changes.count)
    slots.reserveCapacity(changes.count)
    guesses.reserveCapacity(changes.count)
    for index in changes.indices {
      guard let old = changes.list[index].old, let slot = rowSlots[changes.list[index].row] else {
        continue
      }
      located.append(index)
      slots.append(Int32(slot))
      guesses.append(sectionsByName[sectionBy?(old) ?? ""])
    }
    for (placement, index) in zip(placements(ofSlots: slots, inSections: guesses), located) {
      note(placement, before: index, of: changes, in: &commit)
    }
  }

  /// Records `placement` as the old place of change `index`.
  @inlinable
  func note(
    _ placement: Placement?, before index: Int, of changes: CommitChanges<Object>,
    in commit: inout IncrementalCommit
  ) {
    commit.placed[index].before = placement
    if placement == nil {
      // In no section: an inconsistency the invariant check reports; forget the slot.
      rowSlots.set(nil, for: changes.list[index].row)
    }
  }

  /// The most slots whose first key's prefix ties with an arrival's that
  /// ``insertTogether(_:placed:)`` reads the sort values of before searching: a few
  /// ties are common (a search then compares them on their values), a long run of them is not.
  @inlinable
  static var tiesTouched: Int { 8 }

  /// Inserts `arrivals` (by section, each section's in order, with their prefixes) where a
  /// strict order puts them, with their places searched together (see
  /// ``CountedTree/lowerBounds(in:isBefore:prepare:)``), recording each arrival's rank in
  /// `placed` (`change` is its index there).
  ///
  /// The arrivals go in groups, each searched together and inserted while its leaves are in
  /// cache. An arrival's rank is where its section puts it, with the earlier groups' arrivals,
  /// plus the number of its section's arrivals before it in its group: in a strict order
  /// every one of those precedes it, and no old slot lies between them and it.
  @inlinable
  func insertTogether(
    _ arrivals: [(section: Section, change: Int32, keyed: KeyedSlot)],
    placed: inout [PlacedChange]
  ) {
    let order = order
    var start = 0
    while start < arrivals.count {
      let group = start..<min(start + CountedTree<KeyedSlot>.walkedTogether, arrivals.count)
      // The trees' copies are gone before the first insertion, which then changes them in
      // place.
      let found = CountedTree.lowerBounds(
        in: arrivals[group].map { $0.section.slots },
        isBefore: { search, element in
          order.precedes(element, arrivals[group.lowerBound + search].keyed)
        },
        prepare: { first, leaves in
          guard order.prefixColumn != nil else { return }
          // The slots whose prefixes tie with an arrival's: comparing them reads their sort
          // values, each elsewhere in memory; read together here, not one wait at a time.
          var tied: [Int32] = []
          for (index, leaf) in leaves.enumerated() {
            let prefix = arrivals[group.lowerBound + first + index].keyed.prefix
            leaf._withUnsafeGuaranteedRef { leaf in
              let low = leaf.elements.partitioningIndex { $0.prefix >= prefix }
              var position = low
              while position < min(leaf.elements.count, low + Self.tiesTouched),
                leaf.elements[position].prefix == prefix
              {
                tied.append(leaf.elements[position].slot)
                position += 1
              }
            }
          }
          touchKeys(tied)
        })
      var earlier = 0
      for index in group {
        let arrival = arrivals[index]
        earlier =
          index > group.lowerBound && arrivals[index - 1].section === arrival.section
          ? earlier + 1 : 0
        let item = found[index - group.lowerBound].rank + earlier
        arrival.section.slots.insert(arrival.keyed, at: item)
        placed[Int(arrival.change)].after?.item = item
      }
      start = group.upperBound
    }
  }
}
