/// A ``StorePersistence`` with its type erased, as an ``ObjectStore`` keeps it.
///
/// Two closures made where the persistence's type is known, so that each call reaches the
/// persistence's own (specialised) methods; the closures hold the persistence, which lives as
/// long as the store.
@usableFromInline
final class AnyStorePersistence<Object: Identifiable & Equatable> {
  /// Writes one commit atomically and durably, or throws and writes nothing.
  @usableFromInline
  let write: (PersistedCommit<Object>) throws -> Void
  /// What others wrote since the last look, or `nil`.
  @usableFromInline
  let changesByOthers: () throws -> PersistedChanges<Object>?

  /// Wraps `persistence`.
  @inlinable
  init<P: StorePersistence>(_ persistence: P) where P.Object == Object {
    write = { try persistence.write($0) }
    changesByOthers = { try persistence.changesByOthers() }
  }
}
