import TestSupport
import Testing

@testable import ResultsKitStore

/// Seeded random transactions through a controller whose predicate, sort key (a computed
/// property) and section closures answer at random, by a counter, or differently from one
/// commit to the next, or whose first sort key's `<` is not a strict order (see `ImpureRun`):
/// the property that would have caught impure closures leaving deleted objects and duplicate
/// ids on screen, and an update reported where the order needed a move.
///
/// Each of the 6 cases runs 300 transactions impure and 40 after the closures are made pure
/// again, and each of the 12 section-order cases likewise; with
/// `RESULTSKIT_SOAK_TRANSACTIONS=N`, *N* in all per test function, ⌈*N* / cases⌉ per case
/// (the recovery stays at 40).
@Suite("Impure closures: consistent with their own events, recovered by a fetch from scratch")
struct ImpureClosurePropertyTests {
  static let seed: UInt64 = 23
  static let transactions = Soak.perCase(cases: Whims.all.count, usual: 300)

  @Test(
    "No trap, no stale or deleted object, no id twice, every batch replays; then recovers",
    arguments: Whims.all)
  func impureThenPure(whims: Whims) throws {
    let run = try ImpureRun(whims: whims, seed: Self.seed)
    try run.run(transactions: Self.transactions)
    #expect(run.failureCount == 0, "\(run.failureReport)")
    try run.recover(transactions: 40)
    #expect(run.failureCount == 0, "\(run.failureReport)")
    #expect(run.commits > Self.transactions / 2)
    Soak.report(
      "ImpureClosurePropertyTests.impureThenPure", case: "\(whims)", ran: Self.transactions)
  }

  static let sectionTransactions = Soak.perCase(cases: Whims.sectionOrders.count * 2, usual: 300)

  /// The same, with a section order whose comparison of names answers at random, by a counter
  /// or differently from one commit to the next, or goes round in a circle; applied one object
  /// at a time and in bulk (a run this small would otherwise apply every commit in bulk).
  @Test(
    "A section order not pure or not a strict order: no trap, every batch replays; then recovers",
    arguments: Whims.sectionOrders, [IndexTestingSeam.ApplyStrategy.incremental, .bulk])
  func impureSectionOrder(
    whims: Whims, strategy: IndexTestingSeam.ApplyStrategy
  ) throws {
    let run = try ImpureRun(whims: whims, seed: Self.seed, strategy: strategy)
    try run.run(transactions: Self.sectionTransactions)
    #expect(run.failureCount == 0, "\(run.failureReport)")
    try run.recover(transactions: 40)
    #expect(run.failureCount == 0, "\(run.failureReport)")
    #expect(run.commits > Self.sectionTransactions / 2)
    if whims.cyclicSections || whims.sectionOrder != .flipping {
      // The order was really not strict: the controller had to search by scanning.
      #expect(run.controller.inconsistencyRepairs > 0)
    }
    Soak.report(
      "ImpureClosurePropertyTests.impureSectionOrder", case: "\(whims), \(strategy)",
      ran: Self.sectionTransactions)
  }
}
