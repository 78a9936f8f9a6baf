extension SlotOrder {
  /// Whether the object in slot `lhs` was inserted before the one in slot `rhs`.
  @inlinable
  func sequencePrecedes(_ lhs: Int, _ rhs: Int) -> Bool {
    if let wide = wideSequences { return wide[lhs] < wide[rhs] }
    return sequences[lhs] < sequences[rhs]
  }

  /// The insertion number of the object in `slot`, in full.
  @inlinable
  func sequence(at slot: Int) -> UInt64 {
    if let wide = wideSequences { return wide[slot] }
    return sequenceBase &+ UInt64(sequences[slot])
  }

  /// Stores `sequence` at `slot`, which is at most the number of slots (that number appends
  /// it), and returns `true`; or returns `false`, storing nothing, when it lies outside
  /// `sequenceSpan` above the base (see ``rebaseSequences(including:inUse:)``).
  @inlinable
  func store(sequence: UInt64, at slot: Int) -> Bool {
    if let wide = wideSequences {
      wide.store(sequence, at: slot)
      return true
    }
    guard sequence >= sequenceBase, sequence - sequenceBase <= sequenceSpan else { return false }
    sequences.store(UInt32(truncatingIfNeeded: sequence - sequenceBase), at: slot)
    return true
  }

  /// Counts the insertion numbers from a new base, the least of `sequence` and those of the
  /// slots in use (`inUse`, by slot), so that all of them and `sequence` fit; or, when those
  /// numbers lie more than half of `sequenceSpan` apart, keeps every number in full from now
  /// on, which costs four more bytes a slot.
  ///
  /// Either leaves room for at least half of `sequenceSpan` later insertions before the next
  /// rebase: with 32 bits, over two billion. The numbers of the other slots are not kept.
  ///
  /// - Complexity: O(*n*) for *n* slots.
  @usableFromInline
  func rebaseSequences(including sequence: UInt64, inUse: [Bool]) {
    guard wideSequences == nil else { return }
    let count = sequences.count
    var low = sequence
    var high = sequence
    for slot in 0..<count where inUse[slot] {
      let full = sequenceBase &+ UInt64(sequences[slot])
      low = Swift.min(low, full)
      high = Swift.max(high, full)
    }
    if high - low <= sequenceSpan / 2 {
      for slot in 0..<count {
        let full = sequenceBase &+ UInt64(sequences[slot])
        sequences.base[slot] = inUse[slot] ? UInt32(truncatingIfNeeded: full - low) : 0
      }
      sequenceBase = low
      return
    }
    let base = sequenceBase
    let narrow = sequences
    widen(count: count) { base &+ UInt64(narrow[$0]) }
  }

  /// Makes a fetch's insertion numbers count from `lowest`, the least of them (`highest` is
  /// the greatest), when `sequences` holds each one's low 32 bits; or, when they lie more than
  /// half of `sequenceSpan` apart, keeps them in full, as `fullSequence` gives them by slot.
  ///
  /// - Complexity: O(*n*) for *n* slots.
  @usableFromInline
  func fitSequences(lowest: UInt64, highest: UInt64, fullSequence: (Int) -> UInt64) {
    let count = sequences.count
    guard highest - lowest <= sequenceSpan / 2 else {
      widen(count: count, fullSequence: fullSequence)
      return
    }
    sequenceBase = lowest
    // The numbers lie within 32 bits of `lowest`: their low bits, less its, are exact.
    let offset = UInt32(truncatingIfNeeded: lowest)
    guard offset != 0 else { return }
    for slot in 0..<count { sequences.base[slot] &-= offset }
  }

  /// Keeps the insertion numbers of the first `count` slots in full from now on, as
  /// `fullSequence` gives them by slot, and drops the four-byte ones.
  ///
  /// - Complexity: O(*n*) for *n* slots.
  @usableFromInline
  func widen(count: Int, fullSequence: (Int) -> UInt64) {
    let wide = ColumnValues<UInt64>(capacity: count + 1)
    for slot in 0..<count { wide.store(fullSequence(slot), at: slot) }
    wideSequences = wide
    sequences = ColumnValues()
  }

  /// Renumbers the slots' insertion numbers after a fetch sorted the slots (see
  /// ``ColumnValues/permute(_:)``).
  @inlinable
  func permuteSequences(_ order: [Int32]) {
    if let wide = wideSequences {
      wide.permute(order)
    } else {
      sequences.permute(order)
    }
  }
}
