import ResultsKit
import Testing

@testable import ResultsKitStore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Seeded random transactions against a from-scratch reference, through a controller and two
/// coordinators, in every shape of fetch (see `ModelRun`).
///
/// Set `RESULTSKIT_SOAK_TRANSACTIONS` to run that many transactions per case instead of 900.
@Suite("Model-based: store, controller, coordinator")
struct ModelBasedStoreTests {
  static let transactions: Int = {
    let value = Environment.value("RESULTSKIT_SOAK_TRANSACTIONS").flatMap { Int($0) }
    return value ?? 900
  }()

  @Test(
    "Every commit matches the reference and replays exactly", arguments: Shape.all,
    [11, 29] as [UInt64])
  func followsTheModel(shape: Shape, seed: UInt64) throws {
    let run = try ModelRun(shape: shape, seed: seed)
    try run.run(transactions: Self.transactions)
    #expect(run.failures.isEmpty, "\(run.failures)")
    #expect(run.checkedCommits + run.pausedCommits == Self.transactions)
    // The generator and the controller really produced every kind of change.
    for operation in TransactionGenerator.Operation.allCases {
      #expect(run.generator.counts[operation, default: 0] > 0, "no \(operation)")
    }
    var kinds = ["inserted", "deleted", "updated"]
    if !shape.keys.isEmpty { kinds.append("moved") }
    if shape.sectioned { kinds += ["movedAcross", "insertedSection", "deletedSection"] }
    for kind in kinds { #expect(run.eventCounts[kind, default: 0] > 0, "no \(kind) event") }
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
}

/// Reads the process environment without Foundation.
enum Environment {
  static func value(_ name: String) -> String? {
    guard let pointer = getenv(name) else { return nil }
    return String(cString: pointer)
  }
}
