import ResultsKitAlgorithms
import ResultsKitTesting
import Testing

/// The sorted-collection helpers agree with linear scans on random ascending collections, with
/// duplicates, empty ones, slices that do not start at 0 and collections not indexed by `Int`.
@Suite struct SortedSearchTests {
  /// Ascending arrays of up to 40 values in a small range (so values repeat), with a probe
  /// range reaching past both ends.
  private static func randomCases(seed: UInt64, count: Int) -> [[Int]] {
    var random = SeededRandomNumberGenerator(seed: seed)
    return (0..<count).map { _ in
      (0..<random.next(below: 41)).map { _ in random.next(below: 20) - 5 }.sorted()
    }
  }

  private static let probes = -8...17

  @Test("partitioningIndex is the first index where the predicate holds", arguments: [1, 2, 3])
  func partitioningIndexMatchesLinearScan(seed: UInt64) {
    for values in Self.randomCases(seed: seed, count: 300) {
      for probe in Self.probes {
        let linear = values.firstIndex { $0 >= probe } ?? values.endIndex
        #expect(values.partitioningIndex { $0 >= probe } == linear, "\(values) \(probe)")
        let strict = values.firstIndex { $0 > probe } ?? values.endIndex
        #expect(values.partitioningIndex { $0 > probe } == strict, "\(values) \(probe)")
      }
      // Always true, never true.
      #expect(values.partitioningIndex { _ in true } == values.startIndex)
      #expect(values.partitioningIndex { _ in false } == values.endIndex)
    }
  }

  @Test("lowerBound, upperBound, binarySearch and containsSorted match linear scans")
  func boundsMatchLinearScans() {
    for values in Self.randomCases(seed: 7, count: 400) {
      for probe in Self.probes {
        let lower = values.firstIndex { $0 >= probe } ?? values.endIndex
        let upper = values.firstIndex { $0 > probe } ?? values.endIndex
        #expect(values.lowerBound(of: probe) == lower, "\(values) \(probe)")
        #expect(values.upperBound(of: probe) == upper, "\(values) \(probe)")
        #expect(
          values.binarySearch(for: probe) == values.firstIndex(of: probe), "\(values) \(probe)")
        #expect(values.containsSorted(probe) == values.contains(probe), "\(values) \(probe)")
      }
    }
  }

  @Test("A slice answers with its own indices, not offsets from 0")
  func slicesKeepTheirIndices() {
    for values in Self.randomCases(seed: 11, count: 200) where values.count >= 4 {
      let slice = values[2..<(values.count - 1)]
      for probe in Self.probes {
        let lower = slice.firstIndex { $0 >= probe } ?? slice.endIndex
        #expect(slice.lowerBound(of: probe) == lower, "\(slice) \(probe)")
        #expect(slice.binarySearch(for: probe) == slice.firstIndex(of: probe), "\(slice) \(probe)")
        #expect(slice.containsSorted(probe) == slice.contains(probe), "\(slice) \(probe)")
      }
    }
  }

  @Test("A collection with non-integer indices is searched too")
  func nonIntegerIndices() {
    for values in Self.randomCases(seed: 13, count: 200) {
      // Descending values, reversed: ascending, indexed by ReversedCollection.Index.
      let reversed = Array(values.reversed()).reversed()
      for probe in Self.probes {
        let lower = reversed.firstIndex { $0 >= probe } ?? reversed.endIndex
        #expect(reversed.lowerBound(of: probe) == lower, "\(values) \(probe)")
        #expect(reversed.containsSorted(probe) == values.contains(probe), "\(values) \(probe)")
      }
    }
  }

  @Test("insertSorted keeps the array ascending and puts equal elements in insertion order")
  func insertSortedIsAStableInsertionSort() {
    /// A value ordered by `key` only, so that equal elements can be told apart.
    struct Tagged: Comparable, CustomStringConvertible {
      let key: Int
      let tag: Int
      static func < (lhs: Tagged, rhs: Tagged) -> Bool { lhs.key < rhs.key }
      static func == (lhs: Tagged, rhs: Tagged) -> Bool { lhs.key == rhs.key && lhs.tag == rhs.tag }
      var description: String { "\(key)#\(tag)" }
    }
    var random = SeededRandomNumberGenerator(seed: 17)
    for _ in 0..<200 {
      var sorted: [Tagged] = []
      var inserted: [Tagged] = []
      for tag in 0..<random.next(below: 40) {
        let element = Tagged(key: random.next(below: 10), tag: tag)
        let index = sorted.insertSorted(element)
        inserted.append(element)
        #expect(sorted[index] == element)
      }
      // The standard library's sort is stable: equal keys keep their insertion order.
      let expected = inserted.enumerated().sorted {
        ($0.element.key, $0.offset) < ($1.element.key, $1.offset)
      }
      .map(\.element)
      #expect(sorted == expected, "\(inserted)")
    }
  }
}
