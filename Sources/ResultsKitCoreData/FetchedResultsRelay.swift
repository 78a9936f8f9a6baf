import ResultsKit

/// The delegate protocol of a fetched-results controller, run for a monitor: it turns the
/// callbacks of each `willChange … didChange` into one well-formed change for any number of
/// subscribers, and a broken protocol into what makes their coordinators report and reload.
///
/// `FetchedResultsMonitor` is a thin shell over this: its four delegate methods call the four
/// methods here. Portable, so that the protocol's every path is tested everywhere.
///
/// - A change's callbacks are collected in a ``FetchedResultsChanges``; at `didChangeContent()`
///   its events go to every subscriber (nothing at all for a change with no callbacks).
/// - A callback outside a change is forwarded at once, as the event it stands for (a bare
///   `didChange` when it cannot be one): a ``/ResultsKit/ResultsCoordinator`` sees an event outside
///   `willChange … didChange`.
/// - `didChangeContent()` without `willChangeContent()` is forwarded as a bare `didChange`.
/// - A nested `willChangeContent()` sends `willChange` twice at once (a coordinator reports
///   the nested one and ignores what follows), drops the change, ignores the callbacks up to
///   `didChangeContent()`, and then sends `didChange`: the coordinator reloads once the
///   controller has settled.
/// - A change whose callbacks cannot be turned into events (``FetchedResultsChanges/events()``
///   throws) sends `willChange`, `willChange`, `didChange` at `didChangeContent()`: a
///   coordinator reports the nested `willChange` and reloads.
///
/// In every one of these cases the real ``FetchedResultsChangesError`` is first stored in
/// ``lastCallbackError`` and passed to ``onCallbackError``; a coordinator's report is a
/// ``/ResultsKit/MonitorProtocolViolation``, which cannot carry it.
package final class FetchedResultsRelay<Object> {
  /// Where the relay is in the delegate protocol.
  enum Phase {
    case idle
    case collecting(FetchedResultsChanges<Object>)
    /// After a nested `willChangeContent()`: callbacks are ignored until `didChangeContent()`.
    case broken
  }

  private let observers = ObserverList<ResultsEvent<Object>>()
  private(set) var phase = Phase.idle

  /// Called with every problem with the callbacks, before the subscribers hear of it.
  package var onCallbackError: ((FetchedResultsChangesError) -> Void)?
  /// The latest problem with the callbacks, or `nil` when there has been none.
  package private(set) var lastCallbackError: FetchedResultsChangesError?

  /// A relay with no subscribers, between changes.
  package init() {}

  /// The number of subscribers.
  package var subscriberCount: Int { observers.count }

  /// Sends every change, and every broken protocol, to `observer` until the subscription ends.
  ///
  /// - Parameter observer: Receives the events.
  /// - Returns: The subscription.
  package func subscribe(
    _ observer: @escaping (ResultsEvent<Object>) -> Void
  ) -> ResultsSubscription {
    observers.subscribe(observer)
  }

  /// `controllerWillChangeContent(_:)`: a change begins.
  package func willChangeContent() {
    switch phase {
    case .idle:
      phase = .collecting(FetchedResultsChanges())
    case .collecting:
      phase = .broken
      report(.nestedWillChangeContent)
      observers.send(.willChange)
      observers.send(.willChange)
    case .broken:
      // The subscribers are already ignoring this change.
      report(.nestedWillChangeContent)
    }
  }

  /// `controller(_:didChange:atSectionIndex:for:)`.
  ///
  /// - Parameters:
  ///   - name: The section's name.
  ///   - index: Its index: before the change for a delete, after it for an insert.
  ///   - rawKind: The change type's raw value.
  package func didChangeSection(named name: String, at index: Int, rawKind: UInt) {
    switch phase {
    case .collecting(var changes):
      phase = .idle  // Not holding a second reference while it changes.
      changes.section(named: name, at: index, rawKind: rawKind)
      phase = .collecting(changes)
    case .broken:
      break
    case .idle:
      let callback = FetchedResultsCallback.section(name: name, index: index, kind: rawKind)
      report(.callbackOutsideChange(callback))
      observers.send(
        rawKind == FetchedResultsChangeKind.insert.rawValue
          ? .insertedSection(name: name, at: index) : .deletedSection(name: name, at: index))
    }
  }

  /// `controller(_:didChange:at:for:newIndexPath:)`.
  ///
  /// - Parameters:
  ///   - object: The object, or `nil` when it is not of the monitor's object type.
  ///   - indexPath: Its path before the change.
  ///   - rawKind: The change type's raw value.
  ///   - newIndexPath: Its path after the change.
  package func didChangeObject(
    _ object: Object?, at indexPath: ItemPath?, rawKind: UInt, newIndexPath: ItemPath?
  ) {
    let callback = FetchedResultsCallback.object(
      kind: rawKind, indexPath: indexPath, newIndexPath: newIndexPath)
    switch phase {
    case .collecting(var changes):
      phase = .idle
      if let object {
        changes.object(object, at: indexPath, rawKind: rawKind, newIndexPath: newIndexPath)
      } else {
        changes.record(.unexpectedObject(callback))
      }
      phase = .collecting(changes)
    case .broken:
      break
    case .idle:
      report(.callbackOutsideChange(callback))
      observers.send(Self.event(object, for: callback) ?? .didChange)
    }
  }

  /// `controllerDidChangeContent(_:)`: the change is complete.
  package func didChangeContent() {
    let ending = phase
    phase = .idle
    switch ending {
    case .idle:
      report(.didChangeContentWithoutWillChangeContent)
      observers.send(.didChange)
    case .broken:
      observers.send(.didChange)
    case .collecting(let changes):
      do {
        for event in try changes.events() { observers.send(event) }
      } catch {
        report(error)
        observers.send(.willChange)
        observers.send(.willChange)
        observers.send(.didChange)
      }
    }
  }

  private func report(_ error: FetchedResultsChangesError) {
    lastCallbackError = error
    onCallbackError?(error)
  }

  /// The event an object callback stands for, or `nil` when it cannot be one (no object, no
  /// path, an unknown kind).
  static func event(_ object: Object?, for callback: FetchedResultsCallback) -> ResultsEvent<
    Object
  >? {
    guard let object, case let .object(_, indexPath, newIndexPath) = callback,
      let kind = callback.kind
    else { return nil }
    switch (kind, indexPath, newIndexPath) {
    case let (.insert, _, to?): return .inserted(object, at: to)
    case let (.delete, from?, _): return .deleted(object, at: from)
    case let (.move, from?, to?): return .moved(object, from: from, to: to)
    case let (.update, from?, to): return .updated(object, at: from, newPath: to ?? from)
    default: return nil
    }
  }
}
