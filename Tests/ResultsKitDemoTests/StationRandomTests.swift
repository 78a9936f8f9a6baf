import ResultsKitTesting
import Testing

@testable import resultskit_demo

/// The demo's own seeded generator: SplitMix64, value for value the generator of
/// `ResultsKitTesting` it replaces, so that a `--seed` shows the same station as before.
@Suite("station random")
struct StationRandomTests {
  @Test("SplitMix64's published first values for seed 0")
  func referenceValues() {
    var random = StationRandom(seed: 0)
    #expect(random.next() == 0xE220_A839_7B1D_CDAF)
    #expect(random.next() == 0x6E78_9E6A_A1B9_65F4)
    #expect(random.next() == 0x06C4_5D18_8009_454F)
  }

  @Test(
    "The same values, bounded values and picks as ResultsKitTesting's generator",
    arguments: [0, 1, 7, 42, 2_026, 2_611, UInt64.max])
  func sameAsTestingGenerator(seed: UInt64) {
    var demo = StationRandom(seed: seed)
    var testing = SeededRandomNumberGenerator(seed: seed)
    for step in 0..<1_000 {
      switch step % 3 {
      case 0: #expect(demo.next() == testing.next())
      case 1:
        let bound = 1 + step % 25
        #expect(demo.next(below: bound) == testing.next(below: bound))
      default:
        #expect(
          demo.pick(StationFeed.destinations)
            == StationFeed.destinations[
              testing.next(below: StationFeed.destinations.count)])
      }
    }
    #expect(demo.next(below: 0) == 0 && demo.next() == testing.next(), "no value drawn for 0")
  }
}
