/// Finds a longest strictly increasing subsequence of `values` (patience sorting).
///
/// The diff keeps the objects of such a subsequence in place and moves every other one, which
/// is what makes its moves minimal. Values that extend the current longest run are appended
/// without a search, so input that is mostly in order costs little more than one pass.
///
/// - Parameters:
///   - values: The sequence to search. Values need not be distinct; equal values never both
///     belong to the result.
///   - body: Called once for the position (in `values`) of each member of the subsequence, in
///     descending order of position.
/// - Complexity: O(*n* log *n*) time and O(*n*) extra space, where *n* is `values.count`.
@inlinable
package func forEachLongestIncreasingSubsequenceMember<
  Value: Comparable, Position: FixedWidthInteger
>(
  of values: [Value], positionType: Position.Type, _ body: (Int) -> Void
) {
  let count = values.count
  guard count > 0 else { return }
  // tails[k]: the position of the smallest value ending an increasing run of length k + 1.
  var tails = [Position](repeating: 0, count: count)
  // previous[p]: the position before p in the run that p ends, or -1.
  var previous = [Position](repeating: -1, count: count)
  var length = 0
  values.withUnsafeBufferPointer { values in
    tails.withUnsafeMutableBufferPointer { tails in
      previous.withUnsafeMutableBufferPointer { previous in
        for position in 0..<count {
          let value = values[position]
          if length > 0, values[Int(tails[length - 1])] < value {
            previous[position] = tails[length - 1]
            tails[length] = Position(position)
            length += 1
            continue
          }
          // The first run whose tail is not below `value`.
          let low = tails[..<length].partitioningIndex { !(values[Int($0)] < value) }
          previous[position] = low > 0 ? tails[low - 1] : -1
          tails[low] = Position(position)
          if low == length { length += 1 }
        }
      }
    }
  }
  var member = Int(tails[length - 1])
  while member >= 0 {
    body(member)
    member = Int(previous[member])
  }
}
