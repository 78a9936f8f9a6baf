import ResultsKitAlgorithms

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
      deletedItems: deletedItems.sortedUniquePaths(),
      insertedItems: insertedItems.sortedUniquePaths(),
      movedItems: movedItems.sortedUniqueMoves(),
      reloadedItems: reloadedItems.sortedUniquePaths(),
      reconfiguredItems: reconfiguredItems.sortedUniquePaths())
  }
}

extension Array {
  /// Whether `key` of each element is strictly greater than that of the element before it.
  func isStrictlyAscending<Key: Comparable>(by key: (Element) -> Key) -> Bool {
    isStrictlyAscending(by: key, <)
  }

  /// Whether `key` of each element is strictly after that of the element before it, in the
  /// order `areInIncreasingOrder` gives.
  func isStrictlyAscending<Key>(
    by key: (Element) -> Key, _ areInIncreasingOrder: (Key, Key) -> Bool
  ) -> Bool {
    var iterator = makeIterator()
    guard var previous = iterator.next().map(key) else { return true }
    while let element = iterator.next() {
      let current = key(element)
      guard areInIncreasingOrder(previous, current) else { return false }
      previous = current
    }
    return true
  }

  /// The elements sorted by `areInIncreasingOrder`, with neighbours that compare equal merged.
  func sortedUnique(by areInIncreasingOrder: (Element, Element) -> Bool) -> [Element] {
    if isStrictlyAscending(by: { $0 }, areInIncreasingOrder) { return self }
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

extension Array where Element == ItemPath {
  /// The paths in ascending order, each once: ``Array/sortedUnique()``, faster.
  ///
  /// When every index fits in 32 bits (any batch a view can show), each path is packed into
  /// one integer that orders the same way, and the integers are sorted instead of the pairs.
  func sortedUniquePaths() -> [ItemPath] {
    if isStrictlyAscending(by: { $0 }) { return self }
    var keys: [UInt64] = []
    keys.reserveCapacity(count)
    for path in self {
      guard let key = path.packedKey else { return sortedUnique() }
      keys.append(key)
    }
    keys.radixSort()
    var result: [ItemPath] = []
    result.reserveCapacity(keys.count)
    var previous: UInt64?
    for key in keys where key != previous {
      result.append(ItemPath(item: Int(key & 0xFFFF_FFFF), section: Int(key >> 32)))
      previous = key
    }
    return result
  }
}
