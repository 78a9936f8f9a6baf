import ResultsKit
import TestSupport
import Testing

@testable import ResultsKitStore

/// Seeded random transactions over sort keys without a total order — a `Double` that may be
/// NaN, ±0 or ±infinity, a `String` with canonically equivalent spellings — checked after every
/// commit against a reference of the documented order, against a fetch from scratch, and
/// through two coordinators whose targets replay their batches (see `AwkwardRun`).
///
/// The property that would have caught a NaN key reported as an update where a move was
/// needed. Each function runs its 5 shapes with one type of sample, 240 transactions each;
/// with `RESULTSKIT_SOAK_TRANSACTIONS=N`, *N* in all, ⌈*N* / 5⌉ per shape (see `Soak`).
@Suite("Model-based: sort keys without a total order")
struct ModelBasedSortKeyTests {
  static let seed: UInt64 = 17
  static let transactions = Soak.perCase(cases: AwkwardShape.all.count, usual: 240)

  @Test(
    "Synthesized ==, so a NaN is never equal to itself: every commit matches the model",
    arguments: AwkwardShape.all)
  func strictEquality(shape: AwkwardShape) throws {
    try follow(StrictSample.self, shape, test: "strictEquality")
  }

  @Test(
    "A NaN-aware ==, so updates to an equal content are no change: every commit matches",
    arguments: AwkwardShape.all)
  func tolerantEquality(shape: AwkwardShape) throws {
    try follow(TolerantSample.self, shape, test: "tolerantEquality")
  }

  private func follow<Sample: AwkwardSample>(
    _: Sample.Type, _ shape: AwkwardShape, test: String
  ) throws {
    let run = try AwkwardRun<Sample>(shape: shape, seed: Self.seed)
    try run.run(transactions: Self.transactions)
    #expect(run.failureCount == 0, "\(run.failureReport)")
    #expect(run.checkedCommits + run.pausedCommits == Self.transactions)
    Soak.report(
      "ModelBasedSortKeyTests.\(test)", case: "\(shape)",
      ran: run.checkedCommits + run.pausedCommits)
    guard Soak.total == nil || Self.transactions >= 200 else { return }
    // The awkward writes and the interesting events really happened.
    for what in [
      "to NaN", "from NaN", "respelled", "same content", "detour", "inserted", "deleted",
    ] {
      #expect(run.counts[what, default: 0] > 0, "no \(what)")
    }
    #expect(run.counts["moved", default: 0] + run.counts["updated", default: 0] > 0)
  }

  @Test("The checks catch a reference that puts NaN first, or ties two zeros by sign")
  func oracle() throws {
    let nanFirst = try AwkwardRun<StrictSample>(shape: AwkwardShape.all[0], seed: 5)
    nanFirst.model.compare = { lhs, rhs, descending in
      lhs.isNaN != rhs.isNaN
        ? (lhs.isNaN ? -1 : 1)
        : DocumentedOrder.compare(lhs, rhs, descending: descending)
    }
    try nanFirst.run(transactions: 60)
    #expect(nanFirst.failureCount > 0)

    let signedZeros = try AwkwardRun<TolerantSample>(shape: AwkwardShape.all[1], seed: 5)
    signedZeros.model.compare = { lhs, rhs, descending in
      lhs == 0 && rhs == 0 && lhs.sign != rhs.sign
        ? (lhs.sign == .minus) != descending ? -1 : 1
        : DocumentedOrder.compare(lhs, rhs, descending: descending)
    }
    try signedZeros.run(transactions: 100)
    #expect(signedZeros.failureCount > 0)
  }
}
