extension ObjectStore {
  /// Creates a store that keeps its objects in `persistence`: it holds the objects the
  /// persistence loads, in that insertion order; every ``perform(_:)`` writes its commit to
  /// the persistence before changing anything in memory; ``refresh()`` picks up what other
  /// writers changed.
  ///
  /// No commit is delivered for the loaded objects. The store keeps `persistence` for as long
  /// as it lives; a persistence serves one store.
  ///
  /// - Parameter persistence: Where the objects are kept.
  /// - Throws: What ``StorePersistence/loadObjects()`` throws, or `StoreError.duplicateID`
  ///   when two loaded objects share an identifier (then no store is made).
  /// - Complexity: O(*n*) for *n* loaded objects, plus the loading.
  public convenience init<P: StorePersistence>(persistence: P) throws where P.Object == Object {
    try self.init(persistence.loadObjects())
    self.persistence = AnyStorePersistence(persistence)
  }

  /// Applies what other writers changed in the persistence since the store last looked, as one
  /// commit, delivered like any other (so each ``ResultsController`` over the store turns it
  /// into one batch).
  ///
  /// What the persistence reports is compared with the store's objects: an object already
  /// equal in memory is no change (so the store's own writes, reported back, change nothing),
  /// an identifier reported deleted that the store does not hold is ignored, and objects new
  /// to the store are inserted in the order reported (their first-insertion order). When the
  /// persistence reports every object it keeps (``PersistedChanges/all(_:)``), the store's
  /// contents become those objects: the others are deleted, and the ones it already held keep
  /// their place in the insertion order. Nothing is written back to the persistence.
  ///
  ///     if try store.refresh() {
  ///         print("another process changed the store")
  ///     }
  ///
  /// A store made without a persistence has nothing to refresh: it returns `false`.
  ///
  /// - Returns: Whether anything changed in memory (and a commit was delivered).
  /// - Throws: `StoreError.reentrantWrite` when called during a delivery or inside a
  ///   ``perform(_:)`` of this store; what ``StorePersistence/changesByOthers()`` throws;
  ///   `StoreError.duplicateID` when the persistence reports an identifier twice. Whenever it
  ///   throws, the store is unchanged and nobody is notified.
  /// - Complexity: What ``StorePersistence/changesByOthers()`` costs, plus O(*k*) for *k*
  ///   reported objects and what the observers do with the commit (O(*k* log *n*) for each
  ///   tracking results controller); O(*n*) when the persistence reports every object.
  @discardableResult
  public func refresh() throws -> Bool {
    guard !isWriting else { throw StoreError.reentrantWrite }
    guard let persistence else { return false }
    isWriting = true
    defer { isWriting = false }
    guard let reported = try persistence.changesByOthers() else { return false }
    var transaction = StoreTransaction(storage: storage)
    switch reported {
    case let .objects(objects):
      for entry in objects {
        // An object is filed under its own identifier; `nil` deletes the one written.
        let id = entry.object?.id ?? entry.id
        guard transaction.positions[id] == nil else {
          throw StoreError.duplicateID(String(describing: id))
        }
        transaction.set(entry.object, for: id)
      }
    case let .all(objects):
      transaction.deleteAll()
      for object in objects {
        guard transaction.positions[object.id] == nil else {
          throw StoreError.duplicateID(String(describing: object.id))
        }
        transaction.set(object, for: object.id)
      }
    }
    let changes = commit(&transaction)
    _ = consume transaction
    guard !changes.isEmpty else { return false }
    deliver(changes)
    return true
  }
}
