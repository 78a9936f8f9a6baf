/// The order of a controller's objects, by slot number.
///
/// Sort columns first, then insertion numbers. Non-generic, so searching and sorting run as
/// plain code over integers.
///
/// The first two comparisons are kept in fields of their own (most requests have one or two
/// keys), and `Int` and `String` keys are compared without a closure call.
@usableFromInline
final class SlotOrder {
  /// The number of sort keys.
  @usableFromInline var keyCount = 0
  /// The most significant key's comparison (used when `keyCount > 0`).
  @exclusivity(unchecked) @usableFromInline var firstKey = SlotComparison.other { _, _ in 0 }
  /// The second key's comparison (used when `keyCount > 1`).
  @exclusivity(unchecked) @usableFromInline var secondKey = SlotComparison.other { _, _ in 0 }
  /// The comparisons of any further keys.
  @exclusivity(unchecked) @usableFromInline var otherKeys: [SlotComparison] = []
  /// The insertion number of the object in each slot (ties between equal keys).
  @exclusivity(unchecked) @usableFromInline var sequences: [UInt64] = []

  @usableFromInline init() {}

  /// Uses `comparisons`, most significant first.
  @inlinable
  func setKeys(_ comparisons: [SlotComparison]) {
    keyCount = comparisons.count
    if let first = comparisons.first { firstKey = first }
    if comparisons.count > 1 { secondKey = comparisons[1] }
    otherKeys = Array(comparisons.dropFirst(2))
  }

  /// How the objects in slots `lhs` and `rhs` compare on the sort keys alone.
  @inlinable
  func compareKeys(_ lhs: Int, _ rhs: Int) -> Int {
    guard keyCount > 0 else { return 0 }
    let first = firstKey(lhs, rhs)
    guard first == 0, keyCount > 1 else { return first }
    let second = secondKey(lhs, rhs)
    guard second == 0, keyCount > 2 else { return second }
    for compare in otherKeys {
      let order = compare(lhs, rhs)
      if order != 0 { return order }
    }
    return 0
  }

  /// Whether the object in slot `lhs` comes before the one in slot `rhs`.
  @inlinable
  func precedes(_ lhs: Int, _ rhs: Int) -> Bool {
    let order = compareKeys(lhs, rhs)
    return order != 0 ? order < 0 : sequences[lhs] < sequences[rhs]
  }

  /// Whether the objects in the two slots tie on every sort key.
  @inlinable
  func keysTie(_ lhs: Int, _ rhs: Int) -> Bool {
    compareKeys(lhs, rhs) == 0
  }
}
