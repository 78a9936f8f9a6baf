/// Values stored by slot number: one sort key's values, or the objects' insertion numbers.
///
/// The column manages its own memory instead of holding an array, because reading an element
/// of an array stored in a class costs a retain and a release of the array's buffer, and the
/// controller's order reads two values per comparison, millions of times in a fetch.
@usableFromInline
final class ColumnValues<V> {
  /// The first of `capacity` places, of which the first `count` are initialised.
  @exclusivity(unchecked) @usableFromInline var base: UnsafeMutablePointer<V>
  @exclusivity(unchecked) @usableFromInline var count = 0
  @exclusivity(unchecked) @usableFromInline var capacity: Int

  /// An empty column with room for `capacity` values.
  @inlinable
  init(capacity: Int = 16) {
    self.capacity = Swift.max(capacity, 1)
    base = .allocate(capacity: self.capacity)
  }

  deinit {
    base.deinitialize(count: count)
    base.deallocate()
  }

  /// The value at `slot`, which must be below `count`.
  @inlinable
  subscript(slot: Int) -> V {
    assert(slot >= 0 && slot < count, "slot out of range")
    return base[slot]
  }

  /// Stores `value` at `slot`, which is at most `count` (`count` appends it).
  @inlinable
  func store(_ value: V, at slot: Int) {
    assert(slot >= 0 && slot <= count, "slot out of range")
    if slot < count {
      base[slot] = value
      return
    }
    if count == capacity { reserve(capacity * 2) }
    (base + count).initialize(to: value)
    count += 1
  }

  /// Makes room for `minimumCapacity` values.
  @inlinable
  func reserve(_ minimumCapacity: Int) {
    guard minimumCapacity > capacity else { return }
    let larger = UnsafeMutablePointer<V>.allocate(capacity: minimumCapacity)
    larger.moveInitialize(from: base, count: count)
    base.deallocate()
    base = larger
    capacity = minimumCapacity
  }

  /// Renumbers the slots after a fetch sorted them.
  ///
  /// Slot `i` takes the value of slot `order[i]`, and the rest are dropped; `order` names each
  /// slot at most once. Leaves room for
  /// one more value (the controller's probe slot). When `order` names every slot (a fetch's
  /// renumbering), the values are moved rather than copied: nothing is retained or released.
  @inlinable
  func permute(_ order: [Int32]) {
    let permuted = UnsafeMutablePointer<V>.allocate(capacity: order.count + 1)
    if order.count == count {
      // Every slot once: each value moves to its new place, and none is left to drop.
      for (slot, source) in order.enumerated() {
        (permuted + slot).moveInitialize(from: base + Int(source), count: 1)
      }
    } else {
      for (slot, source) in order.enumerated() {
        (permuted + slot).initialize(to: base[Int(source)])
      }
      base.deinitialize(count: count)
    }
    base.deallocate()
    base = permuted
    count = order.count
    capacity = order.count + 1
  }
}
