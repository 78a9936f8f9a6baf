#if os(Linux) && canImport(Glibc)
  import Glibc
#endif

extension Array {
  /// An empty array with room for `capacity` elements, whose memory the kernel is asked to
  /// back with huge pages where it offers them.
  ///
  /// A commit that touches a million objects writes lists of a million entries into fresh
  /// memory. On Linux, each 4 KiB page of it costs a fault on its first touch, which in a
  /// virtual machine costs several times the page's zeroing; a 2 MiB page costs one fault for
  /// 512 of them. So the 2 MiB-aligned part of a region of at least
  /// ``hugePageAdviceMinimum`` bytes is advised `MADV_HUGEPAGE` before anything touches it:
  /// only the array's own pages, while the process's other memory keeps its policy. Smaller
  /// arrays, and every array on other systems, are plain reserved ones.
  ///
  /// - Complexity: O(1), one system call for a large array.
  @inlinable
  package static func reserved(hugeCapacity capacity: Int) -> [Element] {
    guard capacity * MemoryLayout<Element>.stride >= hugePageAdviceMinimum else {
      var array: [Element] = []
      array.reserveCapacity(capacity)
      return array
    }
    return [Element](unsafeUninitializedCapacity: capacity) { buffer, initialized in
      adviseHugePages(UnsafeMutableRawBufferPointer(buffer))
      initialized = 0
    }
  }

  /// `count` copies of `element`, in memory advised like that of
  /// ``reserved(hugeCapacity:)``.
  ///
  /// - Complexity: O(*count*).
  @inlinable
  package init(hugeRepeating element: Element, count: Int) {
    guard count * MemoryLayout<Element>.stride >= hugePageAdviceMinimum else {
      self.init(repeating: element, count: count)
      return
    }
    self.init(unsafeUninitializedCapacity: count) { buffer, initialized in
      adviseHugePages(UnsafeMutableRawBufferPointer(buffer))
      buffer.initialize(repeating: element)
      initialized = count
    }
  }

  /// Makes room for one more element: a full array of at least half
  /// ``hugePageAdviceMinimum`` bytes doubles its capacity, as an append would, and the room
  /// past its elements is advised like the memory of ``reserved(hugeCapacity:)``.
  ///
  /// The elements move to the new memory as they do when an append grows the array, and fault
  /// in its first half page by page; the appends that follow fault in the second half 2 MiB at
  /// a time.
  ///
  /// - Complexity: O(1) unless the array is full; then O(*count*).
  @inlinable
  package mutating func reserveOneMore() {
    let stride = MemoryLayout<Element>.stride
    guard count == capacity, capacity * stride * 2 >= hugePageAdviceMinimum else { return }
    reserveCapacity(capacity * 2)
    let (count, capacity) = (count, capacity)
    withUnsafeMutableBufferPointer { elements in
      guard let base = elements.baseAddress else { return }
      adviseHugePages(
        UnsafeMutableRawBufferPointer(
          start: UnsafeMutableRawPointer(base + count), count: (capacity - count) * stride))
    }
  }
}

/// Advises `MADV_HUGEPAGE` for the 2 MiB-aligned part of `region` when the region holds at
/// least ``hugePageAdviceMinimum`` bytes; does nothing on other systems.
///
/// Advice only: where the kernel declines, the memory gets small pages as before.
@inlinable
package func adviseHugePages(_ region: UnsafeMutableRawBufferPointer) {
  #if os(Linux) && canImport(Glibc)
    guard let advised = hugePageRange(in: region),
      let pointer = UnsafeMutableRawPointer(bitPattern: advised.lowerBound)
    else { return }
    _ = madvise(pointer, advised.count, MADV_HUGEPAGE)
  #endif
}

/// The addresses of `region` that ``adviseHugePages(_:)`` advises: its 2 MiB-aligned part, or
/// `nil` for a region under ``hugePageAdviceMinimum`` bytes or without one.
@inlinable
package func hugePageRange(in region: UnsafeMutableRawBufferPointer) -> Range<Int>? {
  guard region.count >= hugePageAdviceMinimum, let base = region.baseAddress else { return nil }
  let hugePage = 2 << 20
  let start = (Int(bitPattern: base) + hugePage - 1) & ~(hugePage - 1)
  let end = (Int(bitPattern: base) + region.count) & ~(hugePage - 1)
  return end > start ? start..<end : nil
}

/// The smallest region, in bytes, that ``adviseHugePages(_:)`` advises: two huge pages.
@inlinable
package var hugePageAdviceMinimum: Int { 4 << 20 }
