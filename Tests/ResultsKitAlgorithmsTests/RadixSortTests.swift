import ResultsKitAlgorithms
import ResultsKitTesting
import Testing

/// The radix sort the diff, the batches and the controller's events use: ascending by key,
/// equal keys in their order (stable), for every length and spread of keys.
@Suite("Radix sort by key")
struct RadixSortTests {
  @Test("Equals a stable comparison sort, keys spread over few or many bytes")
  func matchesAStableSort() {
    var random = SeededRandomNumberGenerator(seed: 42)
    for length in [0, 1, 2, 31, 32, 33, 100, 1_000] {
      for spread: UInt64 in [1, 3, 255, 70_000, .max] {
        let pairs = (0..<length).map { index in
          (
            key: UInt64(random.next(below: Int.max)) % spread &+ (spread == .max ? 0 : 1 << 40),
            index: index
          )
        }
        var sorted = pairs
        sorted.radixSort(by: \.key)
        var expected = pairs
        expected.sort { ($0.key, $0.index) < ($1.key, $1.index) }
        #expect(sorted.map(\.index) == expected.map(\.index), "\(length) keys below \(spread)")
      }
    }
  }
}
