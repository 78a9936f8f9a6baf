import ResultsKitText
import Testing

@testable import resultskit_demo

/// The board grows with the terminal: as wide as it, and as high unless `--rows` is given (then
/// the rows asked for, no more than the terminal shows); piped, 80 columns by `--rows` (16).
@Suite("board growth")
@MainActor
struct BoardGrowthTests {
  @Test("The layout: the terminal's width and height, --rows honoured up to it, 80×rows piped")
  func layout() {
    let big = TerminalSize(columns: 200, rows: 60)
    // Piped: 80 columns, 16 rows (and a table's 2 borders) unless --rows says otherwise.
    #expect(BoardLayout.fit(nil, rows: nil, grid: false) == BoardLayout(width: 80, height: 18))
    #expect(BoardLayout.fit(nil, rows: 10, grid: true) == BoardLayout(width: 80, height: 10))
    // A terminal: its width; its height less the status line, or the rows asked for.
    #expect(BoardLayout.fit(big, rows: nil, grid: false) == BoardLayout(width: 200, height: 59))
    #expect(BoardLayout.fit(big, rows: nil, grid: true) == BoardLayout(width: 200, height: 59))
    #expect(BoardLayout.fit(big, rows: 10, grid: false) == BoardLayout(width: 200, height: 12))
    #expect(BoardLayout.fit(big, rows: 10, grid: true) == BoardLayout(width: 200, height: 10))
    // --rows more than the terminal shows is cut to it.
    let small = TerminalSize(columns: 40, rows: 12)
    #expect(BoardLayout.fit(small, rows: nil, grid: false) == BoardLayout(width: 40, height: 11))
    #expect(BoardLayout.fit(small, rows: 500, grid: false) == BoardLayout(width: 40, height: 11))
  }

  /// The board's content lines on `screen` (between its side borders, headers included).
  private func contentLines(_ screen: [String]) -> [String] {
    screen.filter { $0.hasPrefix("│") || $0.hasPrefix("├") }
  }

  @Test("At 200×60 the board is 200 columns wide and fills the height, every train on it")
  func growsToTheTerminal() async throws {
    let run = TerminalRun(sizes: [TerminalSize(columns: 200, rows: 60)])
    let report = try await run.run()
    #expect(report.updates == 8 && report.problems.isEmpty)
    let model = try #require(run.replayed().first)
    #expect(model.problems.isEmpty, "\(model.problems)")
    // The last frame, then the line `finish` moved to: the terminal scrolled by one line, so
    // the top border is gone; the 57 content lines, the bottom border and the status line stay.
    let content = contentLines(model.screen)
    #expect(content.count == 57, "\(model.screen)")
    #expect(content.allSatisfy { $0.displayWidth == 200 }, "\(content)")
    let bottom = try #require(model.screen.firstIndex { $0.hasPrefix("└") })
    #expect(model.screen[bottom].displayWidth == 200 && bottom == 57)
    // Every train fits: the status line has no "… N more below".
    #expect(!model.screen[58].contains("more below") && model.screen[58].contains(" trains · "))
  }

  @Test("--rows given on a bigger terminal: the rows asked for, at the terminal's width")
  func explicitRows() async throws {
    var options = DemoOptions.small
    options.rows = 10
    let run = TerminalRun(sizes: [TerminalSize(columns: 200, rows: 60)])
    _ = try await run.run(options)
    let model = try #require(run.replayed().first)
    #expect(model.screen[0].hasPrefix("┌") && model.screen[0].displayWidth == 200)
    #expect(model.screen[11].hasPrefix("└"), "10 rows between the borders: \(model.screen)")
    #expect(contentLines(model.screen).count == 10)
    #expect(model.screen[12].contains("more below"), "\(model.screen[12])")
  }

  @Test("A resize to a bigger terminal grows the board; back to 40×12 it fits, no orphan header")
  func resizeGrowsAndShrinks() async throws {
    let sizes = [
      TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 200, rows: 60),
      TerminalSize(columns: 40, rows: 12),
    ]
    let run = TerminalRun(sizes: sizes, resizeBefore: [3, 6])
    _ = try await run.run()
    let models = run.replayed()
    try #require(models.count == 3)
    #expect(models.allSatisfy { $0.problems.isEmpty })
    #expect(models[1].screen[0].displayWidth == 200 && models[1].screen[58].hasPrefix("└"))
    // At 40×12 (after the last frame the terminal scrolled by one line): 9 content lines, each
    // 40 columns, and the last one that shows anything is a train, not a platform's header.
    let content = contentLines(models[2].screen)
    #expect(content.count == 9 && content.allSatisfy { $0.displayWidth == 40 }, "\(content)")
    let last = try #require(content.last { $0.dropFirst().contains { $0 != " " && $0 != "│" } })
    #expect(!last.hasPrefix("├"), "an orphan header ends the board: \(models[2].screen)")
  }

  @Test("At every terminal height the board's last line is a train, never a platform's header")
  func noOrphanHeader() throws {
    for rows in 6...40 {
      let board = try Board(
        initial: StationFeed(seed: 2026).board, grid: false,
        layout: BoardLayout.fit(TerminalSize(columns: 40, rows: rows), rows: nil, grid: false),
        style: .unicode)
      let screen = board.frame(ansi: false).split(separator: "\n").map(String.init)
      let content = contentLines(screen)
      #expect(content.count == rows - 3, "\(rows) lines: \(screen)")
      let last = try #require(content.last { $0.dropFirst().contains { $0 != " " && $0 != "│" } })
      #expect(!last.hasPrefix("├"), "an orphan header at 40×\(rows): \(screen)")
    }
  }

  @Test("A wide row gives the destination the room: the status stays at the right edge")
  func wideRow() {
    let cell = ArrivalCell(reuseIdentifier: "arrival")
    cell.due = "3:20"
    cell.line = "Victoria"
    cell.destination = "Brixton"
    cell.status = "On time"
    let narrow = cell.render(width: 76)
    #expect(
      narrow == " 3:20 Victoria   " + "Brixton".padded(toDisplayWidth: 45) + "       On time",
      "80 columns and narrower lay out as before")
    // The spare 120 columns widen the destination; due, line and status keep their columns.
    let wide = cell.render(width: 196)
    #expect(
      wide == " 3:20 Victoria   " + "Brixton".padded(toDisplayWidth: 165) + "       On time")
    #expect(wide.displayWidth == 196)
  }
}
