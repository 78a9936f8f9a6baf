extension Array {
  /// Sorts the elements by `key` in ascending order, keeping equal keys in their order, with a
  /// least-significant-digit radix sort on the bytes of the key that are not the same in every
  /// element.
  ///
  /// Packed item paths differ in few bytes (a section index below 256 and an item index below
  /// 65,536 make three), so this takes a few linear passes where a comparison sort takes
  /// O(*n* log *n*) steps.
  ///
  /// - Complexity: O(*n* × *b*) for *b* varying bytes, at most 8.
  @inlinable
  package mutating func radixSort(by key: (Element) -> UInt64) {
    guard count > 32 else {
      // Insertion sort: stable, and cheap for a few elements.
      for index in indices.dropFirst() {
        let element = self[index]
        let elementKey = key(element)
        var position = index
        while position > 0, key(self[position - 1]) > elementKey {
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
      anyBits |= key(element)
      allBits &= key(element)
    }
    let varying = anyBits ^ allBits
    // A large array's scratch buffer is made in memory advised for huge pages (a copy-on-write
    // copy would fault in its pages one by one).
    var scratch = self
    if count * MemoryLayout<Element>.stride >= hugePageAdviceMinimum {
      scratch = .reserved(hugeCapacity: count)
      scratch.append(contentsOf: self)
    }
    var offsets = [Int](repeating: 0, count: 256)
    for shift in stride(from: 0, to: 64, by: 8) where (varying >> UInt64(shift)) & 0xFF != 0 {
      withUnsafeMutableBufferPointer { elements in
        scratch.withUnsafeMutableBufferPointer { sorted in
          offsets.withUnsafeMutableBufferPointer { offsets in
            for digit in offsets.indices { offsets[digit] = 0 }
            for element in elements {
              offsets[Int(truncatingIfNeeded: key(element) >> UInt64(shift)) & 0xFF] += 1
            }
            var total = 0
            for digit in offsets.indices {
              let bucket = offsets[digit]
              offsets[digit] = total
              total += bucket
            }
            for element in elements {
              let digit = Int(truncatingIfNeeded: key(element) >> UInt64(shift)) & 0xFF
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

extension Array where Element == UInt64 {
  /// Sorts the keys in ascending order (see ``Swift/Array/radixSort(by:)``).
  ///
  /// - Complexity: O(*n* × *b*) for *b* varying bytes, at most 8.
  @inlinable
  package mutating func radixSort() {
    radixSort { $0 }
  }
}
