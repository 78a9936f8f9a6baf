import ResultsKit

/// The calls the benchmarks and the report time.
///
/// They are in one place so that both measure the same code. Each is an ordinary client call of ResultsKit's public (inlinable) API, specialised here.
public enum DiffCall {
  /// `ChangeBatch.diff(from:to:)` on `Identifiable & Equatable` rows.
  @inline(never)
  public static func rows(from old: [Row], to new: [Row]) -> ChangeBatch {
    do { return try ChangeBatch.diff(from: old, to: new) } catch { fatalError("\(error)") }
  }

  /// `ChangeBatch.diff(from:to:id:isEqual:)` on plain `Int`s.
  @inline(never)
  public static func ints(from old: [Int], to new: [Int]) -> ChangeBatch {
    do {
      return try ChangeBatch.diff(from: old, to: new, id: { $0 }, isEqual: { $0 == $1 })
    } catch { fatalError("\(error)") }
  }

  /// The sectioned `ChangeBatch.diff(from:to:)`.
  @inline(never)
  public static func sections(
    from old: [ResultsSection<Row>], to new: [ResultsSection<Row>]
  ) -> ChangeBatch {
    do { return try ChangeBatch.diff(from: old, to: new) } catch { fatalError("\(error)") }
  }

  /// The standard library's Myers diff plus move inference, for comparison.
  @inline(never)
  public static func stdlib(from old: [Int], to new: [Int]) -> CollectionDifference<Int> {
    new.difference(from: old).inferringMoves()
  }

  /// Moves in a `CollectionDifference` after `inferringMoves()`: removals paired with an insertion.
  public static func moveCount(_ difference: CollectionDifference<Int>) -> Int {
    difference.removals.reduce(0) { count, change in
      if case .remove(_, _, let associatedWith) = change, associatedWith != nil { return count + 1 }
      return count
    }
  }
}
