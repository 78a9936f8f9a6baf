/// An index into a list, with a key to sort it by: how a change's objects are ordered by their
/// packed paths, or a store's records by their sequence numbers, without comparing generic
/// values.
@usableFromInline
package struct KeyedIndex {
  @usableFromInline package var key: UInt64
  @usableFromInline package var index: Int32

  @inlinable
  package init(key: UInt64, index: Int32) {
    self.key = key
    self.index = index
  }
}

extension Array where Element == KeyedIndex {
  /// Sorts by key, ties in their present order (a radix sort on the bytes that vary).
  ///
  /// - Complexity: O(*n* × *b*) for *b* varying bytes of the keys, at most 8.
  @inlinable
  package mutating func sortByKey() {
    radixSort(by: \.key)
  }
}
