/// Keeps a ``Coordinatable`` target in step with a ``ResultsMonitor``: it collects each change's
/// events between `willChange` and `didChange` and applies them as one canonical, valid batch.
///
///     let coordinator = ResultsCoordinator(target: table, monitor: controller,
///                                          updateCell: configurator.makeUpdateVisibleCell(table))
///     try coordinator.loadData()        // fetch, subscribe, reload the table
///     coordinator.isPaused = true       // bulk import: no per-change work
///     // … many writes …
///     coordinator.isPaused = false      // fetch again and reload once
///
/// At `didChange` the coordinator normalises what it collected (see ``ChangeBatch``): item
/// changes inside deleted or inserted sections are dropped, moves out of deleted or into
/// inserted sections keep only their surviving half, and an update of a moved object is
/// merged into its move. Without `updateCell`, an object updated in place is reloaded and a
/// moved object is also reconfigured; with it, the batch has neither, and `updateCell` is
/// called after the batch, with the paths after it, for every updated or moved object still
/// shown in a surviving section.
///
/// The coordinator never traps on what a monitor or target does. A monitor that breaks the
/// event protocol (``MonitorProtocolViolation``) or a target that throws is reported through
/// ``onInconsistency``, and the target is resynchronised with `reloadData()`.
public final class ResultsCoordinator<Object> {
  /// Configures the cell at a path after the batch with an object's new content.
  public typealias UpdateCell = (ItemPath, Object) -> Void

  /// The view kept in step with the monitor.
  public let target: any Coordinatable
  let monitor: any ResultsMonitor<Object>
  let updateCell: UpdateCell?
  private var subscription: ResultsSubscription?
  private var state = State.idle
  private var lastReportedCount: Int?
  /// What the target showed when it was paused, where `resume(animated:)` can use it.
  var shownAtPause: [ResultsSection<Object>]?
  private let keepsSnapshotAtPause: Bool

  private enum State {
    case idle
    case collecting(ChangeCollector<Object>)
    /// After a nested `willChange`: the target was reloaded; wait for `didChange`.
    case discarding
  }

  /// Whether the coordinator is detached from the monitor.
  ///
  /// Setting it to `true` unsubscribes and drops a half-collected change. Setting it back to
  /// `false` fetches again, subscribes and reloads the target; a fetch error goes to
  /// ``onInconsistency`` and the target is reloaded all the same. Assigning the value it
  /// already has does nothing.
  public var isPaused: Bool {
    get { paused }
    set {
      guard newValue != paused else { return }
      if newValue {
        pause()
        return
      }
      do {
        try monitor.performFetch()
      } catch {
        onInconsistency?(error)
      }
      resumeWithoutFetch()
      target.reloadData()
      reportObjectCount()
    }
  }
  private var paused = false

  /// The largest batch, by ``ChangeBatch/changeCount``, that is applied as a batch.
  ///
  /// A larger one becomes `reloadData()`. `nil`, the default, never reloads.
  public var reloadThreshold: Int?

  /// Called with the monitor's total object count after `loadData()`, a resume and each
  /// applied batch, when it differs from the last count reported.
  public var onObjectCountChange: ((Int) -> Void)?

  /// Called with the error when a monitor breaks the event protocol, a target's `apply`
  /// throws, or a fetch fails while un-pausing; the target is then reloaded.
  public var onInconsistency: ((any Error) -> Void)?

  /// Creates a coordinator; call ``loadData()`` to start.
  ///
  /// - Parameters:
  ///   - target: The view to keep in step. The coordinator keeps a strong reference.
  ///   - monitor: The source of results and changes. The coordinator keeps a strong
  ///     reference; the monitor's reference back is weak.
  ///   - updateCell: Configures a visible cell again after a batch, instead of reloading it.
  public init<Monitor: ResultsMonitor>(
    target: any Coordinatable, monitor: Monitor, updateCell: UpdateCell? = nil
  ) where Monitor.Object == Object {
    self.target = target
    self.monitor = monitor
    self.updateCell = updateCell
    keepsSnapshotAtPause = Object.self is any (Identifiable & Equatable).Type
  }

  /// Fetches, subscribes to the monitor unless paused, and reloads the target.
  ///
  /// - Throws: What the monitor's `performFetch()` throws; the coordinator then stays as it
  ///   was.
  public func loadData() throws {
    try monitor.performFetch()
    if paused {
      subscription?.cancel()
      subscription = nil
    } else {
      resubscribe()
    }
    target.reloadData()
    reportObjectCount()
  }

  private func pause() {
    paused = true
    let midChange = if case .idle = state { false } else { true }
    subscription?.cancel()
    subscription = nil
    state = .idle
    shownAtPause = keepsSnapshotAtPause && !midChange ? monitor.sections : nil
  }

  /// Leaves the paused state and subscribes again; the caller has fetched.
  func resumeWithoutFetch() {
    paused = false
    resubscribe()
  }

  private func resubscribe() {
    subscription?.cancel()
    state = .idle
    shownAtPause = nil
    subscription = monitor.subscribe { [weak self] event in self?.receive(event) }
  }

  private func receive(_ event: ResultsEvent<Object>) {
    switch (state, event) {
    case (.idle, .willChange):
      state = .collecting(ChangeCollector())
    case (.idle, .didChange):
      resync(after: MonitorProtocolViolation.didChangeWithoutWillChange)
    case (.idle, _):
      resync(after: MonitorProtocolViolation.eventOutsideChange(event.kind))
    case (.collecting, .willChange):
      state = .discarding
      resync(after: MonitorProtocolViolation.nestedWillChange)
    case (.collecting(let collector), .didChange):
      state = .idle
      finish(collector)
    case (.collecting(var collector), _):
      state = .idle  // leaves the collector uniquely referenced while it grows
      collector.record(event)
      state = .collecting(collector)
    case (.discarding, .didChange):
      state = .idle
    case (.discarding, _):
      break
    }
  }

  private func finish(_ collector: ChangeCollector<Object>) {
    let (batch, cells) = collector.batch(configuresCells: updateCell != nil)
    apply(batch, cells: cells)
  }

  /// Applies `batch` (or reloads, past the threshold), then configures `cells`.
  func apply(_ batch: ChangeBatch, cells: [(ItemPath, Object)]) {
    if let reloadThreshold, batch.changeCount > reloadThreshold {
      target.reloadData()
    } else {
      if !batch.isEmpty {
        do {
          try target.apply(batch)
        } catch {
          resync(after: error)
          return
        }
      }
      if let updateCell {
        for (path, object) in cells { updateCell(path, object) }
      }
    }
    reportObjectCount()
  }

  /// Reports `error` and reloads the target.
  func resync(after error: any Error) {
    onInconsistency?(error)
    target.reloadData()
    reportObjectCount()
  }

  func reportObjectCount() {
    let count = monitor.numberOfObjects
    guard count != lastReportedCount else { return }
    lastReportedCount = count
    onObjectCountChange?(count)
  }
}
