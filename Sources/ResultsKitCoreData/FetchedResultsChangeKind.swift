/// The kind of a change a fetched-results controller reports: the raw values of Core Data's
/// `NSFetchedResultsChangeType`, so that a delegate callback's type converts with
/// `FetchedResultsChangeKind(rawValue: type.rawValue)`.
public enum FetchedResultsChangeKind: UInt, Sendable {
  /// An object or section was inserted (its path or index is the one after the change).
  case insert = 1
  /// An object or section was deleted (its path or index is the one before the change).
  case delete = 2
  /// An object moved (from its path before the change to its path after it).
  case move = 3
  /// An object changed its content.
  case update = 4
}
