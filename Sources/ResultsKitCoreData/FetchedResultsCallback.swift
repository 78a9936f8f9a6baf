import ResultsKit

/// One delegate callback of a fetched-results controller, without its object: what a
/// ``FetchedResultsChangesError`` names.
public enum FetchedResultsCallback: Hashable, Sendable, CustomStringConvertible {
  /// `controller(_:didChange:at:for:newIndexPath:)`: an object changed.
  ///
  /// `kind` is the change type's raw value (an `NSFetchedResultsChangeType`), kept raw so that
  /// a value that is no ``FetchedResultsChangeKind`` can be named too.
  case object(kind: UInt, indexPath: ItemPath?, newIndexPath: ItemPath?)
  /// `controller(_:didChange:atSectionIndex:for:)`: a section changed.
  case section(name: String, index: Int, kind: UInt)
  /// `controllerWillChangeContent(_:)`.
  case willChangeContent
  /// `controllerDidChangeContent(_:)`.
  case didChangeContent

  /// The callback's change kind, or `nil` for the markers and for a raw value that is no kind.
  public var kind: FetchedResultsChangeKind? {
    switch self {
    case let .object(kind, _, _), let .section(_, _, kind): FetchedResultsChangeKind(rawValue: kind)
    case .willChangeContent, .didChangeContent: nil
    }
  }

  /// The callback as the delegate method it was, with its arguments.
  ///
  /// For example `controller(_:didChange: object, at: [0, 2], for: .move, newIndexPath: nil)`.
  public var description: String {
    func text(_ path: ItemPath?) -> String { path.map(\.description) ?? "nil" }
    func text(kind raw: UInt) -> String {
      guard let kind = FetchedResultsChangeKind(rawValue: raw) else {
        return "NSFetchedResultsChangeType(rawValue: \(raw))"
      }
      return ".\(kind.name)"
    }
    switch self {
    case let .object(kind, indexPath, newIndexPath):
      return "controller(_:didChange: object, at: \(text(indexPath)), for: \(text(kind: kind)), "
        + "newIndexPath: \(text(newIndexPath)))"
    case let .section(name, index, kind):
      return "controller(_:didChange: section \"\(name)\", atSectionIndex: \(index), "
        + "for: \(text(kind: kind)))"
    case .willChangeContent:
      return "controllerWillChangeContent(_:)"
    case .didChangeContent:
      return "controllerDidChangeContent(_:)"
    }
  }
}

extension FetchedResultsChangeKind {
  /// The case's name, as in `NSFetchedResultsChangeType`.
  var name: String {
    switch self {
    case .insert: "insert"
    case .delete: "delete"
    case .move: "move"
    case .update: "update"
    }
  }
}
