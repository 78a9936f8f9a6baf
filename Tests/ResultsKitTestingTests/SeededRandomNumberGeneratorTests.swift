import ResultsKitTesting
import Testing

/// The seeded generator is SplitMix64: the published sequence, the same for the same seed.
@Suite struct SeededRandomNumberGeneratorTests {
  @Test func seedZeroGivesSplitMix64sPublishedSequence() {
    var random = SeededRandomNumberGenerator(seed: 0)
    #expect(random.next() == 0xE220_A839_7B1D_CDAF)
    #expect(random.next() == 0x6E78_9E6A_A1B9_65F4)
    #expect(random.next() == 0x06C4_5D18_8009_454F)
  }

  @Test func theSameSeedGivesTheSameValuesAndOthersDiffer() {
    var first = SeededRandomNumberGenerator(seed: 42)
    var second = SeededRandomNumberGenerator(seed: 42)
    var other = SeededRandomNumberGenerator(seed: 43)
    let values = (0..<100).map { _ in first.next() }
    #expect(values == (0..<100).map { _ in second.next() })
    #expect(values != (0..<100).map { _ in other.next() })
  }

  @Test func boundedValuesStayBelowTheBoundAndCoverIt() {
    var random = SeededRandomNumberGenerator(seed: 7)
    let drawn = (0..<1_000).map { _ in random.next(below: 6) }
    #expect(Set(drawn) == Set(0..<6))
    #expect(random.next(below: 1) == 0)
    #expect(random.next(below: 0) == 0, "a bound that is not positive gives 0, not a trap")
    #expect(random.next(below: -5) == 0)
  }
}
