#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
#if canImport(Synchronization)
  import Synchronization
#endif

/// The signals the live demo follows: SIGWINCH (the terminal was resized), and SIGINT and
/// SIGTERM (stop).
///
/// Each handler only stores into an atomic, which is async-signal-safe; the frame loop reads
/// them between frames (``takeResize()``, ``stopSignal``) and does the work there: it lays the
/// board out again, or restores the terminal and exits. A second SIGINT or SIGTERM before the
/// loop has seen the first ends the process at once, with the same exit status, after writing
/// the show-cursor and reset sequences when frames are live on a terminal (``restoresOnExit``).
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
enum TerminalSignals {
  /// Set by SIGWINCH, cleared by ``takeResize()``.
  private static let resized = Atomic<Bool>(false)
  /// The first SIGINT or SIGTERM received, or 0.
  private static let stop = Atomic<Int32>(0)
  /// Whether an immediate exit writes the terminal's restoring sequences.
  private static let restores = Atomic<Bool>(false)

  /// Installs the three handlers.
  static func install() {
    // Initialise the atomics here, so that no handler runs a lazy global's initialiser.
    _ = resized.load(ordering: .relaxed)
    _ = stop.load(ordering: .relaxed)
    _ = restores.load(ordering: .relaxed)
    signal(SIGWINCH, onResize)
    signal(SIGINT, onStop)
    signal(SIGTERM, onStop)
  }

  /// Whether the terminal was resized since the last call.
  static func takeResize() -> Bool {
    resized.exchange(false, ordering: .acquiringAndReleasing)
  }

  /// SIGINT or SIGTERM, once one has arrived.
  static var stopSignal: Int32? {
    let signal = stop.load(ordering: .acquiring)
    return signal == 0 ? nil : signal
  }

  /// Whether a second SIGINT or SIGTERM, ending the process at once, shows the cursor and
  /// resets colour first: true while frames are live on a terminal.
  static var restoresOnExit: Bool {
    get { restores.load(ordering: .acquiring) }
    set { restores.store(newValue, ordering: .releasing) }
  }

  /// The SIGWINCH handler.
  private static let onResize: @convention(c) (Int32) -> Void = { _ in
    TerminalSignals.resized.store(true, ordering: .releasing)
  }

  /// The SIGINT and SIGTERM handler: records the first; a second one exits at once.
  private static let onStop: @convention(c) (Int32) -> Void = { number in
    let (first, _) = TerminalSignals.stop.compareExchange(
      expected: 0, desired: number, ordering: .acquiringAndReleasing)
    guard !first else { return }
    if TerminalSignals.restores.load(ordering: .acquiring) {
      // write(2) and _exit(2) are async-signal-safe; a StaticString needs no allocation.
      let restore: StaticString = "\u{1B}[0m\r\n\u{1B}[?25h"
      _ = write(1, restore.utf8Start, restore.utf8CodeUnitCount)
    }
    _exit(128 + number)
  }
}
