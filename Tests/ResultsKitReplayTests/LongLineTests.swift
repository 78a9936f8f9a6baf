import Foundation
import ResultsKitReplay
import Testing

/// Lines the replay must survive without holding many times their size: lines over the
/// length limit, lines of millions of small values, and nesting of any depth.
@Suite("long lines")
struct LongLineTests {
  /// `count` bytes of `{}` entries in one insert: `{"insert": [{}, {}, …]}`.
  static func emptyObjects(bytes count: Int) -> [UInt8] {
    let entries = max(1, (count - 14) / 4)
    return Array(
      ("{\"insert\": [" + Array(repeating: "{}", count: entries).joined(separator: ", ") + "]}")
        .utf8)
  }

  @Test("The splitter drops the bytes of a line over its limit as they come, in any chunks")
  func splitterKeepsNoMoreThanTheLimit() {
    let input =
      Array("short\n".utf8) + Array(repeating: UInt8(ascii: "x"), count: 25) + [0x0A]
      + Array("exactly-10".utf8) + [0x0A] + Array(repeating: UInt8(ascii: "y"), count: 11)
    let expected: [InputLine] = [
      .bytes(Array("short".utf8)), .tooLong(byteCount: 25), .bytes(Array("exactly-10".utf8)),
      .tooLong(byteCount: 11),
    ]
    for chunkSize in [1, 2, 3, 7, 64] {
      var splitter = LineSplitter(maximumLength: 10)
      var lines: [InputLine] = []
      var start = 0
      while start < input.count {
        let end = min(input.count, start + chunkSize)
        lines += splitter.append(input[start..<end])
        #expect(splitter.heldByteCount <= 10, "chunks of \(chunkSize)")
        start = end
      }
      if let last = splitter.finish() { lines.append(last) }
      #expect(lines == expected, "chunks of \(chunkSize)")
    }
    #expect(LineSplitter.lines(of: input, maximumLength: 10) == expected)
  }

  @Test("A line over 16 MiB prints an error line, changes nothing, and the replay goes on")
  func lineOverTheLimitIsRefused() throws {
    let harness = ReplayHarness()
    harness.feed(#"{"insert": [{"id": "a"}]}"#)
    let before = harness.state(ids: ["a", "b"])
    harness.driver.consume(.tooLong(byteCount: 31_457_303))
    #expect(
      harness.collector.output.last
        == #"{"version": null, "error": "Line 2: the line is 31,457,303 bytes long; a line may be at most 16,777,216 bytes (16 MiB), so it was not read."}"#
    )
    #expect(harness.state(ids: ["a", "b"]) == before)
    #expect(
      harness.feed(#"{"insert": [{"id": "b"}]}"#).first?.hasPrefix(#"{"version": 2, "#) == true)
    #expect(harness.collector.diagnostics.isEmpty)
    #expect(harness.driver.status == 0)
  }

  @Test("An overlong first line starts the replay with the default request, like a malformed one")
  func overlongFirstLine() {
    let harness = ReplayHarness()
    harness.driver.consume(.tooLong(byteCount: InputLine.maximumLength + 1))
    #expect(
      harness.collector.output.first?.hasPrefix(#"{"version": null, "error": "Line 1: "#) == true)
    #expect(harness.driver.session?.fetch == FetchLine())
    #expect(
      harness.feed(#"{"insert": [{"id": "a"}]}"#).first?.hasPrefix(#"{"version": 1, "#) == true)
  }

  @Test("From a file: a 17 MiB line between two good ones is refused, the others applied")
  func overlongLineInAFile() throws {
    let url = URL(fileURLWithPath: NSTemporaryDirectory())
      .appendingPathComponent("replay-long-\(UInt64.random(in: 0...UInt64.max)).jsonl")
    let long = Self.emptyObjects(bytes: 17 << 20)
    var text = Array(#"{"insert": [{"id": "a"}]}"#.utf8) + [0x0A]
    text += long + [0x0A] + Array(#"{"insert": [{"id": "b"}]}"#.utf8)
    try Data(text).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let harness = ReplayHarness()
    try InputFile(path: url.path).forEachLine { harness.driver.consume($0) }
    let output = harness.collector.output
    #expect(output.count == 3)
    #expect(
      output[1]
        == #"{"version": null, "error": "Line 2: the line is \#(Format.grouped(long.count)) bytes long; a line may be at most 16,777,216 bytes (16 MiB), so it was not read."}"#
    )
    #expect(output[2].hasPrefix(#"{"version": 2, "#))
  }

  @Test(
    "Lines of a million empty values give their error line",
    arguments: [
      ("insert", "entry 1 of \"insert\" has no \"id\""),
      ("array", "a transaction must be a JSON object, not an array"),
      ("numbers", "a transaction must be a JSON object, not an array"),
      (
        "field",
        "field \"f\" of entry 1 of \"insert\" is an array; fields must be null, booleans, numbers or strings"
      ),
    ])
  func aMillionEmptyValues(shape: String, message: String) {
    let size = 2 << 20
    let line: [UInt8] =
      switch shape {
      case "insert": Self.emptyObjects(bytes: size)
      case "array":
        Array(("[" + Array(repeating: "[]", count: size / 3).joined(separator: ",") + "]").utf8)
      case "numbers":
        Array(("[" + Array(repeating: "1", count: size / 2).joined(separator: ",") + "]").utf8)
      default:
        Array(
          (#"{"insert": [{"id": "a", "f": ["#
            + Array(repeating: "{}", count: size / 3).joined(separator: ",")
            + "]}]}").utf8)
      }
    let harness = ReplayHarness()
    harness.driver.consume(line)
    #expect(harness.collector.output == [ReplayOutput.errorLine("Line 1: \(message).")])
  }

  @Test(
    "Nesting a million levels deep is an error line, not a crash, and the replay goes on",
    arguments: ["[", #"{"a":"#, #"{"insert": [{"id": "x", "f": "#])
  func deepNesting(opening: String) {
    let harness = ReplayHarness()
    harness.driver.consume(Array(String(repeating: opening, count: 1_000_000).utf8))
    let error = harness.collector.output.first ?? ""
    #expect(error.contains("nested more than 128 deep"), "\(error)")
    #expect(
      harness.feed(#"{"insert": [{"id": "a"}]}"#).first?.hasPrefix(#"{"version": 1, "#) == true)
  }

  @Test("A fetch request over 64 KiB is refused like any invalid fetch line")
  func hugeFetchRequest() {
    let fields = Array(repeating: #""time""#, count: 10_000).joined(separator: ", ")
    let harness = ReplayHarness()
    harness.feed(#"{"fetch": {"sortBy": [\#(fields)]}}"#)
    #expect(harness.driver.status == 1)
    #expect(
      harness.collector.diagnostics == [
        "resultskit-demo: line 1: invalid fetch request: the request is 80,012 bytes long; a fetch request may be at most 65,536 bytes"
      ])
    #expect(harness.collector.output.isEmpty)
  }
}
