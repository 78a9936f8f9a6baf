import ResultsKitReplay

/// The live demo's command line.
struct DemoOptions: Equatable {
  /// Show a grid of platform cards instead of the table.
  var grid = false
  /// How many feed updates to show before the summary (``NumericOption/frames``).
  var frames = 60
  /// The seed of the station (``NumericOption/seed``).
  var seed: UInt64 = 2026
  /// The board's height in rows (``NumericOption/rows``).
  var rows = 16
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
      --rows N      the board's height in rows, at most: \(NumericOption.rows.accepted) \
    (default 16)
      --import N    historical arrivals to import with the coordinator paused:
                    \(NumericOption.importCount.accepted) (default 50,000)
      --no-color    no ANSI colour (also off with NO_COLOR, TERM=dumb, or when not a terminal)
      --db FILE     keep the station in a SQLite file (created if missing; a board started on
                    a file shows what is in it) and follow what other processes write to it

      A number outside its range is refused (exit status 2) before anything is allocated.

      On a terminal the board is redrawn in place, fitted to the terminal's size (it follows
      resizes), with "… N more below" when trains do not fit; Ctrl-C restores the terminal.
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
  /// line asking for more than a terminal or memory can hold is refused at once.
  static func parse(_ arguments: [String]) -> Parsed {
    if arguments.first == "replay" { return .replay(Array(arguments.dropFirst())) }
    if arguments.first == "import" { return parseImport(Array(arguments.dropFirst())) }
    var options = DemoOptions()
    var rest = arguments[...]
    while let word = rest.popFirst() {
      switch word {
      case "--help", "-h": return .help
      case "--grid": options.grid = true
      case "--no-color": options.noColor = true
      case "--db":
        guard let path = rest.popFirst(), !path.isEmpty else { return .invalid(.missingDatabase) }
        options.database = path
      case let word where word.hasPrefix("--db="):
        let path = String(word.dropFirst("--db=".count))
        guard !path.isEmpty else { return .invalid(.missingDatabase) }
        options.database = path
      default:
        // `--rows=5` is `--rows 5`.
        let (name, attached) = Self.split(word)
        guard let option = NumericOption.named(name) else {
          return .invalid(.unknownOption(word))
        }
        do {
          try options.set(option, to: option.value(of: attached ?? rest.popFirst()))
        } catch {
          return .invalid(error)
        }
      }
    }
    return .run(options)
  }

  /// Parses the words after `import`: `--db FILE` and the number of arrivals, in any order.
  private static func parseImport(_ arguments: [String]) -> Parsed {
    var path: String?
    var count: Int?
    var rest = arguments[...]
    while let word = rest.popFirst() {
      if word == "--db" || word.hasPrefix("--db=") {
        let value = word == "--db" ? rest.popFirst() : String(word.dropFirst("--db=".count))
        guard let value, !value.isEmpty else { return .invalid(.missingDatabase) }
        path = value
      } else if count == nil, !word.hasPrefix("--") {
        do {
          count = Int(clamping: try NumericOption.databaseImport.value(of: word))
        } catch {
          return .invalid(error)
        }
      } else {
        return .invalid(.importUsage("unexpected \(Format.shown(word))"))
      }
    }
    guard let path else { return .invalid(.importUsage("no --db FILE")) }
    guard let count else { return .invalid(.importUsage("no number of arrivals")) }
    return .importIntoDatabase(path: path, count: count)
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
