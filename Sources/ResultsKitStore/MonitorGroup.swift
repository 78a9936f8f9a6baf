import ResultsKit

/// One callback for several monitors: `onChange` runs once per store commit that changed any
/// of them (the "CoreDataMonitor" pattern: several fetches, one refresh).
///
///     let group = MonitorGroup([arrivals, departures, alerts]) { updateBadge() }
///
/// Members driven by an ``ObjectStore`` (results controllers, and monitors mapped from them)
/// are coalesced per commit: `onChange` runs once, after the commit has reached every
/// observer of the store, however many members it changed. Other members (a
/// `SnapshotMonitor`, a `ScriptedMonitor`) count each of their changes on its own. Keep the
/// group for as long as you want the callback.
public final class MonitorGroup {
  private let onChange: () -> Void
  private var subscriptions: [ResultsSubscription] = []
  /// The stores whose current delivery already has this group's callback scheduled.
  private var scheduled: Set<ObjectIdentifier> = []

  /// Creates a group that calls `onChange` after each change of its members.
  ///
  /// - Parameters:
  ///   - monitors: The members; the group subscribes to each (it does not fetch them).
  ///   - onChange: Called once per store commit that changed a member, and once per change of
  ///     a member not driven by a store.
  public init(_ monitors: [any ResultsMonitor], onChange: @escaping () -> Void) {
    self.onChange = onChange
    subscriptions = monitors.map { subscribe(to: $0) }
  }

  private func subscribe(to monitor: some ResultsMonitor) -> ResultsSubscription {
    monitor.subscribe { [weak self, weak monitor] event in
      guard case .didChange = event, let self, let monitor else { return }
      self.memberDidChange(monitor)
    }
  }

  private func memberDidChange(_ monitor: some ResultsMonitor) {
    guard let driven = monitor as? any StoreDrivenMonitor, let store = driven.deliveringStore else {
      onChange()
      return
    }
    let key = ObjectIdentifier(store)
    guard scheduled.insert(key).inserted else { return }
    driven.whenCommitDelivered { [weak self] in
      guard let self else { return }
      self.scheduled.remove(key)
      self.onChange()
    }
  }
}

/// A monitor whose changes come from store commits, so that a ``MonitorGroup`` can wait for
/// the end of the commit.
protocol StoreDrivenMonitor: AnyObject {
  /// The store delivering the commit that causes the current change, if any.
  var deliveringStore: AnyObject? { get }
  /// Runs `body` when that commit has reached every observer of the store.
  func whenCommitDelivered(_ body: @escaping () -> Void)
}

extension ResultsController: StoreDrivenMonitor {
  var deliveringStore: AnyObject? { store.isDelivering ? store : nil }
  func whenCommitDelivered(_ body: @escaping () -> Void) { store.whenDelivered(body) }
}

extension MappedMonitor: StoreDrivenMonitor {
  var deliveringStore: AnyObject? { (base as? any StoreDrivenMonitor)?.deliveringStore }
  func whenCommitDelivered(_ body: @escaping () -> Void) {
    if let base = base as? any StoreDrivenMonitor { base.whenCommitDelivered(body) } else { body() }
  }
}
