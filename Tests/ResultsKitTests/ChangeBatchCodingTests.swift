import Foundation
import ResultsKit
import TestSupport
import Testing

/// `ChangeBatch` as JSON, plus `isEmpty`, `changeCount` and `description`.
@Suite struct ChangeBatchCodingTests {
  private static let keys = [
    "deletedSections", "insertedSections", "deletedItems", "insertedItems", "movedItems",
    "reloadedItems", "reconfiguredItems",
  ]

  /// One entry in every list, so each key's shape is visible.
  private var full: ChangeBatch {
    ChangeBatch(
      deletedSections: [4], insertedSections: [0, 2],
      deletedItems: [path(0, 1)], insertedItems: [path(1, 3)],
      movedItems: [ItemMove(from: path(0, 2), to: path(1, 0))],
      reloadedItems: [path(0, 0)], reconfiguredItems: [path(3, 5)])
  }

  private func decode(_ json: String) throws -> ChangeBatch {
    try JSONDecoder().decode(ChangeBatch.self, from: Data(json.utf8))
  }

  /// The encoded batch as a parsed JSON object (key order does not matter).
  private func jsonObject(_ batch: ChangeBatch) throws -> NSDictionary {
    try parsed(JSONEncoder().encode(batch))
  }

  private func parsed(_ json: String) throws -> NSDictionary {
    try parsed(Data(json.utf8))
  }

  private func parsed(_ data: Data) throws -> NSDictionary {
    let object = try JSONSerialization.jsonObject(with: data)
    return try #require(object as? NSDictionary)
  }

  // MARK: JSON

  @Test func roundTripsThroughJSON() throws {
    let data = try JSONEncoder().encode(full)
    #expect(try JSONDecoder().decode(ChangeBatch.self, from: data) == full)
  }

  @Test func roundTripKeepsNonCanonicalListsAsWritten() throws {
    let batch = ChangeBatch(deletedSections: [3, 1, 3], deletedItems: [path(2, 0), path(0, 0)])
    let data = try JSONEncoder().encode(batch)
    #expect(try JSONDecoder().decode(ChangeBatch.self, from: data) == batch)
  }

  @Test func encodesTheDocumentedShape() throws {
    let expected = try parsed(
      """
      {
        "deletedSections": [4],
        "insertedSections": [0, 2],
        "deletedItems": [[0, 1]],
        "insertedItems": [[1, 3]],
        "movedItems": [[[0, 2], [1, 0]]],
        "reloadedItems": [[0, 0]],
        "reconfiguredItems": [[3, 5]]
      }
      """)
    #expect(try jsonObject(full) == expected)
  }

  @Test func writesAllSevenKeysEvenWhenEmpty() throws {
    let object = try jsonObject(ChangeBatch())
    #expect(Set(object.allKeys.compactMap { $0 as? String }) == Set(Self.keys))
    #expect(object.count == 7)
    for key in Self.keys {
      #expect((object[key] as? NSArray)?.count == 0, "\(key) should be an empty array")
    }
  }

  @Test func writesEmptyListsNextToFullOnes() throws {
    let expected = try parsed(
      """
      {
        "deletedSections": [], "insertedSections": [], "deletedItems": [],
        "insertedItems": [[0, 0]], "movedItems": [], "reloadedItems": [], "reconfiguredItems": []
      }
      """)
    #expect(try jsonObject(ChangeBatch(insertedItems: [path(0, 0)])) == expected)
  }

  @Test(arguments: ChangeBatchCodingTests.keys)
  func aMissingKeyDecodesAsAnEmptyList(missing: String) throws {
    let object = try JSONSerialization.jsonObject(
      with: JSONEncoder().encode(full), options: .mutableContainers)
    let trimmed = try #require(object as? NSMutableDictionary)
    #expect(trimmed[missing] != nil)
    trimmed.removeObject(forKey: missing)
    let data = try JSONSerialization.data(withJSONObject: trimmed)
    let decoded = try JSONDecoder().decode(ChangeBatch.self, from: data)

    var expected = full
    switch missing {
    case "deletedSections": expected.deletedSections = []
    case "insertedSections": expected.insertedSections = []
    case "deletedItems": expected.deletedItems = []
    case "insertedItems": expected.insertedItems = []
    case "movedItems": expected.movedItems = []
    case "reloadedItems": expected.reloadedItems = []
    case "reconfiguredItems": expected.reconfiguredItems = []
    default: Issue.record("unknown key \(missing)")
    }
    #expect(decoded == expected)
  }

  @Test func emptyObjectDecodesAsTheEmptyBatch() throws {
    let batch = try decode("{}")
    #expect(batch == ChangeBatch())
    #expect(batch.isEmpty)
  }

  @Test func decodesHandWrittenJSON() throws {
    let batch = try decode(#"{"movedItems": [[[0, 2], [0, 0]]], "deletedItems": [[0, 1]]}"#)
    #expect(
      batch
        == ChangeBatch(
          deletedItems: [path(0, 1)], movedItems: [ItemMove(from: path(0, 2), to: path(0, 0))]))
  }

  @Test func decodingRejectsMalformedPathsInsideTheBatch() {
    #expect(throws: DecodingError.self) { try decode(#"{"deletedItems": [[0, 1, 2]]}"#) }
    #expect(throws: DecodingError.self) { try decode(#"{"movedItems": [[[0, 2]]]}"#) }
    #expect(throws: DecodingError.self) { try decode(#"{"deletedSections": [[0]]}"#) }
    #expect(throws: DecodingError.self) { try decode("[]") }
  }

  // MARK: isEmpty, changeCount, description

  @Test func emptyBatchIsEmptyWithNoChanges() {
    #expect(ChangeBatch().isEmpty)
    #expect(ChangeBatch().changeCount == 0)
  }

  @Test func changeCountAddsEntriesOfAllSevenLists() {
    #expect(full.changeCount == 8)
    #expect(!full.isEmpty)
    let duplicates = ChangeBatch(deletedItems: [path(0, 0), path(0, 0)])
    #expect(duplicates.changeCount == 2)
  }

  @Test(arguments: 0..<7)
  func anyOneNonEmptyListMakesTheBatchNonEmpty(list: Int) {
    var batch = ChangeBatch()
    switch list {
    case 0: batch.deletedSections = [0]
    case 1: batch.insertedSections = [0]
    case 2: batch.deletedItems = [path(0, 0)]
    case 3: batch.insertedItems = [path(0, 0)]
    case 4: batch.movedItems = [ItemMove(from: path(0, 0), to: path(0, 1))]
    case 5: batch.reloadedItems = [path(0, 0)]
    default: batch.reconfiguredItems = [path(0, 0)]
    }
    #expect(!batch.isEmpty)
    #expect(batch.changeCount == 1)
  }

  @Test func descriptionOfTheEmptyBatch() {
    #expect(ChangeBatch().description == "ChangeBatch()")
  }

  @Test func descriptionListsOnlyNonEmptyListsInPropertyOrder() {
    let batch = ChangeBatch(
      deletedItems: [path(0, 1)], movedItems: [ItemMove(from: path(0, 2), to: path(0, 0))])
    #expect(
      batch.description == "ChangeBatch(deletedItems: [[0, 1]], movedItems: [[0, 2]->[0, 0]])")
  }

  @Test func descriptionOfAFullBatch() {
    #expect(
      full.description
        == "ChangeBatch(deletedSections: [4], insertedSections: [0, 2], deletedItems: [[0, 1]], "
        + "insertedItems: [[1, 3]], movedItems: [[0, 2]->[1, 0]], reloadedItems: [[0, 0]], "
        + "reconfiguredItems: [[3, 5]])")
  }
}
