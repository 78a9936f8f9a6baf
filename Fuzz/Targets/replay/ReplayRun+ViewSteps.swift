// The steps of a `ReplayRun` that act on a view and its coordinator: scrolling, selection,
// resizing and restyling, pausing, resuming and loading, and an episode of them.

import ResultsKit
import ResultsKitReplay
import ResultsKitText

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension ReplayRun {
  func selectOrScroll(_ view: CoordinatedView, _ input: inout FuzzInput) {
    // Outside `trace`, whose message is evaluated only when tracing.
    let done = view.fuzzed.selectOrScroll(&input)
    trace(done)
    check("after a scroll or selection of the \(view.name)")
  }

  func reshape(_ view: CoordinatedView, _ input: inout FuzzInput) {
    let done = view.fuzzed.reshape(&input)
    trace(done)
    check("after resizing or restyling the \(view.name)")
  }

  func togglePause(_ view: CoordinatedView) {
    guard let coordinator = view.coordinator, let controller = driver.session?.controller
    else { return }
    if !view.paused { view.idsAtPause = ReplayRun.ids(controller) }
    view.paused.toggle()
    trace("\(view.name): coordinator.isPaused = \(view.paused)")
    coordinator.isPaused = view.paused
    check("after the \(view.name)'s isPaused = \(view.paused)")
  }

  func resume(_ view: CoordinatedView, animated: Bool) {
    guard let coordinator = view.coordinator else { return }
    let wasPaused = view.paused
    let selected = wasPaused ? selectedIDs(view, in: view.idsAtPause) : nil
    let calls = view.target.calls
    trace("\(view.name): try coordinator.resume(animated: \(animated))")
    do {
      try coordinator.resume(animated: animated)
    } catch {
      violated("\(view.name): resume(animated: \(animated)) threw \(error)")
    }
    view.paused = false
    require(
      !wasPaused || view.target.calls != calls,
      "\(view.name): resume(animated: \(animated)) told the view nothing, so it cannot know it "
        + "is in step again")
    check("after the \(view.name)'s resume(animated: \(animated))")
    if wasPaused, let selected, let after = selectedIDs(view) {
      require(
        after.isSubset(of: selected),
        "after the \(view.name)'s resume(animated: \(animated)): the selection moved from "
          + "\(selected) to \(after)")
    }
  }

  func load(_ view: CoordinatedView) {
    guard let coordinator = view.coordinator else { return }
    trace("\(view.name): try coordinator.loadData()")
    do {
      try coordinator.loadData()
    } catch {
      violated("\(view.name): loadData() threw \(error)")
    }
    if view.paused, let controller = driver.session?.controller {
      view.idsAtPause = ReplayRun.ids(controller)
    }
    check("after the \(view.name)'s loadData()")
  }

  /// The pattern that leaves a view behind its results and brings it back: pause, then one to
  /// three transactions that succeed, each followed by a scroll or a resize while paused, then
  /// resume.
  func episode(_ view: CoordinatedView, _ input: inout FuzzInput) {
    trace("\(view.name): an episode")
    if !view.paused { togglePause(view) }
    for _ in 0..<input.int(in: 1...3) where !stopped {
      consume(written(input.validTransaction(present: present)))
      if input.bool() {
        reshape(view, &input)
      } else {
        selectOrScroll(view, &input)
      }
    }
    resume(view, animated: input.int(below: 4) != 0)
  }
}
