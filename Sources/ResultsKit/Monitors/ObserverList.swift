/// The subscribers of a monitor: observers keyed by a token, delivered in subscription order.
///
/// Every monitor in the library keeps its subscribers in one of these, so that cancelling
/// during delivery, and subscribing several observers to one monitor, work the same everywhere.
/// Not a public type: a user's monitor is free to keep its observers its own way.
package final class ObserverList<Event> {
  private var observers: [(token: Int, observe: (Event) -> Void)] = []
  private var nextToken = 0

  package init() {}

  /// The number of current subscribers.
  package var count: Int { observers.count }

  /// Adds `observer`; the subscription removes it when cancelled or deallocated.
  package func subscribe(_ observer: @escaping (Event) -> Void) -> ResultsSubscription {
    let token = nextToken
    nextToken += 1
    observers.append((token, observer))
    return ResultsSubscription { [weak self] in
      self?.observers.removeAll { $0.token == token }
    }
  }

  /// Delivers `event` to every subscriber, in subscription order.
  ///
  /// An observer that cancels another subscription during delivery stops that one from
  /// receiving this event, if it has not received it yet.
  package func send(_ event: Event) {
    let snapshot = observers
    for (token, observe) in snapshot where observers.contains(where: { $0.token == token }) {
      observe(event)
    }
  }
}
