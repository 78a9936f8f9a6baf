import ResultsKit
import ResultsKitJSON
import ResultsKitReplay
import ResultsKitStore
import ResultsKitTesting

/// What a replay printed: its result lines, its standard-error lines and its exit status.
struct Transcript {
  var output: [String] = []
  var diagnostics: [String] = []
  var status: Int32 = 0
}

/// Collects a driver's lines.
final class LineCollector {
  var output: [String] = []
  var diagnostics: [String] = []
}

/// A driver whose lines are collected, fed line by line from text.
struct ReplayHarness {
  let collector = LineCollector()
  let driver: ReplayDriver

  init() {
    let collector = collector
    driver = ReplayDriver(
      output: { collector.output.append($0) }, diagnostics: { collector.diagnostics.append($0) })
  }

  /// Feeds each line of `text` (split at line feeds) and returns the lines printed for them.
  @discardableResult
  func feed(_ text: String) -> [String] {
    let before = collector.output.count
    for line in LineSplitter.lines(of: Array(text.utf8)) where !driver.consume(line) { break }
    return Array(collector.output[before...])
  }

  /// The store's state, to compare before and after a failing line.
  func state(ids: [String]) -> StoreState {
    StoreState(session: driver.session, ids: ids)
  }
}

/// Everything a transaction could change, as far as the tests look.
struct StoreState: Equatable {
  var version: UInt64?
  var count: Int?
  var objects: [ReplayObject?]
  var sections: [[String]]
  var shown: [[String]]

  init(session: ReplaySession?, ids: [String]) {
    version = session?.version
    count = session?.store.count
    objects = ids.map { session?.store[id: $0] }
    sections = session?.controller.sections.map { $0.objects.map(\.id) } ?? []
    shown = session?.target.shown ?? []
  }
}

/// Runs a whole replay of `text`.
func replay(_ text: String) -> Transcript {
  replay(bytes: Array(text.utf8))
}

/// Runs a whole replay of `bytes`.
func replay(bytes: [UInt8]) -> Transcript {
  let harness = ReplayHarness()
  for line in LineSplitter.lines(of: bytes) where !harness.driver.consume(line) { break }
  return Transcript(
    output: harness.collector.output, diagnostics: harness.collector.diagnostics,
    status: harness.driver.status)
}

/// Parses a JSON text that the test knows to be valid; `nil` (and a failed expectation in the
/// caller) otherwise.
func json(_ text: String) -> JSONValue? {
  try? JSONParser.parse(text)
}
