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

  /// The fewest changes for which an object-by-object apply makes its searches together
  /// (see `CountedTree.lowerBounds(in:isBefore:prepare:)`); below it, each change searches alone.
  ///
  /// Sixteen unless a test makes it 1, so that every commit's searches go together, or
  /// larger than any commit, so that none do.
  @usableFromInline
  package var searchesTogetherFrom = 16

  /// A section that receives at least one new object per this many it holds is rebuilt by a
  /// merge instead of taking them one by one: O(*s* + *a*) for *a* arrivals in a section of
  /// *s*, which is then O(*a*), and much faster than *a* searches (a paused import's catch-up).
  ///
  /// Sixty-four unless a test makes it 0, so that only an empty section is built by a merge
  /// and a small store's sections take their objects one by one, as a large store's do.
  @usableFromInline
  package var mergeFactor = 64

  /// The seam as production has it: automatic application, repairs not counted.
  @usableFromInline
  package init() {}
}
