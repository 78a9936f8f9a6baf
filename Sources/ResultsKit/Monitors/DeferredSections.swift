/// A monitor's results as they are now, copied only if they are needed.
///
/// A paused coordinator keeps one, for `resume(animated: true)` to diff from. A monitor that
/// can, hands out a snapshot that reads its results only when asked, and freezes (copies them)
/// just before they change; one that is released before that costs nothing. Monitors that
/// cannot do that get an eager copy.
package final class DeferredSections<Object> {
  private var frozen: [ResultsSection<Object>]?
  private let read: () -> [ResultsSection<Object>]

  /// A snapshot that reads the source's results through `read` until it is frozen.
  package init(reading read: @escaping () -> [ResultsSection<Object>]) {
    self.read = read
  }

  /// A snapshot of results already copied.
  package init(_ sections: [ResultsSection<Object>]) {
    frozen = sections
    read = { [] }
  }

  /// The results as they were when the snapshot was taken.
  package var sections: [ResultsSection<Object>] {
    if let frozen { return frozen }
    let sections = read()
    frozen = sections
    return sections
  }

  /// Copies the results now; the source calls this before they change.
  package func freeze() {
    _ = sections
  }
}

/// A monitor that hands out deferred snapshots of its results (see `DeferredSections`).
package protocol DeferredSnapshotting<Object>: AnyObject {
  associatedtype Object
  /// A snapshot of the results as they are now.
  func deferredSections() -> DeferredSections<Object>
}

extension ResultsMonitor {
  /// A snapshot of the results as they are now: deferred where the monitor supports it.
  func snapshotOfSections() -> DeferredSections<Object> {
    if let deferring = self as? any DeferredSnapshotting<Object> {
      return deferring.deferredSections()
    }
    return DeferredSections(sections)
  }
}
