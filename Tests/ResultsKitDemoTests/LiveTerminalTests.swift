import Foundation
import ResultsKitReplay
import ResultsKitText
import Testing

@testable import resultskit_demo

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The live demo as a terminal's settings and signals ask: `TERM=dumb`, `NO_COLOR`, SIGINT;
/// and what its status line and summary say.
@Suite("live terminal")
@MainActor
struct LiveTerminalTests {
  /// The escape sequences in `text`, by their parameters and final character.
  private func sequences(in text: String) -> [String] {
    var model = ScreenModel(columns: 10_000, rows: 10_000)
    model.feed(text)
    return model.sequences
  }

  @Test("TERM=dumb: no escape code at all, plain frames one after another")
  func dumbTerminal() async throws {
    let environment = ["TERM": "dumb"]
    #expect(!ColorPolicy.redrawsInPlace(environment: environment, isTerminal: true))
    #expect(!ColorPolicy.usesColor(environment: environment, isTerminal: true))
    let run = TerminalRun(sizes: [TerminalSize(columns: 120, rows: 30)])
    let report = try await run.run(inPlace: false, ansi: false)
    #expect(!run.text.contains("\u{1B}"))
    // The first frame and one per update, the import's last, each followed by an empty line.
    #expect(run.text.components(separatedBy: "\n\n").count - 1 == 1 + report.updates + 1)
    // Each frame is fitted to the terminal: as wide as it, and as high (the status line
    // included), no wider and no higher.
    for frame in run.text.components(separatedBy: "\n\n").dropLast() {
      let lines = frame.split(separator: "\n", omittingEmptySubsequences: false)
      #expect(lines.count == 30 && lines.allSatisfy { $0.displayWidth <= 120 }, "\(frame)")
      #expect(lines.first?.displayWidth == 120, "\(frame)")
    }
  }

  @Test("NO_COLOR: plain frames one after another, no escape code; --no-color keeps redrawing")
  func noColor() async throws {
    let environment = ["NO_COLOR": "1", "TERM": "xterm-256color"]
    #expect(!ColorPolicy.redrawsInPlace(environment: environment, isTerminal: true))
    #expect(!ColorPolicy.usesColor(environment: environment, isTerminal: true))
    let empty = ["NO_COLOR": "", "TERM": "xterm-256color"]
    #expect(ColorPolicy.redrawsInPlace(environment: empty, isTerminal: true))
    let run = TerminalRun(sizes: [TerminalSize(columns: 80, rows: 24)])
    _ = try await run.run(
      inPlace: ColorPolicy.redrawsInPlace(environment: environment, isTerminal: true),
      ansi: false)
    #expect(!run.text.contains("\u{1B}"))

    // --no-color only turns colour off: the board is still redrawn in place.
    let terminal = ["TERM": "xterm-256color"]
    #expect(!ColorPolicy.usesColor(environment: terminal, isTerminal: true, disabled: true))
    let redrawn = TerminalRun(sizes: [TerminalSize(columns: 80, rows: 24)])
    _ = try await redrawn.run(
      inPlace: ColorPolicy.redrawsInPlace(environment: terminal, isTerminal: true), ansi: false)
    let found = Set(sequences(in: redrawn.text))
    #expect(found.contains { $0.hasSuffix("A") }, "moves the cursor up to redraw")
    #expect(!found.contains { $0.hasSuffix("m") }, "\(found)")
  }

  @Test("SIGINT: the run stops, colour off, the cursor below the board and shown")
  func interrupted() async throws {
    var options = DemoOptions.small
    options.rows = 16
    let run = TerminalRun(sizes: [TerminalSize(columns: 80, rows: 24)], interruptAfter: 4)
    let report = try await run.run(options)
    #expect(report.stoppedBy == SIGINT)
    #expect(report.updates < DemoOptions.small.frames)
    #expect(run.writes.last?.text == "\u{1B}[0m\r\n\u{1B}[?25h")
    let model = try #require(run.replayed().first)
    #expect(model.cursorVisible && model.problems.isEmpty)
    // `--rows 16` on a taller terminal: the board (16 rows and 2 borders) and the status line
    // on rows 0 to 18; row 19 is below.
    #expect(model.row == 19 && model.column == 0)
  }

  @Test("SIGINT during the import ends it early, with the coordinator running again")
  func interruptedImport() async throws {
    var options = DemoOptions.small
    options.importCount = 50_000
    let run = TerminalRun(sizes: [TerminalSize(columns: 80, rows: 24)], interruptAfter: 6)
    let report = try await run.run(options)
    #expect(report.stoppedBy == SIGINT)
    #expect(report.imported < 50_000)
    #expect(run.writes.last?.text == "\u{1B}[0m\r\n\u{1B}[?25h")
  }

  @Test("The status line counts rows updated in place, and they are coloured as updated")
  func updatesInPlace() async throws {
    let run = TerminalRun(sizes: [TerminalSize(columns: 80, rows: 24)])
    let report = try await run.run()
    #expect(report.updatesInPlace > 0)
    #expect(run.text.contains("\(Format.grouped(report.updatesInPlace)) updated in place"))
    #expect(report.summary.contains("\(Format.grouped(report.updatesInPlace)) updated in place"))
    #expect(run.text.contains("\u{1B}[33m"), "yellow: a row configured again in place")
  }

  @Test(
    "Trains below the board's last line are counted in the status line",
    arguments: [false, true])
  func hiddenBelow(grid: Bool) async throws {
    var options = DemoOptions()
    options.grid = grid
    options.frames = 0
    options.importCount = 0
    // A terminal lower than the board's trains and headers: the board fills it.
    let run = TerminalRun(sizes: [TerminalSize(columns: 80, rows: 16)])
    _ = try await run.run(options)
    let status = try #require(run.replayed().first?.screen.last { !$0.isEmpty })
    let numbers = status.split(separator: " ").compactMap { Int($0) }
    #expect(status.hasPrefix(" … ") && numbers.count >= 2, "\(status)")
    let board = try Board(
      initial: StationFeed(seed: options.seed).board, grid: grid,
      layout: BoardLayout.fit(TerminalSize(columns: 80, rows: 16), rows: nil, grid: grid),
      style: .unicode)
    #expect(numbers.first == board.hiddenBelow && board.hiddenBelow > 0)
    #expect(status.contains("… \(board.hiddenBelow) more below · 18 trains · "), "\(status)")
    // Tall enough for all of them: no hint.
    options.rows = 40
    let tall = TerminalRun(sizes: [TerminalSize(columns: 80, rows: 60)])
    _ = try await tall.run(options)
    let full = try #require(tall.replayed().first?.screen.last { !$0.isEmpty })
    #expect(full.hasPrefix(" 18 trains · "), "\(full)")
  }

  @Test("The summary names the build its time per update was measured in")
  func summaryNamesTheBuild() {
    #if DEBUG
      #expect(
        LiveDemo.Report().summary.contains(
          "µs per update from perform to the batch applied (this debug build)"))
    #else
      #expect(LiveDemo.Report().summary.contains("(this release build)"))
    #endif
  }

  @Test("The summary is a few short lines: the run, then indented lines under it")
  func summaryIsShortLines() {
    var report = LiveDemo.Report()
    report.updates = 100_000
    report.batches = 100_000
    report.changes = 12_345_678
    report.updatesInPlace = 1_234_567
    report.reloads = 2
    report.microsecondsPerUpdate = 123_456
    report.imported = 1_000_000
    report.importTime = .seconds(1_234)
    report.resumeTime = .milliseconds(56)
    report.refreshes = 1_234
    let lines = report.summary.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 6, "\(report.summary)")
    #expect(lines.allSatisfy { $0.displayWidth < 80 }, "\(report.summary)")
    #expect(lines.first == "resultskit-demo: 100,000 feed updates, 100,000 batches applied")
    #expect(lines.dropFirst().allSatisfy { $0.hasPrefix("  ") && !$0.hasPrefix("   ") })
    #expect(report.summary.contains("1,000,000 historical arrivals imported in 1234.00 s (810/s)"))
    #expect(report.summary.contains("1,234 refreshes brought in other processes' writes"))
    // Without an import or refreshes: three lines.
    #expect(LiveDemo.Report().summaryLines.count == 3)
  }

  @Test("The size comes from COLUMNS and LINES when the descriptor is not a terminal, else 80×24")
  func sizeFromEnvironment() {
    var ends: [Int32] = [0, 0]
    #expect(pipe(&ends) == 0)
    defer {
      close(ends[0])
      close(ends[1])
    }
    #expect(
      TerminalSize.of(descriptor: ends[1], environment: ["COLUMNS": "30", "LINES": "8"])
        == TerminalSize(columns: 30, rows: 8))
    #expect(TerminalSize.of(descriptor: ends[1], environment: [:]) == .standard)
    #expect(
      TerminalSize.from(environment: ["COLUMNS": "0", "LINES": "x"])
        == TerminalSize(columns: 80, rows: 24))
    #expect(
      TerminalSize.from(environment: ["COLUMNS": "100"]) == TerminalSize(columns: 100, rows: 24))
  }
}
