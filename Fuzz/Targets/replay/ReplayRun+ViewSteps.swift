// The steps of a `ReplayRun` that act on a view and its coordinator: scrolling, selection,
// resizing and restyling, pausing, resuming and loading, and an episode of them.

import ResultsKit
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
    if wasPaused, view.target.calls == calls { bridgeEmptyResume(view) }
    check("after the \(view.name)'s resume(animated: \(animated))")
    if wasPaused, let selected, let after = selectedIDs(view) {
      require(
        after.isSubset(of: selected),
        "after the \(view.name)'s resume(animated: \(animated)): the selection moved from "
          + "\(selected) to \(after)")
    }
  }

  /// Stands in for the batch a resume did not apply.
  ///
  /// A resume that found the results as they were at the pause told the view nothing: its
  /// batch was empty, and `ResultsCoordinator` skips an empty batch. A view that laid itself
  /// out while the results differed in between cannot know that it is in step again, so it
  /// may still show a cell made then: a known gap of the coordinator, not of the renderers
  /// (Fuzz/README.md). Hand the view the empty batch the coordinator skipped, saying so on
  /// standard error when the view was indeed stale.
  private func bridgeEmptyResume(_ view: CoordinatedView) {
    if let fresh = view.fuzzed.freshRender(), fresh.frame != view.fuzzed.render() {
      let message = "replay: known gap: a resume applied no batch to a stale \(view.name)\n"
      _ = Array(message.utf8).withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    }
    trace("\(view.name): the coordinator applied nothing; try apply(ChangeBatch())")
    do {
      try view.fuzzed.view.apply(ChangeBatch())
    } catch {
      violated("\(view.name): the empty batch threw \(error)")
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
