import ResultsKit
import ResultsKitJSON
import ResultsKitReplay
import Testing

@Suite("Fetch line")
struct FetchLineTests {
  @Test("Every key is read")
  func fullLine() throws {
    let line = try #require(
      json(
        #"{"fetch": {"sortBy": ["time", "-name", "id"], "sectionBy": "platform", "where": {"field": "hidden", "op": "==", "value": false}, "updates": "reconfigure"}}"#
      ))
    let fetch = try FetchLine(line: line)
    #expect(
      fetch.sortBy == [
        .init(field: "time", descending: false), .init(field: "name", descending: true),
        .init(field: "id", descending: false),
      ])
    #expect(fetch.sectionBy == "platform")
    #expect(fetch.filter == .init(field: "hidden", comparison: .equal, value: .bool(false)))
    #expect(fetch.updates == .reconfigure)
  }

  @Test("Left-out keys take the defaults")
  func defaults() throws {
    let fetch = try FetchLine(line: #require(json(#"{"fetch": {}}"#)))
    #expect(fetch == FetchLine())
    #expect(fetch.sortBy.isEmpty && fetch.sectionBy == nil && fetch.filter == nil)
    #expect(fetch.updates == .reload)
  }

  @Test(
    "An invalid fetch line stops the replay: exit 1, one line on stderr, nothing on stdout",
    arguments: [
      (#"{"fetch": {"where": {"field": "x", "op": "=~", "value": 1}}}"#, "unknown operator \"=~\""),
      (#"{"fetch": {"where": {"field": "x", "op": "=", "value": 1}}}"#, "unknown operator \"=\""),
      (#"{"fetch": {"sortBy": ["time", 3]}}"#, "sort key 2 in \"sortBy\" must be a string"),
      (#"{"fetch": {"sortBy": "time"}}"#, "\"sortBy\" must be a list"),
      (#"{"fetch": {"sortBy": ["-"]}}"#, "sort key 1 in \"sortBy\" names no field"),
      (#"{"fetch": {"sort": ["time"]}}"#, "unknown key \"sort\" in \"fetch\""),
      (#"{"fetch": {"updates": "animate"}}"#, "\"updates\" must be \"reload\" or \"reconfigure\""),
      (#"{"fetch": {"updates": true}}"#, "not true"),
      (#"{"fetch": {"sectionBy": 1}}"#, "\"sectionBy\" must be a field name"),
      (#"{"fetch": {"sectionBy": ""}}"#, "\"sectionBy\" names no field"),
      (#"{"fetch": {"where": "x > 1"}}"#, "\"where\" must be an object"),
      (#"{"fetch": {"where": {"field": "x", "value": 1}}}"#, "\"where\" has no \"op\""),
      (#"{"fetch": {"where": {"op": "==", "value": 1}}}"#, "\"where\" has no \"field\""),
      (#"{"fetch": {"where": {"field": "x", "op": "=="}}}"#, "\"where\" has no \"value\""),
      (
        #"{"fetch": {"where": {"field": "x", "op": 1, "value": 1}}}"#,
        "\"op\" in \"where\" must be a string"
      ),
      (
        #"{"fetch": {"where": {"field": "x", "op": "==", "value": [1]}}}"#,
        "must be null, a boolean"
      ),
      (
        #"{"fetch": {"where": {"field": "x", "op": "==", "value": 1, "not": true}}}"#,
        "unknown key \"not\""
      ),
      (#"{"fetch": []}"#, "\"fetch\" must be an object, not an array"),
      (#"{"fetch": {}, "insert": []}"#, "the key \"insert\" is not allowed beside \"fetch\""),
    ])
  func invalid(line: String, message: String) {
    let transcript = replay(line + "\n" + #"{"insert": [{"id": "a"}]}"#)
    #expect(transcript.status == 1)
    #expect(transcript.output.isEmpty)
    #expect(transcript.diagnostics.count == 1)
    let diagnostic = transcript.diagnostics.first ?? ""
    #expect(diagnostic.hasPrefix("resultskit-demo: line 1: invalid fetch request: "))
    #expect(diagnostic.contains(message), "\(diagnostic)")
    #expect(!diagnostic.contains("\n"))
  }

  @Test("Blank lines before the fetch line are skipped but counted")
  func blankLinesFirst() {
    let transcript = replay("\n  \t\r\n" + #"{"fetch": {"sortBy": 1}}"#)
    #expect(transcript.status == 1)
    #expect(transcript.diagnostics.first?.hasPrefix("resultskit-demo: line 3: ") == true)
  }

  @Test("A first line that is not JSON is a failing transaction; the defaults apply")
  func malformedFirstLine() {
    let transcript = replay(
      """
      {"fetch": {"sortBy": ["time"],}}
      {"insert": [{"id": "b", "time": 2}, {"id": "a", "time": 1}]}
      """)
    #expect(transcript.status == 0)
    #expect(transcript.output.count == 2)
    #expect(
      transcript.output.first?.hasPrefix(#"{"version": null, "error": "Line 1: malformed JSON"#)
        == true)
    #expect(
      transcript.output.last?.hasSuffix(#""sections": [{"name": "", "ids": ["b", "a"]}]}"#) == true)
  }

  @Test("A UTF-8 byte order mark before the fetch line is ignored")
  func byteOrderMark() {
    let transcript = replay(
      bytes: [0xEF, 0xBB, 0xBF] + Array(#"{"fetch": {"sortBy": ["-id"]}}"#.utf8) + [0x0A]
        + Array(#"{"insert": [{"id": "a"}, {"id": "b"}]}"#.utf8))
    #expect(transcript.output.count == 1)
    #expect(transcript.output.first?.hasSuffix(#"["b", "a"]}]}"#) == true)
  }

  @Test("An empty input prints nothing and succeeds")
  func emptyInput() {
    #expect(replay("").output.isEmpty)
    #expect(replay("\n\n").status == 0)
  }
}
