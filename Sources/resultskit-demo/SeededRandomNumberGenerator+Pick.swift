import ResultsKitTesting

extension SeededRandomNumberGenerator {
  /// One of `choices` (not empty), chosen by the next value modulo its count: the same seed
  /// picks the same station.
  mutating func pick<T>(_ choices: [T]) -> T {
    choices[next(below: choices.count)]
  }
}
