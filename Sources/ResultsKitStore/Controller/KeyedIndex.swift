/// An index into a list, with a key to sort it by: how the controller orders changes by
/// their packed paths without comparing generic values.
@usableFromInline
struct KeyedIndex {
  @usableFromInline var key: UInt64
  @usableFromInline var index: Int32

  @inlinable
  init(key: UInt64, index: Int32) {
    self.key = key
    self.index = index
  }

  /// `section` and `item` packed into one key that sorts like the path.
  @inlinable
  static func key(section: Int, item: Int) -> UInt64 {
    UInt64(truncatingIfNeeded: section) << 32 | UInt64(truncatingIfNeeded: item) & 0xFFFF_FFFF
  }
}

extension Array where Element == KeyedIndex {
  /// Sorts by key, ties in their present order, with a least-significant-digit radix sort on
  /// the bytes of the key that are not the same in every element.
  ///
  /// - Complexity: O(*n* × *b*) for *b* varying bytes, at most 8.
  @inlinable
  mutating func sortByKey() {
    guard count > 32 else {
      // Insertion sort: stable, and cheap for a few elements.
      for index in indices.dropFirst() {
        let element = self[index]
        var position = index
        while position > 0, self[position - 1].key > element.key {
          self[position] = self[position - 1]
          position -= 1
        }
        self[position] = element
      }
      return
    }
    var anyBits: UInt64 = 0
    var allBits: UInt64 = .max
    for element in self {
      anyBits |= element.key
      allBits &= element.key
    }
    let varying = anyBits ^ allBits
    var scratch = self
    var offsets = [Int](repeating: 0, count: 256)
    for shift in stride(from: 0, to: 64, by: 8) where (varying >> UInt64(shift)) & 0xFF != 0 {
      withUnsafeMutableBufferPointer { elements in
        scratch.withUnsafeMutableBufferPointer { sorted in
          offsets.withUnsafeMutableBufferPointer { offsets in
            for digit in offsets.indices { offsets[digit] = 0 }
            for element in elements {
              offsets[Int(truncatingIfNeeded: element.key >> UInt64(shift)) & 0xFF] += 1
            }
            var total = 0
            for digit in offsets.indices {
              let bucket = offsets[digit]
              offsets[digit] = total
              total += bucket
            }
            for element in elements {
              let digit = Int(truncatingIfNeeded: element.key >> UInt64(shift)) & 0xFF
              sorted[offsets[digit]] = element
              offsets[digit] += 1
            }
          }
        }
      }
      swap(&self, &scratch)
    }
  }
}
