/// One notification from a ``ResultsMonitor``: a marker, or a change of one section or object.
///
/// A change arrives as `willChange`, then section deletes and inserts, then object events,
/// then `didChange`. Deletes name positions before the change, inserts positions after it,
/// and moves and updates both. From `willChange` on, the monitor already answers with the new
/// results.
public enum ResultsEvent<Object> {
  /// A change begins; the monitor's accessors now answer with the new results.
  case willChange
  /// A section was inserted at `at`, an index after the change.
  case insertedSection(name: String, at: Int)
  /// A section was deleted from `at`, an index before the change.
  case deletedSection(name: String, at: Int)
  /// An object was inserted at `at`, a path after the change.
  case inserted(Object, at: ItemPath)
  /// An object was deleted from `at`, a path before the change.
  case deleted(Object, at: ItemPath)
  /// An object changed place, from a path before the change to one after it; its content may
  /// have changed too.
  case moved(Object, from: ItemPath, to: ItemPath)
  /// An object's content changed but its place in the order did not: `at` is its path before
  /// the change, `newPath` after it.
  case updated(Object, at: ItemPath, newPath: ItemPath)
  /// The change is complete.
  case didChange
}

extension ResultsEvent: Equatable where Object: Equatable {}
extension ResultsEvent: Sendable where Object: Sendable {}

extension ResultsEvent {
  /// The same event with its object transformed.
  func mapObject<T>(_ transform: (Object) -> T) -> ResultsEvent<T> {
    switch self {
    case .willChange: .willChange
    case .didChange: .didChange
    case let .insertedSection(name, at): .insertedSection(name: name, at: at)
    case let .deletedSection(name, at): .deletedSection(name: name, at: at)
    case let .inserted(object, at): .inserted(transform(object), at: at)
    case let .deleted(object, at): .deleted(transform(object), at: at)
    case let .moved(object, from, to): .moved(transform(object), from: from, to: to)
    case let .updated(object, at, newPath): .updated(transform(object), at: at, newPath: newPath)
    }
  }
}
