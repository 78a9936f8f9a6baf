import ResultsKitAlgorithms

/// The writes of one ``ObjectStore/perform(_:)`` call, collected until the body returns.
///
/// Reads through the transaction see its own writes; the store itself still answers with the
/// last committed state until the body returns. Every write that throws changes nothing, and
/// a body that throws discards the whole transaction.
///
/// Write through the `inout` parameter `perform` passes. A copy of the transaction is a value
/// of its own: what is written through it is not committed (unless it is assigned back to the
/// parameter, when it replaces the writes made since the copy).
public struct StoreTransaction<Object: Identifiable & Equatable> {
  @usableFromInline
  let storage: ObjectStore<Object>.Storage
  /// One touched identifier and its object at the end of the transaction so far (`nil`:
  /// deleted).
  @usableFromInline
  struct Write {
    @usableFromInline var id: Object.ID
    @usableFromInline var object: Object?
    /// Where the committed record of `id` is in the store's table (the commit changes it
    /// there without hashing); -1 when the store did not hold `id`.
    @usableFromInline var place: Int32

    @inlinable
    init(id: Object.ID, object: Object?, place: Int32) {
      self.id = id
      self.object = object
      self.place = place
    }
  }

  /// The touched identifiers with their objects, in the order the transaction first touched
  /// them (the order of the commit's lists).
  @usableFromInline
  var writes: [Write] = []
  /// Where each touched identifier that the store does not hold is in `writes`.
  ///
  /// A committed object's position is kept on its record instead (`Record.write`), so that
  /// touching it costs the one look-up that finds the record.
  @usableFromInline
  var newPositions: [Object.ID: Int] = [:]
  /// Whether `deleteAll()` ran: committed objects not in `writes` are then gone.
  @usableFromInline
  var clearedAll = false
  /// The place after the committed record the transaction last touched: where a transaction
  /// that goes through the records in their order finds the next one without the table.
  @usableFromInline
  var nextPlace = 0

  @inlinable
  init(storage: ObjectStore<Object>.Storage) {
    self.storage = storage
  }

  /// Where the transaction keeps `id`: the committed record's place and the position of the
  /// write in `writes` (-1 when untouched), or for an identifier the store does not hold, a
  /// place of -1 and its write's position (-1 when untouched).
  @inlinable
  func locate(_ id: Object.ID) -> (place: Int32, position: Int) {
    let place = storage.records.position(of: id, guessing: nextPlace)
    if place >= 0 {
      return (place, position(marked: storage.records.values[Int(place)].write, for: id))
    }
    guard !newPositions.isEmpty, let position = newPositions[id] else { return (-1, -1) }
    return (-1, position)
  }

  /// The position in `writes` that a record's `write` mark gives for `id`, or -1 when the
  /// mark is not one of this transaction's writes of `id`.
  ///
  /// A transaction releases its marks when it ends; a mark that is not this transaction's
  /// was left by a copy of it that was written through, and must not read another object.
  @inlinable
  func position(marked mark: Int32, for id: Object.ID) -> Int {
    let position = Int(mark)
    guard position >= 0, position < writes.count, writes[position].id == id else { return -1 }
    return position
  }

  /// The object with the identifier `id` as this transaction leaves it, or `nil`.
  ///
  /// - Complexity: O(1) on average.
  @inlinable
  public subscript(id id: Object.ID) -> Object? {
    let (place, position) = locate(id)
    if position >= 0 { return writes[position].object }
    return place < 0 || clearedAll ? nil : storage.records.values[Int(place)].object
  }

  /// Records that the transaction leaves `object` (`nil`: nothing) under `id`, which
  /// ``locate(_:)`` found at `place` and `position`.
  @inlinable
  mutating func set(_ object: Object?, for id: Object.ID, place: Int32, position: Int) {
    if place >= 0 { nextPlace = Int(place) + 1 }
    if position >= 0 {
      writes[position].object = object
      return
    }
    if place >= 0 {
      storage.records.values[Int(place)].write = Int32(truncatingIfNeeded: writes.count)
    } else {
      newPositions[id] = writes.count
    }
    // A transaction of a million writes faults most of its list in 2 MiB at a time.
    writes.reserveOneMore()
    writes.append(Write(id: id, object: object, place: place))
  }

  /// Records that the transaction leaves `object` (`nil`: nothing) under `id`.
  @inlinable
  mutating func set(_ object: Object?, for id: Object.ID) {
    let (place, position) = locate(id)
    set(object, for: id, place: place, position: position)
  }

  /// Records `object` under `id` like ``set(_:for:)``, unless the transaction has written
  /// `id` already.
  ///
  /// - Throws: `StoreError.duplicateID` when it has, writing nothing.
  @inlinable
  mutating func setOnce(_ object: Object?, for id: Object.ID) throws(StoreError) {
    let (place, position) = locate(id)
    guard position < 0 else { throw .duplicateID(String(describing: id)) }
    set(object, for: id, place: place, position: position)
  }

  /// Forgets the positions kept on the committed records: to be called once the writes are
  /// read, or when the transaction is dropped, before the store's table changes.
  ///
  /// - Returns: Whether every write still held its record's mark. Only a copy of the
  ///   transaction written through (the type is a value, so a body can make one) takes a mark
  ///   over; the transaction may then hold two writes of one identifier, and
  ///   ``mergeRepeatedWrites()`` makes them one.
  /// - Complexity: O(*t*) for *t* touched objects.
  @inlinable
  @discardableResult
  func releaseRecords() -> Bool {
    var held = true
    // By index: a loop over the writes would copy each one, object and all.
    for position in writes.indices where writes[position].place >= 0 {
      let place = Int(writes[position].place)
      if storage.records.values[place].write != Int32(truncatingIfNeeded: position) {
        held = false
      }
      storage.records.values[place].write = -1
    }
    return held
  }

  /// Makes the writes of each identifier one, at the first one's position, with the last
  /// one's object.
  ///
  /// - Complexity: O(*t*) for *t* writes, hashing each identifier.
  @inlinable
  mutating func mergeRepeatedWrites() {
    var first: [Object.ID: Int] = [:]
    var merged: [Write] = []
    for write in writes {
      if let index = first[write.id] {
        merged[index].object = write.object
      } else {
        first[write.id] = merged.count
        merged.append(write)
      }
    }
    writes = merged
  }

  /// Inserts `object`.
  ///
  /// - Throws: `StoreError.duplicateID` when an object with its identifier is present.
  @inlinable
  public mutating func insert(_ object: Object) throws(StoreError) {
    let (place, position) = locate(object.id)
    guard !holds(place: place, position: position) else {
      throw .duplicateID(String(describing: object.id))
    }
    set(object, for: object.id, place: place, position: position)
  }

  /// Replaces the object that has `object`'s identifier.
  ///
  /// - Throws: `StoreError.missingID` when no object with that identifier is present.
  @inlinable
  public mutating func update(_ object: Object) throws(StoreError) {
    let (place, position) = locate(object.id)
    guard holds(place: place, position: position) else {
      throw .missingID(String(describing: object.id))
    }
    set(object, for: object.id, place: place, position: position)
  }

  /// Whether an object is present where ``locate(_:)`` found an identifier.
  @inlinable
  func holds(place: Int32, position: Int) -> Bool {
    if position >= 0 { return writes[position].object != nil }
    return place >= 0 && !clearedAll
  }

  /// Changes the object with the identifier `id` in place.
  ///
  /// The body must not change the identifier. If the body throws, the object is left as it was.
  ///
  /// - Parameters:
  ///   - id: The identifier of the object to change.
  ///   - body: Changes the object.
  /// - Throws: `StoreError.missingID` when no object has the identifier `id`, or
  ///   `StoreError.duplicateID` when the body gave the object the identifier of another one
  ///   (`missingID` when it changed it to one that is absent); otherwise whatever the body throws.
  @inlinable
  public mutating func update(_ id: Object.ID, _ body: (inout Object) throws -> Void) throws {
    let (place, position) = locate(id)
    var object: Object
    if position >= 0, let written = writes[position].object {
      object = written
    } else if position < 0, place >= 0, !clearedAll {
      object = storage.records.values[Int(place)].object
    } else {
      throw StoreError.missingID(String(describing: id))
    }
    try body(&object)
    try checkIdentifier(of: object, is: id)
    set(object, for: id, place: place, position: position)
  }

  /// Throws unless `object` still has the identifier `id`: `StoreError.duplicateID` when it
  /// has another present one, `missingID` when it has an absent one.
  @inlinable
  func checkIdentifier(of object: Object, is id: Object.ID) throws(StoreError) {
    guard object.id != id else { return }
    let changed = String(describing: object.id)
    throw self[id: object.id] == nil ? StoreError.missingID(changed) : .duplicateID(changed)
  }

  /// Inserts `object`, or replaces the object with its identifier.
  @inlinable
  public mutating func upsert(_ object: Object) {
    set(object, for: object.id)
  }

  /// Deletes the object with the identifier `id`.
  ///
  /// - Throws: `StoreError.missingID` when no object has that identifier.
  @inlinable
  public mutating func delete(_ id: Object.ID) throws(StoreError) {
    let (place, position) = locate(id)
    guard holds(place: place, position: position) else {
      throw .missingID(String(describing: id))
    }
    set(nil, for: id, place: place, position: position)
  }

  /// Deletes every object.
  ///
  /// In a store kept in a persistence (``ObjectStore/init(persistence:)``), the commit deletes
  /// the objects the store holds. When none of them survives the transaction, it is written
  /// as "remove everything", so objects another writer added that this store has not picked
  /// up with ``ObjectStore/refresh()`` yet go too; when some survive, only the objects the
  /// store holds are deleted, and the others arrive at the next refresh. Either way the store
  /// and the persistence agree after that refresh.
  ///
  /// - Complexity: O(*t*) for the *t* identifiers the transaction touched so far; the commit
  ///   then costs O(*n*) for the *n* objects of the store.
  @inlinable
  public mutating func deleteAll() {
    clearedAll = true
    for index in writes.indices { writes[index].object = nil }
  }
}
