import ResultsKit
import Testing

/// The scenes of the README's and the guides' examples as unit tests (their own code blocks
/// are compiled, run and compared with their output blocks by .ci/check-doc-examples).
@Suite struct ReadmeExampleTests {
  struct Row: Identifiable, Equatable {
    var id: Int
    var title: String
  }

  @Test func diffExampleProducesTheBatchTheReadmeShows() throws {
    let old = [Row(id: 1, title: "a"), Row(id: 2, title: "b"), Row(id: 3, title: "c")]
    let new = [Row(id: 3, title: "c"), Row(id: 1, title: "A"), Row(id: 4, title: "d")]

    let batch = try ChangeBatch.diff(from: old, to: new)

    #expect(
      batch.description
        == "ChangeBatch(deletedItems: [[0, 1]], insertedItems: [[0, 2]], "
        + "movedItems: [[0, 2]->[0, 0]], reloadedItems: [[0, 0]])")
    try batch.validate(before: [old.count], after: [new.count])
    #expect(try batch.applied(to: [old], taking: [new]) == [new])
  }

  @Test func readmeErrorMessageIsTheOneValidationThrows() {
    let batch = ChangeBatch()
    #expect(throws: BatchError.self) { try batch.validate(before: [2], after: [3]) }
    do {
      try batch.validate(before: [2], after: [3])
    } catch {
      #expect(
        error.description
          == "Invalid update: invalid number of items in section 0. The number of items "
          + "contained in an existing section after the update (3) must be equal to the number "
          + "of items contained in that section before the update (2), plus or minus the number "
          + "of items inserted or deleted from that section (0 inserted, 0 deleted) and plus or "
          + "minus the number of items moved into or out of that section (0 moved in, 0 moved "
          + "out).")
    }
  }
}
