import ResultsKitAlgorithms

extension ObjectStore {
  /// Where each identifier's record is in a ``RecordTable``'s values: an open-addressing hash
  /// table that keeps no identifiers of its own.
  ///
  /// Each eight-byte slot holds a record's position and 32 bits of its identifier's hash, the
  /// *tag*; a slot of zero is empty. A look-up reads the slot its hash leads to, then the record
  /// the slot names, which the caller reads anyway: one read that waits, where a dictionary
  /// of positions makes two (its keys and its values are separate arrays) before the record.
  /// It takes two-thirds of such a dictionary's memory for integer identifiers, and less for
  /// larger ones: the dictionary holds every identifier again.
  ///
  /// A slot's first probe is its tag's high bits, so the table grows without hashing anything
  /// again; linear probing and at most three-quarters full keep probes short, and the tag's
  /// other bits skip most records of other identifiers unread. Identifiers that are 64-bit
  /// integers are mixed with a per-process seed (two multiplications); others are hashed with
  /// their `hashValue`.
  @usableFromInline
  struct PositionTable {
    /// The slots, each `tag << 32 | (position + 1)`, or 0 when empty.
    ///
    /// Empty, or a power of two long.
    @usableFromInline
    var slots: [UInt64] = []
    /// The number of occupied slots.
    @usableFromInline
    var count = 0
    /// The number of a tag's high bits that give its first probe: `slots.count` is
    /// `1 << bits`.
    @usableFromInline
    var bits = 0
    @usableFromInline
    let seed = hashSeed

    @inlinable
    init() {}

    /// The tag of `id`: 32 well-mixed bits of its hash.
    @inlinable
    func tag(of id: Object.ID) -> UInt32 {
      var hash = seededHashBits(of: id, seed: seed)
      // Two rounds of xor-shift and multiply: every input bit reaches the high bits, so keys
      // that differ only in their high bits (or only in their low ones) spread out as well.
      hash = (hash ^ (hash >> 32)) &* 0xD6E8_FEB8_6659_FD93
      hash = (hash ^ (hash >> 32)) &* 0xD6E8_FEB8_6659_FD93
      return UInt32(truncatingIfNeeded: (hash ^ (hash >> 32)) >> 32)
    }

    /// The first slot probed for an entry with `tag`.
    @inlinable
    func home(of tag: UInt32) -> Int {
      Int(truncatingIfNeeded: UInt64(tag) >> (32 - UInt64(bits)))
    }

    /// Where `id` is: its slot and its record's position in `values`, or, when absent, the
    /// empty slot that ends its probe (-1 in an empty table) and a position of -1.
    ///
    /// - Complexity: O(1) on average.
    @inlinable
    func find(_ id: Object.ID, tag: UInt32, in values: [Record]) -> (slot: Int, position: Int32) {
      guard !slots.isEmpty else { return (-1, -1) }
      let mask = slots.count - 1
      var slot = home(of: tag)
      while true {
        let entry = slots[slot]
        if entry == 0 { return (slot, -1) }
        if UInt32(truncatingIfNeeded: entry >> 32) == tag {
          // Every entry names a record; the bound only keeps an identifier type that breaks
          // `Hashable`'s rules to wrong answers, never a read outside the records.
          let position = Int32(truncatingIfNeeded: entry) &- 1
          if position < values.count, values[Int(position)].object.id == id {
            return (slot, position)
          }
        }
        slot = (slot + 1) & mask
      }
    }

    /// Adds an entry for an identifier with `tag` that the table does not hold.
    @inlinable
    mutating func insert(tag: UInt32, position: Int32) {
      if (count + 1) * 4 > slots.count * 3 { resize(toHold: count + 1) }
      let mask = slots.count - 1
      var slot = home(of: tag)
      while slots[slot] != 0 { slot = (slot + 1) & mask }
      slots[slot] = UInt64(tag) << 32 | UInt64(UInt32(truncatingIfNeeded: position &+ 1))
      count += 1
    }

    /// Points the entry in `slot` at `position`.
    @inlinable
    mutating func setPosition(_ position: Int32, at slot: Int) {
      slots[slot] =
        slots[slot] & 0xFFFF_FFFF_0000_0000
        | UInt64(UInt32(truncatingIfNeeded: position &+ 1))
    }

    /// Empties `slot`, moving back the entries after it that its entry kept from their first
    /// probes, so that every probe still reaches its entry before an empty slot.
    @inlinable
    mutating func remove(at slot: Int) {
      let mask = slots.count - 1
      var hole = slot
      var next = (slot + 1) & mask
      while slots[next] != 0 {
        let home = home(of: UInt32(truncatingIfNeeded: slots[next] >> 32))
        // The entry may fill the hole when the hole is on its way from its first probe.
        if (next &- home) & mask >= (next &- hole) & mask {
          slots[hole] = slots[next]
          hole = next
        }
        next = (next + 1) & mask
      }
      slots[hole] = 0
      count -= 1
    }

    /// Makes room for `capacity` entries without growing.
    @inlinable
    mutating func reserveCapacity(_ capacity: Int) {
      if capacity * 4 > slots.count * 3 { resize(toHold: capacity) }
    }

    /// Moves every entry into a table with room for `capacity` of them, by their tags.
    @inlinable
    mutating func resize(toHold capacity: Int) {
      var bits = 3
      while (1 << bits) * 3 < capacity * 4 { bits += 1 }
      let old = slots
      slots = [UInt64](repeating: 0, count: 1 << bits)
      self.bits = bits
      let mask = slots.count - 1
      for entry in old where entry != 0 {
        var slot = home(of: UInt32(truncatingIfNeeded: entry >> 32))
        while slots[slot] != 0 { slot = (slot + 1) & mask }
        slots[slot] = entry
      }
    }

    /// Forgets every entry and gives the memory back.
    @inlinable
    mutating func removeAll() {
      slots = []
      count = 0
      bits = 0
    }
  }
}
