extension Array where Element == UInt64 {
  /// Sorts the keys in ascending order with a least-significant-digit radix sort on bytes,
  /// skipping every byte that is the same in all keys.
  ///
  /// Packed item paths differ in few bytes (a section index below 256 and an item index below
  /// 65,536 make three), so this takes a few linear passes where a comparison sort takes
  /// O(*n* log *n*) steps.
  ///
  /// - Complexity: O(*n* × *b*) for *b* varying bytes, at most 8.
  mutating func radixSort() {
    guard count > 64 else {
      sort()
      return
    }
    var anyBits: UInt64 = 0
    var allBits: UInt64 = .max
    for key in self {
      anyBits |= key
      allBits &= key
    }
    let varying = anyBits ^ allBits
    var scratch = [UInt64](repeating: 0, count: count)
    var offsets = [Int](repeating: 0, count: 256)
    for shift in stride(from: 0, to: 64, by: 8) where (varying >> UInt64(shift)) & 0xFF != 0 {
      self.withUnsafeMutableBufferPointer { keys in
        scratch.withUnsafeMutableBufferPointer { sorted in
          offsets.withUnsafeMutableBufferPointer { offsets in
            for index in offsets.indices { offsets[index] = 0 }
            for key in keys { offsets[Int(truncatingIfNeeded: key >> UInt64(shift)) & 0xFF] += 1 }
            var total = 0
            for index in offsets.indices {
              let bucket = offsets[index]
              offsets[index] = total
              total += bucket
            }
            for key in keys {
              let digit = Int(truncatingIfNeeded: key >> UInt64(shift)) & 0xFF
              sorted[offsets[digit]] = key
              offsets[digit] += 1
            }
          }
        }
      }
      swap(&self, &scratch)
    }
  }
}
