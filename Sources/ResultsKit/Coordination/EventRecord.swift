/// A ``ResultsEvent`` without its object: its kind and its positions.
///
/// The coordinator collects these instead of the events themselves. Reading one is the only
/// per-event step that depends on the object type, and it is inlinable, so a coordinator over a
/// concrete type reads its events in specialised code while the rest stays non-generic.
@usableFromInline
struct EventRecord {
  /// The event's case; the raw value is the case's name, for messages.
  @usableFromInline
  enum Kind: String {
    case willChange, didChange
    case insertedSection, deletedSection
    case inserted, deleted, moved, updated
  }

  /// The kind of event.
  @usableFromInline var kind: Kind
  /// The section index (as `section`) of a section event; the path of an object event: before
  /// the change for deletes, moves and updates, after it for inserts.
  @usableFromInline var path: ItemPath
  /// The path after the change of a move or an update.
  @usableFromInline var newPath: ItemPath

  @inlinable
  init(_ kind: Kind, _ path: ItemPath = ItemPath(item: 0, section: 0), _ newPath: ItemPath? = nil) {
    self.kind = kind
    self.path = path
    self.newPath = newPath ?? path
  }
}

extension ResultsEvent {
  /// The event's record; a moved or updated object is appended to `objects` unless it is nil.
  @inlinable
  func record(keepingObjectIn objects: inout [Object]?) -> EventRecord {
    switch self {
    case .willChange: return EventRecord(.willChange)
    case .didChange: return EventRecord(.didChange)
    case .insertedSection(_, let at):
      return EventRecord(.insertedSection, ItemPath(item: 0, section: at))
    case .deletedSection(_, let at):
      return EventRecord(.deletedSection, ItemPath(item: 0, section: at))
    case .inserted(_, let at): return EventRecord(.inserted, at)
    case .deleted(_, let at): return EventRecord(.deleted, at)
    case .moved(let object, let from, let to):
      objects?.append(object)
      return EventRecord(.moved, from, to)
    case .updated(let object, let at, let newPath):
      objects?.append(object)
      return EventRecord(.updated, at, newPath)
    }
  }
}
