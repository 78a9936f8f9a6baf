// Binary searches over sorted collections, shared by every module of the package (`package`
// access; not public API). `@inlinable`, so a caller in another module gets a version
// specialised for its collection and predicate.

extension RandomAccessCollection {
  /// The index of the first element for which `isInSecondPart` is true, or `endIndex` when there
  /// is none.
  ///
  /// The collection must be partitioned by `isInSecondPart`: false for a prefix of the elements
  /// (possibly empty), true for the rest. For an ascending collection, `{ $0 >= value }` finds
  /// the lower bound of `value` and `{ $0 > value }` its upper bound.
  ///
  /// - Parameter isInSecondPart: Whether an element belongs to the second part.
  /// - Returns: The first index of the second part.
  /// - Complexity: O(log *n*) calls of `isInSecondPart`.
  @inlinable
  package func partitioningIndex(
    where isInSecondPart: (Element) throws -> Bool
  ) rethrows -> Index {
    var low = startIndex
    var remaining = count
    while remaining > 0 {
      let half = remaining / 2
      let middle = index(low, offsetBy: half)
      if try isInSecondPart(self[middle]) {
        remaining = half
      } else {
        low = index(after: middle)
        remaining -= half + 1
      }
    }
    return low
  }
}

extension RandomAccessCollection where Element: Comparable {
  /// The index of the first element not less than `value` in the ascending collection.
  ///
  /// It is where `value` goes before any equal elements; `endIndex` when every element is less.
  ///
  /// - Parameter value: The value to look for.
  /// - Returns: The lower bound of `value`.
  /// - Complexity: O(log *n*).
  @inlinable
  package func lowerBound(of value: Element) -> Index {
    partitioningIndex { !($0 < value) }
  }

  /// The index of the first element greater than `value` in the ascending collection.
  ///
  /// It is where `value` goes after any equal elements; `endIndex` when no element is greater.
  ///
  /// - Parameter value: The value to look for.
  /// - Returns: The upper bound of `value`.
  /// - Complexity: O(log *n*).
  @inlinable
  package func upperBound(of value: Element) -> Index {
    partitioningIndex { value < $0 }
  }

  /// The index of the first element equal to `value` in the ascending collection, or `nil`
  /// when it holds none.
  ///
  /// - Parameter value: The value to look for.
  /// - Returns: The index of `value`'s first occurrence, or `nil`.
  /// - Complexity: O(log *n*).
  @inlinable
  package func binarySearch(for value: Element) -> Index? {
    let index = lowerBound(of: value)
    return index != endIndex && self[index] == value ? index : nil
  }

  /// Whether the ascending collection holds `value`.
  ///
  /// - Parameter value: The value to look for.
  /// - Returns: `true` when an element equals `value`.
  /// - Complexity: O(log *n*).
  @inlinable
  package func containsSorted(_ value: Element) -> Bool {
    binarySearch(for: value) != nil
  }
}

extension RangeReplaceableCollection where Self: RandomAccessCollection, Element: Comparable {
  /// Inserts `element` into the ascending collection where it keeps the collection ascending:
  /// after any equal elements, so equal elements stay in the order they were inserted.
  ///
  /// - Parameter element: The element to insert.
  /// - Returns: The index `element` was inserted at.
  /// - Complexity: O(log *n*) comparisons, plus the insertion's own cost (O(*n*) for an array).
  @inlinable
  @discardableResult
  package mutating func insertSorted(_ element: Element) -> Index {
    let index = upperBound(of: element)
    insert(element, at: index)
    return index
  }
}
