import ResultsKitReplay

/// The live demo's command line.
struct DemoOptions: Equatable {
  /// Show a grid of platform cards instead of the table.
  var grid = false
  /// How many feed updates to show before the summary (``NumericOption/frames``).
  var frames = 60
  /// The seed of the station (``NumericOption/seed``).
  var seed: UInt64 = 2026
  /// The board's height in rows (``NumericOption/rows``), when `--rows` is given.
  ///
  /// Given, it is honoured, no higher than the terminal. `nil` fills the terminal's height,
  /// or, without a terminal, gives ``defaultRows`` (see ``BoardLayout/fit(_:rows:grid:)``).
  var rows: Int?
  /// The board's height in rows without `--rows` when output is not a terminal.
  static let defaultRows = 16
  /// How many historical arrivals the bulk import adds (``NumericOption/importCount``).
  var importCount = 50_000
  /// No ANSI colour even on a terminal.
  var noColor = false
  /// The SQLite file the board's store is kept in (`--db FILE`); `nil` keeps it in memory.
  var database: String?

  static let usage = """
    resultskit-demo — a live arrivals board kept in step by ResultsKit, and a replay tool

    USAGE:
      resultskit-demo [--grid] [--frames N] [--seed N] [--rows N] [--import N] [--no-color]
                      [--db FILE]
      resultskit-demo import --db FILE N
      resultskit-demo replay FILE|-
      resultskit-demo --help

    OPTIONS:
      --grid        show the board as a grid of platform cards instead of a table
      --frames N    feed updates to show before the summary: \(NumericOption.frames.accepted) \
    (default 60)
      --seed N      the station's random seed: \(NumericOption.seed.accepted) (default 2026)
      --rows N      the board's height in rows: \(NumericOption.rows.accepted) (default: the terminal's
                    height; 16 when not a terminal), no more than the terminal shows
      --import N    historical arrivals to import with the coordinator paused:
                    \(NumericOption.importCount.accepted) (default 50,000)
      --no-color    no ANSI colour (also off with NO_COLOR, TERM=dumb, or when not a terminal)
      --db FILE     keep the station in a SQLite file (created if missing; a board started on
                    a file shows what is in it) and follow what other processes write to it

      A number outside its range, or an option given twice, is refused (exit status 2) before
      anything is allocated.

      On a terminal the board is redrawn in place, as wide as the terminal and, unless --rows
      is given, as high (it follows resizes), with "… N more below" when trains do not fit;
      Ctrl-C restores the terminal. Piped, it is 80 columns wide and --rows (16) high.
      With NO_COLOR or TERM=dumb, or when not a terminal, frames follow one another without
      escape codes.

    IMPORT:
      Writes N scheduled arrivals (\(NumericOption.databaseImport.accepted)) into the SQLite
      file, in transactions of 1,000, printing a line after each: run it in a second terminal
      while `resultskit-demo --db FILE --frames 1000` shows the board.

    REPLAY:
      Reads change logs in JSON Lines (a fetch request, then one transaction per line) and
      prints, per transaction, the batch the coordinator applied and the results.
    """

  /// What the command line asks for.
  enum Parsed: Equatable {
    case run(DemoOptions)
    case importIntoDatabase(path: String, count: Int)
    case replay([String])
    case help
    case invalid(DemoOptionError)
  }

  /// Parses the words after the program's name.
  ///
  /// Checks every number against its option's range before anything uses it, so a command
  /// line asking for more than a terminal or memory can hold is refused at once; an option
  /// given twice is refused too, in either mode.
  static func parse(_ arguments: [String]) -> Parsed {
    if arguments.first == "replay" { return .replay(Array(arguments.dropFirst())) }
    do {
      if arguments.first == "import" { return try parseImport(Array(arguments.dropFirst())) }
      return try parseBoard(arguments)
    } catch {
      return .invalid(error)
    }
  }

  /// Parses the live board's options.
  private static func parseBoard(_ arguments: [String]) throws(DemoOptionError) -> Parsed {
    var options = DemoOptions()
    var given = GivenOptions()
    var rest = arguments[...]
    while let word = rest.popFirst() {
      // `--rows=5` is `--rows 5` and `--db=FILE` is `--db FILE`; a flag takes no value.
      let (name, attached) = Self.split(word)
      switch (name, attached) {
      case ("--help", nil), ("-h", nil): return .help
      case ("--grid", nil):
        try given.note(name)
        options.grid = true
      case ("--no-color", nil):
        try given.note(name)
        options.noColor = true
      case ("--db", _):
        try given.note(name)
        options.database = try Self.databasePath(attached ?? rest.popFirst())
      default:
        guard let option = NumericOption.named(name) else { throw .unknownOption(word) }
        try given.note(name)
        options.set(option, to: try option.value(of: attached ?? rest.popFirst()))
      }
    }
    return .run(options)
  }

  /// Parses the words after `import`: `--db FILE` and the number of arrivals, in any order.
  private static func parseImport(_ arguments: [String]) throws(DemoOptionError) -> Parsed {
    var path: String?
    var count: Int?
    var given = GivenOptions()
    var rest = arguments[...]
    while let word = rest.popFirst() {
      let (name, attached) = Self.split(word)
      if name == "--db" {
        try given.note(name)
        path = try Self.databasePath(attached ?? rest.popFirst())
      } else if count == nil, !word.hasPrefix("--") {
        count = Int(clamping: try NumericOption.databaseImport.value(of: word))
      } else {
        throw .importUsage("unexpected \(Format.shown(word))")
      }
    }
    guard let path else { throw .importUsage("no --db FILE") }
    guard let count else { throw .importUsage("no number of arrivals") }
    return .importIntoDatabase(path: path, count: count)
  }

  /// The file named after `--db`.
  ///
  /// - Throws: ``DemoOptionError/missingDatabase`` when there is no word, or an empty one.
  private static func databasePath(_ word: String?) throws(DemoOptionError) -> String {
    guard let word, !word.isEmpty else { throw .missingDatabase }
    return word
  }

  /// An option word split at its first `=`: `("--rows", "5")` for `--rows=5`, `(word, nil)`
  /// for a word without one.
  private static func split(_ word: String) -> (name: String, value: String?) {
    guard word.hasPrefix("--"), let equals = word.firstIndex(of: "=") else { return (word, nil) }
    return (String(word[..<equals]), String(word[word.index(after: equals)...]))
  }

  /// Stores `value`, already checked against `option`'s range, in the field it sets.
  private mutating func set(_ option: NumericOption, to value: UInt64) {
    // Every range but the seed's ends far below Int.max, so the conversions are exact.
    switch option {
    case .seed: seed = value
    case .rows: rows = Int(clamping: value)
    case .frames: frames = Int(clamping: value)
    default: importCount = Int(clamping: value)
    }
  }

  /// The line `main` writes on standard error for a refused command line.
  static func errorLine(for error: DemoOptionError) -> String {
    "resultskit-demo: \(error) (see --help)"
  }
}
