/// Where the live demo draws, as the frame loop sees it: injectable, so that tests can run the
/// demo at any terminal size, resize it between frames and interrupt it.
struct DemoScreen {
  /// Whether updates are paced for a person watching (output is a terminal), or made as fast as
  /// they are drawn.
  var paced: Bool
  /// The terminal's size now, or `nil` when output is not a terminal: then the board keeps the
  /// size the options ask for.
  var size: () -> TerminalSize?
  /// Whether the terminal was resized since the last call (SIGWINCH); the loop asks ``size``
  /// again only then.
  var resized: () -> Bool
  /// The signal (SIGINT or SIGTERM) that asks the demo to stop, once one has arrived.
  var stopSignal: () -> Int32?

  /// Output that is not a terminal: no pacing, no size, no signals.
  static var notATerminal: DemoScreen {
    DemoScreen(paced: false, size: { nil }, resized: { false }, stopSignal: { nil })
  }

  /// A terminal of a fixed `size`, never resized or interrupted, without pacing (for tests).
  static func fixed(_ size: TerminalSize) -> DemoScreen {
    DemoScreen(paced: false, size: { size }, resized: { false }, stopSignal: { nil })
  }
}
