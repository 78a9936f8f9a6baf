import ResultsKit
import TestSupport
import Testing

@testable import ResultsKitStore

/// Seeded random store transactions (some of whose writes fail) interleaved with another
/// writer's changes and `refresh()`, against a from-scratch reference (see `PersistedRun`).
///
/// Each of the 6 cases (2 shapes × 3 seeds) runs 500 steps; with
/// `RESULTSKIT_SOAK_TRANSACTIONS=N` the test runs about *N* in total (see `Soak`). The second
/// seed's persistence reports the store's own writes back too.
@Suite("Model-based: a store over a persistence, with another writer")
struct ModelBasedPersistenceTests {
  static let seeds: [UInt64] = [7, 19, 83]
  static let shapes = [
    Shape(sectioned: true, filtered: true, keys: [.rankAscending]),
    Shape(
      sectioned: true, filtered: false, keys: [.rankDescending, .noteAscending],
      sections: .descending),
  ]
  static let steps = Soak.perCase(cases: shapes.count * seeds.count, usual: 500)

  @Test(
    "After every step the store, the persistence and the controller match the model",
    arguments: shapes, seeds)
  func followsTheModel(shape: Shape, seed: UInt64) throws {
    let run = try PersistedRun(shape: shape, seed: seed, reportsOwnWrites: seed == 19)
    try run.run(steps: Self.steps)
    #expect(run.failureCount == 0, "\(run.failureReport)")
    Soak.report(
      "ModelBasedPersistenceTests.followsTheModel", case: "\(shape), seed \(seed)",
      ran: Self.steps)
    // The run really covered every case.
    for what in [
      "transaction", "transaction thrown", "failed write", "write", "removesAll", "refresh",
      "refresh, no change", "others deleteAll", "others lose track", "others delete",
      "others equal write", "others update", "others upsert",
    ] where Self.steps >= 500 {
      #expect(run.counts[what, default: 0] > 0, "no \(what): \(run.counts)")
    }
  }
}
