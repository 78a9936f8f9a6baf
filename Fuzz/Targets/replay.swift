import ResultsKitJSON
import ResultsKitReplay

/// Fuzz target `replay`: a replay change log (JSON Lines, the format of
/// `Examples/replay/README.md`) through the demo's `ReplayDriver` — an `ObjectStore`, a
/// `ResultsController`, a `ResultsCoordinator` and the replay's checking target — with two
/// more coordinators on the same controller, one driving a `TextTable` and one a `TextGrid`
/// (with section headers, mostly).
///
/// An input that starts with `{` is replayed as it is, as JSON Lines text: the samples in
/// Examples/replay are the seeds of this mode. Any other input is read as decisions, not as
/// text, so that most lines are valid: a fetch line (sort keys, sections, a filter, the update
/// style) built from a small vocabulary, then transactions over a dozen ids that mostly insert
/// absent ids and update or delete present ones. A few lines are mutated (truncated, a byte
/// dropped, replaced or added) or are raw bytes, and the script also scrolls, selects, resizes
/// and restyles the table or the grid, pauses and resumes its coordinator and loads it again,
/// and plays episodes that pause a view, commit and scroll or resize it while it is paused,
/// and resume it. Checked, after every line and every step:
///
/// - Nothing traps.
/// - The replay reports no library bug (its target checks every batch against the results
///   and every `updateCell` against the row it names), and every line it prints is JSON.
/// - A line written from a `JSONValue` parses back to the same value.
/// - The views' coordinators report no inconsistency. While a view's coordinator is not
///   paused, the view shows the controller's counts, and its `render()` has the promised shape
///   and equals the render of a fresh view loaded from scratch with the same data source,
///   settings, scroll offset and selection: every visible cell and header shows its current
///   object, after resumes, batches, scrolls and resizes alike.
/// - The selection follows its objects: the items selected after a line or a resume show
///   objects that were selected before it.
/// - Every resume calls its view (a reload, or the batch even when it is empty), so that a
///   view laid out while paused knows it is in step again.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
  guard size == 0 || data[0] != UInt8(ascii: "{") else {
    replayText(input.rest())
    return 0
  }
  let run = ReplayRun(&input)
  run.start(&input)
  var steps = 0
  while !input.isAtEnd, steps < 40, !run.stopped {
    run.step(&input)
    steps += 1
  }
  return 0
}

/// Replays `text` as it is, a change log like those in Examples/replay, into a table 30
/// columns wide and 10 lines high with section headers and an index, and a grid 40 columns
/// wide and 10 lines high with cards 12 columns wide and section headers.
private func replayText(_ text: [UInt8]) {
  var settings = FuzzInput([0b11, 30, 10, 0, 0, 40, 10, 12, 0])
  let run = ReplayRun(&settings)
  for case let .bytes(line) in LineSplitter.lines(of: text) where !run.stopped {
    run.consume(line)
  }
}
