extension ObjectStore {
  /// Runs `body` as a transaction against the committed objects and returns its net effect as
  /// a persistence would write it, without committing anything: the store, its persistence
  /// and its observers are left as they were.
  ///
  /// This is the first half of a write whose persistence is asynchronous (a database server
  /// across the network): validate the transaction and learn its net effect here, send that
  /// to the server, and once the server has committed it, hand the objects to the store as a
  /// change by others (its persistence reports them from
  /// ``StorePersistence/changesByOthers()``) and call ``refresh()``, which applies them as one
  /// commit.
  ///
  ///     let (_, commit) = try store.prepareCommit { transaction in
  ///         try transaction.insert(Train(id: "a1", time: 60, name: "Euston", platform: "1"))
  ///     }
  ///     // commit?.upserts == [that train]; store.count is unchanged.
  ///
  /// The rules are those of ``perform(_:)``: writes that break the store's rules (inserting an
  /// identifier it holds, updating one it does not) throw, and an upsert equal to the
  /// committed object is no change.
  ///
  /// - Parameter body: Reads and writes through the transaction; its result is returned.
  /// - Returns: What `body` returned, and the transaction's net effect (`nil` when it has
  ///   none, so there is nothing to write).
  /// - Throws: Whatever `body` throws, or `StoreError.reentrantWrite` when called during a
  ///   delivery or inside a ``perform(_:)`` of this store. The store is unchanged either way.
  /// - Complexity: O(*t*) for *t* touched objects; O(*n*) after `deleteAll()` when some
  ///   committed object survives it.
  public func prepareCommit<R>(
    _ body: (inout StoreTransaction<Object>) throws -> R
  ) throws -> (result: R, commit: PersistedCommit<Object>?) {
    guard !isWriting else { throw StoreError.reentrantWrite }
    isWriting = true
    defer { isWriting = false }
    var transaction = StoreTransaction(storage: storage)
    defer { transaction.releaseRecords() }
    let result = try body(&transaction)
    return (result, persistedCommit(of: transaction))
  }
}
