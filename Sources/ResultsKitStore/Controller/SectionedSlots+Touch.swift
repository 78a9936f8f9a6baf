extension SectionedSlots {
  /// The fewest changes for which ``findPlaces(of:in:)`` first reads what it will need into
  /// cache: below it, there are too few reads to overlap.
  @inlinable
  static var touchedAhead: Int { 16 }

  /// Reads into cache, with reads that do not wait for each other, what finding the changes'
  /// places reads one change at a time: each change's slot, the slot's object and sort
  /// values (the first step of the search for its old place compares them, and its new
  /// content replaces them), and the record of its new content in the store.
  @inlinable
  func touchAhead(_ changes: CommitChanges<Object>) {
    var slots: [Int32] = []
    slots.reserveCapacity(changes.count)
    for index in changes.indices {
      slots.append(rowSlots[changes.list[index].row].map(Int32.init) ?? -1)
    }
    touch(slots)
    touched ^= changes.touchNewContents()
  }

  /// Reads the first and last byte of the object and a byte of each sort value at each of
  /// `slots` (negative ones skipped), so that a loop over them finds them in cache.
  ///
  /// An object's two ends lie on two cache lines whenever it straddles a line's boundary,
  /// as most objects of more than a few words do.
  @inlinable
  func touch(_ slots: [Int32]) {
    let stride = MemoryLayout<Object>.stride
    slots.withUnsafeBufferPointer { slots in
      var combined: UInt8 = 0
      objects.withUnsafeBufferPointer { objects in
        guard stride > 0, let base = objects.baseAddress else { return }
        let raw = UnsafeRawPointer(base)
        for slot in slots where slot >= 0 {
          let start = Int(slot) * stride
          combined ^= raw.load(fromByteOffset: start, as: UInt8.self)
          combined ^= raw.load(fromByteOffset: start + stride - 1, as: UInt8.self)
        }
      }
      touched ^= combined
    }
    touchKeys(slots)
  }

  /// Reads a byte of each sort value at each of `slots` (negative ones skipped), so that the
  /// comparisons that follow find them in cache.
  @inlinable
  func touchKeys(_ slots: [Int32]) {
    slots.withUnsafeBufferPointer { slots in
      for toucher in keyTouchers { touched ^= toucher(slots) }
    }
  }
}
