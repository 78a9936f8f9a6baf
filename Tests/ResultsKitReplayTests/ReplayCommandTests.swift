import Foundation
import ResultsKitReplay
import Testing

@Suite("replay command")
struct ReplayCommandTests {
  @Test("Wrong usage exits 2")
  func usage() {
    #expect(ReplayCommand.run(arguments: []) == 2)
    #expect(ReplayCommand.run(arguments: ["a.jsonl", "b.jsonl"]) == 2)
  }

  @Test(
    "Wrong usage says what was wrong with what was given",
    arguments: [
      ([], ReplayUsageError.noFile, "resultskit-demo: replay takes one FILE or -, got none"),
      (
        ["a", "b"], .tooMany(["a", "b"]),
        "resultskit-demo: replay takes one FILE or -, got 2 arguments: a b"
      ),
      (
        ["a b", "", "-"], .tooMany(["a b", "", "-"]),
        #"resultskit-demo: replay takes one FILE or -, got 3 arguments: "a b" "" -"#
      ),
      (
        [""], .emptyFileName,
        "resultskit-demo: replay takes one FILE or -, got an empty file name"
      ),
    ] as [([String], ReplayUsageError, String)])
  func usageErrors(arguments: [String], error: ReplayUsageError, line: String) {
    #expect(ReplayUsageError.check(arguments) == error)
    #expect(ReplayCommand.errorLine(for: error) == line)
    #expect(ReplayCommand.run(arguments: arguments) == 2)
  }

  @Test("One file name or - is right")
  func rightUsage() {
    #expect(ReplayUsageError.check(["log.jsonl"]) == nil)
    #expect(ReplayUsageError.check(["-"]) == nil)
  }

  @Test("A missing file or a directory exits 1")
  func unreadable() {
    #expect(ReplayCommand.run(arguments: ["/nonexistent/replay.jsonl"]) == 1)
    #expect(ReplayCommand.run(arguments: [NSTemporaryDirectory()]) == 1)
  }

  @Test("The input file's lines arrive whole, the last one without a line feed too")
  func inputFile() throws {
    let url = URL(fileURLWithPath: NSTemporaryDirectory())
      .appendingPathComponent("replay-input-\(UInt64.random(in: 0...UInt64.max)).jsonl")
    let text = "first\r\n\n" + String(repeating: "x", count: 200_000) + "\nlast"
    try Data(text.utf8).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let file = try InputFile(path: url.path)
    #expect(file.name == url.path)
    var lines: [InputLine] = []
    try file.forEachLine { line in
      lines.append(line)
      return true
    }
    let expected = Array(text.utf8).split(separator: 0x0A, omittingEmptySubsequences: false)
    #expect(lines.count == 4)
    #expect(lines == expected.map { .bytes(Array($0)) })
    var firstOnly: [InputLine] = []
    try InputFile(path: url.path).forEachLine { line in
      firstOnly.append(line)
      return false
    }
    #expect(firstOnly.count == 1)
  }

  @Test("A directory opens but cannot be read")
  func directory() throws {
    let file = try InputFile(path: NSTemporaryDirectory())
    #expect(throws: InputFile.Failure.self) { try file.forEachLine { _ in true } }
  }
}
