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
  /// The insertion number of the object in each slot (ties between equal keys), less
  /// `sequenceBase`: four bytes a slot, for as long as the index's numbers lie close enough
  /// together (see ``rebaseSequences(including:inUse:)``).
  @exclusivity(unchecked) @usableFromInline var sequences = ColumnValues<UInt32>()
  /// What `sequences` count from.
  @exclusivity(unchecked) @usableFromInline var sequenceBase: UInt64 = 0
  /// Every slot's insertion number in full, in place of `sequences`, once the index's numbers
  /// lie too far apart for them; `nil` until then.
  @exclusivity(unchecked) @usableFromInline var wideSequences: ColumnValues<UInt64>?
  /// The farthest above `sequenceBase` that `sequences` holds an insertion number: all that
  /// 32 bits hold, unless a test makes it smaller.
  @usableFromInline let sequenceSpan: UInt64
  /// The sort columns, kept alive for the comparisons, which refer to them unretained.
  @usableFromInline let columns: [AnyObject]
  /// Whether every key is an `Int` or a `String`, whose `<` is known to be a strict order: then
  /// so is this order, and objects inserted in it in ascending order keep the ranks they were
  /// given.
  @usableFromInline let isStrict: Bool
  /// The first key's column when it is an `Int` key, whose values make the slots' prefixes
  /// (see ``prefix(ofSlot:)``), and whether that key is descending.
  @usableFromInline let prefixColumn: UnretainedColumn<Int>?
  @usableFromInline let prefixDescends: Bool

  /// An order by the sort columns `columns`, most significant first, then by insertion number,
  /// kept in four bytes within `sequenceSpan` of a base.
  ///
  /// The comparisons are constants, so that comparing two slots reads them without retaining
  /// them; a new request gets a new order.
  @inlinable
  init<Object>(_ columns: [SortColumn<Object>], sequenceSpan: UInt64 = UInt64(UInt32.max)) {
    self.sequenceSpan = Swift.min(sequenceSpan, UInt64(UInt32.max))
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
    if case let .int(column, descending)? = comparisons.first {
      prefixColumn = column
      prefixDescends = descending
    } else {
      prefixColumn = nil
      prefixDescends = false
    }
  }

  /// The first key's value in `slot`, reduced to 32 bits so that a slot whose prefix is less
  /// than another's comes first: an `Int` key's value clamped (and inverted when descending),
  /// zero for any other key, which ties with every slot.
  @inlinable
  func prefix(ofSlot slot: Int) -> Int32 {
    guard let column = prefixColumn else { return 0 }
    let value = Int32(clamping: column.storage[slot])
    return prefixDescends ? ~value : value
  }

  /// `slot` with its prefix, as the sections' trees hold it.
  @inlinable
  func keyed(_ slot: Int32) -> KeyedSlot {
    KeyedSlot(slot: slot, prefix: prefix(ofSlot: Int(slot)))
  }

  /// Whether `lhs` comes before `rhs`: by their prefixes when they differ, else by their
  /// values.
  @inlinable
  func precedes(_ lhs: KeyedSlot, _ rhs: KeyedSlot) -> Bool {
    lhs.prefix != rhs.prefix ? lhs.prefix < rhs.prefix : precedes(Int(lhs.slot), Int(rhs.slot))
  }

  /// Whether `element` comes before `probe`, in a search for where `probe`'s own slot is.
  ///
  /// A step that lands on the slot itself needs no comparison: nothing precedes itself. It
  /// would compare every key and the insertion numbers, the two sides being equal.
  @inlinable
  func precedes(_ element: KeyedSlot, searchingFor probe: KeyedSlot) -> Bool {
    element.slot != probe.slot && precedes(element, probe)
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
    return order != 0 ? order < 0 : sequencePrecedes(lhs, rhs)
  }

  /// Whether the objects in the two slots tie on every sort key.
  @inlinable
  func keysTie(_ lhs: Int, _ rhs: Int) -> Bool {
    compareKeys(lhs, rhs) == 0
  }
}
