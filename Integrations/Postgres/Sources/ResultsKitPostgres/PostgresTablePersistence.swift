import ResultsKitStore

/// The persistence behind a ``PostgresStore``'s `ObjectStore`.
///
/// It hands over the objects read when the store opened, and reports, from
/// ``changesByOthers()``, what its ``PostgresStore`` queued — a commit the server has just
/// committed, or what the change log said others committed — so that `refresh()` applies it
/// as one commit. It writes nothing: writes go to
/// the server asynchronously, through ``PostgresStore/perform(_:)``.
///
/// Not `Sendable`: it belongs to its store's isolation domain (the main actor, where the
/// ``PostgresStore`` keeps both).
final class PostgresTablePersistence<Object: Identifiable & Equatable>: StorePersistence {
  /// The objects the store loads, released once loaded.
  private var initial: [Object]
  /// What the next ``changesByOthers()`` reports.
  var pending: PersistedChanges<Object>?

  init(objects: [Object]) { initial = objects }

  func loadObjects() throws -> [Object] {
    defer { initial = [] }
    return initial
  }

  /// Refuses: a write through the `ObjectStore` itself would change memory without the
  /// server, so the store throws and changes nothing.
  func write(_ commit: PersistedCommit<Object>) throws {
    throw PostgresStoreError.writeOutsidePerform
  }

  func changesByOthers() throws -> PersistedChanges<Object>? {
    defer { pending = nil }
    return pending
  }
}
