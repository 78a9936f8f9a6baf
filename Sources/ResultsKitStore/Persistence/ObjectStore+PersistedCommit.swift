extension ObjectStore {
  /// The net effect of `transaction` on the committed objects, as the persistence writes it,
  /// or `nil` when it has none (nothing to write).
  ///
  /// An upsert of an object equal to the committed one is left out, and so is a delete of an
  /// object the store does not hold (inserted and deleted within the transaction). After
  /// `deleteAll()`, the commit removes everything only when none of the committed objects
  /// survives the transaction; otherwise it names the deleted ones, so that a survivor is
  /// updated in place and keeps its place in the first-insertion order on disk too, however the
  /// persistence implements ``PersistedCommit/removesAll``.
  ///
  /// - Complexity: O(*t*) for *t* touched objects; O(*n*) after `deleteAll()` when some
  ///   committed object survives it.
  @inlinable
  func persistedCommit(of transaction: StoreTransaction<Object>) -> PersistedCommit<Object>? {
    let records = storage.records
    var commit = PersistedCommit<Object>()
    if transaction.clearedAll, records.count > 0 {
      let survives = transaction.writes.contains { $0.object != nil && records[$0.id] != nil }
      if !survives {
        // Everything committed goes, and every object left is new.
        commit.removesAll = true
        commit.upserts = transaction.writes.compactMap(\.object)
        return commit
      }
      // A record the transaction touched carries its write's position until the commit.
      for record in records.values
      where transaction.position(marked: record.write, for: record.object.id) < 0 {
        commit.deletions.append(record.object.id)
      }
    }
    for write in transaction.writes {
      if let object = write.object {
        if records[write.id]?.object != object { commit.upserts.append(object) }
      } else if records[write.id] != nil {
        commit.deletions.append(write.id)
      }
    }
    return commit.upserts.isEmpty && commit.deletions.isEmpty ? nil : commit
  }
}
