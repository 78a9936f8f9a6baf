import ResultsKit
import ResultsKitTesting

/// What a `RecordingTarget` shows, worked out by replaying its calls one by one onto the
/// sections it showed: a reload shows the current sections, a batch turns the sections
/// replayed so far into the next ones, taking its new objects from the current sections.
struct BatchReplay<Object> {
  /// The target's calls already replayed.
  private var replayedCalls: Int
  /// The sections the replayed calls give.
  private(set) var sections: [[Object]]

  /// A replay that starts from `sections`, shown by `target` after its calls so far.
  init(of target: RecordingTarget, showing sections: [[Object]]) {
    replayedCalls = target.calls.count
    self.sections = sections
  }

  /// Replays the target's new calls; returns how many batches there were, or throws when a
  /// batch does not replay.
  ///
  /// - Parameter current: The sections now, where a batch takes its new objects.
  mutating func replayNewCalls(of target: RecordingTarget, current: [[Object]]) throws -> Int {
    let calls = target.calls[replayedCalls...]
    replayedCalls = target.calls.count
    var batches = 0
    for call in calls {
      switch call {
      case .reloadData:
        sections = current
      case let .apply(batch):
        batches += 1
        sections = try batch.applied(to: sections, taking: current)
      }
    }
    return batches
  }
}
