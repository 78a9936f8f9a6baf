import ResultsKit
import ResultsKitTesting
import TestSupport
import Testing

/// The one rule the coordinator and the Core Data adapter share for an update reported with
/// another change of its object.
@Suite("UpdateAbsorption")
struct UpdateAbsorptionTests {
  @Test("An update at a removed row or in a deleted section is absorbed; others are not")
  func absorbs() {
    let rule = UpdateAbsorption(
      removing: [path(1, 3), path(0, 0), path(1, 3)], deletedSections: [4, 2, 4])
    #expect(rule.absorbs(updateAt: path(0, 0)))
    #expect(rule.absorbs(updateAt: path(1, 3)))
    #expect(rule.absorbs(updateAt: path(2, 7)))
    #expect(rule.absorbs(updateAt: path(4, 0)))
    #expect(!rule.absorbs(updateAt: path(0, 1)))
    #expect(!rule.absorbs(updateAt: path(0, 3)))
    #expect(!rule.absorbs(updateAt: path(3, 0)))
  }

  @Test("With nothing removed, nothing is absorbed")
  func empty() {
    let rule = UpdateAbsorption(removing: [], deletedSections: [])
    #expect(!rule.absorbs(updateAt: path(0, 0)))
  }

  /// Against a reference: random removals and sections, every path of a small grid.
  @Test("Agrees with a set-based reference", arguments: 0..<50)
  func reference(seed: UInt64) {
    var random = SeededRandomNumberGenerator(seed: seed)
    let removed = (0..<random.next(below: 12)).map { _ in
      path(random.next(below: 5), random.next(below: 6))
    }
    let deleted = (0..<random.next(below: 3)).map { _ in random.next(below: 5) }
    let rule = UpdateAbsorption(removing: removed, deletedSections: deleted)
    for section in 0..<5 {
      for item in 0..<6 {
        let expected = Set(removed).contains(path(section, item)) || deleted.contains(section)
        #expect(rule.absorbs(updateAt: path(section, item)) == expected)
      }
    }
  }

  /// Read from canonical moves: the same answers as from their paths.
  @Test("From sorted moves, agrees with the rule made from their paths", arguments: 0..<50)
  func sortedMoves(seed: UInt64) {
    var random = SeededRandomNumberGenerator(seed: seed)
    let moves = (0..<random.next(below: 12)).map { _ in
      ItemMove(
        from: path(random.next(below: 5), random.next(below: 6)),
        to: path(random.next(below: 5), random.next(below: 6)))
    }
    let canonical = ChangeBatch(movedItems: moves).canonicalized().movedItems
    let rule = UpdateAbsorption(sortedMoves: canonical)
    let reference = UpdateAbsorption(removing: moves.map(\.from), deletedSections: [])
    for section in 0..<5 {
      for item in 0..<6 {
        let update = path(section, item)
        #expect(rule.absorbs(updateAt: update) == reference.absorbs(updateAt: update))
        #expect(rule.absorbs(updateAt: update) == moves.contains { $0.from == update })
      }
    }
  }
}
