import ResultsKit
import ResultsKitTesting
import Testing

/// Seeded random batches: validation never traps, `applied` agrees with `validate`, and valid
/// batches replay like UIKit's documented procedure.
@Suite struct BatchPropertyTests {
  /// Distinct elements for each position of `counts`, tagged so before and after differ.
  private static func content(_ counts: [Int], _ tag: String) -> [[String]] {
    counts.enumerated().map { section, count in (0..<count).map { "\(tag)\(section).\($0)" } }
  }

  /// A failure message, or nil when `applied` agrees with `validate`.
  ///
  /// `applied` must throw exactly when `validate` does, with the same error, and otherwise
  /// return the shape of `after`.
  private static func compare(_ batch: ChangeBatch, _ before: [Int], _ after: [Int]) -> String? {
    let expected = batch.validationError(before: before, after: after)
    do {
      let result = try batch.applied(to: content(before, "b"), taking: content(after, "a"))
      if let expected { return "applied succeeded, validate threw \(expected)" }
      if result.map(\.count) != after { return "applied returned counts \(result.map(\.count))" }
    } catch {
      if error != expected {
        return "applied threw \(error), validate \(String(describing: expected))"
      }
    }
    return nil
  }

  @Test(arguments: [1 as UInt64, 2, 3, 4])
  func appliedThrowsExactlyWhenValidateThrows(seed: UInt64) {
    var rng = SeededRandomNumberGenerator(seed: seed)
    var outcomes = (valid: 0, invalid: 0)
    for iteration in 0..<2_500 {
      let before = RandomBatches.counts(using: &rng)
      let (batch, after): (ChangeBatch, [Int])
      switch iteration % 3 {
      case 0:
        (batch, after) = (RandomBatches.arbitrary(using: &rng), RandomBatches.counts(using: &rng))
      case 1:
        let (valid, validAfter) = RandomBatches.valid(before: before, using: &rng)
        (batch, after) = RandomBatches.mutated(valid, after: validAfter, using: &rng)
      default:
        (batch, after) = RandomBatches.valid(before: before, using: &rng)
      }
      if let failure = Self.compare(batch, before, after) {
        Issue.record(
          "seed \(seed), iteration \(iteration): \(failure)\n\(batch) on \(before) → \(after)")
        return
      }
      if batch.validationError(before: before, after: after) == nil {
        outcomes.valid += 1
      } else {
        outcomes.invalid += 1
      }
    }
    // Both outcomes must be well represented, or the comparison proves little.
    #expect(outcomes.valid > 500)
    #expect(outcomes.invalid > 500)
  }

  @Test(arguments: [11 as UInt64, 12, 13])
  func validBatchesReplayLikeUIKit(seed: UInt64) throws {
    var rng = SeededRandomNumberGenerator(seed: seed)
    for iteration in 0..<1_500 {
      let beforeCounts = RandomBatches.counts(maxSections: 5, maxItems: 6, using: &rng)
      let (batch, afterCounts) = RandomBatches.valid(before: beforeCounts, using: &rng)
      let before = Self.content(beforeCounts, "b")
      let after = Self.content(afterCounts, "a")
      let context =
        "seed \(seed), iteration \(iteration): \(batch) on \(beforeCounts) → \(afterCounts)"

      let result: [[String]]
      do {
        result = try batch.applied(to: before, taking: after)
      } catch {
        Issue.record("\(context)\nthrew \(error)")
        return
      }
      let oracle = SequentialReplay.apply(batch, to: before, taking: after)
      guard result == oracle else {
        Issue.record("\(context)\napplied: \(result)\noracle:  \(oracle)")
        return
      }
      // Canonical form describes the same change.
      let canonical = batch.canonicalized()
      guard canonical.isCanonical, try canonical.applied(to: before, taking: after) == result else {
        Issue.record("\(context)\ncanonical form \(canonical) replays differently")
        return
      }
    }
  }

  @Test(arguments: [21 as UInt64, 22])
  func validateNeverTrapsOnExtremeCountsAndIndices(seed: UInt64) {
    var rng = SeededRandomNumberGenerator(seed: seed)
    let counts = [0, 1, 2, -1, .max, .max - 1, .min, .min + 1]
    let indices = [-1, 0, 1, 2, .max, .max - 1, .min]
    func index() -> Int { indices[Int.random(in: indices.indices, using: &rng)] }
    func path() -> ItemPath {
      ItemPath(item: index(), section: Int.random(in: -1...3, using: &rng))
    }
    func list<T>(_ make: () -> T) -> [T] {
      (0..<Int.random(in: 0...2, using: &rng)).map { _ in make() }
    }
    for iteration in 0..<3_000 {
      let before = list { counts[Int.random(in: counts.indices, using: &rng)] }
      let after = list { counts[Int.random(in: counts.indices, using: &rng)] }
      let batch = ChangeBatch(
        deletedSections: list(index), insertedSections: list(index),
        deletedItems: list(path), insertedItems: list(path),
        movedItems: list { ItemMove(from: path(), to: path()) },
        reloadedItems: list(path), reconfiguredItems: list(path))
      // A batch that passes must at least satisfy the section-count equation.
      if batch.validationError(before: before, after: after) == nil,
        after.count != before.count + batch.insertedSections.count - batch.deletedSections.count
      {
        Issue.record(
          "seed \(seed), iteration \(iteration): \(batch) passed on \(before) → \(after)")
        return
      }
    }
  }
}
