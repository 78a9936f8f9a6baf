/// A slot number as a section's tree holds it: with its object's first sort key reduced to a
/// 32-bit prefix that keeps the key's order.
///
/// A search compares prefixes in the tree's own memory, and reads the sort columns (scattered
/// in memory, a wait each) only when two prefixes tie. A prefix is exact for an `Int` key that
/// fits in 32 bits, clamped for one that does not, and zero, a tie with every other, for any
/// other key type; see ``SlotOrder/prefix(ofSlot:)``.
@usableFromInline
struct KeyedSlot {
  /// The slot number.
  @usableFromInline var slot: Int32
  /// The first sort key's value in the slot, reduced to 32 bits in its order.
  @usableFromInline var prefix: Int32

  @inlinable
  init(slot: Int32, prefix: Int32) {
    self.slot = slot
    self.prefix = prefix
  }
}
