import ResultsKitReplay

/// A command-line option that takes a whole number, and the range of numbers it accepts.
///
/// The ranges are what a terminal and memory can hold: ``rows`` is as many rows as any terminal
/// shows, ``importCount`` as many arrivals as the store keeps in well under a gigabyte (about
/// 470 bytes each), and ``frames`` about seven hours of updates at four a second.
struct NumericOption: Equatable, Sendable {
  /// The option as written, such as `--rows`.
  let name: String
  /// The numbers accepted.
  let range: ClosedRange<UInt64>
  /// What the number counts, for messages and the usage ("rows"); empty for a plain number.
  let noun: String

  /// `--frames`: feed updates before the summary.
  static let frames = NumericOption(name: "--frames", range: 0...100_000, noun: "updates")
  /// `--seed`: the station's random seed, any 64-bit unsigned number.
  static let seed = NumericOption(name: "--seed", range: 0...UInt64.max, noun: "")
  /// `--rows`: the board's height.
  static let rows = NumericOption(name: "--rows", range: 1...1_000, noun: "rows")
  /// `--import`: historical arrivals imported with the coordinator paused.
  static let importCount = NumericOption(
    name: "--import", range: 0...1_000_000, noun: "arrivals")

  /// `import --db FILE N`: the arrivals another process writes into a database file.
  static let databaseImport = NumericOption(name: "import", range: 1...1_000_000, noun: "arrivals")

  /// Every numeric option, in the order the usage lists them.
  static let all: [NumericOption] = [.frames, .seed, .rows, .importCount]

  /// The option named `name`, if it takes a number.
  static func named(_ name: String) -> NumericOption? {
    all.first { $0.name == name }
  }

  /// The accepted range in words: "1 to 1,000 rows".
  var accepted: String {
    let bounds = "\(Format.grouped(range.lowerBound)) to \(Format.grouped(range.upperBound))"
    return noun.isEmpty ? bounds : bounds + " " + noun
  }

  /// Reads the word after the option: a whole number in ``range``, written in decimal with an
  /// optional sign.
  ///
  /// - Throws: ``DemoOptionError/missingValue(_:)`` when there is no word,
  ///   ``DemoOptionError/notANumber(_:_:)`` when it is not a whole number, and
  ///   ``DemoOptionError/outOfRange(_:_:)`` when it is one outside ``range`` (negative, or too
  ///   large, however many digits it has).
  func value(of word: String?) throws(DemoOptionError) -> UInt64 {
    guard let word else { throw .missingValue(self) }
    var digits = Substring(word)
    var negative = false
    if let sign = digits.first, sign == "-" || sign == "+" {
      negative = sign == "-"
      digits = digits.dropFirst()
    }
    guard !digits.isEmpty, digits.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else {
      throw .notANumber(self, word)
    }
    guard let value = UInt64(digits), !negative || value == 0, range.contains(value) else {
      throw .outOfRange(self, word)
    }
    return value
  }
}
