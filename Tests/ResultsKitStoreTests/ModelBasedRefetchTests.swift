import TestSupport
import Testing

@testable import ResultsKitStore

/// Seeded random transactions on a store with three controllers, during whose delivery hooks
/// fetch, re-request, load, pause and resume the other controllers (see `RefetchRun`): the
/// property that would have caught a controller applying a commit it had already fetched.
///
/// Each of the 4 seeds runs 250 transactions; with `RESULTSKIT_SOAK_TRANSACTIONS=N`, *N* in
/// all, ⌈*N* / 4⌉ per seed (see `Soak`).
@Suite("Model-based: fetches during a delivery")
struct ModelBasedRefetchTests {
  static let seeds: [UInt64] = [3, 8, 21, 44]
  static let transactions = Soak.perCase(cases: seeds.count, usual: 250)

  @Test(
    "Every controller equals a fetch from scratch, and every view its controller",
    arguments: seeds)
  func followsTheModel(seed: UInt64) throws {
    let run = try RefetchRun(seed: seed)
    try run.run(transactions: Self.transactions)
    #expect(run.failureCount == 0, "\(run.failureReport)")
    Soak.report("ModelBasedRefetchTests.followsTheModel", case: "seed \(seed)", ran: run.step + 1)
    guard Soak.total == nil || Self.transactions >= 200 else { return }
    // Every site ran hooks, and every action ran.
    let names =
      ["targetApply", "storeObserver", "objectMonitor"]
      + DeliveryHook.Action.allCases.map(\.description)
    for name in names { #expect(run.fired[name, default: 0] > 0, "never ran: \(name)") }
  }

  @Test("The checks catch a view not reloaded after a fetch by hand with a new request")
  func oracle() throws {
    let run = try RefetchRun(seed: 3)
    for lane in run.lanes { lane.reloadsByHand = false }
    try run.run(transactions: 250)
    #expect(run.failureCount > 0)
  }
}
