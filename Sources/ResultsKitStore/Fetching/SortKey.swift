/// One key of a results controller's order: a property of the object, ascending or descending.
///
///     FetchRequest<Train>(sortBy: [.ascending(\.time), .descending(\.name)])
///
/// A controller reads each key once per object it stores and compares the stored values, so
/// sorting never goes through the key path again.
public struct SortKey<Object> {
  /// Makes an empty column of this key's values.
  @usableFromInline let makeColumn: () -> SortColumn<Object>

  @usableFromInline
  init(makeColumn: @escaping () -> SortColumn<Object>) {
    self.makeColumn = makeColumn
  }

  /// Orders objects by the value at `key`, smallest first.
  ///
  /// A value that is not equal to itself, such as a floating-point NaN, has no place in the
  /// order of `<`: it comes after every other value (in both directions), and such values tie
  /// with each other. Values equal under `==` (like `0.0` and `-0.0`) tie, and ties keep the
  /// order in which the objects were inserted.
  ///
  /// - Parameter key: The property to compare; it should give the same value every time it
  ///   is read from the same object.
  @inlinable
  public static func ascending<V: Comparable>(_ key: KeyPath<Object, V>) -> SortKey {
    SortKey { SortColumn(key, descending: false) }
  }

  /// Orders objects by the value at `key`, largest first.
  ///
  /// Values without a place in the order of `<` (a NaN) still come last; see
  /// ``ascending(_:)``.
  ///
  /// - Parameter key: The property to compare; it should give the same value every time it
  ///   is read from the same object.
  @inlinable
  public static func descending<V: Comparable>(_ key: KeyPath<Object, V>) -> SortKey {
    SortKey { SortColumn(key, descending: true) }
  }
}

/// One sort key's values, stored by slot, and the comparison of two slots.
///
/// The closures are made where the key's value type is known, so they compare concrete
/// values: the controller's order is non-generic code over slot numbers.
@usableFromInline
struct SortColumn<Object> {
  /// Stores `object`'s key value at `slot`, which is at most the number of stored slots.
  @usableFromInline let write: (Object, Int) -> Void
  /// Stores the key value of every object of the array from slot `count` on, where `count`
  /// is the number of slots the column holds: a fetch's column filled in one pass, with one
  /// call per column instead of one per object.
  @usableFromInline let appendValues: ([Object]) -> Void
  /// Makes room for this many slots.
  @usableFromInline let reserve: (Int) -> Void
  /// Renumbers the slots: slot `i` takes the value of slot `order[i]`; the rest are dropped.
  @usableFromInline let permute: ([Int32]) -> Void
  /// The comparison in the form the order calls fastest: direct on the stored values for
  /// `Int` and `String` keys, through a closure over the values otherwise.
  @usableFromInline let comparison: SlotComparison
  /// The column's storage (a `ColumnValues`).
  @usableFromInline let values: AnyObject
  /// Stores `object`'s key value at `slot`, which holds a value already, unless the two
  /// tie (then the stored value orders the same); returns whether they tie.
  @usableFromInline let replace: (Object, Int) -> Bool
  /// Reads a byte of the value at each of the slots (negative ones skipped) and returns them
  /// combined: brings the values into cache, with reads that do not wait for each other,
  /// before a loop that replaces them one object at a time.
  @usableFromInline let touch: (UnsafeBufferPointer<Int32>) -> UInt8

  @inlinable
  init<V: Comparable>(_ key: KeyPath<Object, V>, descending: Bool) {
    let column = ColumnValues<V>()
    values = column
    let read = Self.reader(key)
    let readInPlace = Self.inPlaceReader(key)
    write = { object, slot in column.store(read(object), at: slot) }
    appendValues = { objects in
      column.reserve(objects.count + 1)
      // Read where the objects are: a copy of each would retain and release what it holds.
      objects.withUnsafeBufferPointer { objects in
        guard let base = objects.baseAddress else { return }
        for slot in column.count..<objects.count {
          column.store(readInPlace(base + slot), at: slot)
        }
      }
    }
    reserve = { column.reserve($0) }
    permute = { column.permute($0) }
    replace = { object, slot in
      let new = read(object)
      let old = column[slot]
      // Equal values tie (the common case: the key did not change); others may still tie.
      if new == old || (!(new < old) && !(old < new) && Self.unorderedLast(new, old) == 0) {
        return true
      }
      column.store(new, at: slot)
      return false
    }
    touch = { slots in
      let values = UnsafeRawPointer(column.base)
      var combined: UInt8 = 0
      for slot in slots where slot >= 0 {
        combined ^= values.load(fromByteOffset: Int(slot) * MemoryLayout<V>.stride, as: UInt8.self)
      }
      return combined
    }
    if let integers = column as? ColumnValues<Int> {
      comparison = .int(UnretainedColumn(integers), descending: descending)
    } else if let strings = column as? ColumnValues<String> {
      comparison = .string(UnretainedColumn(strings), descending: descending)
    } else if descending {
      comparison = .other { lhs, rhs in
        let left = column[lhs]
        let right = column[rhs]
        return right < left ? -1 : (left < right ? 1 : Self.unorderedLast(left, right))
      }
    } else {
      comparison = .other { lhs, rhs in
        let left = column[lhs]
        let right = column[rhs]
        return left < right ? -1 : (right < left ? 1 : Self.unorderedLast(left, right))
      }
    }
  }

  /// Reads the value at `key` of an object: as ``inPlaceReader(_:)`` reads it, from the
  /// object's memory.
  @inlinable
  static func reader<V>(_ key: KeyPath<Object, V>) -> (Object) -> V {
    let readInPlace = inPlaceReader(key)
    return { object in withUnsafePointer(to: object) { readInPlace($0) } }
  }

  /// Reads the value at `key` of the object at a pointer, without copying the object:
  /// straight from its memory when the key path names a stored property kept inline in a
  /// value type, through the key path otherwise.
  ///
  /// Applying a key path goes through the runtime and costs about a thousand instructions;
  /// a fetch reads every key of every object. `MemoryLayout.offset(of:)` gives an offset only
  /// for a key path whose value is stored, directly addressable, at that offset in the
  /// object's own memory, so loading the value from there reads exactly what the key path
  /// would (`load` copies it as a `V`, retaining what it holds).
  @inlinable
  static func inPlaceReader<V>(_ key: KeyPath<Object, V>) -> (UnsafePointer<Object>) -> V {
    guard let offset = MemoryLayout<Object>.offset(of: key) else {
      return { $0.pointee[keyPath: key] }
    }
    return { object in
      UnsafeRawPointer(object).load(fromByteOffset: offset, as: V.self)
    }
  }

  /// How two values that neither precede the other compare: equal, unless one of them has no
  /// place in the order (it is not equal to itself, like a floating-point NaN), which then
  /// comes after the other; two such values tie.
  ///
  /// This makes every `Comparable` key a strict weak order, so that fetching, inserting and
  /// finding objects agree: NaN sorts after every number, ascending and descending alike.
  @inlinable
  static func unorderedLast<V: Comparable>(_ left: V, _ right: V) -> Int {
    let leftOrdered = left == left
    let rightOrdered = right == right
    if leftOrdered == rightOrdered { return 0 }
    return leftOrdered ? -1 : 1
  }
}

/// How the order compares two slots on one key.
@usableFromInline
enum SlotComparison {
  case int(UnretainedColumn<Int>, descending: Bool)
  case string(UnretainedColumn<String>, descending: Bool)
  case other((Int, Int) -> Int)

  /// Negative when the value at `lhs` comes first, zero when they tie.
  @inlinable
  func callAsFunction(_ lhs: Int, _ rhs: Int) -> Int {
    switch self {
    case let .int(column, descending):
      let left = column.storage[lhs]
      let right = column.storage[rhs]
      let order = left < right ? -1 : (right < left ? 1 : 0)
      return descending ? -order : order
    case let .string(column, descending):
      let left = column.storage[lhs]
      let right = column.storage[rhs]
      let order = left < right ? -1 : (left == right ? 0 : 1)
      return descending ? -order : order
    case let .other(compare):
      return compare(lhs, rhs)
    }
  }
}

/// A column referenced without retaining it, so that comparing two slots costs no reference
/// counting; the ``SlotOrder`` that holds the comparison keeps the column alive.
@usableFromInline
struct UnretainedColumn<V> {
  @usableFromInline unowned(unsafe) let storage: ColumnValues<V>

  @inlinable
  init(_ storage: ColumnValues<V>) {
    self.storage = storage
  }
}
