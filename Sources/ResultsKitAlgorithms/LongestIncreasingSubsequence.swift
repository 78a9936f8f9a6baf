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
  values.withUnsafeBufferPointer { values in
    forEachLongestIncreasingSubsequenceMember(of: values, positionType: positionType, body)
  }
}

/// Finds a longest strictly increasing subsequence of the values in a buffer; see the array
/// overload.
///
/// - Complexity: O(*n* log *n*) time and O(*n*) extra space, where *n* is `values.count`.
@inlinable
package func forEachLongestIncreasingSubsequenceMember<
  Value: Comparable, Position: FixedWidthInteger
>(
  of values: UnsafeBufferPointer<Value>, positionType: Position.Type, _ body: (Int) -> Void
) {
  let count = values.count
  guard count > 0 else { return }
  // tails[k]: the position of the smallest value ending an increasing run of length k + 1,
  // and tailValues[k] that value (so that a search step is one load). previous[p]: the
  // position before p in the run that p ends, or -1. All are written before they are read,
  // so none is filled first.
  let tails = UnsafeMutableBufferPointer<Position>.allocate(capacity: count)
  let tailValues = UnsafeMutableBufferPointer<Value>.allocate(capacity: count)
  let previous = UnsafeMutableBufferPointer<Position>.allocate(capacity: count)
  defer {
    tails.deallocate()
    tailValues.deallocate()
    previous.deallocate()
  }
  tails[0] = 0
  tailValues.initializeElement(at: 0, to: values[0])
  previous[0] = -1
  var length = 1
  for position in 1..<count {
    let value = values[position]
    let low: Int
    if tailValues[length - 1] < value {
      low = length  // extends the longest run: the common case of input mostly in order
    } else if length < 2 || tailValues[length - 2] < value {
      low = length - 1  // replaces the longest run's tail, as after one value out of place
    } else {
      low = firstIndex(notBelow: value, in: UnsafeBufferPointer(rebasing: tailValues[..<length]))
    }
    previous[position] = low > 0 ? tails[low - 1] : -1
    tails[low] = Position(truncatingIfNeeded: position)
    if low == length {
      tailValues.initializeElement(at: low, to: value)
      length += 1
    } else {
      tailValues[low] = value
    }
  }
  _ = tailValues.baseAddress?.deinitialize(count: length)
  var member = Int(tails[length - 1])
  while member >= 0 {
    body(member)
    member = Int(previous[member])
  }
}

/// The first index of sorted `values` whose value is not below `value`; `values.count` when
/// every value is below it.
///
/// The search has no branch on the data: each step picks its half with a mask,
/// which keeps it fast on the unpredictable comparisons of a diff.
///
/// - Complexity: O(log *n*), where *n* is `values.count`.
@inlinable
package func firstIndex<Value: Comparable>(
  notBelow value: Value, in values: UnsafeBufferPointer<Value>
) -> Int {
  var remaining = values.count
  guard remaining > 0 else { return 0 }
  var base = 0
  while remaining > 1 {
    let half = remaining &>> 1
    // All ones when the upper half holds the answer; a mask, not a branch.
    let mask = values[base &+ half] < value ? -1 : 0
    base &+= half & mask
    remaining &-= half
  }
  return values[base] < value ? base &+ 1 : base
}
