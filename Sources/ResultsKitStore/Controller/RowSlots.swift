/// Where each of the store's objects is in a controller's storage: the slot of the object with
/// each row (see `ObjectStore.Record.row`), or none.
///
/// This is how a controller finds an object's old content: by identity, never by asking the
/// request's closures again, so that closures that answer differently each time (impure ones)
/// cannot make it lose track of an object, keep one the store deleted, or hold one twice.
/// Four bytes per row of the store.
@usableFromInline
final class RowSlots {
  /// The slot of each row below `count`; `absent` where the row's object is not in the results.
  @exclusivity(unchecked) @usableFromInline var base: UnsafeMutablePointer<Int32>
  @exclusivity(unchecked) @usableFromInline var count: Int
  @exclusivity(unchecked) @usableFromInline var capacity: Int

  /// The value of a row whose object is not in the results.
  @inlinable
  static var absent: Int32 { -1 }

  /// A map of `rows` rows, all absent.
  @inlinable
  init(rows: Int = 0) {
    capacity = Swift.max(rows, 16)
    count = rows
    base = .allocate(capacity: capacity)
    base.initialize(repeating: Self.absent, count: capacity)
  }

  deinit {
    base.deallocate()
  }

  /// The slot of the object with `row`, or `nil` when it is not in the results.
  @inlinable
  subscript(row: Int32) -> Int? {
    let row = Int(row)
    guard row >= 0, row < count else { return nil }
    let slot = base[row]
    return slot == Self.absent ? nil : Int(slot)
  }

  /// Records that the object with `row` is in `slot` (`nil`: not in the results).
  @inlinable
  func set(_ slot: Int?, for row: Int32) {
    let row = Int(row)
    guard row >= 0 else { return }
    if row >= count {
      guard slot != nil else { return }
      if row >= capacity { grow(to: Swift.max(row + 1, capacity * 2)) }
      count = row + 1
    }
    base[row] = slot.map(Int32.init) ?? Self.absent
  }

  @inlinable
  func grow(to minimumCapacity: Int) {
    let larger = UnsafeMutablePointer<Int32>.allocate(capacity: minimumCapacity)
    larger.moveInitialize(from: base, count: capacity)
    (larger + capacity).initialize(repeating: Self.absent, count: minimumCapacity - capacity)
    base.deallocate()
    base = larger
    capacity = minimumCapacity
  }
}
