import ResultsKit
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

  /// What happened, for the summary.
  struct Report {
    var updates = 0
    var batches = 0
    var changes = 0
    var reloads = 0
    var microsecondsPerUpdate = 0.0
    var imported = 0
    var importTime = Duration.zero
    var resumeTime = Duration.zero
    var problems: [String] = []
  }

  /// Runs the board to the end and reports.
  func run() async throws -> Report {
    let board = try Board(
      initial: StationFeed(seed: options.seed).board, grid: options.grid, rows: options.rows,
      style: style)
    output.show(board.frame(ansi: ansi))
    var report = Report()
    let importAt = options.importCount > 0 ? options.frames / 3 : -1
    if importAt == 0 { try await bulkImport(into: board, report: &report) }
    for await tick in stationTicks() {
      try board.commit(tick)
      report.updates += 1
      output.show(board.frame(ansi: ansi))
      if report.updates == importAt { try await bulkImport(into: board, report: &report) }
    }
    output.finish()
    report.batches = board.batches
    report.changes = board.changes
    report.reloads = board.reloads
    report.microsecondsPerUpdate =
      board.commits == 0 ? 0 : Format.microseconds(board.commitTime) / Double(board.commits)
    report.problems = board.problems
    return report
  }

  /// The station's updates, made in a task of their own: paced on a terminal, as fast as they
  /// are consumed otherwise.
  private func stationTicks() -> AsyncStream<FeedTick> {
    let (ticks, continuation) = AsyncStream<FeedTick>.makeStream()
    let seed = options.seed
    let frames = options.frames
    let paced = output.isTerminal
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

  /// Imports the history in transactions of 1,000 with the coordinator paused, showing
  /// progress, then un-pauses it (one catch-up and one reload).
  private func bulkImport(into board: Board, report: inout Report) async throws {
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
      try board.importChunk(chunk)
      done += chunk.count
      if output.isTerminal {
        output.show(
          board.frame(ansi: ansi) + "\n"
            + ProgressBar.line(done: done, of: total, elapsed: start.duration(to: .now)))
      }
    }
    report.importTime = start.duration(to: .now)
    let resumed = ContinuousClock.now
    board.coordinator.isPaused = false
    report.resumeTime = resumed.duration(to: .now)
    report.imported = done
    output.show(
      board.frame(ansi: ansi) + "\n"
        + ProgressBar.line(done: done, of: total, elapsed: report.importTime))
  }
}

extension LiveDemo.Report {
  /// The closing summary.
  var summary: String {
    var text =
      "resultskit-demo: \(Format.counted(updates, "feed update")), "
      + "\(Format.counted(batches, "batch")) applied "
      + "(\(Format.counted(changes, "change")), \(Format.counted(reloads, "reload"))), "
      + "\(Format.fixed(microsecondsPerUpdate, 0)) µs per update from perform to the batch applied"
    if imported > 0 {
      let seconds = Format.microseconds(importTime) / 1e6
      let rate = seconds > 0 ? Int(Double(imported) / seconds) : 0
      text +=
        "; \(Format.grouped(imported)) historical arrivals imported in "
        + "\(Format.seconds(importTime)) with the coordinator paused (\(Format.grouped(rate))/s), "
        + "then one catch-up and reload in \(Format.seconds(resumeTime))"
    }
    return text + "."
  }
}
