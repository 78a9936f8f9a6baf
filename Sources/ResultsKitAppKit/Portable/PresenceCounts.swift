/// Which of a fixed, ordered set of places are occupied, and how many are before a place: a
/// Fenwick tree of zeros and ones.
///
/// - Complexity: Each change and each count O(log *n*) for *n* places.
struct PresenceCounts {
  /// `tree[i]` counts the occupied places of a range ending at place `i - 1`.
  private var tree: [Int]

  /// `count` places, none occupied.
  init(count: Int) {
    tree = [Int](repeating: 0, count: count + 1)
  }

  /// Marks `place` occupied (`delta` 1) or free (`delta` -1).
  mutating func add(_ delta: Int, at place: Int) {
    var index = place + 1
    while index < tree.count {
      tree[index] += delta
      index += index & -index
    }
  }

  /// The number of occupied places before `place`.
  func countBefore(_ place: Int) -> Int {
    var index = place
    var total = 0
    while index > 0 {
      total += tree[index]
      index -= index & -index
    }
    return total
  }
}
