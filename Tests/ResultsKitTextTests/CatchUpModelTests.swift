import ResultsKit
import TestSupport
import Testing

/// Model-based: tables and grids that fall behind their data source and catch up.
///
/// A store, a `ResultsController` (sectioned or not) and a table, a grid or both, each with its
/// own `ResultsCoordinator` on the controller (sometimes with `updateCell`), sometimes with a
/// plain subscriber besides, so that the controller keeps following the store while a view's
/// coordinator is paused. Seeded random steps commit transactions, pause and resume, load,
/// resize, restyle, scroll and select (see `CatchUpRun`). After every step each view whose
/// coordinator is not paused renders exactly like a fresh view of the same settings, scroll
/// offset and selection, loaded from scratch.
///
/// Each of the 10 cases runs 250 transactions (about as many other steps besides); with
/// `RESULTSKIT_SOAK_TRANSACTIONS=N` the test runs *N* in total, ⌈*N* / 10⌉ per case (see `Soak`).
@Suite struct CatchUpModelTests {
  struct Case: CustomStringConvertible, Sendable {
    var seed: UInt64
    var sectioned: Bool
    var table = true
    var grid = true
    var follower = false

    var description: String {
      let views = [table ? "table" : nil, grid ? "grid" : nil].compactMap(\.self)
      return "seed \(seed), \(sectioned ? "sectioned" : "one section"), "
        + views.joined(separator: " and ") + (follower ? ", a follower" : "")
    }
  }

  static let cases: [Case] = [
    Case(seed: 1, sectioned: true),
    Case(seed: 2, sectioned: false),
    Case(seed: 3, sectioned: true, follower: true),
    Case(seed: 4, sectioned: false, follower: true),
    Case(seed: 5, sectioned: true, grid: false, follower: true),
    Case(seed: 6, sectioned: false, grid: false),
    Case(seed: 7, sectioned: true, table: false, follower: true),
    Case(seed: 8, sectioned: true, table: false),
    Case(seed: 9, sectioned: false, table: false, follower: true),
    Case(seed: 10, sectioned: true, follower: true),
  ]

  static let transactions = Soak.perCase(cases: cases.count, usual: 250)

  @Test(arguments: cases)
  func viewsRenderLikeFreshOnesWheneverInStep(_ test: Case) throws {
    let run = try CatchUpRun(
      seed: test.seed, sectioned: test.sectioned, table: test.table, grid: test.grid,
      follower: test.follower)
    try run.run(transactions: Self.transactions)
    #expect(run.problems.isEmpty, "\(test): \(run.problems.prefix(3).joined(separator: "\n\n"))")
    #expect(run.transactions >= Self.transactions)
    Soak.report("CatchUpModelTests", case: "\(test)", ran: run.transactions)
  }
}
