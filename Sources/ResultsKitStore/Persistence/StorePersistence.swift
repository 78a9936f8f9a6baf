/// Where an ``ObjectStore`` keeps its objects beyond memory: a database file, or anything else
/// that can load them, write a commit atomically and say what other writers changed.
///
/// A store made with ``ObjectStore/init(persistence:)`` loads its objects from the persistence
/// once, writes each commit to it before applying the commit in memory and telling anyone (so a
/// commit that cannot be written changes nothing and is delivered to nobody), and asks it, in
/// ``ObjectStore/refresh()``, for what others wrote since the store last looked.
///
/// The store module knows nothing of any particular persistence; `ResultsKitSQLite` provides
/// one for SQLite files. A persistence serves one store.
public protocol StorePersistence<Object>: AnyObject {
  /// The type of the objects kept.
  associatedtype Object: Identifiable & Equatable

  /// Every object kept, in the order the objects were first inserted (so that an ordering
  /// that ties falls back on the same order after a reopen).
  ///
  /// What others write from then on comes through ``changesByOthers()``.
  func loadObjects() throws -> [Object]

  /// Hands every object kept to `body`, one at a time as it is read, in the order the objects
  /// were first inserted, after telling `reserve` how many there are (an estimate is fine):
  /// the store fills itself as they come, without an array of them all.
  ///
  /// Called once, when the store is made. When two objects have one identifier (a format
  /// whose keys Swift may call equal, such as text spelled two ways), the later one is kept,
  /// in its place. The default implementation hands over what ``loadObjects()`` returns.
  ///
  /// - Parameters:
  ///   - reserve: Told the number of objects before the first one.
  ///   - body: Called with each object.
  func loadObjects(reserving reserve: (Int) -> Void, _ body: (Object) throws -> Void) throws

  /// Writes `commit` atomically and durably: when it returns, the commit is kept; when it
  /// throws, nothing of it is.
  ///
  /// - Parameter commit: The net effect of one transaction of the store.
  func write(_ commit: PersistedCommit<Object>) throws

  /// What others (another store on the same file, another process) wrote since the objects
  /// were loaded or the last call, or `nil` when nothing changed.
  ///
  /// The store's own writes (through ``write(_:)``) may be reported again; the store ignores
  /// an object that is already as reported.
  func changesByOthers() throws -> PersistedChanges<Object>?
}

extension StorePersistence {
  /// Hands over what ``loadObjects()`` returns.
  public func loadObjects(reserving reserve: (Int) -> Void, _ body: (Object) throws -> Void)
    throws
  {
    let objects = try loadObjects()
    reserve(objects.count)
    for object in objects { try body(object) }
  }
}

/// The net effect of one transaction, as a persistence writes it.
public struct PersistedCommit<Object: Identifiable> {
  /// Whether every object kept is removed first (`deleteAll()`), before ``upserts``.
  public var removesAll: Bool
  /// The objects inserted or updated, in the order the transaction first touched them.
  public var upserts: [Object]
  /// The identifiers of the objects deleted (none of them is in ``upserts``).
  public var deletions: [Object.ID]

  /// A commit of `upserts` and `deletions`, after removing everything when `removesAll`.
  public init(removesAll: Bool = false, upserts: [Object] = [], deletions: [Object.ID] = []) {
    self.removesAll = removesAll
    self.upserts = upserts
    self.deletions = deletions
  }
}

/// What other writers changed, as ``StorePersistence/changesByOthers()`` reports it.
public enum PersistedChanges<Object: Identifiable> {
  /// The objects whose identifiers were written, each once, as they are now (`nil` when
  /// deleted), in the order they were first inserted.
  case objects([PersistedObject<Object>])
  /// Every object kept, in first-insertion order: the persistence cannot tell what changed
  /// (it no longer knows how far this store had read), so the store compares them all.
  case all([Object])
}

/// One identifier's object as a persistence holds it now.
public struct PersistedObject<Object: Identifiable> {
  /// The identifier that was written.
  public var id: Object.ID
  /// The object kept under it now, or `nil` when it was deleted.
  public var object: Object?

  /// The object `object` under `id` (`nil`: deleted).
  public init(id: Object.ID, object: Object?) {
    self.id = id
    self.object = object
  }
}
