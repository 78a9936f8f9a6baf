/// The live demo's command line.
struct DemoOptions: Equatable {
  /// Show a grid of platform cards instead of the table.
  var grid = false
  /// How many feed updates to show before the summary.
  var frames = 60
  /// The seed of the station.
  var seed: UInt64 = 2026
  /// The board's height in rows.
  var rows = 16
  /// How many historical arrivals the bulk import adds.
  var importCount = 50_000
  /// No ANSI colour even on a terminal.
  var noColor = false

  static let usage = """
    resultskit-demo — a live arrivals board kept in step by ResultsKit, and a replay tool

    USAGE:
      resultskit-demo [--grid] [--frames N] [--seed N] [--rows N] [--import N] [--no-color]
      resultskit-demo replay FILE|-
      resultskit-demo --help

    OPTIONS:
      --grid        show the board as a grid of platform cards instead of a table
      --frames N    feed updates to show before the summary (default 60)
      --seed N      the station's random seed (default 2026)
      --rows N      the board's height in rows (default 16)
      --import N    historical arrivals to import with the coordinator paused (default 50000)
      --no-color    no ANSI colour (also off with NO_COLOR, TERM=dumb, or when not a terminal)

    REPLAY:
      Reads change logs in JSON Lines (a fetch request, then one transaction per line) and
      prints, per transaction, the batch the coordinator applied and the results.
    """

  /// What the command line asks for.
  enum Parsed: Equatable {
    case run(DemoOptions)
    case replay([String])
    case help
    case invalid(String)
  }

  /// Parses the words after the program's name.
  static func parse(_ arguments: [String]) -> Parsed {
    if arguments.first == "replay" { return .replay(Array(arguments.dropFirst())) }
    var options = DemoOptions()
    var rest = arguments[...]
    while let word = rest.popFirst() {
      switch word {
      case "--help", "-h": return .help
      case "--grid": options.grid = true
      case "--no-color": options.noColor = true
      case "--frames", "--seed", "--rows", "--import":
        guard let text = rest.popFirst(), let value = Int(text), value >= 0 else {
          return .invalid("\(word) needs a number")
        }
        switch word {
        case "--frames": options.frames = value
        case "--seed": options.seed = UInt64(value)
        case "--rows":
          guard value >= 1 else { return .invalid("--rows needs at least 1") }
          options.rows = value
        default: options.importCount = value
        }
      default:
        return .invalid("unknown option \(word)")
      }
    }
    return .run(options)
  }
}
