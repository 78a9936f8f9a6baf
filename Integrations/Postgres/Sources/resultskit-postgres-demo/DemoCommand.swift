/// What the command line asks for.
enum DemoCommand: Equatable {
  /// The live board.
  case board(BoardOptions)
  /// `import N`: write N departures from this process, in transactions of 1,000.
  case importRows(ImportOptions)
  /// `--help`.
  case help

  /// The board's settings.
  struct BoardOptions: Equatable {
    /// How many feed updates to write before ending; `nil` runs until interrupted.
    var frames: Int?
    var seed: UInt64 = 1
    var table = DemoCommand.defaultTable
    /// The pause between two feed updates, in milliseconds.
    var intervalMilliseconds = 200
  }

  /// The import's settings.
  struct ImportOptions: Equatable {
    var count: Int
    var seed: UInt64 = 2
    var table = DemoCommand.defaultTable
  }

  static let defaultTable = "departures"
  /// The rows of one transaction of the import.
  static let importChunk = 1_000

  static let usage = """
    usage: resultskit-postgres-demo [--frames N] [--seed S] [--table NAME] [--interval MS]
           resultskit-postgres-demo import N [--seed S] [--table NAME]

    A live departures board on a PostgreSQL table, following what other processes write to it.
    The server is the one PGHOST, PGPORT, PGUSER, PGPASSWORD and PGDATABASE name; the table
    (default "departures") is created when missing.

      --frames N      end after N feed updates, with a summary (default: run until Ctrl-C)
      --seed S        the feed's random seed (default 1; import: 2)
      --table NAME    the table to show or import into
      --interval MS   milliseconds between two feed updates (default 200)
      import N        write N departures from this process, 1,000 per transaction
    """
}
