import ResultsKitAlgorithms

/// An open-addressing hash table from identifiers to their positions in two snapshots: the
/// diff's symbol table.
///
/// Entries are positions, not identifiers: a non-negative entry `o` is position `o` of the old
/// snapshot, an entry `-(n + 2)` is position `n` of the new one, and `-1` is an empty slot. The
/// identifiers themselves stay in the caller's arrays, so a slot costs only `Slot`'s width; a
/// large table lives in memory of its own (``ScratchMemory``), so that its first touches cost
/// a fault per huge page where the kernel offers them.
///
/// Identifiers that are 64-bit integers are hashed with one seeded multiplication, everything
/// else with its `hashValue`. The table never grows: it is sized for every identifier of both
/// snapshots up front and stays at most two-thirds full, so linear probing stays short.
@usableFromInline
struct IdentityTable<ID: Hashable, Slot: FixedWidthInteger & SignedInteger> {
  /// The memory of `slots`, which lives as long as the table.
  @usableFromInline let memory: ScratchMemory
  @usableFromInline let slots: UnsafeMutableBufferPointer<Slot>
  @usableFromInline let capacity: UInt64
  @usableFromInline let seed: UInt64

  /// Creates an empty table for up to `count` identifiers.
  @inlinable
  init(count: Int) {
    let capacity = Swift.max(8, count + count / 2 + 1)
    memory = ScratchMemory(byteCount: capacity * MemoryLayout<Slot>.stride)
    slots = UnsafeMutableBufferPointer(
      start: memory.base.bindMemory(to: Slot.self, capacity: capacity), count: capacity)
    slots.initialize(repeating: -1)
    self.capacity = UInt64(capacity)
    seed = hashSeed
  }

  /// The first slot to probe for `id` in a table of `capacity` slots.
  @inlinable
  static func home(of id: ID, capacity: UInt64, seed: UInt64) -> Int {
    // Fibonacci hashing: the product's high bits, which the next line reads, take every bit
    // of the seeded identifier, so sequential identifiers spread evenly.
    let hash = seededHashBits(of: id, seed: seed) &* 0x9E37_79B9_7F4A_7C15
    // Maps the hash onto 0..<capacity by its high bits, without a division.
    return Int(truncatingIfNeeded: hash.multipliedFullWidth(by: capacity).high)
  }

  /// A second occurrence of an identifier: flat positions in the old snapshot, or in the new
  /// one when `inNew`.
  @usableFromInline
  struct Duplicate {
    @usableFromInline var first: Int
    @usableFromInline var second: Int
    @usableFromInline var inNew: Bool

    @inlinable init(first: Int, second: Int, inNew: Bool) {
      self.first = first
      self.second = second
      self.inNew = inNew
    }
  }

  /// Pairs every new identifier with the old position that has it.
  ///
  /// Fills `oldMatch` (per old position, the new position with the same identifier, or -1)
  /// and `newMatch` (the reverse), which must hold -1 everywhere on entry. Stops at the first
  /// identifier that occurs twice in one snapshot, old snapshot first.
  ///
  /// - Returns: The first duplicate, or `nil` when every identifier is unique.
  @inlinable
  func pair(
    oldIDs: [ID], newIDs: [ID], oldMatch: inout [Slot], newMatch: inout [Slot]
  ) -> Duplicate? {
    let capacity = capacity
    let seed = seed
    let slots = slots
    return withExtendedLifetime(memory) {
      oldIDs.withUnsafeBufferPointer { oldIDs in
        newIDs.withUnsafeBufferPointer { newIDs in
          oldMatch.withUnsafeMutableBufferPointer { oldMatch in
            newMatch.withUnsafeMutableBufferPointer { newMatch in
              /// The entry stored for `id`, or -1 after storing `entry` in an empty slot.
              func findOrInsert(_ id: ID, entry: Slot) -> Slot {
                var slot = Self.home(of: id, capacity: capacity, seed: seed)
                while true {
                  let current = slots[slot]
                  if current == -1 {
                    slots[slot] = entry
                    return -1
                  }
                  let stored = current >= 0 ? oldIDs[Int(current)] : newIDs[Int(-2 - current)]
                  if stored == id { return current }
                  slot += 1
                  if slot == slots.count { slot = 0 }
                }
              }
              for position in 0..<oldIDs.count {
                let found = findOrInsert(oldIDs[position], entry: Slot(position))
                if found != -1 {
                  return Duplicate(first: Int(found), second: position, inNew: false)
                }
              }
              for position in 0..<newIDs.count {
                let found = findOrInsert(newIDs[position], entry: Slot(-2 - position))
                if found == -1 { continue }
                let earlier = found >= 0 ? oldMatch[Int(found)] : found
                guard earlier == -1 else {
                  let first = earlier >= 0 ? Int(earlier) : Int(-2 - earlier)
                  return Duplicate(first: first, second: position, inNew: true)
                }
                oldMatch[Int(found)] = Slot(position)
                newMatch[position] = found
              }
              return nil
            }
          }
        }
      }
    }
  }
}
