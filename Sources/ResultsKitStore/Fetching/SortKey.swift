/// One key of a results controller's order: a property of the object, ascending or descending.
///
///     FetchRequest<Train>(sortBy: [.ascending(\.time), .descending(\.name)])
public struct SortKey<Object> {
  /// Compares two objects by this key: negative when the first comes first, zero when they tie.
  @usableFromInline let compare: (Object, Object) -> Int

  @usableFromInline
  init(compare: @escaping (Object, Object) -> Int) {
    self.compare = compare
  }

  /// Orders objects by the value at `key`, smallest first.
  ///
  /// - Parameter key: The property to compare; it should not change between two reads of
  ///   the same value.
  @inlinable
  public static func ascending<V: Comparable>(_ key: KeyPath<Object, V>) -> SortKey {
    SortKey { lhs, rhs in
      let left = lhs[keyPath: key]
      let right = rhs[keyPath: key]
      return left < right ? -1 : (right < left ? 1 : 0)
    }
  }

  /// Orders objects by the value at `key`, largest first.
  ///
  /// - Parameter key: The property to compare; it should not change between two reads of
  ///   the same value.
  @inlinable
  public static func descending<V: Comparable>(_ key: KeyPath<Object, V>) -> SortKey {
    SortKey { lhs, rhs in
      let left = lhs[keyPath: key]
      let right = rhs[keyPath: key]
      return right < left ? -1 : (left < right ? 1 : 0)
    }
  }
}
