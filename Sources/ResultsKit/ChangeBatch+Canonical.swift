extension ChangeBatch {
  /// Whether the batch is in canonical form: every list strictly ascending (so free of
  /// duplicates), and `movedItems` strictly ascending by `from`.
  ///
  /// - Complexity: O(*k*), where *k* is ``changeCount``.
  public var isCanonical: Bool {
    deletedSections.isStrictlyAscending(by: { $0 })
      && insertedSections.isStrictlyAscending(by: { $0 })
      && deletedItems.isStrictlyAscending(by: { $0 })
      && insertedItems.isStrictlyAscending(by: { $0 })
      && movedItems.isStrictlyAscending(by: \.from)
      && reloadedItems.isStrictlyAscending(by: { $0 })
      && reconfiguredItems.isStrictlyAscending(by: { $0 })
  }

  /// The same batch in canonical form: every list sorted with duplicates removed, and moves
  /// sorted by `from` (then `to`) with exact duplicates removed.
  ///
  /// Canonicalising does not repair a batch: two moves from the same path stay two moves, and
  /// ``validate(before:after:)`` reports them.
  ///
  /// - Complexity: O(*k* log *k*), where *k* is ``changeCount``.
  public func canonicalized() -> ChangeBatch {
    ChangeBatch(
      deletedSections: deletedSections.sortedUnique(),
      insertedSections: insertedSections.sortedUnique(),
      deletedItems: deletedItems.sortedUnique(),
      insertedItems: insertedItems.sortedUnique(),
      movedItems: movedItems.sortedUnique(by: { ($0.from, $0.to) < ($1.from, $1.to) }),
      reloadedItems: reloadedItems.sortedUnique(),
      reconfiguredItems: reconfiguredItems.sortedUnique())
  }
}

extension Array {
  /// Whether `key` of each element is strictly greater than that of the element before it.
  func isStrictlyAscending<Key: Comparable>(by key: (Element) -> Key) -> Bool {
    var iterator = makeIterator()
    guard var previous = iterator.next().map(key) else { return true }
    while let element = iterator.next() {
      let current = key(element)
      guard previous < current else { return false }
      previous = current
    }
    return true
  }

  /// The elements sorted by `areInIncreasingOrder`, with neighbours that compare equal merged.
  func sortedUnique(by areInIncreasingOrder: (Element, Element) -> Bool) -> [Element] {
    var result: [Element] = []
    result.reserveCapacity(count)
    for element in sorted(by: areInIncreasingOrder) {
      if let last = result.last, !areInIncreasingOrder(last, element) { continue }
      result.append(element)
    }
    return result
  }
}

extension Array where Element: Comparable {
  /// The elements in ascending order, each once.
  func sortedUnique() -> [Element] { sortedUnique(by: <) }
}
