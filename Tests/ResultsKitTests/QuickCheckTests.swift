import ResultsKitTesting
import Testing

@testable import ResultsKit

/// The quick check that `validate(before:after:)` tries first decides exactly what the full
/// check decides, for every batch it looks at, and never decides an error.
@Suite struct QuickCheckTests {
  /// A random batch of at most `limit` item changes over a few small sections, its after
  /// counts either adding up or off by one in one section.
  static func randomCase(
    _ random: inout SeededRandomNumberGenerator, limit: Int
  ) -> (batch: ChangeBatch, before: [Int], after: [Int]) {
    let sections = Int.random(in: 1...3, using: &random)
    let before = (0..<sections).map { _ in Int.random(in: 0...3, using: &random) }
    // Paths from a small pool, so that lists repeat and share paths, now and then one a
    // little beyond the counts.
    func path() -> ItemPath {
      if Int.random(in: 0..<10, using: &random) == 0 {
        return ItemPath(
          item: Int.random(in: -1...4, using: &random),
          section: Int.random(in: -1...sections, using: &random))
      }
      return ItemPath(
        item: Int.random(in: 0...2, using: &random),
        section: Int.random(in: 0..<sections, using: &random))
    }
    var batch = ChangeBatch()
    let changes =
      Int.random(in: 0..<8, using: &random) == 0
      ? Int.random(in: 0...limit, using: &random) : Int.random(in: 0...3, using: &random)
    for _ in 0..<changes {
      switch Int.random(in: 0..<5, using: &random) {
      case 0: batch.deletedItems.append(path())
      case 1: batch.insertedItems.append(path())
      case 2: batch.movedItems.append(ItemMove(from: path(), to: path()))
      case 3: batch.reloadedItems.append(path())
      default: batch.reconfiguredItems.append(path())
      }
    }
    var after = before
    func shift(_ path: ItemPath, _ by: Int) {
      if after.indices.contains(path.section) { after[path.section] += by }
    }
    batch.deletedItems.forEach { shift($0, -1) }
    batch.insertedItems.forEach { shift($0, 1) }
    batch.movedItems.forEach {
      shift($0.from, -1)
      shift($0.to, 1)
    }
    if Int.random(in: 0..<4, using: &random) == 0 {
      after[Int.random(in: 0..<sections, using: &random)] += 1
    }
    return (batch, before, after)
  }

  @Test("Random small batches: the quick check passes exactly the batches the full check does")
  func agreesWithFullCheck() {
    var random = SeededRandomNumberGenerator(seed: 0x9_1C4E)
    var passed = 0
    var refused = 0
    for index in 0..<20_000 {
      let (batch, before, after) = Self.randomCase(&random, limit: ChangeBatch.quickCheckLimit)
      let full = Result { () throws(BatchError) in try batch.checked(before: before, after: after) }
      let quick = batch.passesQuickCheck(before: before, after: after)
      let fullPassed = (try? full.get()) != nil
      #expect(quick == fullPassed, "case \(index): \(batch), before \(before), after \(after)")
      // validate throws what the full check throws, and nothing when it passes.
      var thrown: BatchError?
      do throws(BatchError) { try batch.validate(before: before, after: after) } catch {
        thrown = error
      }
      if case let .failure(error) = full {
        #expect(thrown == error, "case \(index)")
      } else {
        #expect(thrown == nil, "case \(index)")
      }
      if quick { passed += 1 } else { refused += 1 }
    }
    // Both outcomes were exercised.
    #expect(passed > 1_000 && refused > 1_000, "passed \(passed), refused \(refused)")
  }

  @Test("Batches the quick check does not look at: it answers false, and validate still passes")
  func outOfScope() throws {
    let sectionInserted = ChangeBatch(insertedSections: [1])
    #expect(!sectionInserted.passesQuickCheck(before: [2], after: [2, 0]))
    try sectionInserted.validate(before: [2], after: [2, 0])
    let many = ChangeBatch(
      insertedItems: (0...ChangeBatch.quickCheckLimit).map { ItemPath(item: $0, section: 0) })
    let after = [ChangeBatch.quickCheckLimit + 1]
    #expect(!many.passesQuickCheck(before: [0], after: after))
    try many.validate(before: [0], after: after)
  }
}
