import ResultsKitTesting
import Testing

@testable import ResultsKitStore

/// The counted B+ tree against an array model: seeded random insertions by order, removals by
/// rank and replacements, with every structural invariant checked after each step.
@Suite("Counted tree")
struct CountedTreeTests {

  /// Checks counts, separators (each child's exact first element), fill and depth.
  static func check(_ node: CountedTree<Int>.Node, isRoot: Bool) -> (count: Int, depth: Int) {
    if node.isLeaf {
      #expect(node.count == node.elements.count)
      #expect(node.elements.count <= CountedTree<Int>.leafCapacity)
      if !isRoot { #expect(node.elements.count >= CountedTree<Int>.leafCapacity / 4) }
      return (node.elements.count, 1)
    }
    #expect(node.children.count == node.counts.count)
    #expect(node.children.count == node.elements.count)
    #expect(node.children.count <= CountedTree<Int>.innerCapacity)
    #expect(node.children.count >= (isRoot ? 2 : CountedTree<Int>.innerCapacity / 4))
    var total = 0
    var depths = Set<Int>()
    for (index, child) in node.children.enumerated() {
      let (count, depth) = check(child, isRoot: false)
      #expect(count == node.counts[index])
      var first = child
      while !first.isLeaf { first = first.children[0] }
      #expect(node.elements[index] == first.elements[0])
      total += count
      depths.insert(depth)
    }
    #expect(depths.count == 1)
    #expect(total == node.count)
    return (total, (depths.first ?? 0) + 1)
  }

  @Test(
    "Random insertions, removals and replacements match a sorted array", arguments: [1, 2, 3, 4])
  func matchesTheModel(seed: UInt64) {
    var generator = SeededRandomNumberGenerator(seed: seed)
    var tree = CountedTree<Int>()
    var model: [Int] = []
    for step in 0..<6_000 {
      // Grow to a few thousand elements, then shrink to nothing, then grow again.
      let growing = (step / 1_500) % 2 == 0
      let choice = generator.next(below: 10)
      if model.isEmpty || (growing ? choice < 7 : choice < 3) {
        let value = generator.next(below: 1_000_000)
        guard !model.contains(value) else { continue }
        let rank = tree.insert(value) { $0 < value }
        let expected = model.firstIndex { $0 >= value } ?? model.count
        #expect(rank == expected)
        model.insert(value, at: expected)
      } else if choice == 9 {
        let rank = generator.next(below: model.count)
        // A replacement that keeps the order: the value itself, so separators stay exact.
        tree[rank] = model[rank]
      } else {
        let rank = generator.next(below: model.count)
        #expect(tree.remove(at: rank) == model.remove(at: rank))
      }
      if step % 97 == 0 || model.count < 3 {
        #expect(tree.elements == model)
        _ = Self.check(tree.root, isRoot: true)
      }
    }
    #expect(tree.elements == model)
    for probe in [-1, 0, 500_000, 2_000_000] {
      #expect(tree.lowerBound { $0 < probe } == (model.firstIndex { $0 >= probe } ?? model.count))
    }
    for rank in stride(from: 0, to: model.count, by: 37) { #expect(tree[rank] == model[rank]) }
  }

  @Test("A tree built from sorted elements is full and searchable")
  func bulkBuild() {
    let values = Array(0..<20_000).map { $0 * 2 }
    let tree = CountedTree(sorted: values)
    #expect(tree.count == values.count)
    #expect(tree.elements == values)
    #expect(tree.lowerBound { $0 < 301 } == 151)
    #expect(tree.firstRank { $0 == 400 } == 200)
    #expect(CountedTree<Int>(sorted: []).isEmpty)
  }

  @Test("A copy is independent of the original")
  func copyOnWrite() {
    var tree = CountedTree(sorted: Array(0..<1_000))
    let copy = tree
    tree.remove(at: 0)
    tree.insert(5_000) { $0 < 5_000 }
    #expect(copy.elements == Array(0..<1_000))
    #expect(tree.elements == Array(1..<1_000) + [5_000])
  }
}
