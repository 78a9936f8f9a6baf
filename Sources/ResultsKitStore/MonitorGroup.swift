import ResultsKit

/// One callback for several monitors: `onChange` runs once per store commit that changed any
/// of them (the "CoreDataMonitor" pattern: several fetches, one refresh).
///
///     let group = MonitorGroup([arrivals, departures, alerts]) { updateBadge() }
///
/// Members driven by an ``ObjectStore`` (results controllers, monitors mapped from them: any
/// member whose `changeDelivery` names the commit) are coalesced per commit: `onChange` runs
/// once, after the commit has reached every observer of the store, however many members it
/// changed. Other members (a `SnapshotMonitor`, a `ScriptedMonitor`) count each of their
/// changes on its own. Keep the group for as long as you want the callback.
public final class MonitorGroup {
  private let onChange: () -> Void
  /// The members, kept so that one made for the group (`controller.map(…)`) lives as long.
  private let members: [any ResultsMonitor]
  private var subscriptions: [ResultsSubscription] = []
  /// The stores whose current delivery already has this group's callback scheduled.
  private var scheduled: Set<ObjectIdentifier> = []

  /// Creates a group that calls `onChange` after each change of its members.
  ///
  /// - Parameters:
  ///   - monitors: The members; the group keeps them and subscribes to each (it does not
  ///     fetch them).
  ///   - onChange: Called once per store commit that changed a member, and once per change of
  ///     a member not driven by a store.
  public init(_ monitors: [any ResultsMonitor], onChange: @escaping () -> Void) {
    self.onChange = onChange
    members = monitors
    subscriptions = monitors.map { subscribe(to: $0) }
  }

  private func subscribe(to monitor: some ResultsMonitor) -> ResultsSubscription {
    monitor.subscribe { [weak self, weak monitor] event in
      guard case .didChange = event, let self, let monitor else { return }
      self.memberDidChange(monitor)
    }
  }

  private func memberDidChange(_ monitor: some ResultsMonitor) {
    guard let delivery = monitor.changeDelivery else {
      onChange()
      return
    }
    let key = delivery.source
    guard scheduled.insert(key).inserted else { return }
    delivery.whenDelivered { [weak self] in
      guard let self else { return }
      self.scheduled.remove(key)
      self.onChange()
    }
  }
}
