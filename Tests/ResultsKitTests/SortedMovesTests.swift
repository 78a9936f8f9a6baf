import ResultsKitTesting
import Testing

@testable import ResultsKit

/// Canonical moves are dealt into their sources' sections and each section's run sorted: the
/// same list as a comparison sort by source and destination with exact repeats removed.
@Suite("Moves sorted by section")
struct SortedMovesTests {
  /// `count` random moves among `sections` sections, `spread` items each.
  static func moves(
    _ count: Int, sections: Int, spread: Int, using random: inout SeededRandomNumberGenerator
  ) -> [ItemMove] {
    (0..<count).map { _ in
      ItemMove(
        from: ItemPath(item: random.next(below: spread), section: random.next(below: sections)),
        to: ItemPath(item: random.next(below: spread), section: random.next(below: sections)))
    }
  }

  @Test("Equals sorting by (from, to) and dropping repeats", arguments: [1, 2, 3])
  func matchesAComparisonSort(seed: UInt64) {
    var random = SeededRandomNumberGenerator(seed: seed)
    for round in 0..<200 {
      // Few distinct paths in some rounds (shared sources and exact repeats), many in others;
      // short runs per section in most, runs long enough for the radix sort in every third.
      let spread = round % 4 == 0 ? 3 : 70_000
      let count = round % 3 == 0 ? 65 + random.next(below: 600) : random.next(below: 120)
      let sections = round % 3 == 0 ? 1 + random.next(below: 2) : 1 + random.next(below: 6)
      let moves = Self.moves(count, sections: sections, spread: spread, using: &random)
      let expected = moves.sortedUnique(by: ItemMove.precedes)
      #expect(moves.sortedUniqueMoves() == expected, "seed \(seed), round \(round)")
      #expect(ChangeBatch(movedItems: moves).canonicalized().movedItems == expected)
    }
  }

  @Test("A section's run in reverse order, long and short, comes out ascending")
  func reversedRuns() {
    for length in [2, 64, 65, 1_000] {
      let moves = (0..<length).reversed().flatMap { item in
        (0..<3).map { section in
          ItemMove(
            from: ItemPath(item: item, section: section),
            to: ItemPath(item: length - 1 - item, section: section))
        }
      }
      let sorted = moves.sortedUniqueMoves()
      #expect(sorted == moves.sortedUnique(by: ItemMove.precedes), "length \(length)")
      #expect(sorted.count == moves.count)
    }
  }

  @Test(
    "Runs of distinct items near their count, in any order, come out ascending",
    arguments: [4, 5, 6])
  func denseRuns(seed: UInt64) {
    var random = SeededRandomNumberGenerator(seed: seed)
    for round in 0..<50 {
      // Each section's items are some of `0..<span`, shuffled, with a few repeated in some
      // rounds (two moves from one path, which only a batch a view refuses has).
      let moves = (0..<3).flatMap { section in
        let length = 1 + random.next(below: 300)
        let span = length + random.next(below: 3 * length)
        var items = Array(Array(0..<span).shuffled(using: &random).prefix(length))
        if round % 5 == 0 { items.append(items[random.next(below: items.count)]) }
        return items.map { item in
          ItemMove(
            from: ItemPath(item: item, section: section),
            to: ItemPath(item: random.next(below: 1_000), section: random.next(below: 3)))
        }
      }.shuffled(using: &random)
      let expected = moves.sortedUnique(by: ItemMove.precedes)
      #expect(moves.sortedUniqueMoves() == expected, "seed \(seed), round \(round)")
    }
  }

  @Test("Paths beyond 32 bits are sorted all the same")
  func widePaths() {
    let wide = ItemMove(
      from: ItemPath(item: 1 << 40, section: 0), to: ItemPath(item: 0, section: 0))
    let narrow = ItemMove(from: ItemPath(item: 5, section: 0), to: ItemPath(item: 1, section: 0))
    #expect([wide, narrow, wide].sortedUniqueMoves() == [narrow, wide])
    // In a run long enough for the radix sort.
    let long = (0..<100).map {
      ItemMove(from: ItemPath(item: 100 - $0, section: 0), to: ItemPath(item: $0, section: 0))
    }
    let moves = long + [wide, narrow, wide]
    #expect(moves.sortedUniqueMoves() == moves.sortedUnique(by: ItemMove.precedes))
  }

  @Test("Negative and far sections are sorted by comparisons")
  func sectionsOutsideTheDeal() {
    let far = ItemMove(from: ItemPath(item: 0, section: 1 << 40), to: ItemPath(item: 0, section: 0))
    let negative = ItemMove(
      from: ItemPath(item: 3, section: -2), to: ItemPath(item: 0, section: 0))
    let plain = ItemMove(from: ItemPath(item: 1, section: 0), to: ItemPath(item: 2, section: 0))
    #expect([far, plain, negative, far].sortedUniqueMoves() == [negative, plain, far])
  }
}
