/// What a minimal diff of two id lists must report, computed independently of ResultsKit.
///
/// Ids only in the source are deletes, ids only in the target are inserts. Of the ids in both,
/// the ones that can stay put are the longest subsequence that keeps its relative order, i.e. the
/// longest increasing subsequence of their source offsets read in target order; every other
/// common id must move. Hashing is O(n) expected, the LIS O(n log n) (patience sorting).
public struct MoveCensus: Hashable, Sendable, CustomStringConvertible {
  /// Ids only in the source.
  public var deletes: Int
  /// Ids only in the target.
  public var inserts: Int
  /// Ids present in both lists.
  public var matched: Int
  /// `matched` minus the longest in-order run: the fewest moves any correct diff can report.
  public var minimalMoves: Int

  /// Creates a census from its four counts.
  public init(deletes: Int, inserts: Int, matched: Int, minimalMoves: Int) {
    self.deletes = deletes
    self.inserts = inserts
    self.matched = matched
    self.minimalMoves = minimalMoves
  }

  /// The census of `source → target`.
  ///
  /// Ids must be unique within each list.
  public init<ID: Hashable>(source: [ID], target: [ID]) {
    var offsetOf = [ID: Int](minimumCapacity: source.count)
    for (offset, id) in source.enumerated() { offsetOf[id] = offset }
    var offsets: [Int] = []
    offsets.reserveCapacity(Swift.min(source.count, target.count))
    for id in target {
      if let offset = offsetOf[id] { offsets.append(offset) }
    }
    let stay = MoveCensus.longestIncreasingSubsequenceLength(offsets)
    self.init(
      deletes: source.count - offsets.count, inserts: target.count - offsets.count,
      matched: offsets.count, minimalMoves: offsets.count - stay)
  }

  /// The length of the longest strictly increasing subsequence, in O(n log n).
  public static func longestIncreasingSubsequenceLength(_ values: [Int]) -> Int {
    // tails[k] is the smallest last value of an increasing subsequence of length k + 1.
    var tails: [Int] = []
    tails.reserveCapacity(values.count)
    for value in values {
      var low = 0
      var high = tails.count
      while low < high {
        let mid = (low + high) / 2
        if tails[mid] < value { low = mid + 1 } else { high = mid }
      }
      if low == tails.count { tails.append(value) } else { tails[low] = value }
    }
    return tails.count
  }

  /// The four counts, for logs.
  public var description: String {
    "deletes \(deletes), inserts \(inserts), matched \(matched), minimal moves \(minimalMoves)"
  }
}
