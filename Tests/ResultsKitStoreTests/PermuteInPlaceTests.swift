import ResultsKitTesting
import Testing

@testable import ResultsKitStore

/// The fetch's renumbering: `Array.permute(by:)` and `ColumnValues.permute(_:)` give the
/// permuted elements, and move them — every object alive once, none released twice or leaked.
@Suite("renumbering slots in place", .serialized)
struct PermuteInPlaceTests {
  /// An element that counts how many of its kind are alive (the suite is serialised for it).
  final class Tracked {
    nonisolated(unsafe) static var alive = 0
    let value: Int

    init(_ value: Int) {
      self.value = value
      Tracked.alive += 1
    }

    deinit {
      Tracked.alive -= 1
    }
  }

  /// A random permutation of `0..<count`.
  static func permutation(_ count: Int, _ random: inout SeededRandomNumberGenerator) -> [Int32] {
    var order = (0..<count).map(Int32.init)
    for index in stride(from: count - 1, to: 0, by: -1) {
      order.swapAt(index, random.next(below: index + 1))
    }
    return order
  }

  @Test("Array.permute(by:) equals the copying permutation", arguments: 0..<40)
  func array(seed: UInt64) {
    var random = SeededRandomNumberGenerator(seed: seed)
    let count = seed < 4 ? Int(seed) : random.next(below: 3_000)
    let order = Self.permutation(count, &random)
    var values = (0..<count).map { "value \($0)" }
    let expected = order.map { values[Int($0)] }
    values.permute(by: order)
    #expect(values == expected)
  }

  @Test("Array.permute(by:) moves: each object stays alive once, and goes with the array")
  func arrayMoves() {
    var random = SeededRandomNumberGenerator(seed: 7)
    let before = Tracked.alive
    do {
      var values = (0..<1_000).map { Tracked($0) }
      let order = Self.permutation(values.count, &random)
      values.permute(by: order)
      #expect(values.map(\.value) == order.map(Int.init))
      #expect(Tracked.alive == before + 1_000)
    }
    #expect(Tracked.alive == before)
  }

  @Test("ColumnValues.permute(_:) moves every slot's value, or copies a subset")
  func column() {
    var random = SeededRandomNumberGenerator(seed: 11)
    let before = Tracked.alive
    do {
      let column = ColumnValues<Tracked>()
      for slot in 0..<500 { column.store(Tracked(slot), at: slot) }
      let order = Self.permutation(500, &random)
      column.permute(order)
      #expect((0..<500).map { column[$0].value } == order.map(Int.init))
      #expect(Tracked.alive == before + 500)
      // A subset (not every slot): the others are dropped.
      let subset = Array(order.prefix(100))
      column.permute(subset)
      #expect(column.count == 100)
      #expect(Tracked.alive == before + 100)
    }
    #expect(Tracked.alive == before)
  }
}
