// The steps of an `EventRun` that pause, resume and load the coordinator, and the final
// load.

import ResultsKit
import ResultsKitTesting

extension EventRun {
  mutating func setPaused(_ value: Bool) {
    if value, !paused { inStepAtPause = phase == .idle && target.counts == monitorCounts }
    coordinator.isPaused = value
    paused = value
    phase = .idle
    if !value {
      require(target.calls.last == .reloadData, "un-pausing did not reload")
      requireInStep("after un-pausing")
      requireCountReported("after un-pausing")
    }
  }

  mutating func resume(animated: Bool) {
    let wasPaused = paused
    let calls = target.calls.count
    do {
      try coordinator.resume(animated: animated)
    } catch {
      violated("resume(animated: \(animated)) threw \(error) over a scripted monitor")
    }
    guard wasPaused else { return }
    paused = false
    phase = .idle
    // Animated, the batch goes from the monitor's results at the pause to the fresh ones: it
    // puts the target in step if the target was in step at the pause, or if it is not empty
    // (then the target checks it, and a mismatch is reported and reloaded).
    if !animated || inStepAtPause || target.calls.count > calls {
      requireInStep("after resume(animated: \(animated))")
    }
    requireCountReported("after resume(animated: \(animated))")
  }

  mutating func load() {
    do {
      try coordinator.loadData()
    } catch {
      violated("loadData() threw \(error) over a scripted monitor")
    }
    // loadData() also drops a half-collected change when not paused (it subscribes again);
    // while paused it is where an animated resume starts from.
    if !paused { phase = .idle }
    inStepAtPause = true
    requireInStep("after loadData()")
    requireCountReported("after loadData()")
  }

  func finish() {
    do {
      try coordinator.loadData()
    } catch {
      violated("the final loadData() threw \(error)")
    }
    requireInStep("after the final loadData()")
  }
}
