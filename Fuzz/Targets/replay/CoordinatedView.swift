import ResultsKit
import ResultsKitReplay

/// A view of a `ReplayRun` with its own coordinator on the replay's controller (a second
/// coordinator besides the replay's own, so the controller follows the store while this one
/// is paused), through a target that counts what the coordinator tells the view.
final class CoordinatedView {
  let fuzzed: any FuzzedView
  let target: CountingTarget
  /// Made once the replay has a session.
  var coordinator: ResultsCoordinator<ReplayObject>?
  /// Whether the coordinator is paused, and the results' ids when it was paused.
  var paused = false
  var idsAtPause: [[String]] = []
  /// What the coordinator and the view reported.
  var reports: [String] = []

  init(_ fuzzed: any FuzzedView) {
    self.fuzzed = fuzzed
    target = CountingTarget(fuzzed.view)
  }

  var name: String { fuzzed.name }
}
