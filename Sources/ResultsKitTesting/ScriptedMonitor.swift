import ResultsKit

/// A monitor that reports exactly what a test tells it to: the test double for code that
/// consumes monitors, including monitors that break the rules.
///
///     let monitor = ScriptedMonitor(sections: [ResultsSection(name: "", objects: [a])])
///     monitor.sendChange(to: [ResultsSection(name: "", objects: [a, b])],
///                        [.inserted(b, at: ItemPath(item: 1, section: 0))])
///     monitor.send(.didChange)   // a protocol violation, on purpose
///
/// ``sections`` is what the monitor reports; ``sendChange(to:_:)`` changes it at the right
/// moment of a well-formed change, ``send(_:)`` sends any single event as it is.
public final class ScriptedMonitor<Object>: ResultsMonitor {
  /// The results the monitor reports; setting them sends nothing.
  public var sections: [ResultsSection<Object>]
  /// How many times `performFetch()` was called.
  public private(set) var performFetchCount = 0
  @usableFromInline let observers = ObserverList<ResultsEvent<Object>>()

  /// Creates a monitor that reports `sections`.
  public init(sections: [ResultsSection<Object>] = []) {
    self.sections = sections
  }

  /// The number of current subscribers.
  public var subscriberCount: Int { observers.count }

  /// Counts the call; the results stay as they are.
  public func performFetch() {
    performFetchCount += 1
  }

  /// Sends `event` to every subscriber, as it is.
  @inlinable
  public func send(_ event: ResultsEvent<Object>) {
    observers.send(event)
  }

  /// Sends one well-formed change: `willChange`, then `sections` becomes `newSections`, then
  /// `events`, then `didChange`.
  ///
  /// - Parameters:
  ///   - newSections: The results after the change.
  ///   - events: The section and object events describing it, in the documented order.
  @inlinable
  public func sendChange(to newSections: [ResultsSection<Object>], _ events: [ResultsEvent<Object>])
  {
    send(.willChange)
    sections = newSections
    for event in events { send(event) }
    send(.didChange)
  }

  /// The number of sections in ``sections``.
  public var numberOfSections: Int { sections.count }

  /// The number of objects in `section` of ``sections``.
  public func numberOfObjects(inSection section: Int) -> Int { sections[section].objects.count }

  /// The object at `path` in ``sections``.
  public func object(at path: ItemPath) -> Object { sections[path.section].objects[path.item] }

  /// The name of `section` in ``sections``.
  public func sectionName(at section: Int) -> String { sections[section].name }

  /// Sends every event to `observer` until the subscription ends.
  public func subscribe(
    _ observer: @escaping (ResultsEvent<Object>) -> Void
  ) -> ResultsSubscription {
    observers.subscribe(observer)
  }
}
