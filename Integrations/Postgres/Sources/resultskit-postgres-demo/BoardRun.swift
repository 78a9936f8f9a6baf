import PostgresNIO
import ResultsKitPostgres
import ResultsKitText

/// The live board from start to summary: opens the store, writes the feed's updates at its
/// pace, follows others' commits, draws a frame after each commit shown, and ends after the frames
/// asked for (or at Ctrl-C) with a check against the table.
@MainActor
struct BoardRun {
  let options: DemoCommand.BoardOptions
  let configuration: PostgresConnection.Configuration
  let output: LiveOutput
  /// Whether frames carry colour (rows changed by the last batch highlighted).
  let ansi: Bool
  /// Whether the run should stop now (Ctrl-C was pressed).
  let stopRequested: () -> Bool

  func run() async throws -> BoardSummary {
    let postgres = try await PostgresStore<Flight>.open(
      configuration: configuration, table: options.table)
    let board = try DepartureBoard(postgres: postgres, width: 72, height: 20)
    let start = ContinuousClock.now
    board.onFrame = { output.show(board.frame(ansi: ansi)) }
    var feed = Feed(seed: options.seed)
    try await board.open(with: feed.opening())
    postgres.startFollowing()
    while !stopRequested(), options.frames.map({ board.updates < $0 }) ?? true {
      if options.intervalMilliseconds > 0 {
        try await Task.sleep(for: .milliseconds(options.intervalMilliseconds))
      }
      try await board.write(feed.next())
    }
    try await board.checkAgainstTable(configuration: configuration)
    output.show(board.frame(ansi: ansi))
    output.finish()
    postgres.stopFollowing()
    await postgres.close()
    return BoardSummary(
      updates: board.updates, ownCommits: board.ownCommits,
      followedCommits: board.followedCommits, rowsShown: board.rowsShown,
      othersShown: board.othersShown, problems: board.problems,
      elapsed: start.duration(to: .now))
  }
}
