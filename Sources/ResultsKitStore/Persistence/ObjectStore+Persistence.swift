extension ObjectStore {
  /// Creates a store that keeps its objects in `persistence`: it holds the objects the
  /// persistence loads, in that insertion order; every ``perform(_:)`` writes its commit to
  /// the persistence before changing anything in memory; ``refresh()`` picks up what other
  /// writers changed.
  ///
  /// No commit is delivered for the loaded objects. The store keeps `persistence` for as long
  /// as it lives; a persistence serves one store. The objects are taken one at a time as the
  /// persistence reads them (``StorePersistence/loadObjects(reserving:_:)``); of two with one
  /// identifier, the later one is kept, in its place.
  ///
  /// - Parameter persistence: Where the objects are kept.
  /// - Throws: What the persistence's loading throws (then no store is made).
  /// - Complexity: O(*n*) for *n* loaded objects, plus the loading.
  @inlinable
  public convenience init<P: StorePersistence>(persistence: P) throws where P.Object == Object {
    // Inlinable, so that the closure taking each object is specialized for the caller's type:
    // the store's dictionary is then written without a look-up of its generic metadata per
    // object.
    self.init()
    try persistence.loadObjects(reserving: { storage.records.reserveCapacity($0) }) { object in
      load(object)
    }
    self.persistence = AnyStorePersistence(persistence)
  }

  /// Adds a loaded object after the others; one with the identifier of an earlier one replaces
  /// it, in the later place (with the earlier one's row).
  @inlinable
  func load(_ object: Object) {
    var record = Record(object: object, sequence: nextSequence, row: rowCount)
    nextSequence += 1
    guard let earlier = storage.records.updateValue(record, forKey: object.id) else {
      rowCount += 1
      return
    }
    record.row = earlier.row
    storage.records.updateValue(record, forKey: object.id)
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
    do {
      switch reported {
      case let .objects(objects):
        for entry in objects {
          // An object is filed under its own identifier; `nil` deletes the one written.
          try transaction.setOnce(entry.object, for: entry.object?.id ?? entry.id)
        }
      case let .all(objects):
        transaction.deleteAll()
        for object in objects { try transaction.setOnce(object, for: object.id) }
      }
    } catch {
      transaction.releaseRecords()
      throw error
    }
    let changes = commit(&transaction)
    _ = consume transaction
    guard !changes.isEmpty else { return false }
    deliver(changes)
    return true
  }
}
