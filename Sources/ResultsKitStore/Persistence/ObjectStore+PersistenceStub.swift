// TEMPORARY stub, deleted when the branch is merged: the real `init(persistence:)` and
// `refresh()` are written on another branch. These only let ResultsKitSQLite compile.

/// TEMPORARY: thrown by the stubs below.
struct PersistenceNotYetAvailable: Error, CustomStringConvertible {
  var description: String { "ObjectStore(persistence:) is not available yet on this branch" }
}

extension ObjectStore {
  /// TEMPORARY stub: always throws.
  ///
  /// - Parameter persistence: Ignored.
  public convenience init<P: StorePersistence>(persistence: P) throws where P.Object == Object {
    throw PersistenceNotYetAvailable()
  }

  /// TEMPORARY stub: always throws.
  @discardableResult
  public func refresh() throws -> Bool { throw PersistenceNotYetAvailable() }
}
