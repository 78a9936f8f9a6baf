/// An index into a list, with a key to sort it by: how a change's objects are ordered by their
/// packed paths without comparing generic values.
@usableFromInline
package struct KeyedIndex {
  @usableFromInline package var key: UInt64
  @usableFromInline package var index: Int32

  @inlinable
  package init(key: UInt64, index: Int32) {
    self.key = key
    self.index = index
  }

  /// `section` and `item` packed into one key that sorts like the path.
  @inlinable
  package static func key(section: Int, item: Int) -> UInt64 {
    UInt64(truncatingIfNeeded: section) << 32 | UInt64(truncatingIfNeeded: item) & 0xFFFF_FFFF
  }

  /// The path a key packs.
  @inlinable
  package static func path(_ key: UInt64) -> ItemPath {
    ItemPath(item: Int(key & 0xFFFF_FFFF), section: Int(key >> 32))
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
