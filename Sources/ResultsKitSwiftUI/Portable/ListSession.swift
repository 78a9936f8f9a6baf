import ResultsKit

/// Everything a list keeps between SwiftUI updates: its coordinator, the target that wraps its
/// view, and its pause.
///
/// The coordinator holds the target (its `target`), the target holds the view; the session
/// holds both, and the list's host holds the session. SwiftUI's updates only pass the session
/// new values (the pause, the selection, a scroll request): none of them reloads or diffs the
/// list. Pausing and resuming follow the coordinator's rules (see ``setPaused(_:resuming:)``).
package final class ListSession<Object: Identifiable & Equatable> {
  /// The target the coordinator drives.
  package let target: ListTarget<Object>
  /// The coordinator between the monitor and the target.
  package let coordinator: ResultsCoordinator<Object>
  /// Whether the list is asked to be paused (by its pause modifier).
  package private(set) var isPauseRequested = false
  /// How the list resumes when the pause request ends.
  package private(set) var resumeStyle = ResumeStyle.reload
  /// Called with every inconsistency the coordinator reports, and with fetch errors.
  package var onInconsistency: ((any Error) -> Void)? {
    didSet { coordinator.onInconsistency = onInconsistency }
  }

  /// A session that shows `monitor` in `view`.
  ///
  /// - Parameters:
  ///   - monitor: The results; the coordinator keeps it.
  ///   - view: The list's view; the target keeps it.
  ///   - updateCell: Configures the visible row of a changed object again, in place; `nil`
  ///     reloads the row instead.
  package init<Monitor: ResultsMonitor>(
    monitor: Monitor, view: any ListPlatformView,
    updateCell: ResultsCoordinator<Object>.UpdateCell?
  ) where Monitor.Object == Object {
    target = ListTarget(view: view, monitor: monitor)
    coordinator = ResultsCoordinator(target: target, monitor: monitor, updateCell: updateCell)
  }

  /// Whether the coordinator is paused now.
  package var isPaused: Bool { coordinator.isPaused }

  /// Fetches, subscribes (unless `paused`) and reloads the view: the list's first load.
  ///
  /// A fetch error goes to ``onInconsistency``; the view then shows what the monitor holds.
  ///
  /// - Parameters:
  ///   - paused: Whether the list starts paused; it then follows no change until resumed.
  ///   - style: How it resumes.
  package func load(paused: Bool, resuming style: ResumeStyle) {
    isPauseRequested = paused
    resumeStyle = style
    if paused { pause() }
    do {
      try coordinator.loadData()
    } catch {
      onInconsistency?(error)
      target.reloadData()
    }
  }

  /// Follows the list's pause request: pauses, or resumes with `style`, when the request
  /// differs from the coordinator's state; otherwise only remembers `style`.
  ///
  /// Pausing unsubscribes: the view does no work per change, and keeps showing what it
  /// showed. Resuming fetches, subscribes and shows the fresh results in one reload
  /// (``ResumeStyle/reload``) or one diffed batch (``ResumeStyle/animated``); either way the
  /// selection and a waiting scroll request are looked up again. A fetch error goes to
  /// ``onInconsistency``; after an animated resume's error the list stays paused.
  ///
  /// - Parameters:
  ///   - paused: Whether the list is asked to be paused.
  ///   - style: How it resumes.
  /// - Complexity: O(1) to pause (a `ResultsController` defers its snapshot); the fetch plus the
  ///   reload, or plus the diff, to resume.
  package func setPaused(_ paused: Bool, resuming style: ResumeStyle) {
    isPauseRequested = paused
    resumeStyle = style
    guard paused != coordinator.isPaused else { return }
    if paused {
      pause()
    } else {
      resume(style)
    }
  }

  /// Runs `change` with the list paused, then resumes with `style`: the way to change what a
  /// monitor fetches (a controller's request) and show the difference as one batch.
  ///
  /// When the list is already asked to be paused, `change` runs and the list stays paused: the
  /// resume that ends the request shows the change.
  ///
  /// - Parameters:
  ///   - style: How the list shows the change.
  ///   - change: Changes what the monitor fetches; it takes effect at the resume's fetch.
  /// - Throws: What `change` throws; the list is resumed all the same.
  package func refetch(resuming style: ResumeStyle, _ change: () throws -> Void) rethrows {
    guard !isPauseRequested else {
      try change()
      return
    }
    if !coordinator.isPaused { pause() }
    defer { resume(style) }
    try change()
  }

  /// Pauses the coordinator; the target's look-ups wait.
  private func pause() {
    target.isPaused = true
    coordinator.isPaused = true
  }

  /// Resumes the coordinator with `style`; the target looks up again in the reload or batch.
  private func resume(_ style: ResumeStyle) {
    target.isPaused = false
    switch style {
    case .reload:
      coordinator.isPaused = false
    case .animated:
      do {
        try coordinator.resume(animated: true)
      } catch {
        target.isPaused = true
        onInconsistency?(error)
      }
    }
  }
}
