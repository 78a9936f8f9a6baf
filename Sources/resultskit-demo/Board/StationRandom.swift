/// The station's random numbers: a seeded generator whose whole sequence is fixed by its seed,
/// so that the same `--seed` shows the same station.
///
/// It is Steele, Lea and Flood's SplitMix64 (one addition and three multiply-xorshift steps per
/// value), the algorithm of `ResultsKitTesting`'s `SeededRandomNumberGenerator`, written here so
/// that the demo does not depend on the test library; a test checks that the two give the same
/// values, so a seed shows the same station as before. It is not suitable for anything that
/// needs secrecy.
struct StationRandom: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// A generator whose sequence is determined by `seed`.
  init(seed: UInt64) {
    state = seed
  }

  /// The next 64 random bits.
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }

  /// A value in `0..<bound`, taken as the next value modulo `bound`; 0 when `bound` is not
  /// positive (without drawing a value).
  mutating func next(below bound: Int) -> Int {
    guard bound > 0 else { return 0 }
    return Int(next() % UInt64(bound))
  }

  /// One of `choices`, chosen by the next value modulo its count.
  ///
  /// The same seed picks the same station. `choices` must not be empty (the station's lists
  /// are constants).
  mutating func pick<T>(_ choices: [T]) -> T {
    choices[next(below: choices.count)]
  }
}
