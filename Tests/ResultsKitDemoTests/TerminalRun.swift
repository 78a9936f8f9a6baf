import ResultsKitText

@testable import resultskit_demo

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A scripted terminal for the live demo: its size, resized before chosen frames, a stop
/// signal after a chosen frame, and everything written, tagged with the size it was written at.
@MainActor
final class TerminalRun {
  /// The sizes, the first at the start and each next one after a resize.
  let sizes: [TerminalSize]
  /// The frames (counted from 1) before which the terminal is resized to the next size.
  let resizeBefore: Set<Int>
  /// The frame after which SIGINT arrives.
  let interruptAfter: Int?
  /// What was written, with the index in ``sizes`` of the size at the time.
  private(set) var writes: [(text: String, size: Int)] = []
  private(set) var frames = 0
  private var current = 0

  init(sizes: [TerminalSize], resizeBefore: Set<Int> = [], interruptAfter: Int? = nil) {
    self.sizes = sizes
    self.resizeBefore = resizeBefore
    self.interruptAfter = interruptAfter
  }

  /// The demo's view of this terminal.
  ///
  /// The demo asks `resized` once before each frame.
  var screen: DemoScreen {
    DemoScreen(
      paced: false, size: { [unowned self] in sizes[current] },
      resized: { [unowned self] in
        frames += 1
        guard resizeBefore.contains(frames), current + 1 < sizes.count else { return false }
        current += 1
        return true
      },
      stopSignal: { [unowned self] in
        guard let interruptAfter, frames >= interruptAfter else { return nil }
        return SIGINT
      })
  }

  /// A live output recording into this run: redrawing in place, or appending.
  func output(inPlace: Bool = true) -> LiveOutput {
    LiveOutput(isTerminal: inPlace) { [unowned self] text in writes.append((text, current)) }
  }

  /// Everything written.
  var text: String { writes.map(\.text).joined() }

  /// Runs the demo with `options` (a small import and few frames by default).
  func run(
    _ options: DemoOptions = .small, inPlace: Bool = true, ansi: Bool = true
  ) async throws -> LiveDemo.Report {
    try await LiveDemo(
      options: options, output: output(inPlace: inPlace), ansi: ansi, style: .unicode,
      screen: screen
    ).run()
  }

  /// The writes made at each size, replayed on a screen of that size from a blank one.
  func replayed() -> [ScreenModel] {
    var models: [ScreenModel] = []
    var last = -1
    for write in writes {
      if write.size != last {
        let size = sizes[write.size]
        models.append(ScreenModel(columns: size.columns, rows: size.rows))
        last = write.size
      }
      models[models.count - 1].feed(write.text)
    }
    return models
  }
}

extension DemoOptions {
  /// Eight updates and an import of 2,000 arrivals (after the second update).
  static var small: DemoOptions {
    var options = DemoOptions()
    options.frames = 8
    options.importCount = 2_000
    return options
  }
}
