/// An open-addressing hash table from identifiers to their positions in two snapshots: the
/// diff's symbol table.
///
/// Entries are positions, not identifiers: a non-negative entry `o` is position `o` of the old
/// snapshot, an entry `-(n + 2)` is position `n` of the new one, and `-1` is an empty slot. The
/// identifiers themselves stay in the caller's arrays, so a slot costs only `Slot`'s width.
///
/// Identifiers that are 64-bit integers are hashed with one seeded multiplication, everything
/// else with its `hashValue`. The table never grows: it is sized for every identifier of both
/// snapshots up front and stays at most two-thirds full, so linear probing stays short.
@usableFromInline
struct IdentityTable<ID: Hashable, Slot: FixedWidthInteger & SignedInteger> {
  @usableFromInline var slots: [Slot]
  @usableFromInline let capacity: UInt64
  @usableFromInline let seed: UInt64

  /// Creates an empty table for up to `count` identifiers.
  @inlinable
  init(count: Int) {
    let capacity = Swift.max(8, count + count / 2 + 1)
    slots = [Slot](repeating: -1, count: capacity)
    self.capacity = UInt64(capacity)
    seed = diffHashSeed
  }

  /// The first slot to probe for `id`.
  @inlinable
  func home(of id: ID) -> Int {
    let hash: UInt64
    if ID.self == Int.self || ID.self == UInt.self || ID.self == Int64.self
      || ID.self == UInt64.self
    {
      // Fibonacci hashing of the seeded bits: sequential identifiers spread evenly.
      hash = (unsafeBitCast(id, to: UInt64.self) ^ seed) &* 0x9E37_79B9_7F4A_7C15
    } else {
      hash = UInt64(UInt(bitPattern: id.hashValue)) &* 0x9E37_79B9_7F4A_7C15
    }
    // Maps the hash onto 0..<capacity by its high bits, without a division.
    return Int(truncatingIfNeeded: hash.multipliedFullWidth(by: capacity).high)
  }

  /// Finds the entry for `id`, or claims an empty slot for it.
  ///
  /// - Parameters:
  ///   - id: The identifier to look up.
  ///   - entry: The entry to store when `id` is not in the table yet.
  ///   - oldIDs: The identifiers of the old snapshot, by position.
  ///   - newIDs: The identifiers of the new snapshot, by position.
  /// - Returns: The entry already stored for `id`, or `nil` after storing `entry`.
  @inlinable
  mutating func findOrInsert(_ id: ID, entry: Slot, oldIDs: [ID], newIDs: [ID]) -> Slot? {
    var slot = home(of: id)
    let end = slots.count
    while true {
      let current = slots[slot]
      if current == -1 {
        slots[slot] = entry
        return nil
      }
      let stored = current >= 0 ? oldIDs[Int(current)] : newIDs[Int(-2 - current)]
      if stored == id { return current }
      slot += 1
      if slot == end { slot = 0 }
    }
  }
}

/// The per-process seed of the integer hash, so that no fixed set of identifiers collides on
/// every run.
@usableFromInline
let diffHashSeed = UInt64.random(in: .min ... .max)
