import Testing

@testable import resultskit_demo

/// Every option of the demo, in both modes, is taken once: given a second time it is refused
/// with one line naming it, instead of the last one silently winning.
@Suite("demo options given twice")
struct DemoOptionRepeatTests {
  /// Each option of the live board, and `--db` of `import`, given twice, in each spelling
  /// (`--rows 5`, `--rows=5`), with the same value or another.
  @Test(
    "Every option given twice is refused, naming it",
    arguments: [
      (["--grid", "--grid"], "--grid"),
      (["--no-color", "--frames", "3", "--no-color"], "--no-color"),
      (["--db", "a.sqlite", "--db", "b.sqlite"], "--db"),
      (["--db=a.sqlite", "--db", "a.sqlite"], "--db"),
      (["--frames", "5", "--frames", "5"], "--frames"),
      (["--seed=1", "--seed", "2"], "--seed"),
      (["--rows", "5", "--grid", "--rows=6"], "--rows"),
      (["--import", "0", "--import", "100"], "--import"),
      (["import", "--db", "a.sqlite", "--db", "b.sqlite", "10"], "--db"),
      (["import", "10", "--db=a.sqlite", "--db=a.sqlite"], "--db"),
    ])
  func repeated(arguments: [String], option: String) {
    #expect(DemoOptions.parse(arguments) == .invalid(.repeatedOption(option)))
  }

  /// Every option the usage lists, numeric ones included, is covered by the rule, not only
  /// those named above.
  @Test func everyOptionOfTheUsageRefusesARepeat() {
    var options: [[String]] = [["--grid"], ["--no-color"], ["--db", "station.sqlite"]]
    options += NumericOption.all.map { [$0.name, String($0.range.lowerBound)] }
    for words in options {
      #expect(DemoOptions.usage.contains(words[0]), "\(words[0])")
      guard case .run = DemoOptions.parse(words) else {
        Issue.record("\(words) alone was refused")
        continue
      }
      #expect(DemoOptions.parse(words + words) == .invalid(.repeatedOption(words[0])))
    }
  }

  /// The repeat is reported at the option's second name, before its value is read: a bad or
  /// missing value there is not what is wrong.
  @Test func theRepeatIsReportedBeforeTheSecondValue() {
    #expect(
      DemoOptions.parse(["--rows", "5", "--rows", "abc"]) == .invalid(.repeatedOption("--rows")))
    #expect(DemoOptions.parse(["--db", "a.sqlite", "--db"]) == .invalid(.repeatedOption("--db")))
    #expect(
      DemoOptions.parse(["import", "--db", "a.sqlite", "10", "--db"])
        == .invalid(.repeatedOption("--db")))
  }

  /// The error is one line, naming the option, as `main` writes it on standard error before
  /// exiting with status 2.
  @Test func theErrorLineNamesTheOption() {
    let line = DemoOptions.errorLine(for: .repeatedOption("--db"))
    #expect(
      line
        == "resultskit-demo: --db is given more than once; each option may be given only once "
        + "(see --help)")
    #expect(!line.contains("\n"))
  }

  /// Options given once each, in any order and spelling, still parse; `--help` wins at once.
  @Test func optionsGivenOnceStillParse() {
    var expected = DemoOptions()
    expected.grid = true
    expected.rows = 5
    expected.database = "a.sqlite"
    #expect(DemoOptions.parse(["--rows=5", "--db", "a.sqlite", "--grid"]) == .run(expected))
    #expect(
      DemoOptions.parse(["import", "12", "--db=a.sqlite"])
        == .importIntoDatabase(path: "a.sqlite", count: 12))
    #expect(DemoOptions.parse(["--grid", "--help", "--grid"]) == .help)
  }
}
