import ResultsKitText
import Testing

@testable import resultskit_demo

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The live demo on terminals of different sizes: every frame fits, redrawn in place, and a
/// resize between frames starts afresh on a cleared screen.
@Suite("terminal size")
@MainActor
struct TerminalSizeTests {
  @Test(
    "Every frame fits the terminal: no line wider, no frame taller, no cursor below the bottom",
    arguments: [(30, 8), (100, 12), (80, 16), (20, 5)])
  func fits(columns: Int, rows: Int) async throws {
    let size = TerminalSize(columns: columns, rows: rows)
    let run = TerminalRun(sizes: [size])
    let report = try await run.run()
    #expect(report.updates == 8 && report.imported == 2_000 && report.problems.isEmpty)
    let models = run.replayed()
    try #require(models.count == 1)
    #expect(models[0].problems.isEmpty, "\(size): \(models[0].problems)")
    // In place: the cursor goes back up to the board's first line, never more than the rows.
    let ups = models[0].sequences.filter { $0.hasSuffix("A") }.compactMap { Int($0.dropLast()) }
    #expect(!ups.isEmpty && ups.allSatisfy { $0 < rows }, "\(ups)")
    // The board fills the terminal, lower than its trains and headers: the status line (above
    // the line `finish` moved to) says how many trains are below it.
    let screen = models[0].screen
    let status = try #require(screen.last { !$0.isEmpty }, "\(screen)")
    #expect(status.hasPrefix(" … ") && status.contains(" more below"), "\(screen)")
    #expect(!run.text.contains("\u{1B}[2J"), "no resize, so no cleared screen")
  }

  @Test("The grid fits too, and says how many cards are below it", arguments: [(30, 8), (100, 12)])
  func gridFits(columns: Int, rows: Int) async throws {
    var options = DemoOptions.small
    options.grid = true
    let run = TerminalRun(sizes: [TerminalSize(columns: columns, rows: rows)])
    _ = try await run.run(options)
    let model = try #require(run.replayed().first)
    #expect(model.problems.isEmpty, "\(model.problems)")
    let status = try #require(model.screen.last { !$0.isEmpty })
    #expect(status.hasPrefix(" … ") && status.contains(" more below"), "\(model.screen)")
  }

  @Test("A resize between frames lays the board out again on a cleared screen")
  func resize() async throws {
    let sizes = [
      TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 30, rows: 8),
      TerminalSize(columns: 100, rows: 12), TerminalSize(columns: 80, rows: 24),
    ]
    let run = TerminalRun(sizes: sizes, resizeBefore: [3, 5, 9])
    let report = try await run.run()
    #expect(report.updates == 8)
    let models = run.replayed()
    #expect(models.count == 4)
    for (index, model) in models.enumerated() {
      #expect(model.problems.isEmpty, "\(sizes[index]): \(model.problems)")
    }
    // Each size after the first starts with the cursor home and the screen erased.
    let firsts = run.writes.indices.filter {
      $0 == 0 || run.writes[$0 - 1].size != run.writes[$0].size
    }
    for index in firsts.dropFirst() {
      #expect(run.writes[index].text.hasPrefix("\u{1B}[H\u{1B}[2J"))
    }
    // The board at 30 columns: its borders are 30 columns wide.
    let narrow = models[1].screen.filter { $0.hasPrefix("┌") }
    #expect(narrow.allSatisfy { $0.count == 30 } && !narrow.isEmpty, "\(models[1].screen)")
  }

  @Test("A terminal too small for the board gets a note, then plain frames one after another")
  func tooSmall() async throws {
    let sizes = [TerminalSize(columns: 15, rows: 4), TerminalSize(columns: 40, rows: 10)]
    let run = TerminalRun(sizes: sizes, resizeBefore: [5])
    _ = try await run.run()
    let small = run.writes.filter { $0.size == 0 }.map(\.text).joined()
    #expect(
      small.contains(
        "resultskit-demo: the terminal (15×4) is smaller than the board needs (20×5); plain "
          + "frames follow, one after another"))
    // No cursor movement up or down, no erasing of the screen and no colour: each frame is
    // drawn below the last.
    var model = ScreenModel(columns: 1_000, rows: 1_000)
    model.feed(small)
    #expect(
      !model.sequences.isEmpty
        && model.sequences.allSatisfy { ["2K", "?25l", "?25h"].contains($0) },
      "\(Set(model.sequences))")
    // Every line but the note is cut to the 15 columns.
    let lines = small.replacing("\u{1B}[2K", with: "").replacing("\u{1B}[?25l", with: "")
      .replacing("\u{1B}[?25h", with: "").replacing("\r", with: "").split(separator: "\n")
    #expect(lines.filter { !$0.hasPrefix("resultskit-demo:") }.allSatisfy { $0.count <= 15 })
    // Back to a size that holds the board: a cleared screen, then frames in place.
    let models = run.replayed()
    try #require(models.count == 2)
    #expect(models[1].problems.isEmpty, "\(models[1].problems)")
    #expect(run.writes.first { $0.size == 1 }?.text.hasPrefix("\u{1B}[H\u{1B}[2J") == true)
  }
}
