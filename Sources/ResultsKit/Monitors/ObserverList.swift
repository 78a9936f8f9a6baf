/// The subscribers of a monitor: observers keyed by a token, delivered in subscription order.
///
/// Every monitor in the library keeps its subscribers in one of these, so that cancelling
/// during delivery, and subscribing several observers to one monitor, work the same everywhere.
/// Not a public type: a user's monitor is free to keep its observers its own way.
@usableFromInline
package final class ObserverList<Event> {
  /// Everything in one stored property, so that delivering an event reads it once.
  @usableFromInline
  struct Entries {
    // Parallel arrays rather than an array of pairs: generic code that is not specialised
    // looks the type of a pair up at run time, on every event.
    @usableFromInline var tokens: [Int] = []
    @usableFromInline var observers: [(Event) -> Void] = []
    /// How many observers have been removed, ever: delivery checks tokens only when it changed.
    @usableFromInline var removals = 0
  }

  @usableFromInline var entries = Entries()
  private var nextToken = 0

  @usableFromInline package init() {}

  /// The number of current subscribers.
  @usableFromInline package var count: Int { entries.observers.count }

  /// Adds `observer`; the subscription removes it when cancelled or deallocated.
  @usableFromInline package func subscribe(_ observer: @escaping (Event) -> Void)
    -> ResultsSubscription
  {
    let token = nextToken
    nextToken += 1
    entries.tokens.append(token)
    entries.observers.append(observer)
    return ResultsSubscription { [weak self] in self?.remove(token) }
  }

  private func remove(_ token: Int) {
    guard let index = entries.tokens.firstIndex(of: token) else { return }
    entries.tokens.remove(at: index)
    entries.observers.remove(at: index)
    entries.removals += 1
  }

  /// Delivers `event` to every subscriber, in subscription order.
  ///
  /// An observer that cancels another subscription during delivery stops that one from
  /// receiving this event, if it has not received it yet.
  ///
  /// - Complexity: O(*s*) for *s* subscribers, O(*s*²) when one cancels during delivery.
  @inlinable
  package func send(_ event: Event) {
    // One subscriber (a coordinator's, most of the time): nobody else can be cancelled or
    // miss this event, so the lists need no snapshot, which would retain and release both
    // per event. The observer is held for the call, in case it cancels itself.
    if entries.observers.count == 1 {
      let observer = entries.observers[0]
      observer(event)
      return
    }
    let snapshot = entries
    for index in snapshot.observers.indices {
      if entries.removals != snapshot.removals, !entries.tokens.contains(snapshot.tokens[index]) {
        continue
      }
      snapshot.observers[index](event)
    }
  }
}
