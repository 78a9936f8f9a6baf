import ResultsKitReplay

/// Why the demo's command line was refused; the demo prints the description on one line of
/// standard error and exits with status 2, before it allocates anything.
enum DemoOptionError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A word that is not an option.
  case unknownOption(String)
  /// A numeric option at the end of the command line, without its number.
  case missingValue(NumericOption)
  /// A numeric option followed by a word that is not a whole number.
  case notANumber(NumericOption, String)
  /// A numeric option followed by a whole number outside its range.
  case outOfRange(NumericOption, String)
  /// `--db` at the end of the command line, or followed by an empty word, without a file.
  case missingDatabase
  /// `import` without `--db FILE`, or without the number of arrivals, or with a stray word.
  case importUsage(String)
  /// An option given a second time, such as `--db` in `import --db a --db b 10`: the demo
  /// takes each option once rather than letting the last one win unseen.
  case repeatedOption(String)

  /// The problem in words, naming the option, the value given and the accepted range:
  /// "--rows 100000000 is out of range; the accepted range is 1 to 1,000 rows".
  var description: String {
    switch self {
    case let .unknownOption(word):
      "unknown option \(Format.shown(word))"
    case let .missingValue(option):
      "\(option.name) needs a number; the accepted range is \(option.accepted)"
    case let .notANumber(option, word):
      "\(option.name) \(Format.shown(word)) is not a whole number; "
        + "the accepted range is \(option.accepted)"
    case let .outOfRange(option, word):
      "\(option.name) \(Format.shown(word)) is out of range; "
        + "the accepted range is \(option.accepted)"
    case .missingDatabase:
      "--db needs the path of a SQLite file"
    case let .importUsage(problem):
      "import: \(problem); usage: resultskit-demo import --db FILE N"
    case let .repeatedOption(name):
      "\(name) is given more than once; each option may be given only once"
    }
  }
}
