extension Array {
  /// Rearranges the elements so that position `i` holds the element that was at `order[i]`,
  /// where `order` is a permutation of the indices: every index exactly once.
  ///
  /// Each element is moved, never copied: no retain or release of what it refers to, and no
  /// second array. The permutation is followed cycle by cycle, with a bit per position to mark
  /// those already in place.
  ///
  /// - Parameter order: A permutation of `indices` (not checked in release builds; the caller
  ///   makes it).
  /// - Complexity: O(*n*) moves.
  @inlinable
  mutating func permute(by order: [Int32]) {
    assert(order.count == count, "not a permutation of the indices")
    var placed = [UInt64](repeating: 0, count: (count + 63) / 64)
    withUnsafeMutableBufferPointer { elements in
      guard let base = elements.baseAddress else { return }
      for start in 0..<elements.count where placed[start >> 6] & (1 << (start & 63)) == 0 {
        // Around the cycle through `start`: each position takes the element of `order[j]`,
        // and the element of `start` lands where the cycle closes.
        let first = (base + start).move()
        var position = start
        while true {
          placed[position >> 6] |= 1 << (position & 63)
          let source = Int(order[position])
          if source == start { break }
          (base + position).moveInitialize(from: base + source, count: 1)
          position = source
        }
        (base + position).initialize(to: first)
      }
    }
  }
}
