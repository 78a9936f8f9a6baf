import ResultsKitTesting

@testable import ResultsKitStore

/// What the hostile model draws samples from: identifiers in canonically equivalent spellings,
/// floating-point values of every class, a few codes (so that the UNIQUE code conflicts) and
/// shelves.
enum SampleDraws {
  /// Twelve logical identifiers, each with every spelling the model writes.
  ///
  /// The first spelling is not always the canonical one. Two of them look alike and are not equal: `e` with U+0302 then
  /// U+0301 (ế) and `e` with U+0301 then U+0302 (é̂), whose marks have one combining class.
  static let identifiers: [[String]] = [
    ["caf\u{E9}", "cafe\u{301}"],
    ["\u{212B}", "A\u{30A}", "\u{C5}"],
    ["s\u{323}\u{307}", "s\u{307}\u{323}", "\u{1E69}"],
    ["\u{AC00}", "\u{1100}\u{1161}"],
    ["\u{1100}\u{1161}\u{11A8}", "\u{AC01}", "\u{AC00}\u{11A8}"],
    ["\u{2126}", "\u{3A9}"],
    ["e\u{302}\u{301}", "\u{1EBF}", "\u{EA}\u{301}"],
    ["e\u{301}\u{302}", "\u{E9}\u{302}"],
    ["q\u{307}\u{323}", "q\u{323}\u{307}"],
    ["\u{FB01}x"],
    ["a"],
    ["zed"],
  ]

  /// Doubles of every class: NaNs with payloads and both signs, quiet and signalling; both
  /// zeros; both infinities; subnormals; the greatest and least finite values; ordinary ones.
  static let doubles: [Double] = [
    .nan, -.nan, .signalingNaN, -.signalingNaN, Double(bitPattern: 0x7FF8_0000_0000_1234),
    Double(bitPattern: 0xFFF0_0000_0000_0001), 0, -0.0, .infinity, -.infinity,
    .leastNonzeroMagnitude, -.leastNonzeroMagnitude, Double(bitPattern: 0x000F_FFFF_FFFF_FFFF),
    .leastNormalMagnitude, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 1, -1, 0.1,
    -2.5, 1.0 / 3, 9_007_199_254_740_992, 1e300, -1e-300,
  ]

  /// Floats of every class, as ``doubles``.
  static let floats: [Float] = [
    .nan, -.nan, .signalingNaN, Float(bitPattern: 0x7FC0_1234), Float(bitPattern: 0xFF80_0001),
    0, -0.0, .infinity, -.infinity, .leastNonzeroMagnitude, -.leastNonzeroMagnitude,
    .leastNormalMagnitude, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 1.5, 0.1, -3,
  ]

  /// The codes.
  ///
  /// `a`/`A` and `b`/`B` collide under `COLLATE NOCASE`; `12` reads as a number,
  /// which a column of numeric affinity would change (the store must refuse it there; raw SQL
  /// never writes it).
  static let codes = ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "A", "B", "12"]
  /// The codes raw SQL writes.
  static let sqlCodes = codes.filter { $0 != numericCode }
  /// The code that reads as a number.
  static let numericCode = "12"

  static let shelves = ["x", "y", "z"]
}

extension SeededRandomNumberGenerator {
  /// One element of `elements` (not empty).
  mutating func element<T>(of elements: [T]) -> T {
    elements[next(below: elements.count)]
  }

  /// Whether a one-in-`n` chance came up.
  mutating func oneIn(_ n: Int) -> Bool { next(below: n) == 0 }

  /// A spelling of a random logical identifier.
  mutating func identifierSpelling() -> String {
    element(of: element(of: SampleDraws.identifiers))
  }

  /// Another spelling of the logical identifier of `spelling`, when it has one.
  mutating func respelling(of spelling: String) -> String {
    let family = SampleDraws.identifiers.first { $0.contains(spelling) } ?? [spelling]
    return element(of: family)
  }

  /// A sample with every field drawn.
  mutating func sample(id: String, codes: [String] = SampleDraws.codes) -> Sample {
    Sample(
      id: id, code: element(of: codes), value: element(of: SampleDraws.doubles),
      single: element(of: SampleDraws.floats),
      maybe: oneIn(3) ? nil : element(of: SampleDraws.doubles), series: series(),
      shelf: element(of: SampleDraws.shelves))
  }

  /// Zero to three doubles.
  mutating func series() -> [Double] {
    (0..<next(below: 4)).map { _ in element(of: SampleDraws.doubles) }
  }

  /// `sample` with one to three of its fields (not its identifier) drawn again.
  mutating func changed(_ sample: Sample, codes: [String] = SampleDraws.codes) -> Sample {
    var result = sample
    for _ in 0...next(below: 3) {
      switch next(below: 6) {
      case 0: result.code = element(of: codes)
      case 1: result.value = element(of: SampleDraws.doubles)
      case 2: result.single = element(of: SampleDraws.floats)
      case 3: result.maybe = oneIn(3) ? nil : element(of: SampleDraws.doubles)
      case 4: result.series = series()
      default: result.shelf = element(of: SampleDraws.shelves)
      }
    }
    return result
  }
}
