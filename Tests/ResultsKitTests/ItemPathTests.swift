import Foundation
import ResultsKit
import TestSupport
import Testing

/// `ItemPath` and `ItemMove`: ordering, the `row` alias, description and the JSON array forms.
@Suite struct ItemPathTests {

  private func decode<T: Decodable>(_ type: T.Type, _ json: String) throws -> T {
    try JSONDecoder().decode(T.self, from: Data(json.utf8))
  }

  private func encodedJSON(_ value: some Encodable) throws -> String {
    String(decoding: try JSONEncoder().encode(value), as: UTF8.self)
  }

  // MARK: Ordering and accessors

  @Test func initStoresSectionAndItemInTheirOwnProperties() {
    let p = ItemPath(item: 7, section: 3)
    #expect(p.section == 3)
    #expect(p.item == 7)
  }

  @Test func ordersBySectionFirst() {
    #expect(path(0, 9) < path(1, 0))
    #expect(!(path(1, 0) < path(0, 9)))
  }

  @Test func ordersByItemWithinASection() {
    #expect(path(2, 1) < path(2, 4))
    #expect(!(path(2, 4) < path(2, 1)))
    #expect(!(path(2, 4) < path(2, 4)))
  }

  @Test func sortingFollowsScreenOrder() {
    let shuffled = [path(1, 0), path(0, 2), path(2, -1), path(0, 0), path(1, 5)]
    #expect(shuffled.sorted() == [path(0, 0), path(0, 2), path(1, 0), path(1, 5), path(2, -1)])
  }

  @Test func rowReadsItem() {
    #expect(path(4, 11).row == 11)
  }

  @Test func settingRowSetsItemAndKeepsSection() {
    var p = path(4, 11)
    p.row = 2
    #expect(p.item == 2)
    #expect(p.section == 4)
    p.item = 9
    #expect(p.row == 9)
  }

  @Test func descriptionIsSectionThenItemInBrackets() {
    #expect(path(3, 7).description == "[3, 7]")
    #expect(path(0, -1).description == "[0, -1]")
    #expect("\(path(12, 0))" == "[12, 0]")
  }

  @Test func moveDescriptionJoinsBothPathsWithAnArrow() {
    let move = ItemMove(from: path(0, 2), to: path(1, 0))
    #expect(move.description == "[0, 2]->[1, 0]")
  }

  // MARK: ItemPath JSON

  @Test func encodesAsSectionItemArray() throws {
    #expect(try encodedJSON(path(3, 7)) == "[3,7]")
  }

  @Test func decodesSectionItemArray() throws {
    #expect(try decode(ItemPath.self, "[3, 7]") == path(3, 7))
    #expect(try decode(ItemPath.self, "[-1, 0]") == path(-1, 0))
  }

  @Test func roundTripsThroughJSON() throws {
    let paths = [path(0, 0), path(5, 2), path(Int.max, Int.min)]
    let data = try JSONEncoder().encode(paths)
    #expect(try JSONDecoder().decode([ItemPath].self, from: data) == paths)
  }

  @Test(arguments: ["[]", "[1]", "[1, 2, 3]", "[1, 2, 3, 4]"])
  func decodingRejectsArraysOfOtherLengths(json: String) {
    let error = #expect(throws: DecodingError.self) { try decode(ItemPath.self, json) }
    if case .dataCorrupted? = error {
    } else {
      Issue.record("expected .dataCorrupted, got \(String(describing: error))")
    }
  }

  @Test(arguments: ["{\"section\": 1, \"item\": 2}", "3", "\"[1, 2]\"", "null"])
  func decodingRejectsNonArrays(json: String) {
    #expect(throws: DecodingError.self) { try decode(ItemPath.self, json) }
  }

  @Test func decodingRejectsNonIntegerElements() {
    #expect(throws: DecodingError.self) { try decode(ItemPath.self, "[1, \"2\"]") }
    #expect(throws: DecodingError.self) { try decode(ItemPath.self, "[1.5, 2]") }
  }

  // MARK: ItemMove JSON

  @Test func moveEncodesAsPairOfPaths() throws {
    let move = ItemMove(from: path(0, 2), to: path(1, 0))
    #expect(try encodedJSON(move) == "[[0,2],[1,0]]")
  }

  @Test func moveDecodesPairOfPaths() throws {
    let move = try decode(ItemMove.self, "[[0, 2], [1, 0]]")
    #expect(move.from == path(0, 2))
    #expect(move.to == path(1, 0))
  }

  @Test func moveRoundTripsThroughJSON() throws {
    let moves = [
      ItemMove(from: path(0, 2), to: path(1, 0)), ItemMove(from: path(3, 3), to: path(0, 0)),
    ]
    let data = try JSONEncoder().encode(moves)
    #expect(try JSONDecoder().decode([ItemMove].self, from: data) == moves)
  }

  @Test(arguments: ["[]", "[[0, 2]]", "[[0, 2], [1, 0], [2, 2]]"])
  func moveDecodingRejectsOtherNumbersOfPaths(json: String) {
    let error = #expect(throws: DecodingError.self) { try decode(ItemMove.self, json) }
    if case .dataCorrupted? = error {
    } else {
      Issue.record("expected .dataCorrupted, got \(String(describing: error))")
    }
  }

  @Test(arguments: [
    "[[0, 2], [1]]", "[[0, 2, 9], [1, 0]]", "[0, 2]", "{\"from\": [0, 2], \"to\": [1, 0]}",
  ])
  func moveDecodingRejectsMalformedPaths(json: String) {
    #expect(throws: DecodingError.self) { try decode(ItemMove.self, json) }
  }
}
