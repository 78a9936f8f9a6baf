import ResultsKit
import ResultsKitJSON
import ResultsKitReplay
import ResultsKitStore
import ResultsKitTesting
import Testing

@Suite("Value order and section names")
struct JSONValueOrderTests {
  @Test("null < false < true < numbers by value < strings by Swift's <")
  func order() {
    let ascending: [JSONValue] = [
      .null, .bool(false), .bool(true), .number(-1e300), .number(-1), .number(0), .number(0.5),
      .number(2), .number(10), .string(""), .string("10"), .string("2"), .string("B"),
      .string("a"), .string("b"),
    ]
    for (index, value) in ascending.enumerated() {
      for later in ascending[(index + 1)...] {
        #expect(value < later, "\(value) < \(later)")
        #expect(!(later < value))
        #expect(value != later)
      }
      #expect(!(value < value))
    }
    var generator = SeededRandomNumberGenerator(seed: 5)
    #expect(ascending.shuffled(using: &generator).sorted() == ascending)
  }

  @Test("Numbers compare by value: 1 == 1.0, -0 == 0, with equal hashes")
  func numbersByValue() throws {
    let one = try JSONParser.parse("1")
    let onePointZero = try JSONParser.parse("1.0")
    #expect(one == onePointZero)
    #expect(!(one < onePointZero) && !(onePointZero < one))
    #expect(one.hashValue == onePointZero.hashValue)
    #expect(try JSONParser.parse("-0") == JSONParser.parse("0"))
    #expect(try JSONParser.parse("100") == JSONParser.parse("1e2"))
  }

  @Test("Operators follow the order")
  func operators() {
    let three = JSONValue.number(3)
    #expect(ComparisonOperator.equal.evaluate(.number(3.0), three))
    #expect(ComparisonOperator.notEqual.evaluate(.string("3"), three))
    #expect(ComparisonOperator.less.evaluate(.null, three))
    #expect(ComparisonOperator.less.evaluate(.bool(true), three))
    #expect(!ComparisonOperator.less.evaluate(.string("1"), three))
    #expect(ComparisonOperator.lessOrEqual.evaluate(three, three))
    #expect(ComparisonOperator.greater.evaluate(.string(""), three))
    #expect(ComparisonOperator.greaterOrEqual.evaluate(.number(3), three))
    #expect(!ComparisonOperator.greaterOrEqual.evaluate(.null, .bool(false)))
    #expect(ComparisonOperator.list == "==, !=, <, <=, > or >=")
  }

  @Test(
    "Section names: a string itself, null empty, other values their JSON text",
    arguments: [
      (JSONValue.null, ""), (.string(""), ""), (.string("Platform 1"), "Platform 1"),
      (.bool(true), "true"), (.bool(false), "false"), (.number(3), "3"), (.number(3.0), "3"),
      (.number(-0.0), "0"), (.number(2.5), "2.5"), (.number(-7), "-7"), (.number(1e-7), "1e-7"),
    ])
  func sectionName(value: JSONValue, name: String) {
    #expect(value.sectionName == name)
  }

  @Test("A missing field reads as null; id reads as the identifier")
  func fields() {
    let object = ReplayObject(id: "a1", fields: ["time": .number(5)])
    #expect(object[field: "time"] == .number(5))
    #expect(object[field: "missing"] == .null)
    #expect(object[field: "id"] == .string("a1"))
  }

  @Test("The controller sorts and sections mixed values through key paths in this order")
  func controllerOrder() throws {
    let transcript = replay(
      """
      {"fetch": {"sortBy": ["v", "-id"], "sectionBy": "s"}}
      {"insert": [{"id": "a", "v": "x", "s": 1}, {"id": "b", "v": 2, "s": 1.0}, {"id": "c", "s": true}, {"id": "d", "v": false}, {"id": "e", "v": 2.0, "s": 1}, {"id": "f", "v": null, "s": true}]}
      """)
    #expect(transcript.status == 0)
    #expect(transcript.diagnostics.isEmpty)
    // Sections by name ("" < "1" < "true"); inside, v ascending (null < false < 2 < "x"),
    // ties by id descending.
    #expect(
      transcript.output.last?.hasSuffix(
        #""sections": [{"name": "", "ids": ["d"]}, {"name": "1", "ids": ["e", "b", "a"]}, {"name": "true", "ids": ["f", "c"]}]}"#
      )
        == true)
  }
}
