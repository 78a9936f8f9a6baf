import ResultsKit
import TestSupport
import Testing

@testable import ResultsKitStore

/// Seeded random transactions against a from-scratch reference, through a controller and two
/// coordinators, in every shape of fetch (see `ModelRun`), each section order among them.
///
/// Each of the 21 cases (7 shapes × 3 seeds) runs 600 transactions; with
/// `RESULTSKIT_SOAK_TRANSACTIONS=N` the test runs *N* in total, ⌈*N* / 18⌉ per case (see `Soak`).
/// The first seed lets the controller choose how to apply each commit; the second applies
/// every commit in bulk, the third one object at a time.
@Suite("Model-based: store, controller, coordinator")
struct ModelBasedStoreTests {
  static let seeds: [UInt64] = [11, 29, 47]
  static let transactions = Soak.perCase(cases: Shape.all.count * seeds.count, usual: 600)

  static func strategy(_ seed: UInt64) -> IndexTestingSeam.ApplyStrategy {
    switch seed {
    case 29: .bulk
    case 47: .incremental
    default: .automatic
    }
  }

  @Test(
    "Every commit matches the reference and replays exactly", arguments: Shape.all, seeds)
  func followsTheModel(shape: Shape, seed: UInt64) throws {
    let run = try ModelRun(shape: shape, seed: seed, strategy: Self.strategy(seed))
    try run.run(transactions: Self.transactions)
    #expect(run.failureCount == 0, "\(run.failureReport)")
    #expect(run.checkedCommits + run.pausedCommits == Self.transactions)
    Soak.report(
      "ModelBasedStoreTests.followsTheModel", case: "\(shape), seed \(seed)",
      ran: run.checkedCommits + run.pausedCommits)
    // The generator and the controller really produced every kind of change.
    for operation in TransactionGenerator.Operation.allCases {
      #expect(run.generator.counts[operation, default: 0] > 0, "no \(operation)")
    }
    var kinds = ["inserted", "deleted", "updated"]
    if !shape.keys.isEmpty { kinds.append("moved") }
    if shape.sectioned { kinds += ["movedAcross", "insertedSection", "deletedSection"] }
    for kind in kinds { #expect(run.eventCounts[kind, default: 0] > 0, "no \(kind) event") }
  }

  @Test(
    "Every commit matches the reference, each coordinator its controller's only subscriber",
    arguments: Shape.all, seeds)
  func followsTheModelAsLists(shape: Shape, seed: UInt64) throws {
    let run = try ModelRun(
      shape: shape, seed: seed, strategy: Self.strategy(seed), soleSubscribers: true)
    // Each coordinator is its controller's only subscriber: it takes each change as lists.
    for controller in [run.controller, run.cellController] {
      #expect(controller.observers.count == 1 && controller.listObservers.count == 1)
    }
    try run.run(transactions: Self.transactions)
    #expect(run.failureCount == 0, "\(run.failureReport)")
    #expect(run.checkedCommits + run.pausedCommits == Self.transactions)
    Soak.report(
      "ModelBasedStoreTests.followsTheModelAsLists", case: "\(shape), seed \(seed)",
      ran: run.checkedCommits + run.pausedCommits)
  }

  @Test("The checks catch a wrong reference (tie-break reversed)")
  func oracle() throws {
    let run = try ModelRun(
      shape: Shape(sectioned: false, filtered: false, keys: [.rankAscending]), seed: 5)
    run.reference = { model, shape in
      model.sections(shape).map { section in
        ResultsSection(name: section.name, objects: section.objects.reversed())
      }
    }
    try run.run(transactions: 50)
    #expect(!run.failures.isEmpty)
  }

  @Test(
    "The checks catch sections in the wrong order (a reference by name, ascending)",
    arguments: SectionOrdering.allCases.filter { $0 != .ascending })
  func sectionOracle(sections: SectionOrdering) throws {
    let run = try ModelRun(
      shape: Shape(sectioned: true, filtered: false, keys: [], sections: sections), seed: 5)
    run.reference = { model, shape in
      var ascending = shape
      ascending.sections = .ascending
      return model.sections(ascending)
    }
    try run.run(transactions: 50)
    #expect(!run.failures.isEmpty)
  }
}
