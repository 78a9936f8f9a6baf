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
  @usableFromInline let keyCount: Int
  /// The most significant key's comparison (used when `keyCount > 0`).
  @usableFromInline let firstKey: SlotComparison
  /// The second key's comparison (used when `keyCount > 1`).
  @usableFromInline let secondKey: SlotComparison
  /// The comparisons of any further keys.
  @usableFromInline let otherKeys: [SlotComparison]
  /// The insertion number of the object in each slot (ties between equal keys).
  @usableFromInline let sequences = ColumnValues<UInt64>()
  /// The sort columns, kept alive for the comparisons, which refer to them unretained.
  @usableFromInline let columns: [AnyObject]
  /// Whether every key is an `Int` or a `String`, whose `<` is known to be a strict order: then
  /// so is this order, and objects inserted in it in ascending order keep the ranks they were
  /// given.
  @usableFromInline let isStrict: Bool

  /// An order by the sort columns `columns`, most significant first, then by insertion number.
  ///
  /// The comparisons are constants, so that comparing two slots reads them without retaining
  /// them; a new request gets a new order.
  @inlinable
  init<Object>(_ columns: [SortColumn<Object>]) {
    self.columns = columns.map(\.values)
    let comparisons = columns.map(\.comparison)
    let none = SlotComparison.other { _, _ in 0 }
    keyCount = comparisons.count
    firstKey = comparisons.first ?? none
    secondKey = comparisons.count > 1 ? comparisons[1] : none
    otherKeys = Array(comparisons.dropFirst(2))
    isStrict = comparisons.allSatisfy {
      switch $0 {
      case .int, .string: true
      case .other: false
      }
    }
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
