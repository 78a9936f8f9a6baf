import ResultsKit
import ResultsKitJSON
import ResultsKitReplay
import ResultsKitStore
import Testing

@Suite("Transactions")
struct TransactionTests {
  static let setup = """
    {"fetch": {"sortBy": ["time"], "sectionBy": "platform", "where": {"field": "hidden", "op": "!=", "value": true}}}
    {"insert": [{"id": "a", "platform": "1", "time": 1}, {"id": "b", "platform": "1", "time": 2}, {"id": "c", "platform": "2", "time": 3}]}
    {"insert": [{"id": "h", "platform": "1", "time": 0, "hidden": true}]}
    """

  @Test(
    "A failing line prints its error with the line number and changes nothing",
    arguments: [
      (#"{"insert": [}"#, "malformed JSON at column 13: expected a value, found '}'"),
      (#"{"insert": []} x"#, "malformed JSON at column 16"),
      (#"{"a": 1, "a": 2}"#, "the key \"a\" appears twice"),
      ("[]", "a transaction must be a JSON object, not an array"),
      ("42", "a transaction must be a JSON object, not a number"),
      ("null", "a transaction must be a JSON object, not null"),
      (#"{"inserts": []}"#, "unknown key \"inserts\""),
      (#"{"fetch": {}}"#, "a fetch request is only allowed on the first line"),
      (#"{"insert": {"id": "x"}}"#, "\"insert\" must be a list, not an object"),
      (#"{"update": "a"}"#, "\"update\" must be a list, not a string"),
      (#"{"upsert": null}"#, "\"upsert\" must be a list, not null"),
      (#"{"delete": "a"}"#, "\"delete\" must be a list, not a string"),
      (#"{"insert": [{"id": "x"}, 5]}"#, "entry 2 of \"insert\" must be an object, not a number"),
      (
        #"{"update": [{"id": "a", "tags": []}]}"#,
        "field \"tags\" of entry 1 of \"update\" is an array"
      ),
      (
        #"{"upsert": [{"id": "a", "at": {}}]}"#,
        "field \"at\" of entry 1 of \"upsert\" is an object"
      ),
      (#"{"insert": [{"time": 1}]}"#, "entry 1 of \"insert\" has no \"id\""),
      (
        #"{"insert": [{"id": 7}]}"#,
        "the \"id\" of entry 1 of \"insert\" must be a string, not a number"
      ),
      (
        #"{"upsert": [{"id": null}]}"#,
        "the \"id\" of entry 1 of \"upsert\" must be a string, not null"
      ),
      (#"{"delete": ["a", 1]}"#, "entry 2 of \"delete\" must be an id (a string), not a number"),
      (#"{"insert": [{"id": "a"}]}"#, "cannot insert \"a\": an object with that id already exists"),
      (#"{"insert": [{"id": "h"}]}"#, "cannot insert \"h\": an object with that id already exists"),
      (
        #"{"insert": [{"id": "x"}, {"id": "x"}]}"#,
        "cannot insert \"x\": an object with that id already exists"
      ),
      (#"{"update": [{"id": "zz"}]}"#, "cannot update \"zz\": no object has that id"),
      (#"{"delete": ["zz"]}"#, "cannot delete \"zz\": no object has that id"),
      (#"{"delete": ["a", "a"]}"#, "cannot delete \"a\": no object has that id"),
      (
        #"{"insert": [{"id": "x", "platform": "1"}], "update": [{"id": "a", "platform": "2"}], "upsert": [{"id": "b"}], "delete": ["c", "zz"]}"#,
        "cannot delete \"zz\": no object has that id"
      ),
      (#"{"delete": ["a"], "update": [{"id": "a"}, {"id": "zz"}]}"#, "cannot update \"zz\""),
    ])
  func failing(line: String, message: String) throws {
    let harness = ReplayHarness()
    harness.feed(Self.setup)
    let ids = ["a", "b", "c", "h", "x", "zz"]
    let before = harness.state(ids: ids)
    let printed = harness.feed(line)
    #expect(printed.count == 1)
    let output = try #require(printed.first)
    let parsed = try JSONParser.parse(output)
    #expect(parsed["version"] == .null)
    let error = try #require(parsed["error"])
    guard case let .string(text) = error else {
      Issue.record("error is not a string: \(output)")
      return
    }
    #expect(text.hasPrefix("Line 4: "))
    #expect(text.hasSuffix("."))
    #expect(text.contains(message), "\(text)")
    #expect(output == #"{"version": null, "error": "# + JSONWriter.quoted(text) + "}")
    #expect(harness.state(ids: ids) == before)
    #expect(before.version == 2)
    #expect(harness.collector.diagnostics.isEmpty)
    // The replay goes on.
    #expect(
      harness.feed(#"{"insert": [{"id": "x", "platform": "1", "time": 9}]}"#).first?.hasPrefix(
        #"{"version": 3, "#) == true)
  }

  @Test("Insert then delete in one line: no commit, version unchanged, no batch")
  func insertThenDelete() throws {
    let harness = ReplayHarness()
    harness.feed(Self.setup)
    let before = harness.state(ids: ["n"])
    let output = harness.feed(
      #"{"insert": [{"id": "n", "platform": "1", "time": 5}], "delete": ["n"]}"#)
    #expect(
      output == [
        #"{"version": 2, "batch": null, "reload": false, "updated": [], "sections": [{"name": "1", "ids": ["a", "b"]}, {"name": "2", "ids": ["c"]}]}"#
      ])
    #expect(harness.state(ids: ["n"]) == before)
  }

  @Test("Kinds apply in the order insert, update, upsert, delete, whatever the key order")
  func kindOrder() {
    let harness = ReplayHarness()
    harness.feed(Self.setup)
    // The delete comes first in the line but last in the transaction: b goes.
    let output = harness.feed(
      #"{"delete": ["b"], "upsert": [{"id": "b", "platform": "2", "time": 0}]}"#)
    #expect(
      output == [
        #"{"version": 3, "batch": {"deletedSections": [], "insertedSections": [], "deletedItems": [[0, 1]], "insertedItems": [], "movedItems": [], "reloadedItems": [], "reconfiguredItems": []}, "reload": false, "updated": [], "sections": [{"name": "1", "ids": ["a"]}, {"name": "2", "ids": ["c"]}]}"#
      ])
  }

  @Test("An update to an equal object (1 == 1.0), {} and empty lists are no-ops")
  func noOps() {
    let harness = ReplayHarness()
    harness.feed(Self.setup)
    let unchanged =
      #"{"version": 2, "batch": null, "reload": false, "updated": [], "sections": [{"name": "1", "ids": ["a", "b"]}, {"name": "2", "ids": ["c"]}]}"#
    #expect(
      harness.feed(#"{"update": [{"time": 1.0, "platform": "1", "id": "a"}]}"#) == [unchanged])
    #expect(harness.feed("{}") == [unchanged])
    #expect(
      harness.feed(#"{"insert": [], "update": [], "upsert": [], "delete": []}"#) == [unchanged])
    #expect(harness.feed("   \n\t\r\n") == [])
  }

  @Test("A commit nobody sees advances the version without a batch")
  func invisibleCommit() {
    let harness = ReplayHarness()
    harness.feed(Self.setup)
    #expect(
      harness.feed(#"{"update": [{"id": "h", "platform": "2", "time": 0, "hidden": true}]}"#) == [
        #"{"version": 3, "batch": null, "reload": false, "updated": [], "sections": [{"name": "1", "ids": ["a", "b"]}, {"name": "2", "ids": ["c"]}]}"#
      ])
  }

  @Test("Reload mode: in place is a reload, a move is a move plus a reconfigure, updated is []")
  func reloadMode() {
    let harness = ReplayHarness()
    harness.feed(Self.setup)
    #expect(
      harness.feed(#"{"update": [{"id": "a", "platform": "1", "time": 1, "late": true}]}"#) == [
        #"{"version": 3, "batch": {"deletedSections": [], "insertedSections": [], "deletedItems": [], "insertedItems": [], "movedItems": [], "reloadedItems": [[0, 0]], "reconfiguredItems": []}, "reload": false, "updated": [], "sections": [{"name": "1", "ids": ["a", "b"]}, {"name": "2", "ids": ["c"]}]}"#
      ])
    #expect(
      harness.feed(#"{"update": [{"id": "a", "platform": "1", "time": 5}]}"#) == [
        #"{"version": 4, "batch": {"deletedSections": [], "insertedSections": [], "deletedItems": [], "insertedItems": [], "movedItems": [[[0, 0], [0, 1]]], "reloadedItems": [], "reconfiguredItems": [[0, 1]]}, "reload": false, "updated": [], "sections": [{"name": "1", "ids": ["b", "a"]}, {"name": "2", "ids": ["c"]}]}"#
      ])
  }

  @Test("Reconfigure mode: no reloads, updateCell's after-paths in updated")
  func reconfigureMode() {
    let harness = ReplayHarness()
    harness.feed(
      """
      {"fetch": {"sortBy": ["time"], "sectionBy": "platform", "updates": "reconfigure"}}
      {"insert": [{"id": "a", "platform": "1", "time": 1}, {"id": "b", "platform": "1", "time": 2}, {"id": "c", "platform": "2", "time": 3}]}
      """)
    // In place: no batch at all, one updateCell call.
    #expect(
      harness.feed(#"{"update": [{"id": "b", "platform": "1", "time": 2, "late": true}]}"#) == [
        #"{"version": 2, "batch": null, "reload": false, "updated": [[0, 1]], "sections": [{"name": "1", "ids": ["a", "b"]}, {"name": "2", "ids": ["c"]}]}"#
      ])
    // A move across sections: the move, then updateCell at its after-path.
    #expect(
      harness.feed(#"{"update": [{"id": "a", "platform": "2", "time": 4}]}"#) == [
        #"{"version": 3, "batch": {"deletedSections": [], "insertedSections": [], "deletedItems": [], "insertedItems": [], "movedItems": [[[0, 0], [1, 1]]], "reloadedItems": [], "reconfiguredItems": []}, "reload": false, "updated": [[1, 1]], "sections": [{"name": "1", "ids": ["b"]}, {"name": "2", "ids": ["c", "a"]}]}"#
      ])
    // An update shifted by a delete before it: its path after the batch.
    #expect(
      harness.feed(
        #"{"delete": ["c"], "update": [{"id": "a", "platform": "2", "time": 4, "x": 1}]}"#) == [
          #"{"version": 4, "batch": {"deletedSections": [], "insertedSections": [], "deletedItems": [[1, 0]], "insertedItems": [], "movedItems": [], "reloadedItems": [], "reconfiguredItems": []}, "reload": false, "updated": [[1, 0]], "sections": [{"name": "1", "ids": ["b"]}, {"name": "2", "ids": ["a"]}]}"#
        ])
    // Landing in a new section: a fresh cell, no updateCell call.
    #expect(
      harness.feed(#"{"update": [{"id": "b", "platform": "3", "time": 2, "late": true}]}"#) == [
        #"{"version": 5, "batch": {"deletedSections": [0], "insertedSections": [1], "deletedItems": [], "insertedItems": [], "movedItems": [], "reloadedItems": [], "reconfiguredItems": []}, "reload": false, "updated": [], "sections": [{"name": "2", "ids": ["a"]}, {"name": "3", "ids": ["b"]}]}"#
      ])
    #expect(harness.collector.diagnostics.isEmpty)
  }

  @Test("The version counts commits, starting from 0")
  func versions() {
    let transcript = replay(
      """
      {}
      {"insert": [{"id": "a"}]}
      {"insert": [{"id": "a"}]}
      {"upsert": [{"id": "a", "v": 1}]}
      """)
    #expect(
      transcript.output.map { $0.prefix(15) } == [
        #"{"version": 0, "#, #"{"version": 1, "#, #"{"version": nul"#, #"{"version": 2, "#,
      ])
  }

  @Test("The target checks every batch; a rejected one is reported on stderr, not stdout")
  func targetRejection() {
    let target = ReplayTarget { [["a", "b"]] }
    target.reloadData()
    #expect(throws: ReplayTargetError.self) {
      try target.apply(ChangeBatch(insertedItems: [ItemPath(item: 0, section: 0)]))
    }
    // Counts that add up but rows that do not: a move where none happened.
    let moved = ChangeBatch(
      movedItems: [ItemMove(from: ItemPath(item: 0, section: 0), to: ItemPath(item: 1, section: 0))]
    )
    #expect(throws: ReplayTargetError.self) { try target.apply(moved) }
    target.updateCell(at: ItemPath(item: 1, section: 0), id: "a")
    target.updateCell(at: ItemPath(item: 5, section: 0), id: "a")
    let problems = target.takeProblems()
    #expect(problems.count == 4)
    #expect(problems.last?.description.contains("shows nothing") == true)
    #expect(target.takeProblems().isEmpty)
    #expect(target.shown == [["a", "b"]])
  }
}
