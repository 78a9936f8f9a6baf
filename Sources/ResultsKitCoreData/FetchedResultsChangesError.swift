import ResultsKit

/// What is wrong with the delegate callbacks of a fetched-results controller: a callback that
/// cannot be turned into ``/ResultsKit/ResultsEvent``s, or callbacks that break the delegate protocol.
///
/// ``FetchedResultsChanges/events()`` throws the first five; a `FetchedResultsMonitor` also
/// reports the last three (and ``unexpectedObject(_:)``), which are about the order of the
/// callbacks or their arguments rather than one change's contents.
public enum FetchedResultsChangesError: Error, Hashable, Sendable, CustomStringConvertible {
  /// An object callback without the path its kind needs: `indexPath` for a delete, a move and
  /// an update, `newIndexPath` for an insert and a move.
  case missingIndexPath(FetchedResultsCallback)
  /// A callback with a negative index, or (on Apple platforms) an index path that does not have
  /// exactly two indexes.
  case invalidIndexPath(FetchedResultsCallback)
  /// A section callback of kind move or update: a fetched-results section can only be
  /// inserted or deleted.
  case unsupportedSectionChange(FetchedResultsCallback)
  /// A callback whose change type is no ``FetchedResultsChangeKind``.
  case unknownChangeKind(FetchedResultsCallback)
  /// Two callbacks of one change that cannot both be true: two different changes that remove
  /// the object at one path before the change (deletes, moves), two that place objects at one
  /// path after it (inserts, moves, updates with a `newIndexPath`), or two different sections
  /// inserted or deleted at one index.
  case conflictingCallbacks(FetchedResultsCallback, FetchedResultsCallback)
  /// An object callback whose object is not of the monitor's object type.
  case unexpectedObject(FetchedResultsCallback)
  /// An object or section callback outside `controllerWillChangeContent(_:)` …
  /// `controllerDidChangeContent(_:)`.
  case callbackOutsideChange(FetchedResultsCallback)
  /// `controllerWillChangeContent(_:)` while a change was already open.
  case nestedWillChangeContent
  /// `controllerDidChangeContent(_:)` without `controllerWillChangeContent(_:)` before it.
  case didChangeContentWithoutWillChangeContent

  /// What went wrong, in a sentence that names the callback.
  public var description: String {
    switch self {
    case let .missingIndexPath(callback):
      return "\(callback) lacks the \(callback.missingPaths) its change type needs"
    case let .invalidIndexPath(callback):
      return "\(callback) has an index path that is not a valid [section, item] path"
    case let .unsupportedSectionChange(callback):
      return "\(callback) moves or updates a section; sections can only be inserted or deleted"
    case let .unknownChangeKind(callback):
      return "\(callback) has a change type that is not insert, delete, move or update"
    case let .conflictingCallbacks(first, second):
      return "\(first) and \(second) contradict each other in one change"
    case let .unexpectedObject(callback):
      return "\(callback) reports an object that is not of the monitor's object type"
    case let .callbackOutsideChange(callback):
      return "\(callback) came outside controllerWillChangeContent … controllerDidChangeContent"
    case .nestedWillChangeContent:
      return "controllerWillChangeContent(_:) came while a change was already open"
    case .didChangeContentWithoutWillChangeContent:
      return "controllerDidChangeContent(_:) came without controllerWillChangeContent(_:)"
    }
  }
}

extension FetchedResultsCallback {
  /// The paths an object callback's kind needs and it lacks, named as the delegate method's
  /// parameters.
  var missingPaths: String {
    guard case let .object(_, indexPath, newIndexPath) = self else { return "index path" }
    let needsOld = kind == .delete || kind == .move || kind == .update
    let needsNew = kind == .insert || kind == .move
    let missing =
      (needsOld && indexPath == nil ? ["indexPath"] : [])
      + (needsNew && newIndexPath == nil ? ["newIndexPath"] : [])
    return missing.isEmpty ? "index path" : missing.joined(separator: " and ")
  }
}
