import ResultsKitTesting
import TestSupport
import Testing

@testable import ResultsKitStore

/// Searches made together (`CountedTree.lowerBounds(in:isBefore:)`) and insertions by rank,
/// against one search at a time and an array; and the controller that uses them for a
/// commit's old places and arrivals, against the reference, with every commit's searches
/// together or none.
@Suite("Searches together")
struct SearchesTogetherTests {
  /// Trees of every depth and size, from empty to a few levels, with even elements.
  static func trees(_ random: inout SeededRandomNumberGenerator) -> [CountedTree<Int>] {
    let sizes = [0, 1, 5, 127, 128, 129, 1_000, 9_000, 20_000, 70_000]
    return sizes.map { size in
      if random.next(below: 2) == 0 { return CountedTree(sorted: (0..<size).map { $0 * 2 }) }
      // Grown by insertions, whose splits leave leaves partly full.
      var tree = CountedTree<Int>()
      for value in (0..<size).map({ $0 * 2 }).shuffled(using: &random) {
        tree.insert(value) { $0 < value }
      }
      return tree
    }
  }

  /// The rank of each leaf's first element under `node`, counted from `offset`.
  static func leafStarts(_ node: CountedTree<Int>.Node, from offset: Int = 0) -> Set<Int> {
    guard !node.isLeaf else { return [offset] }
    var starts = Set<Int>()
    var offset = offset
    for (index, child) in node.children.enumerated() {
      starts.formUnion(leafStarts(child, from: offset))
      offset += node.counts[index]
    }
    return starts
  }

  @Test("Each search finds what it finds alone, and the element at its rank", arguments: [1, 2, 3])
  func matchesOneAtATime(seed: UInt64) {
    var random = SeededRandomNumberGenerator(seed: seed)
    let pool = Self.trees(&random)
    // More searches than go down together, in trees drawn at random, some probes in each
    // tree, some between its elements, some beyond both ends.
    var trees: [CountedTree<Int>] = []
    var probes: [Int] = []
    for _ in 0..<(3 * CountedTree<Int>.walkedTogether + 7) {
      let tree = pool[random.next(below: pool.count)]
      trees.append(tree)
      probes.append(random.next(below: 2 * tree.count + 3) - 1)
    }
    let found = CountedTree.lowerBounds(in: trees) { search, element in element < probes[search] }
    #expect(found.count == trees.count)
    for search in trees.indices {
      let alone = trees[search].lowerBound { $0 < probes[search] }
      #expect(found[search].rank == alone, "search \(search), probe \(probes[search])")
      if let element = found[search].element {
        #expect(element == trees[search][alone])
      } else {
        // Only a rank past a leaf's end has no element: the next leaf's first, or none.
        #expect(
          alone == trees[search].count || Self.leafStarts(trees[search].root).contains(alone))
      }
    }
    #expect(CountedTree<Int>.lowerBounds(in: []) { _, _ in true }.isEmpty)
  }

  @Test("Insertions by rank match an array", arguments: [4, 5])
  func insertsByRank(seed: UInt64) {
    var random = SeededRandomNumberGenerator(seed: seed)
    var tree = CountedTree<Int>()
    var model: [Int] = []
    for step in 0..<5_000 {
      let rank = random.next(below: model.count + 1)
      tree.insert(step, at: rank)
      model.insert(step, at: rank)
      if step % 499 == 0 {
        #expect(tree.elements == model)
        _ = CountedTreeTests.check(tree.root, isRoot: true)
      }
    }
    #expect(tree.elements == model)
    _ = CountedTreeTests.check(tree.root, isRoot: true)
    // A copy keeps its elements when the original takes more.
    let copy = tree
    tree.insert(-1, at: 0)
    #expect(copy.elements == model)
    #expect(tree.elements == [-1] + model)
  }

  /// The model-based runs' transactions per case: the usual, or their share of a soak's.
  static let transactions = Soak.perCase(cases: Shape.all.count * 2, usual: 400)
  static let impureTransactions = Soak.perCase(cases: Whims.all.count, usual: 150)

  /// Sections small enough to be rebuilt by a merge whenever they receive an object take
  /// their arrivals one by one here (`mergeFactor` 0), as a large store's do.
  @Test(
    "Every commit matches the reference with every commit's searches together, or none",
    arguments: Shape.all, [1, Int.max])
  func followsTheModel(shape: Shape, together: Int) throws {
    let run = try ModelRun(
      shape: shape, seed: 73, strategy: .incremental, searchesTogetherFrom: together,
      mergeFactor: 0)
    try run.run(transactions: Self.transactions)
    #expect(run.failureCount == 0, "\(run.failureReport)")
    Soak.report(
      "SearchesTogetherTests.followsTheModel", case: "\(shape), from \(together)",
      ran: Self.transactions)
  }

  @Test(
    "Impure requests and orders recover with every commit's searches together",
    arguments: Whims.all)
  func impureRequests(whims: Whims) throws {
    let run = try ImpureRun(
      whims: whims, seed: 83, strategy: .incremental, searchesTogetherFrom: 1, mergeFactor: 0)
    try run.run(transactions: Self.impureTransactions)
    #expect(run.failureCount == 0, "\(run.failureReport)")
    try run.recover(transactions: 40)
    #expect(run.failureCount == 0, "\(run.failureReport)")
    Soak.report(
      "SearchesTogetherTests.impureRequests", case: "\(whims)", ran: Self.impureTransactions)
  }
}
