import ResultsKit
import ResultsKitTesting
import Testing

/// `canonicalized()` sorts item paths by packing them into integers and radix-sorting those
/// when every index fits in 32 bits, and by comparing pairs otherwise: both must agree with a
/// plain sort of the distinct paths, at every size and range.
@Suite struct CanonicalSortTests {
  /// The ranges indices are drawn from: small (few varying bytes), wide (every byte varies),
  /// and beyond 32 bits or negative (the comparison fallback).
  enum Range: CaseIterable {
    case small, wide, beyond32Bits, negative

    var seed: UInt64 {
      switch self {
      case .small: 1
      case .wide: 2
      case .beyond32Bits: 3
      case .negative: 4
      }
    }

    func index(using rng: inout SeededRandomNumberGenerator) -> Int {
      switch self {
      case .small: Int.random(in: 0..<300, using: &rng)
      case .wide: Int.random(in: 0...Int(UInt32.max), using: &rng)
      case .beyond32Bits: Int.random(in: 0...(Int(UInt32.max) + 5), using: &rng)
      case .negative: Int.random(in: -3..<300, using: &rng)
      }
    }
  }

  private func randomPaths(count: Int, _ range: Range, using rng: inout SeededRandomNumberGenerator)
    -> [ItemPath]
  {
    (0..<count).map { _ in
      ItemPath(item: range.index(using: &rng), section: range.index(using: &rng) % 7)
    }
  }

  @Test(arguments: Range.allCases)
  func pathListsSortLikeAPlainSortOfTheDistinctPaths(_ range: Range) {
    var rng = SeededRandomNumberGenerator(seed: 0xC0FF_EE00 &+ range.seed)
    for count in [0, 1, 2, 63, 64, 65, 200, 1_000, 5_000] {
      var paths = randomPaths(count: count, range, using: &rng)
      if count > 2 { paths += paths.prefix(count / 3) }  // duplicates at every size
      let expected = Array(Set(paths)).sorted()
      let batch = ChangeBatch(
        deletedItems: paths, insertedItems: paths.reversed(), reloadedItems: expected,
        reconfiguredItems: paths.shuffled(using: &rng))
      let canonical = batch.canonicalized()
      #expect(canonical.deletedItems == expected, "count \(count)")
      #expect(canonical.insertedItems == expected, "count \(count)")
      #expect(canonical.reloadedItems == expected, "count \(count)")
      #expect(canonical.reconfiguredItems == expected, "count \(count)")
      #expect(canonical.isCanonical)
    }
  }

  @Test func indicesThatDifferOnlyInTheirHighBytesSortByValue() {
    let high = Int(UInt32.max)
    let paths = (0..<100).flatMap { section in
      [high, high - 256, 1 << 24, 0, 255, 256].map { ItemPath(item: $0, section: section * 257) }
    }
    let canonical = ChangeBatch(deletedItems: paths.reversed()).canonicalized()
    #expect(canonical.deletedItems == paths.sorted())
  }
}
