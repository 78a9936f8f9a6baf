/// Lets one network operation of a ``PostgresStore`` run at a time, in the order they asked:
/// a write and a catch-up never interleave, so what each applies to the store lands in the
/// order the server committed it.
@MainActor
final class SerialGate {
  private var isBusy = false
  private var waiting: [CheckedContinuation<Void, Never>] = []

  /// Waits until no other operation runs, and starts this one.
  func enter() async {
    guard isBusy else {
      isBusy = true
      return
    }
    await withCheckedContinuation { waiting.append($0) }
  }

  /// Ends this operation, starting the next one waiting.
  func leave() {
    if waiting.isEmpty {
      isBusy = false
    } else {
      waiting.removeFirst().resume()
    }
  }
}
