import Testing

@testable import resultskit_demo

/// The live demo's numeric options: each refuses, before anything is allocated, a number a
/// terminal or memory cannot hold, with one line naming the option, the value and the range.
@Suite("demo option ranges")
struct DemoOptionRangeTests {
  /// The largest value of each option's range is accepted, the next one is not.
  @Test(
    "Every numeric option accepts its range and refuses the number just past it",
    arguments: [
      (NumericOption.frames, "100000", "100001", "0 to 100,000 updates"),
      (NumericOption.rows, "1000", "1001", "1 to 1,000 rows"),
      (NumericOption.importCount, "1000000", "1000001", "0 to 1,000,000 arrivals"),
      (
        NumericOption.seed, "18446744073709551615", "18446744073709551616",
        "0 to 18,446,744,073,709,551,615"
      ),
    ])
  func rangeEdges(option: NumericOption, largest: String, tooLarge: String, accepted: String) {
    #expect(option.accepted == accepted)
    guard case let .run(options) = DemoOptions.parse([option.name, largest]) else {
      Issue.record("\(option.name) \(largest) was refused")
      return
    }
    #expect(options != DemoOptions(), "\(option.name) \(largest) set nothing")
    #expect(DemoOptions.parse([option.name, tooLarge]) == .invalid(.outOfRange(option, tooLarge)))
  }

  /// The report's case: `--rows 100000000` grew to 870 MB before drawing anything.
  @Test func hundredMillionRowsAreRefusedWithOneLineNamingTheRange() {
    let parsed = DemoOptions.parse(["--grid", "--rows", "100000000", "--frames", "5"])
    #expect(parsed == .invalid(.outOfRange(.rows, "100000000")))
    guard case let .invalid(error) = parsed else { return }
    let line = DemoOptions.errorLine(for: error)
    #expect(
      line
        == "resultskit-demo: --rows 100000000 is out of range; the accepted range is 1 to 1,000 "
        + "rows (see --help)")
    #expect(!line.contains("\n"))
  }

  /// A negative number is out of range, not a missing one: the line names it and the range.
  @Test func aNegativeRowCountIsOutOfRange() {
    let parsed = DemoOptions.parse(["--rows", "-3"])
    #expect(parsed == .invalid(.outOfRange(.rows, "-3")))
    guard case let .invalid(error) = parsed else { return }
    #expect(
      DemoOptions.errorLine(for: error)
        == "resultskit-demo: --rows -3 is out of range; the accepted range is 1 to 1,000 rows "
        + "(see --help)")
  }

  /// Negative numbers, numbers too long for any integer, words, and a missing number: each
  /// message says which of these it is.
  @Test(
    "Bad values are named for what is wrong with them",
    arguments: [
      (["--rows", "-3"], DemoOptionError.outOfRange(.rows, "-3"), "--rows -3 is out of range"),
      (
        ["--import", "99999999999999999999999"],
        .outOfRange(.importCount, "99999999999999999999999"),
        "--import 99999999999999999999999 is out of range"
      ),
      (["--frames", "ten"], .notANumber(.frames, "ten"), "--frames ten is not a whole number"),
      (["--rows", "1.5"], .notANumber(.rows, "1.5"), "--rows 1.5 is not a whole number"),
      (["--rows", "-"], .notANumber(.rows, "-"), "--rows - is not a whole number"),
      (["--seed", ""], .notANumber(.seed, ""), #"--seed "" is not a whole number"#),
      (["--rows", "1\t2"], .notANumber(.rows, "1\t2"), #"--rows "1\t2" is not a whole number"#),
      (["--rows"], .missingValue(.rows), "--rows needs a number"),
      (["--rowz", "5"], .unknownOption("--rowz"), "unknown option --rowz"),
    ])
  func badValues(arguments: [String], error: DemoOptionError, message: String) throws {
    #expect(DemoOptions.parse(arguments) == .invalid(error))
    #expect(error.description.hasPrefix(message), "\(error)")
    if case .unknownOption = error { return }
    let option = try #require(NumericOption.named(arguments[0]))
    #expect(error.description.hasSuffix("the accepted range is " + option.accepted))
  }

  /// A sign is allowed: "+5" is 5 and "-0" is 0.
  @Test func signedNumbersInRangeAreAccepted() {
    var expected = DemoOptions()
    expected.rows = 5
    expected.frames = 0
    #expect(DemoOptions.parse(["--rows", "+5", "--frames", "-0"]) == .run(expected))
  }

  /// `--rows=5` is `--rows 5`, with the same checks; a flag takes no value.
  @Test func aValueMayBeAttachedWithAnEqualsSign() {
    var expected = DemoOptions()
    expected.rows = 5
    expected.seed = 7
    #expect(DemoOptions.parse(["--rows=5", "--seed=7"]) == .run(expected))
    #expect(DemoOptions.parse(["--rows=-3"]) == .invalid(.outOfRange(.rows, "-3")))
    #expect(DemoOptions.parse(["--rows="]) == .invalid(.notANumber(.rows, "")))
    #expect(DemoOptions.parse(["--grid=1"]) == .invalid(.unknownOption("--grid=1")))
  }

  /// `--help` lists each range, from the same constants the parser checks.
  @Test func theUsageListsEveryRange() {
    for option in NumericOption.all {
      #expect(DemoOptions.usage.contains(option.accepted), "\(option.name)")
    }
  }
}
