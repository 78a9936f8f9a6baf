import ResultsKitAlgorithms
import ResultsKitTesting
import Testing

/// The move step's search: a longest strictly increasing subsequence, checked against a
/// quadratic reference on random sequences with repeats, runs in order and values out of
/// place; and the branch-free search it uses.
@Suite struct LongestIncreasingSubsequenceTests {
  /// The length of a longest strictly increasing subsequence, by dynamic programming.
  static func referenceLength(_ values: [Int]) -> Int {
    var best = [Int](repeating: 1, count: values.count)
    for index in values.indices {
      for earlier in 0..<index where values[earlier] < values[index] {
        best[index] = max(best[index], best[earlier] + 1)
      }
    }
    return best.max() ?? 0
  }

  /// Mostly ascending values with some out of place, or values from a small range (repeats).
  static func sequence(using rng: inout SeededRandomNumberGenerator) -> [Int] {
    let count = Int.random(in: 0...60, using: &rng)
    if Bool.random(using: &rng) {
      return (0..<count).map { _ in Int.random(in: 0..<8, using: &rng) }
    }
    var values = Array(0..<count)
    for _ in 0..<Int.random(in: 0...5, using: &rng) where count > 0 {
      values[Int.random(in: 0..<count, using: &rng)] = Int.random(in: -5..<(count + 5), using: &rng)
    }
    return values
  }

  @Test(arguments: [1 as UInt64, 2, 3])
  func membersFormALongestIncreasingRun(seed: UInt64) {
    var rng = SeededRandomNumberGenerator(seed: seed)
    for iteration in 0..<2_000 {
      let values = Self.sequence(using: &rng)
      var members: [Int] = []
      forEachLongestIncreasingSubsequenceMember(of: values, positionType: Int32.self) {
        members.append($0)
      }
      // Reported from the last position down, each value below the one after it.
      let ascending = Array(members.reversed())
      let increasing = zip(ascending, ascending.dropFirst()).allSatisfy {
        $0 < $1 && values[$0] < values[$1]
      }
      guard increasing, members.count == Self.referenceLength(values) else {
        Issue.record("seed \(seed), iteration \(iteration): \(members) of \(values)")
        return
      }
    }
  }

  @Test func firstIndexNotBelowMatchesALinearScan() {
    var rng = SeededRandomNumberGenerator(seed: 9)
    for _ in 0..<2_000 {
      let sorted = (0..<Int.random(in: 0...40, using: &rng)).map { _ in
        Int.random(in: 0..<30, using: &rng)
      }.sorted()
      let value = Int.random(in: -2..<32, using: &rng)
      let found = sorted.withUnsafeBufferPointer { firstIndex(notBelow: value, in: $0) }
      #expect(found == (sorted.firstIndex { $0 >= value } ?? sorted.count))
    }
  }
}
