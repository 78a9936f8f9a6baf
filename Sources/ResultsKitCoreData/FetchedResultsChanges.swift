import ResultsKit

/// The delegate callbacks of one fetched-results change, collected in any order, and the
/// ``/ResultsKit/ResultsEvent``s they stand for.
///
/// Core Data's `NSFetchedResultsController` reports a change as
/// `controllerWillChangeContent(_:)`, then section and object callbacks, then
/// `controllerDidChangeContent(_:)`. Record the callbacks in between, in the order they come,
/// and ask for ``events()`` at the end: they arrive in the order every ``/ResultsKit/ResultsMonitor``
/// sends — `willChange`, section deletes, section inserts, object deletes, inserts, moves and
/// updates, `didChange` — whatever order the callbacks came in. A `FetchedResultsMonitor`
/// does this for you; use this type directly to drive a monitor of your own from another
/// source of such callbacks.
///
///     var changes = FetchedResultsChanges<Note>()
///     changes.section(named: "B", at: 1, kind: .insert)
///     changes.object(note, at: ItemPath(item: 0, section: 0), kind: .update, newIndexPath: nil)
///     for event in try changes.events() { send(event) }
///
/// The controller's quirks are smoothed out:
///
/// - An update with a `newIndexPath` becomes `.updated(at: indexPath, newPath: newIndexPath)`,
///   even when the two paths differ (rows around it came and went): the object kept its place
///   in the order, so it stays an update.
/// - An update without a `newIndexPath` (older systems send `nil`) gets the path its
///   `indexPath` is carried to through this change's own section deletes and inserts and
///   object deletes, inserts and moves: an updated object keeps its place among the objects
///   that did not move. An update of an object in a deleted section is dropped (the object
///   cannot have stayed in place).
/// - A move whose two paths are equal stays a move: other changes can shift its neighbours.
/// - One object reported twice: an update with the same `indexPath` as a delete or a move is
///   merged into it (the object moved or went, and its content goes with it); two updates of
///   one `indexPath` are one update. A callback repeated exactly counts once (the later
///   object is kept). Any other two callbacks that remove objects from one path, place
///   objects at one path, or insert or delete different sections at one index contradict each
///   other: ``events()`` throws ``FetchedResultsChangesError/conflictingCallbacks(_:_:)``.
/// - Object callbacks inside deleted or inserted sections are passed on as they came; a
///   ``/ResultsKit/ResultsCoordinator`` drops them, as UIKit does.
public struct FetchedResultsChanges<Object> {
  /// A recorded section callback.
  struct SectionChange {
    var name: String
    var index: Int
    var isInsert: Bool
    var callback: FetchedResultsCallback
  }

  /// A recorded object callback, its paths checked against its kind.
  struct ObjectChange {
    var object: Object
    var kind: FetchedResultsChangeKind
    /// The path before the change (deletes, moves, updates); the path after it for an insert.
    var path: ItemPath
    /// The path after the change of a move, and of an update that came with one.
    var newPath: ItemPath?
    var callback: FetchedResultsCallback
  }

  var sectionChanges: [SectionChange] = []
  var objectChanges: [ObjectChange] = []
  /// The first callback that could not be recorded; ``events()`` throws it.
  var problem: FetchedResultsChangesError?

  /// An empty change: no callbacks yet.
  public init() {}

  /// Whether no callbacks have been recorded.
  public var isEmpty: Bool {
    sectionChanges.isEmpty && objectChanges.isEmpty && problem == nil
  }

  /// Records `controller(_:didChange:atSectionIndex:for:)`.
  ///
  /// - Parameters:
  ///   - name: The section's name (`sectionInfo.name`).
  ///   - index: The section's index: before the change for a delete, after it for an insert.
  ///   - kind: `.insert` or `.delete`; a move or an update makes ``events()`` throw
  ///     ``FetchedResultsChangesError/unsupportedSectionChange(_:)``.
  /// - Complexity: O(1) amortised.
  public mutating func section(named name: String, at index: Int, kind: FetchedResultsChangeKind) {
    section(named: name, at: index, rawKind: kind.rawValue)
  }

  /// Records `controller(_:didChange:at:for:newIndexPath:)`.
  ///
  /// - Parameters:
  ///   - object: The object that changed.
  ///   - indexPath: Its path before the change; needed by a delete, a move and an update,
  ///     ignored for an insert.
  ///   - kind: What happened to it.
  ///   - newIndexPath: Its path after the change; needed by an insert and a move, optional for
  ///     an update, ignored for a delete.
  /// - Complexity: O(1) amortised.
  public mutating func object(
    _ object: Object, at indexPath: ItemPath?, kind: FetchedResultsChangeKind,
    newIndexPath: ItemPath?
  ) {
    self.object(object, at: indexPath, rawKind: kind.rawValue, newIndexPath: newIndexPath)
  }

  /// Records a section callback whose change type is the raw value `rawKind`.
  mutating func section(named name: String, at index: Int, rawKind: UInt) {
    let callback = FetchedResultsCallback.section(name: name, index: index, kind: rawKind)
    guard let kind = FetchedResultsChangeKind(rawValue: rawKind) else {
      return record(.unknownChangeKind(callback))
    }
    guard kind == .insert || kind == .delete else {
      return record(.unsupportedSectionChange(callback))
    }
    guard index >= 0 else { return record(.invalidIndexPath(callback)) }
    sectionChanges.append(
      SectionChange(name: name, index: index, isInsert: kind == .insert, callback: callback))
  }

  /// Records an object callback whose change type is the raw value `rawKind`.
  mutating func object(
    _ object: Object, at indexPath: ItemPath?, rawKind: UInt, newIndexPath: ItemPath?
  ) {
    let callback = FetchedResultsCallback.object(
      kind: rawKind, indexPath: indexPath, newIndexPath: newIndexPath)
    guard let kind = FetchedResultsChangeKind(rawValue: rawKind) else {
      return record(.unknownChangeKind(callback))
    }
    // The paths each kind reads; the others are ignored.
    let (path, newPath): (ItemPath?, ItemPath?) =
      switch kind {
      case .insert: (newIndexPath, nil)
      case .delete: (indexPath, nil)
      case .move, .update: (indexPath, newIndexPath)
      }
    guard let path, kind != .move || newPath != nil else {
      return record(.missingIndexPath(callback))
    }
    guard path.isValid, newPath?.isValid ?? true else {
      return record(.invalidIndexPath(callback))
    }
    objectChanges.append(
      ObjectChange(object: object, kind: kind, path: path, newPath: newPath, callback: callback))
  }

  /// Records a callback that cannot be part of the change; ``events()`` throws the first one.
  mutating func record(_ error: FetchedResultsChangesError) {
    if problem == nil { problem = error }
  }
}

extension ItemPath {
  /// Whether both indexes are non-negative.
  var isValid: Bool { section >= 0 && item >= 0 }
}
