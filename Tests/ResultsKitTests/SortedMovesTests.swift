import ResultsKitTesting
import Testing

@testable import ResultsKit

/// Canonical moves come from a radix sort of their sources: the same list as a comparison
/// sort by source and destination with exact repeats removed.
@Suite("Moves sorted by radix")
struct SortedMovesTests {
  @Test("Equals sorting by (from, to) and dropping repeats", arguments: [1, 2, 3])
  func matchesAComparisonSort(seed: UInt64) {
    var random = SeededRandomNumberGenerator(seed: seed)
    for round in 0..<200 {
      // Few distinct paths in some rounds (shared sources and exact repeats), many in others.
      let spread = round % 4 == 0 ? 3 : 70_000
      let moves = (0..<random.next(below: 120)).map { _ in
        ItemMove(
          from: ItemPath(item: random.next(below: spread), section: random.next(below: 4)),
          to: ItemPath(item: random.next(below: spread), section: random.next(below: 4)))
      }
      let expected = moves.sortedUnique { ($0.from, $0.to) < ($1.from, $1.to) }
      #expect(moves.sortedUniqueMoves() == expected, "seed \(seed), round \(round)")
      #expect(ChangeBatch(movedItems: moves).canonicalized().movedItems == expected)
    }
  }

  @Test("Paths beyond 32 bits are sorted all the same")
  func widePaths() {
    let wide = ItemMove(
      from: ItemPath(item: 1 << 40, section: 0), to: ItemPath(item: 0, section: 0))
    let narrow = ItemMove(from: ItemPath(item: 5, section: 0), to: ItemPath(item: 1, section: 0))
    #expect([wide, narrow, wide].sortedUniqueMoves() == [narrow, wide])
  }
}
