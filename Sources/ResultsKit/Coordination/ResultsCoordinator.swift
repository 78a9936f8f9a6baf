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
  /// Reads an event; specialised for the object type where the coordinator is created.
  private let readEvent: (ResultsEvent<Object>, inout [Object]?) -> EventRecord
  /// Diffs two snapshots for an animated resume, where `Object` is `Identifiable` and
  /// `Equatable`.
  @usableFromInline
  typealias DiffSections = (
    _ old: [ResultsSection<Object>], _ new: [ResultsSection<Object>], _ updates: UpdateStyle
  ) throws -> ChangeBatch
  /// The diff of an animated resume, specialised for the object type where the coordinator
  /// was created (a diff of a million objects is several times faster so); `nil` when the
  /// type was not known to be `Identifiable` and `Equatable` there.
  let diffSections: DiffSections?
  /// Whether the coordinator follows the monitor, is paused, or has not loaded yet.
  var state = State.unloaded
  /// The change being collected, and where the monitor is in the event protocol.
  ///
  /// This and `collectedObjects` are reached once per event, and no access to them calls out
  /// to other code (the target is called only after they are read), so their exclusivity is
  /// not checked at run time.
  @exclusivity(unchecked) private var collector = ChangeCollector()
  /// The moved and updated objects of the change being collected, in the collector's
  /// numbering; `nil` without `updateCell`, or between changes.
  @exclusivity(unchecked) private var collectedObjects: [Object]?
  private var lastReportedCount: Int?
  /// Counts the reloads and batches the target was given, so that `apply` knows whether the
  /// target was reloaded from inside its own `apply`.
  private var generation = 0
  private let keepsSnapshotAtPause: Bool
  /// Cleared when the coordinator goes, for the subscription closure to see.
  private let lifetime = Lifetime()

  private final class Lifetime {
    var isAlive = true
  }

  /// Where a coordinator is in its life: what it listens to and what its target shows.
  enum State {
    /// Made, not loaded: not subscribed, and the target shows nothing of the monitor's.
    case unloaded
    /// Subscribed: the target shows the monitor's results, and each change is applied as it
    /// completes. `userMove` is the move the view has made itself (a row the user dragged)
    /// while ``performUserMove(from:to:_:)`` runs.
    case following(ResultsSubscription, userMove: ItemMove?)
    /// Not subscribed. `shown` is what the target shows, where `resume(animated:)` can diff
    /// from it: the results at the pause, or at a `loadData()` during the pause; `nil` when
    /// only a reload can bring the target up to date.
    case paused(shown: DeferredSections<Object>?)
  }

  /// Whether the coordinator is detached from the monitor.
  ///
  /// Setting it to `true` unsubscribes and drops a half-collected change. Setting it back to
  /// `false` fetches again, subscribes and reloads the target; a fetch error goes to
  /// ``onInconsistency`` and the target is reloaded all the same. Assigning the value it
  /// already has does nothing.
  public var isPaused: Bool {
    get {
      if case .paused = state { return true }
      return false
    }
    set {
      guard newValue != isPaused else { return }
      if newValue {
        pause()
        return
      }
      // Dropped before the fetch, so a deferred snapshot is never copied.
      state = .paused(shown: nil)
      do {
        try monitor.performFetch()
      } catch {
        onInconsistency?(error)
      }
      resubscribe()
      reload()
    }
  }

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
  @inlinable
  public convenience init<Monitor: ResultsMonitor>(
    target: any Coordinatable, monitor: Monitor, updateCell: UpdateCell? = nil
  ) where Monitor.Object == Object {
    // Inlinable so that this closure, which runs for every event, is specialised.
    self.init(
      target: target, anyMonitor: monitor, updateCell: updateCell,
      readEvent: { event, objects in event.record(keepingObjectIn: &objects) })
  }

  @usableFromInline
  init(
    target: any Coordinatable, anyMonitor monitor: any ResultsMonitor<Object>,
    updateCell: UpdateCell?,
    readEvent: @escaping (ResultsEvent<Object>, inout [Object]?) -> EventRecord,
    diffSections: DiffSections? = nil
  ) {
    self.target = target
    self.monitor = monitor
    self.updateCell = updateCell
    self.readEvent = readEvent
    self.diffSections = diffSections
    // A question about the object type, not the monitor (a wrapper cannot hide it): asked at
    // run time because a coordinator made in generic code gets this initialiser, not the
    // constrained one, and its animated resume still needs the snapshot.
    keepsSnapshotAtPause = Object.self is any (Identifiable & Equatable).Type
  }

  deinit {
    lifetime.isAlive = false
  }

  /// Fetches, subscribes to the monitor unless paused, and reloads the target.
  ///
  /// While paused it stays unsubscribed, and a later `resume(animated: true)` diffs from the
  /// results this call showed.
  ///
  /// - Throws: What the monitor's `performFetch()` throws; the coordinator then stays as it
  ///   was.
  public func loadData() throws {
    try monitor.performFetch()
    if isPaused {
      state = .paused(shown: keepsSnapshotAtPause ? monitor.snapshotOfSections() : nil)
    } else {
      resubscribe()
    }
    reload()
  }

  private func pause() {
    // The target shows the monitor's results unless the coordinator has not loaded yet, a
    // change is half collected (the monitor already answers with results the target does not
    // show), or the view has made a move of its own. Otherwise only a reload is right.
    let showsResults =
      switch state {
      case .following(_, userMove: nil): collector.phase == .idle
      case .following, .unloaded, .paused: false
      }
    cancelSubscription()
    endChange()
    state = .paused(
      shown: keepsSnapshotAtPause && showsResults ? monitor.snapshotOfSections() : nil)
  }

  /// Cancels the subscription, if the coordinator follows the monitor; the caller sets the
  /// new state.
  private func cancelSubscription() {
    if case .following(let subscription, _) = state { subscription.cancel() }
  }

  /// Subscribes (again) to the monitor, after the caller has fetched.
  ///
  /// Drops any half-collected change, and leaves the paused or unloaded state.
  func resubscribe() {
    cancelSubscription()
    endChange()
    // Dropped before subscribing, so a deferred snapshot is never copied.
    state = .unloaded
    // Unowned rather than weak: a weak reference would give the coordinator a side table and
    // send every event's retain and release down the slow path (a third of the time spent
    // collecting). The subscription is the coordinator's own, so it is cancelled when the
    // coordinator goes; `lifetime` covers a monitor that keeps calling after a cancel.
    let lifetime = lifetime
    let events = { [unowned self] (event: ResultsEvent<Object>) in
      if lifetime.isAlive { receive(event) }
    }
    // A monitor that can hand over a whole change at once does, while this is its only
    // subscriber: the same change as lists, instead of an event at a time.
    let subscription =
      if let source = monitor as? any ChangeListSource<Object> {
        source.subscribe(events: events) { [unowned self] lists in
          if lifetime.isAlive { receive(lists) }
        }
      } else {
        monitor.subscribe(events)
      }
    state = .following(subscription, userMove: nil)
  }

  private func receive(_ event: ResultsEvent<Object>) {
    handle(readEvent(event, &collectedObjects))
  }

  /// Takes one whole change, as lists: collected at once and applied, as its events would be.
  private func receive(_ lists: ChangeLists<Object>) {
    guard collector.phase == .idle else {
      // Inside a change: the violation the change's own `willChange` would report, and then
      // the end of the dropped change (the events between the markers would be ignored).
      handle(EventRecord(.willChange))
      handle(EventRecord(.didChange))
      return
    }
    collector.collect(lists)
    collectedObjects = updateCell == nil ? nil : lists.objects()
    finishChange()
  }

  /// Follows the event protocol with one event's record.
  private func handle(_ record: EventRecord) {
    switch collector.receive(record) {
    case .none:
      break
    case .began:
      collectedObjects = updateCell == nil ? nil : []
    case .finished:
      finishChange()
    case .nestedWillChange:
      // Report now; reload when the change ends, once the monitor's results have settled.
      collectedObjects = nil
      onInconsistency?(MonitorProtocolViolation.nestedWillChange)
    case .droppedChangeEnded:
      reload()
    case .didChangeWithoutWillChange:
      resync(after: MonitorProtocolViolation.didChangeWithoutWillChange)
    case .eventOutsideChange:
      resync(after: MonitorProtocolViolation.eventOutsideChange(record.kind.rawValue))
    }
  }

  /// Builds the collected change's batch and applies it (without the move the view made
  /// itself, during ``performUserMove(from:to:_:)``).
  private func finishChange() {
    let (batch, cells) = collector.batch(configuresCells: updateCell != nil)
    let configured = CellUpdates(cells: cells, objects: collectedObjects ?? [])
    endChange()
    if case .following(let subscription, let move?) = state {
      state = .following(subscription, userMove: nil)
      applyAfterUserMove(move, batch, cells: configured)
    } else {
      apply(batch, cells: configured)
    }
  }

  /// Forgets the change being collected.
  private func endChange() {
    collector = ChangeCollector()
    collectedObjects = nil
  }

  /// Applies `batch` (or reloads, past the threshold), then configures `cells`.
  ///
  /// An empty batch reaches the target only when `evenIfEmpty`: a resume tells the target it
  /// is in step again even when nothing changed, since a view laid out while paused may
  /// hold cells made from results that have since changed back.
  func apply(_ batch: ChangeBatch, cells: CellUpdates<Object>, evenIfEmpty: Bool = false) {
    if let reloadThreshold, batch.changeCount > reloadThreshold {
      reload()
      return
    }
    generation &+= 1
    let current = generation
    if !batch.isEmpty || evenIfEmpty {
      do {
        try target.apply(batch)
      } catch {
        resync(after: error)
        return
      }
    }
    // Reloaded (or given another batch) from inside `apply`: the view already shows the
    // current results, and these cells' paths belong to the batch it has left behind.
    guard generation == current else { return }
    if let updateCell {
      cells.forEach(updateCell)
    }
    reportObjectCount()
  }

  /// Reports `error` and reloads the target.
  func resync(after error: any Error) {
    onInconsistency?(error)
    reload()
  }

  /// Reloads the target with the monitor's current results.
  func reload() {
    generation &+= 1
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
