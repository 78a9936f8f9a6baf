import ResultsKit
import TestSupport
import Testing

/// Duplicate identities throw, naming both positions, and the message says so.
@Suite struct DiffErrorTests {
  private func items(_ ids: Int...) -> [Versioned] { ids.map { Versioned(id: $0) } }

  @Test func duplicateIdentifierInOld() {
    #expect(
      throws: DiffError.duplicateIdentifier(
        "7", first: path(0, 1), second: path(0, 3), inNew: false)
    ) {
      try ChangeBatch.diff(from: items(1, 7, 2, 7), to: items(1))
    }
  }

  @Test func duplicateIdentifierInNew() {
    #expect(
      throws: DiffError.duplicateIdentifier("2", first: path(0, 0), second: path(0, 2), inNew: true)
    ) {
      try ChangeBatch.diff(from: items(1, 2), to: items(2, 1, 2))
    }
  }

  @Test func duplicateOnlyInNewAndAbsentFromOld() {
    #expect(
      throws: DiffError.duplicateIdentifier("9", first: path(0, 1), second: path(0, 2), inNew: true)
    ) {
      try ChangeBatch.diff(from: items(1), to: items(1, 9, 9))
    }
  }

  @Test func duplicateIdentifierAcrossSections() {
    let old = [
      ResultsSection(name: "A", objects: items(1, 2)),
      ResultsSection(name: "B", objects: items(3, 1)),
    ]
    #expect(
      throws: DiffError.duplicateIdentifier(
        "1", first: path(0, 0), second: path(1, 1), inNew: false)
    ) {
      try ChangeBatch.diff(from: old, to: [])
    }
    let new = [
      ResultsSection(name: "A", objects: items()), ResultsSection(name: "B", objects: items(4, 5)),
      ResultsSection(name: "C", objects: items(5)),
    ]
    #expect(
      throws: DiffError.duplicateIdentifier("5", first: path(1, 1), second: path(2, 0), inNew: true)
    ) {
      try ChangeBatch.diff(from: [], to: new)
    }
  }

  @Test func duplicateSectionNames() {
    let twice = [
      ResultsSection(name: "A", objects: items(1)), ResultsSection(name: "B", objects: items()),
      ResultsSection(name: "A", objects: items(2)),
    ]
    #expect(throws: DiffError.duplicateSectionName("A", first: 0, second: 2, inNew: false)) {
      try ChangeBatch.diff(from: twice, to: [])
    }
    #expect(throws: DiffError.duplicateSectionName("A", first: 0, second: 2, inNew: true)) {
      try ChangeBatch.diff(from: [], to: twice)
    }
  }

  @Test func messagesNameTheDuplicateAndBothPositions() {
    let id = DiffError.duplicateIdentifier("a1", first: path(0, 1), second: path(2, 0), inNew: true)
    #expect(
      id.description
        == "duplicate identifier a1 in the new snapshot at [0, 1] and [2, 0]; identifiers must be "
        + "unique across all sections")
    let name = DiffError.duplicateSectionName("B", first: 1, second: 4, inNew: false)
    #expect(
      name.description
        == "duplicate section name \"B\" in the old snapshot at sections 1 and 4; section names "
        + "must be unique")
  }
}
