import ResultsKitAlgorithms

extension SectionedSlots {
  /// Sets the rank after the commit of each object that kept its place (`keeping`), which
  /// the commit neither removed nor inserted, from the ranks of the others in its section:
  /// the objects that left places before it move it back, the ones that arrived before it
  /// move it on.
  ///
  /// Places are packed into plain numbers, sorted without comparisons: the section's index
  /// after the commit (which `noteAfter` sets first), then the rank. The arrivals' ranks must
  /// be exact (`noteAfter` finds them first too). Each rank is checked on the tree; a wrong
  /// one would be a fault of this count, noted as a repair and found by a search.
  ///
  /// - Complexity: O(*k*) for *k* changes, and O(log *n*) a kept place for the check.
  @inlinable
  func rankKeptPlaces(in placed: inout [PlacedChange], keeping: [Keeping]) {
    var kept: [(key: UInt64, change: Int32)] = []
    for index in placed.indices where keeping[index] == .place {
      guard let section = placed[index].before?.section else { continue }
      section.holdsKeptPlace = true
      kept.append(
        (Self.packedPlace(section.indexAfter, placed[index].before?.item ?? 0), Int32(index)))
    }
    // The other places in the sections of kept ones.
    var left: [UInt64] = []
    var arrived: [UInt64] = []
    for index in placed.indices where keeping[index] != .place {
      if let section = placed[index].before?.section, section.holdsKeptPlace {
        left.append(Self.packedPlace(section.indexAfter, placed[index].before?.item ?? 0))
      }
      if let section = placed[index].after?.section, section.holdsKeptPlace {
        arrived.append(Self.packedPlace(section.indexAfter, placed[index].after?.item ?? 0))
      }
    }
    kept.radixSort { $0.key }
    left.radixSort()
    arrived.radixSort()
    // One walk through the three in the same order: for each kept place, the places that
    // left before it in its section and the ones that arrived before it.
    var leftIndex = 0
    var arrivedIndex = 0
    var section: UInt64?
    var leftInSection = 0
    var arrivedInSection = 0
    for place in kept {
      let placeSection = place.key >> 32
      if placeSection != section {
        section = placeSection
        while leftIndex < left.count, left[leftIndex] >> 32 < placeSection { leftIndex += 1 }
        while arrivedIndex < arrived.count, arrived[arrivedIndex] >> 32 < placeSection {
          arrivedIndex += 1
        }
        leftInSection = 0
        arrivedInSection = 0
      }
      while leftIndex < left.count, left[leftIndex] < place.key {
        leftIndex += 1
        leftInSection += 1
      }
      var rank = Int(place.key & 0xFFFF_FFFF) - leftInSection + arrivedInSection
      while arrivedIndex < arrived.count, arrived[arrivedIndex] >> 32 == placeSection,
        Int(arrived[arrivedIndex] & 0xFFFF_FFFF) <= rank
      {
        arrivedIndex += 1
        arrivedInSection += 1
        rank += 1
      }
      let change = Int(place.change)
      guard let kept = placed[change].before?.section else { continue }
      kept.holdsKeptPlace = false
      let slot = placed[change].slot
      if rank >= kept.slots.count || Int(kept.slots[rank].slot) != slot {
        noteRepair()
        rank = self.rank(ofSlot: slot, in: kept) ?? rank
      }
      placed[change].after?.item = rank
    }
  }

  /// A place packed into a number that sorts places by section, then by item.
  @inlinable
  static func packedPlace(_ section: Int, _ item: Int) -> UInt64 {
    UInt64(UInt32(truncatingIfNeeded: section)) << 32 | UInt64(UInt32(truncatingIfNeeded: item))
  }
}
