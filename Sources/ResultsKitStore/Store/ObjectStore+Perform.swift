import ResultsKit

extension ObjectStore {
  /// Runs `body` as one atomic transaction and delivers its net effect as one commit.
  ///
  /// If `body` throws, nothing is committed and nobody is notified. A transaction with no net
  /// effect (say, an update to an equal value) delivers nothing and does not advance the
  /// version. Delivery order: the store's results controllers (and through them their
  /// subscribers), then ``observe(_:)`` observers, then ``monitor(_:_:)`` observers.
  ///
  /// - Parameter body: Reads and writes through the transaction; its result is returned.
  /// - Returns: What `body` returned.
  /// - Throws: Whatever `body` throws (writes throw ``StoreError``), or
  ///   `StoreError.reentrantWrite` when called during a delivery or inside another `perform`
  ///   of this store. Catch with `catch let error as StoreError`.
  /// - Complexity: O(*k*) for *k* touched objects, plus what the observers do with the commit
  ///   (O(*k* log *n*) for each tracking results controller).
  @discardableResult
  @inlinable
  public func perform<R>(_ body: (inout StoreTransaction<Object>) throws -> R) throws -> R {
    guard !isWriting else { throw StoreError.reentrantWrite }
    isWriting = true
    defer { isWriting = false }
    var transaction = StoreTransaction(storage: storage)
    let result = try body(&transaction)
    let changes = commit(transaction)
    if !changes.isEmpty { deliver(changes) }
    return result
  }

  /// Applies the net effect of `transaction` to the store and returns it, in the commit's
  /// order.
  @inlinable
  func commit(_ transaction: StoreTransaction<Object>) -> [StoreChange<Object>] {
    var changes: [StoreChange<Object>] = []
    changes.reserveCapacity(transaction.pending.count)
    // Rows of deleted objects are reused from the next commit on, so that within one commit
    // a row names one object.
    var freedRows: [Int32] = []
    if transaction.clearedAll {
      for record in recordsInInsertionOrder where transaction.pending[record.object.id] == nil {
        changes.append(
          StoreChange(old: record.object, new: nil, sequence: record.sequence, row: record.row))
        freedRows.append(record.row)
        storage.records[record.object.id] = nil
      }
    }
    var netChanges: [StoreChange<Object>] = []
    netChanges.reserveCapacity(transaction.touched.count)
    for id in transaction.touched {
      let committed = storage.records[id]
      switch (committed, transaction.pending[id] ?? nil) {
      case (nil, nil):
        continue
      case let (nil, new?):
        let row = takeRow()
        storage.records[id] = Record(object: new, sequence: nextSequence, row: row)
        netChanges.append(StoreChange(old: nil, new: new, sequence: nextSequence, row: row))
        nextSequence += 1
      case let (old?, nil):
        storage.records[id] = nil
        netChanges.append(
          StoreChange(old: old.object, new: nil, sequence: old.sequence, row: old.row))
        freedRows.append(old.row)
      case let (old?, new?):
        guard old.object != new else { continue }
        storage.records[id]?.object = new
        netChanges.append(
          StoreChange(old: old.object, new: new, sequence: old.sequence, row: old.row))
      }
    }
    freeRows += freedRows
    // deleteAll's deletions follow the touched objects in the commit's lists.
    return netChanges + changes
  }

  /// Delivers one commit: to the results controllers, the commit observers, the object
  /// monitors, and then the end-of-delivery hooks (where writes are allowed again).
  @inlinable
  func deliver(_ changes: [StoreChange<Object>]) {
    let commit = Self.commit(of: changes, version: nextVersion())
    isDelivering = true
    changeObservers.send(StoreChanges(version: commit.version, changes: changes))
    commitObservers.send(commit)
    if !objectMonitors.isEmpty {
      for change in changes {
        guard let id = (change.new ?? change.old)?.id, let list = objectMonitors[id] else {
          continue
        }
        switch (change.old, change.new) {
        case let (old?, new?): list.send(.updated(old: old, new: new))
        case let (nil, new?): list.send(.inserted(new))
        case let (old?, nil): list.send(.deleted(old))
        case (nil, nil): break
        }
      }
    }
    isDelivering = false
    isWriting = false
    runDeliveryHooks()
  }

  /// The public form of `changes`.
  @inlinable
  static func commit(
    of changes: [StoreChange<Object>], version: UInt64
  ) -> StoreCommit<Object> {
    var commit = StoreCommit<Object>(version: version)
    for change in changes {
      switch (change.old, change.new) {
      case let (old?, new?): commit.updated.append(ObjectUpdate(old: old, new: new))
      case let (nil, new?): commit.inserted.append(new)
      case let (old?, nil): commit.deleted.append(old)
      case (nil, nil): break
      }
    }
    return commit
  }
}
