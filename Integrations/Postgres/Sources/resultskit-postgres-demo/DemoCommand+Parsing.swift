/// Why a command line was refused.
enum DemoOptionError: Error, Equatable, CustomStringConvertible {
  case unknownOption(String)
  case missingValue(String)
  case invalidNumber(option: String, value: String)
  case invalidTable(String)

  var description: String {
    switch self {
    case let .unknownOption(option): "unknown option \(option) (see --help)"
    case let .missingValue(option): "\(option) needs a value"
    case let .invalidNumber(option, value):
      "\(option) takes a whole number of at least \(option == "--interval" ? 0 : 1), not \(value)"
    case let .invalidTable(name):
      "--table takes a name of lower-case letters, digits and underscores, starting with a letter, not \(name)"
    }
  }
}

extension DemoCommand {
  /// The command `arguments` (without the program's name) ask for.
  static func parse(_ arguments: [String]) throws(DemoOptionError) -> DemoCommand {
    var rest = arguments[...]
    if rest.contains("--help") || rest.contains("-h") { return .help }
    var importCount: Int?
    if rest.first == "import" {
      rest.removeFirst()
      importCount = try number(for: "import", rest.popFirst(), minimum: 1)
    }
    var board = BoardOptions()
    var seed: UInt64?
    while let option = rest.popFirst() {
      switch option {
      case "--frames" where importCount == nil:
        board.frames = try number(for: option, rest.popFirst(), minimum: 1)
      case "--interval" where importCount == nil:
        board.intervalMilliseconds = try number(for: option, rest.popFirst(), minimum: 0)
      case "--seed":
        seed = UInt64(try number(for: option, rest.popFirst(), minimum: 0))
      case "--table":
        guard let name = rest.popFirst() else { throw .missingValue(option) }
        guard isPlainName(name) else { throw .invalidTable(name) }
        board.table = name
      default:
        throw .unknownOption(option)
      }
    }
    guard let importCount else {
      board.seed = seed ?? board.seed
      return .board(board)
    }
    var options = ImportOptions(count: importCount, table: board.table)
    options.seed = seed ?? options.seed
    return .importRows(options)
  }

  /// `value` as a whole number of at least `minimum`.
  private static func number(
    for option: String, _ value: String?, minimum: Int
  ) throws(DemoOptionError) -> Int {
    guard let value else { throw .missingValue(option) }
    guard let number = Int(value.filter { $0 != "," }), number >= minimum
    else { throw .invalidNumber(option: option, value: value) }
    return number
  }

  /// Whether `name` is a table name that needs no quoting: a lower-case letter, then lower-case
  /// letters, digits or underscores (so that `psql` reads it as the demo does).
  private static func isPlainName(_ name: String) -> Bool {
    let letters: ClosedRange<Unicode.Scalar> = "a"..."z"
    guard let first = name.unicodeScalars.first, letters.contains(first), name.count <= 40
    else { return false }
    return name.unicodeScalars.allSatisfy {
      letters.contains($0) || ("0"..."9").contains($0) || $0 == "_"
    }
  }
}
