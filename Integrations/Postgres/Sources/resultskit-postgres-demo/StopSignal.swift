#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Ctrl-C (SIGINT) and SIGTERM, turned into a request that the board stop at its next update,
/// so that it leaves the terminal tidy and prints its summary.
enum StopSignal {
  /// Set by the signal handler; read between updates.
  nonisolated(unsafe) private static var received: sig_atomic_t = 0

  static func install() {
    signal(SIGINT) { _ in StopSignal.received = 1 }
    signal(SIGTERM) { _ in StopSignal.received = 1 }
  }

  static var isRequested: Bool { received != 0 }
}
