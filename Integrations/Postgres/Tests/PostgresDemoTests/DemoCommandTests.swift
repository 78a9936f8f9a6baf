import Testing

@testable import resultskit_postgres_demo

@Suite struct DemoCommandTests {
  @Test func noArgumentsRunTheBoardWithItsDefaults() throws {
    #expect(try DemoCommand.parse([]) == .board(DemoCommand.BoardOptions()))
    #expect(DemoCommand.BoardOptions().table == "departures")
    #expect(DemoCommand.BoardOptions().frames == nil)
  }

  @Test func boardOptionsAreRead() throws {
    let command = try DemoCommand.parse([
      "--frames", "300", "--seed", "7", "--table", "board_2", "--interval", "0",
    ])
    #expect(
      command
        == .board(.init(frames: 300, seed: 7, table: "board_2", intervalMilliseconds: 0)))
  }

  @Test func importTakesACountAndItsOwnSeed() throws {
    #expect(try DemoCommand.parse(["import", "5,000"]) == .importRows(.init(count: 5_000)))
    #expect(
      try DemoCommand.parse(["import", "12", "--table", "t", "--seed", "9"])
        == .importRows(.init(count: 12, seed: 9, table: "t")))
  }

  @Test func helpWinsOverEverythingElse() throws {
    #expect(try DemoCommand.parse(["--frames", "x", "--help"]) == .help)
    #expect(try DemoCommand.parse(["-h"]) == .help)
  }

  @Test(arguments: [
    (["--frames"], DemoOptionError.missingValue("--frames")),
    (["--frames", "0"], .invalidNumber(option: "--frames", value: "0")),
    (["--interval", "-1"], .invalidNumber(option: "--interval", value: "-1")),
    (["--seed", "seven"], .invalidNumber(option: "--seed", value: "seven")),
    (["import"], .missingValue("import")),
    (["import", "0"], .invalidNumber(option: "import", value: "0")),
    (["import", "5", "--frames", "3"], .unknownOption("--frames")),
    (["--table", "Trains"], .invalidTable("Trains")),
    (["--table", "x; drop"], .invalidTable("x; drop")),
    (["--table", "1st"], .invalidTable("1st")),
    (["--verbose"], .unknownOption("--verbose")),
  ])
  func refusedCommandLinesSayWhy(arguments: [String], expected: DemoOptionError) {
    #expect(throws: expected) { try DemoCommand.parse(arguments) }
  }

  @Test func errorsNameTheOption() {
    #expect(DemoOptionError.missingValue("--table").description == "--table needs a value")
    #expect(
      DemoOptionError.invalidNumber(option: "--interval", value: "-1").description
        .contains("at least 0"))
  }
}
