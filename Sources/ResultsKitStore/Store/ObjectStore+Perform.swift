import ResultsKit
import ResultsKitAlgorithms

extension ObjectStore {
  /// Runs `body` as one atomic transaction and delivers its net effect as one commit.
  ///
  /// If `body` throws, nothing is committed and nobody is notified. A transaction with no net
  /// effect (say, an update to an equal value) delivers nothing and does not advance the
  /// version. Delivery order: the store's results controllers (and through them their
  /// subscribers), then ``observe(_:)`` observers, then ``monitor(_:_:)`` observers.
  ///
  /// A store made with ``init(persistence:)`` first writes the transaction's net effect to its
  /// persistence (a transaction with no net effect writes nothing): if that write throws,
  /// `perform` throws the same error, the store is unchanged, nobody is notified, and the next
  /// `perform` works as usual.
  ///
  /// - Parameter body: Reads and writes through the transaction; its result is returned.
  /// - Returns: What `body` returned.
  /// - Throws: Whatever `body` throws (writes throw ``StoreError``), whatever the
  ///   persistence's ``StorePersistence/write(_:)`` throws, or
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
    let result: R
    do {
      result = try body(&transaction)
      // A persisted store writes the net effect first: if that throws, nothing has changed in
      // memory and nobody is told. A store in memory only pays for this one test.
      if let persistence, let persisted = persistedCommit(of: transaction) {
        try persistence.write(persisted)
      }
    } catch {
      transaction.releaseRecords()
      throw error
    }
    let changes = commit(&transaction)
    // The transaction's memory goes before the delivery.
    _ = consume transaction
    if !changes.isEmpty { deliver(changes) }
    return result
  }

  /// Applies the net effect of `transaction` to the store and returns it, in the commit's
  /// order: the touched objects in the order they were first touched, then the objects
  /// `deleteAll()` removed, in insertion order.
  ///
  /// The changes hold the old contents, moved out of the table; the new ones are the table's,
  /// found by the changes' rows (see ``CommitChanges``).
  ///
  /// - Complexity: O(*t*) for *t* touched objects; O(*n*) after `deleteAll()`.
  @inlinable
  func commit(_ transaction: inout StoreTransaction<Object>) -> [StoreChange<Object>] {
    // The writes' places are read from the writes from here on.
    if !transaction.releaseRecords() { transaction.mergeRepeatedWrites() }
    // Rows of deleted objects are reused from the next commit on, so that within one commit
    // a row names one object.
    var freedRows: [Int32] = []
    // After deleteAll: the table before it, and where the records it removed are in the
    // table's array, in insertion order; the table keeps the touched records only.
    var before = RecordTable()
    var removed: [KeyedIndex] = []
    if transaction.clearedAll {
      swap(&before, &storage.records)
      removed = keepTouched(of: before, by: transaction)
    }
    var changes = [StoreChange<Object>].reserved(
      hugeCapacity: transaction.writes.count + removed.count)
    // An update changes the record in place, found where the transaction read it or by one
    // look-up.
    for position in transaction.writes.indices {
      // Each write's object is moved out, not copied: the transaction ends with the commit.
      let id = transaction.writes[position].id
      let place = transaction.writes[position].place
      var object: Object?
      swap(&object, &transaction.writes[position].object)
      guard let new = object else {
        guard let old = storage.records.removeValue(forKey: id) else { continue }
        changes.append(
          StoreChange(old: old.object, sequence: old.sequence, row: old.row, hasNew: false))
        freedRows.append(old.row)
        continue
      }
      // The record is looked for first at its place, which it holds unless a removal earlier
      // in this commit moved another record there (deleteAll rebuilds the table: no place).
      let found = storage.records.position(
        of: id, guessing: transaction.clearedAll ? -1 : Int(place))
      guard found >= 0 else {
        let row = takeRow()
        storage.records.updateValue(
          Record(object: new, sequence: nextSequence, row: row), forKey: id)
        changes.append(StoreChange(old: nil, sequence: nextSequence, row: row, hasNew: true))
        nextSequence += 1
        continue
      }
      let index = Int(found)
      guard storage.records.values[index].object != new else { continue }
      // The committed object moves into the change; the table keeps the new one.
      var old = new
      swap(&old, &storage.records.values[index].object)
      let sequence = storage.records.values[index].sequence
      let row = storage.records.values[index].row
      changes.append(StoreChange(old: old, sequence: sequence, row: row, hasNew: true))
    }
    for entry in removed {
      let record = before.values[Int(entry.index)]
      changes.append(
        StoreChange(old: record.object, sequence: record.sequence, row: record.row, hasNew: false))
      freedRows.append(record.row)
    }
    if storage.records.count == 0, rowCount > 0 {
      // Every row is free: an emptied store gives their memory back.
      storage.records.removeAll()
      freeRows = []
      rowCount = 0
    } else {
      freeRows += freedRows
    }
    return changes
  }

  /// Puts in the store's table, after `deleteAll()`, the records of `before` (the table until
  /// then) that `transaction` touched, and returns where the others are in `before.values`
  /// (as `index`), in insertion order (the `key`).
  ///
  /// - Complexity: O(*n*) for *n* committed objects, hashing only the touched ones.
  @inlinable
  func keepTouched(
    of before: RecordTable, by transaction: StoreTransaction<Object>
  ) -> [KeyedIndex] {
    var survivors = RecordTable()
    survivors.reserveCapacity(transaction.writes.count)
    var touched = [Bool](repeating: false, count: before.count)
    for index in transaction.writes.indices where transaction.writes[index].place >= 0 {
      touched[Int(transaction.writes[index].place)] = true
    }
    var removed: [KeyedIndex] = []
    removed.reserveCapacity(before.count)
    for place in before.values.indices {
      if touched[place] {
        survivors.updateValue(before.values[place], forKey: before.values[place].object.id)
      } else {
        removed.append(
          KeyedIndex(key: before.values[place].sequence, index: Int32(truncatingIfNeeded: place)))
      }
    }
    storage.records = survivors
    removed.sortByKey()
    return removed
  }

  /// Delivers one commit: to the results controllers, the commit observers, the object
  /// monitors, and then the end-of-delivery hooks (where writes are allowed again).
  @inlinable
  func deliver(_ list: [StoreChange<Object>]) {
    let version = nextVersion()
    isDelivering = true
    let changes = CommitChanges(list, in: storage)
    changeObservers.send(StoreChanges(version: version, changes: changes))
    if commitObservers.count > 0 {
      commitObservers.send(Self.commit(of: changes, version: version))
    }
    if !objectMonitors.isEmpty {
      for index in changes.indices {
        let (old, new) = (changes.list[index].old, changes.new(at: index))
        guard let id = (new ?? old)?.id, let list = objectMonitors[id] else { continue }
        switch (old, new) {
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
    of changes: CommitChanges<Object>, version: UInt64
  ) -> StoreCommit<Object> {
    var commit = StoreCommit<Object>(version: version)
    for index in changes.indices {
      switch (changes.list[index].old, changes.new(at: index)) {
      case let (old?, new?): commit.updated.append(ObjectUpdate(old: old, new: new))
      case let (nil, new?): commit.inserted.append(new)
      case let (old?, nil): commit.deleted.append(old)
      case (nil, nil): break
      }
    }
    return commit
  }
}
