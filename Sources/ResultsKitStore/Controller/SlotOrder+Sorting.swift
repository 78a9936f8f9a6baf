import ResultsKitAlgorithms

extension SlotOrder {
  /// Sorts `slots` into this order.
  ///
  /// When the most significant key holds `Int`s, the slots are sorted by a radix sort of
  /// those values, and only each run of equal values is then sorted by comparing the other
  /// keys (and insertion numbers); otherwise by comparisons throughout. Either way the result
  /// is the order of ``precedes(_:_:)``, which is strict and total.
  ///
  /// - Complexity: O(*n* × *b*) for *n* slots whose first key differs in *b* bytes, plus
  ///   O(*r* log *r*) comparisons for each run of *r* equal first keys; O(*n* log *n*)
  ///   comparisons without an `Int` first key.
  @inlinable
  func sort(_ slots: inout [Int32]) {
    sort(&slots) { $0 }
  }

  /// Sorts `elements` by the order of their slots, `slot(element)`, as ``sort(_:)`` sorts
  /// slots.
  @inlinable
  func sort<Element>(_ elements: inout [Element], bySlot slot: (Element) -> Int32) {
    guard elements.count > 64, keyCount > 0, case let .int(column, descending) = firstKey else {
      elements.sort { precedes(Int(slot($0)), Int(slot($1))) }
      return
    }
    var keyed: [KeyedIndex] = []
    keyed.reserveCapacity(elements.count)
    for (index, element) in elements.enumerated() {
      // The sign bit flipped, so that the unsigned keys order as the signed values do;
      // every bit flipped again for a descending key.
      let biased = UInt64(bitPattern: Int64(column.storage[Int(slot(element))])) ^ (1 << 63)
      keyed.append(KeyedIndex(key: descending ? ~biased : biased, index: Int32(index)))
    }
    keyed.sortByKey()
    var sorted: [Element] = []
    sorted.reserveCapacity(elements.count)
    var start = 0
    while start < keyed.count {
      var end = start + 1
      while end < keyed.count, keyed[end].key == keyed[start].key { end += 1 }
      for position in start..<end { sorted.append(elements[Int(keyed[position].index)]) }
      if end - start > 1 {
        sorted[start..<end].sort { precedes(Int(slot($0)), Int(slot($1))) }
      }
      start = end
    }
    elements = sorted
  }
}
