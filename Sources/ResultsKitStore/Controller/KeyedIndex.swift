import ResultsKit

/// An index into a list, with a key to sort it by: how the controller orders changes by
/// their packed paths without comparing generic values.
@usableFromInline
struct KeyedIndex {
  @usableFromInline var key: UInt64
  @usableFromInline var index: Int32

  @inlinable
  init(key: UInt64, index: Int32) {
    self.key = key
    self.index = index
  }

  /// `section` and `item` packed into one key that sorts like the path.
  @inlinable
  static func key(section: Int, item: Int) -> UInt64 {
    UInt64(truncatingIfNeeded: section) << 32 | UInt64(truncatingIfNeeded: item) & 0xFFFF_FFFF
  }
}

extension Array where Element == KeyedIndex {
  /// Sorts by key, ties in their present order (a radix sort on the bytes that vary).
  ///
  /// - Complexity: O(*n* × *b*) for *b* varying bytes of the keys, at most 8.
  @inlinable
  mutating func sortByKey() {
    radixSort(by: \.key)
  }
}
