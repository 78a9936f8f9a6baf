/// A small, fast random number generator whose whole sequence is fixed by a seed.
///
/// Property-based and model-based tests draw their cases from it, so every run draws the same
/// cases and a failure reported with its seed can be replayed exactly:
///
/// ```swift
/// var random = SeededRandomNumberGenerator(seed: 42)
/// let count = Int.random(in: 0..<100, using: &random)  // the same on every run
/// ```
///
/// It is Steele, Lea and Flood's SplitMix64: one addition and three multiply-xorshift steps per
/// value, with a period of 2⁶⁴. It is not suitable for anything that needs secrecy.
public struct SeededRandomNumberGenerator: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// Creates a generator whose sequence is determined by `seed`.
  ///
  /// - Parameter seed: Any value; different seeds give unrelated sequences.
  public init(seed: UInt64) {
    state = seed
  }

  /// The next 64 random bits.
  ///
  /// - Complexity: O(1).
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }

  /// A value in `0..<bound`, taken as the next value modulo `bound`.
  ///
  /// Cheaper than `Int.random(in:using:)` and slightly biased for bounds that are not powers
  /// of two, which does not matter for choosing test cases.
  ///
  /// - Parameter bound: The exclusive upper bound; must be positive.
  /// - Returns: A value in `0..<bound`, or 0 when `bound` is not positive.
  public mutating func next(below bound: Int) -> Int {
    guard bound > 0 else { return 0 }
    return Int(next() % UInt64(bound))
  }
}
