import ResultsKit
import ResultsKitReplay
import ResultsKitStore
import ResultsKitText

/// The live arrivals board: a station feed in a task of its own, its updates committed on the
/// main actor, the board redrawn after each; a third of the way in, a bulk import of history
/// with the coordinator paused.
@MainActor
struct LiveDemo {
  let options: DemoOptions
  let output: LiveOutput
  /// Whether frames carry ANSI colour.
  let ansi: Bool
  let style: TextStyle
  /// The terminal: its size, its resizes, pacing and the signals that stop the demo.
  var screen = DemoScreen.notATerminal

  /// What happened, for the summary.
  struct Report {
    var updates = 0
    var batches = 0
    var changes = 0
    var updatesInPlace = 0
    var reloads = 0
    /// With `--db`: the refreshes that found other processes' writes.
    var refreshes = 0
    var microsecondsPerUpdate = 0.0
    var imported = 0
    var importTime = Duration.zero
    var resumeTime = Duration.zero
    var problems: [String] = []
    /// The signal (SIGINT or SIGTERM) that stopped the run early, if one did.
    var stoppedBy: Int32?
  }

  /// Runs the board to the end, or until ``DemoScreen/stopSignal`` reports a signal, and
  /// reports.
  ///
  /// The live output is finished at the end; after a signal it is restored instead (colour
  /// off, the cursor below the board and shown).
  func run() async throws -> Report {
    let size = screen.size()
    let layout = BoardLayout.fit(size, rows: options.rows, grid: options.grid)
    let board = try Board(
      initial: StationFeed(seed: options.seed).board, grid: options.grid, layout: layout,
      style: style, store: options.database.map(StationDatabase.openStore) ?? ObjectStore())
    let frames = BoardScreen(
      board: board, output: output, screen: screen, ansi: ansi, options: options, size: size,
      layout: layout)
    frames.show()
    // Kept in a file: what other processes write there comes in between feed updates, one
    // batch per refresh that finds something, until the board stops (or the run throws).
    let following =
      options.database == nil ? nil : board.followOtherWriters(every: Self.followInterval)
    defer { following?.cancel() }
    var report = Report()
    let importAt = options.importCount > 0 ? options.frames / 3 : -1
    if importAt == 0 { try await bulkImport(into: board, frames: frames, report: &report) }
    if report.stoppedBy == nil {
      for await tick in stationTicks() {
        if let signal = screen.stopSignal() {
          report.stoppedBy = signal
          break
        }
        // A refresh that failed ends the run with its error, before the next update.
        if let error = board.followingError { throw error }
        try board.commit(tick)
        report.updates += 1
        frames.show()
        if report.updates == importAt {
          try await bulkImport(into: board, frames: frames, report: &report)
          if report.stoppedBy != nil { break }
        }
      }
    }
    report.stoppedBy = report.stoppedBy ?? screen.stopSignal()
    // A refresh that failed after the last update ends the run too (unless a signal did).
    if report.stoppedBy == nil, let error = board.followingError { throw error }
    if report.stoppedBy != nil { output.restore() } else { output.finish() }
    report.batches = board.batches
    report.changes = board.changes
    report.updatesInPlace = board.updatesInPlace
    report.reloads = board.reloads
    report.refreshes = board.refreshes
    report.microsecondsPerUpdate =
      board.commits == 0 ? 0 : Format.microseconds(board.commitTime) / Double(board.commits)
    report.problems = board.problems
    return report
  }

  /// How often a board kept in a file (`--db`) looks for other processes' writes.
  ///
  /// The feed's pace on a terminal, so that a write shows by the next frame; a look that finds
  /// nothing costs one `PRAGMA data_version`, a few microseconds.
  static let followInterval = Duration.milliseconds(250)

  /// The station's updates, made in a task of their own: paced on a terminal, as fast as they
  /// are consumed otherwise.
  private func stationTicks() -> AsyncStream<FeedTick> {
    let (ticks, continuation) = AsyncStream<FeedTick>.makeStream()
    let seed = options.seed
    let frames = options.frames
    let paced = screen.paced
    Task.detached {
      var station = StationFeed(seed: seed)
      for _ in 0..<frames {
        if paced { try? await Task.sleep(for: .milliseconds(250)) }
        continuation.yield(station.tick())
      }
      continuation.finish()
    }
    return ticks
  }

  /// Imports the history in transactions of 1,000 with the coordinator paused.
  ///
  /// Shows progress in place of the status line, then un-pauses the coordinator (one catch-up
  /// and one reload). A stop signal ends the import early, with the coordinator un-paused.
  private func bulkImport(
    into board: Board, frames: BoardScreen, report: inout Report
  ) async throws {
    let total = options.importCount
    let seed = options.seed
    let (chunks, continuation) = AsyncStream<[Arrival]>.makeStream()
    Task.detached {
      var first = 1
      while first <= total {
        let size = min(1_000, total - first + 1)
        continuation.yield(
          StationFeed.history(count: size, first: first, seed: seed &+ UInt64(first)))
        first += size
      }
      continuation.finish()
    }
    board.coordinator.isPaused = true
    let start = ContinuousClock.now
    var done = 0
    for await chunk in chunks {
      if let signal = screen.stopSignal() {
        report.stoppedBy = signal
        break
      }
      try board.importChunk(chunk)
      done += chunk.count
      if output.isTerminal {
        frames.show(
          footer: ProgressBar.line(
            done: done, of: total, elapsed: start.duration(to: .now), fitting: frames.width))
      }
    }
    report.importTime = start.duration(to: .now)
    let resumed = ContinuousClock.now
    board.coordinator.isPaused = false
    report.resumeTime = resumed.duration(to: .now)
    report.imported = done
    guard report.stoppedBy == nil else { return }
    frames.show(
      footer: ProgressBar.line(
        done: done, of: total, elapsed: report.importTime, fitting: frames.width))
  }
}
