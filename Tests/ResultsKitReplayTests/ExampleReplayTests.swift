import Foundation
import ResultsKitReplay
import Testing

@Suite("Examples/replay")
struct ExampleReplayTests {
  /// `Examples/replay` in this checkout.
  static let directory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Examples/replay")

  /// The samples' names, without `.jsonl`.
  static var samples: [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter { $0.hasSuffix(".jsonl") }.map { String($0.dropLast(".jsonl".count)) }
      .sorted()
  }

  @Test("The samples the README lists are there")
  func samplesPresent() {
    #expect(Set(Self.samples).isSuperset(of: ["arrivals", "reconfigure", "unsectioned", "errors"]))
  }

  @Test("Each sample prints exactly its .expected file", arguments: samples)
  func sample(name: String) throws {
    let input = try Data(contentsOf: Self.directory.appendingPathComponent(name + ".jsonl"))
    let expected = try String(
      contentsOf: Self.directory.appendingPathComponent(name + ".expected"), encoding: .utf8)
    let transcript = replay(bytes: Array(input))
    #expect(transcript.status == 0)
    #expect(transcript.diagnostics.isEmpty)
    let printed = transcript.output.map { $0 + "\n" }.joined()
    #expect(printed == expected)
    // Line by line as well, for a readable failure.
    let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    for (index, (line, want)) in zip(transcript.output, expectedLines).enumerated() {
      #expect(line == String(want), "output line \(index + 1)")
    }
  }

  @Test("Fed through standard input's line reader in small chunks, a sample gives the same lines")
  func chunkedInput() throws {
    let input = try Data(contentsOf: Self.directory.appendingPathComponent("arrivals.jsonl"))
    var splitter = LineSplitter()
    var lines: [InputLine] = []
    let bytes = Array(input)
    var start = 0
    while start < bytes.count {
      let end = min(bytes.count, start + 7)
      lines += splitter.append(bytes[start..<end])
      start = end
    }
    if let last = splitter.finish() { lines.append(last) }
    #expect(lines == LineSplitter.lines(of: bytes))
    #expect(lines.count == bytes.filter { $0 == 0x0A }.count + (bytes.last == 0x0A ? 0 : 1))
  }
}
