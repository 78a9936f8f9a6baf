import ResultsKitAlgorithms

extension KeyedIndex {
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
