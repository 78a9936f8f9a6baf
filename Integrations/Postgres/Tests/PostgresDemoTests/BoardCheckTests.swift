import Testing

@testable import resultskit_postgres_demo

@Suite struct BoardCheckTests {
  private let flights = { () -> [Flight] in
    var maker = FlightMaker(seed: 4)
    return maker.flights(first: 1, count: 5)
  }()

  @Test func aBoardThatShowsTheTableHasNoDifference() {
    #expect(
      DepartureBoard.difference(table: flights, store: flights.reversed(), controller: 5, shown: 5)
        == nil)
  }

  @Test func aChangedOrMissingRowIsNamed() {
    var changed = flights
    changed[0].status = .delayed
    #expect(
      DepartureBoard.difference(table: flights, store: changed, controller: 5, shown: 5)
        == "the store differs from the table in 1 rows")
    #expect(
      DepartureBoard.difference(
        table: flights, store: Array(changed.dropLast()), controller: 4, shown: 4)
        == "the store differs from the table in 2 rows")
  }

  @Test func aViewBehindTheControllerIsNamed() {
    #expect(
      DepartureBoard.difference(table: flights, store: flights, controller: 5, shown: 4)
        == "the table has 5 rows, the controller 5, the board shows 4")
  }

  @Test func theSummaryEndsWithTheInconsistencies() {
    let summary = BoardSummary(
      updates: 1_200, ownCommits: 1_201, followedCommits: 5, rowsShown: 5_040,
      othersShown: 5_000, problems: [], elapsed: .seconds(3))
    #expect(summary.lines[0].hasSuffix("1,206 batches shown, 5 of them followed commits, in 3 s"))
    #expect(summary.lines[1] == "  rows shown: 5,040, from other writers: 5,000")
    #expect(summary.lines.last == "  inconsistencies: 0")
    var failed = summary
    failed.problems = ["x"]
    #expect(failed.lines.suffix(2) == ["  inconsistencies: 1", "  - x"])
  }
}
