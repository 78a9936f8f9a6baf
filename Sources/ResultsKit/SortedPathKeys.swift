import ResultsKitAlgorithms

/// One list of a batch's item paths as packed keys in ascending order: repeats within the list
/// and paths shared with another list are then found by one pass, without hashing a path.
///
/// The keys are the paths' `packedKey`s. Validation makes these only from paths already
/// checked to be in range.
struct SortedPathKeys {
  /// The keys, ascending, repeats kept.
  private(set) var keys: [UInt64]

  /// The keys of `paths`, or `nil` when a section or item does not fit in 32 bits.
  ///
  /// - Complexity: O(*k*) for *k* paths already in order; otherwise a radix sort, O(*k* × *b*)
  ///   for the *b* bytes in which the keys differ.
  init?(_ paths: some Collection<ItemPath>) {
    var keys: [UInt64] = []
    keys.reserveCapacity(paths.count)
    var ascending = true
    var previous: UInt64 = 0
    for path in paths {
      guard let key = path.packedKey else { return nil }
      if !keys.isEmpty, key < previous { ascending = false }
      previous = key
      keys.append(key)
    }
    if !ascending { keys.radixSort { $0 } }
    self.keys = keys
  }

  /// Whether some key is listed twice.
  var hasRepeat: Bool {
    guard keys.count > 1 else { return false }
    for index in 1..<keys.count where keys[index - 1] == keys[index] { return true }
    return false
  }

  /// Whether some key of `other` is also one of these.
  ///
  /// - Complexity: O(*k* + *m*).
  func sharesKey(with other: SortedPathKeys) -> Bool {
    var left = 0
    var right = 0
    while left < keys.count, right < other.keys.count {
      let lhs = keys[left]
      let rhs = other.keys[right]
      if lhs == rhs { return true }
      if lhs < rhs { left += 1 } else { right += 1 }
    }
    return false
  }
}
