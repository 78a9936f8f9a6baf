import ResultsKit
import ResultsKitTesting
import TestSupport
import Testing

/// `ItemPathMap` against UIKit's replay: every kept item lands where `applied(to:taking:)`
/// puts it, and every new position comes from where the replay took it.
@Suite struct ItemPathMapTests {
  @Test func handChecked() {
    // Before: section 0 [a b c d], section 1 [e f], section 2 [g].
    // Delete b, move d to the front of section 2 (after), insert at [0, 1], delete section 1,
    // insert a section at 1, reload c.
    let batch = ChangeBatch(
      deletedSections: [1], insertedSections: [1],
      deletedItems: [path(0, 1)], insertedItems: [path(0, 1)],
      movedItems: [ItemMove(from: path(0, 3), to: path(2, 0))], reloadedItems: [path(0, 2)])
    let map = ItemPathMap(batch)
    #expect(map.pathAfter(path(0, 0)) == path(0, 0))  // a
    #expect(map.pathAfter(path(0, 1)) == nil)  // b, deleted
    #expect(map.pathAfter(path(0, 2)) == path(0, 2))  // c, reloaded, after the insert
    #expect(map.pathAfter(path(0, 3)) == path(2, 0))  // d, moved
    #expect(map.pathAfter(path(1, 0)) == nil)  // e, its section deleted
    #expect(map.pathAfter(path(2, 0)) == path(2, 1))  // g, behind d
    #expect(map.sectionAfter(1) == nil)
    #expect(map.sectionAfter(2) == 2)
    #expect(map.sectionBefore(1) == nil)
    #expect(map.pathBefore(path(0, 1)) == nil)  // the insert
    #expect(map.pathBefore(path(2, 0)) == path(0, 3))
    #expect(map.pathBefore(path(2, 1)) == path(2, 0))
  }

  @Test func emptyBatchMapsEveryPathToItself() {
    let map = ItemPathMap(ChangeBatch())
    #expect(map.pathAfter(path(3, 7)) == path(3, 7))
    #expect(map.pathBefore(path(0, 0)) == path(0, 0))
    #expect(map.sectionAfter(5) == 5)
  }

  /// The replay's answer: for each position after the batch, the position before it that the
  /// element there came from (nil for inserts).
  private func origins(_ batch: ChangeBatch, before: [Int], after: [Int]) throws -> [[ItemPath?]] {
    var positional = batch
    positional.reloadedItems = []
    positional.reconfiguredItems = []
    let tagged: [[ItemPath?]] = before.enumerated().map { section, count in
      (0..<count).map { ItemPath(item: $0, section: section) }
    }
    let fresh: [[ItemPath?]] = after.map { Array(repeating: nil, count: $0) }
    return try positional.applied(to: tagged, taking: fresh)
  }

  @Test(arguments: [7 as UInt64, 8, 9])
  func agreesWithTheReplay(seed: UInt64) throws {
    var rng = SeededRandomNumberGenerator(seed: seed)
    var checked = 0
    for _ in 0..<1_500 {
      let before = RandomBatches.counts(maxSections: 5, maxItems: 7, using: &rng)
      let (batch, after) = RandomBatches.valid(before: before, using: &rng)
      let origins = try origins(batch, before: before, after: after)
      let map = ItemPathMap(batch)
      var landing: [ItemPath: ItemPath] = [:]
      for (section, column) in origins.enumerated() {
        for (item, origin) in column.enumerated() {
          let here = path(section, item)
          #expect(map.pathBefore(here) == origin, "\(batch) \(before) → \(after): before \(here)")
          if let origin { landing[origin] = here }
        }
      }
      for (section, count) in before.enumerated() {
        for item in 0..<count {
          let here = path(section, item)
          #expect(map.pathAfter(here) == landing[here], "\(batch) \(before): after \(here)")
          checked += 1
        }
      }
    }
    #expect(checked > 10_000)
  }
}
