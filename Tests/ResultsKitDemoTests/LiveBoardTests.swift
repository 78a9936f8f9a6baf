import ResultsKit
import ResultsKitText
import Testing

@testable import resultskit_demo

/// The live board: options, the seeded station feed, and a whole run into a fake output.
@Suite("live board")
struct LiveBoardTests {
  @Test("Options parse, with defaults, and bad ones are reported")
  func options() {
    #expect(DemoOptions.parse([]) == .run(DemoOptions()))
    var expected = DemoOptions()
    expected.grid = true
    expected.frames = 5
    expected.seed = 9
    expected.rows = 12
    expected.importCount = 0
    expected.noColor = true
    #expect(
      DemoOptions.parse([
        "--grid", "--frames", "5", "--seed", "9", "--rows", "12", "--import", "0", "--no-color",
      ]) == .run(expected))
    #expect(DemoOptions.parse(["--help"]) == .help)
    #expect(DemoOptions.parse(["replay", "x.jsonl"]) == .replay(["x.jsonl"]))
    #expect(DemoOptions.parse(["--frames"]) == .invalid(.missingValue(.frames)))
    #expect(DemoOptions.parse(["--rows", "0"]) == .invalid(.outOfRange(.rows, "0")))
    #expect(DemoOptions.parse(["--seed", "-1"]) == .invalid(.outOfRange(.seed, "-1")))
    #expect(DemoOptions.parse(["--colour"]) == .invalid(.unknownOption("--colour")))
  }

  @Test("The station is deterministic and exercises every kind of change")
  func feed() {
    var first = StationFeed(seed: 42)
    var second = StationFeed(seed: 42)
    var departures = 0
    var delays = 0
    var arrivals = 0
    var known = Set(first.board.map(\.id))
    for _ in 0..<200 {
      let tick = first.tick()
      let again = second.tick()
      #expect(tick.upserts == again.upserts && tick.departures == again.departures)
      departures += tick.departures.count
      delays += tick.upserts.filter { $0.status.hasPrefix("Delayed") }.count
      arrivals += tick.upserts.filter { !known.contains($0.id) }.count
      known.formUnion(tick.upserts.map(\.id))
      #expect(Set(tick.departures).isSubset(of: known))
    }
    #expect(departures > 0 && delays > 0 && arrivals > 0)
    #expect(StationFeed(seed: 1).board != StationFeed(seed: 2).board)
  }

  @Test("A run shows every update, imports the history paused, and keeps the view valid")
  @MainActor
  func run() async throws {
    var written = ""
    let output = LiveOutput(isTerminal: false) { written += $0 }
    var options = DemoOptions()
    options.frames = 12
    options.importCount = 2_500
    let report = try await LiveDemo(options: options, output: output, ansi: false, style: .unicode)
      .run()
    #expect(report.updates == 12)
    #expect(report.imported == 2_500)
    #expect(report.problems.isEmpty)
    #expect(report.reloads == 2, "the load and the resume after the import")
    #expect(report.batches > 0 && report.changes >= report.batches)
    #expect(!written.contains("\u{1B}"))
    #expect(written.contains("Importing history [████████████████████████] 2,500/2,500"))
    // The first frame, one per update and the import's, each followed by a blank line (and
    // the text ends with a line feed).
    let blankLines = written.split(separator: "\n", omittingEmptySubsequences: false)
      .filter(\.isEmpty).count
    #expect(blankLines == 1 + 12 + 1 + 1)
    #expect(report.summary.hasPrefix("resultskit-demo: 12 feed updates, "))
  }
}
