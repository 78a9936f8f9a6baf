import ResultsKitAlgorithms

/// The number of rows of sorted, disjoint ranges below a row.
struct RangeCounts {
  private let ranges: [Range<Int>]
  /// `totals[i]`: the rows of the ranges before range `i`.
  private let totals: [Int]

  init(_ ranges: [Range<Int>]) {
    self.ranges = ranges
    var totals = [0]
    for range in ranges { totals.append(totals[totals.count - 1] + range.count) }
    self.totals = totals
  }

  /// The rows of the ranges below `row`.
  func count(before row: Int) -> Int {
    // The first range that ends after `row`.
    let index = ranges.partitioningIndex { $0.upperBound > row }
    guard index < ranges.count else { return totals[index] }
    return totals[index] + Swift.max(0, row - ranges[index].lowerBound)
  }
}
