/// What a test may change about how a controller's index works, in one place: production code
/// leaves it as it is made.
///
/// The index applies a commit one object at a time or in one pass over all of it, whichever
/// is cheaper for its size; both give the same results and events, and a test forces one or the
/// other to cover both with small stores. A test can also count the index's repairs: scans that
/// found an object a search by its values did not (a request whose closures are not pure, or a
/// sort key whose `<` is not a strict order), which a pure request never needs.
@usableFromInline
package struct IndexTestingSeam: Sendable {
  /// How commits are applied.
  @usableFromInline
  package enum ApplyStrategy: Sendable {
    /// In bulk when the commit touches at least one object in 64, else one by one: what
    /// production does.
    case automatic
    /// Always in bulk.
    case bulk
    /// Always one by one.
    case incremental
  }

  /// How commits are applied; ``ApplyStrategy/automatic`` unless a test chooses.
  @usableFromInline
  package var applyStrategy = ApplyStrategy.automatic
  /// The repairs made since a test started counting them by setting this to 0; `nil`, not
  /// counted, unless a test does.
  @usableFromInline
  package var repairs: Int?
  /// The farthest above its base that the index keeps an insertion number in four bytes.
  ///
  /// All that 32 bits hold, unless a test makes it small, so that a few commits rebase the
  /// numbers or make them wide (see `SlotOrder`). Read by the next fetch.
  @usableFromInline
  package var sequenceSpan = UInt64(UInt32.max)

  /// The seam as production has it: automatic application, repairs not counted.
  @usableFromInline
  package init() {}
}
