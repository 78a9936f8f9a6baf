/// The writes of one ``ObjectStore/perform(_:)`` call, collected until the body returns.
///
/// Reads through the transaction see its own writes; the store itself still answers with the
/// last committed state until the body returns. Every write that throws changes nothing, and
/// a body that throws discards the whole transaction.
public struct StoreTransaction<Object: Identifiable & Equatable> {
  @usableFromInline
  let storage: ObjectStore<Object>.Storage
  /// One touched identifier and its object at the end of the transaction so far (`nil`:
  /// deleted).
  @usableFromInline
  struct Write {
    @usableFromInline var id: Object.ID
    @usableFromInline var object: Object?

    @inlinable
    init(id: Object.ID, object: Object?) {
      self.id = id
      self.object = object
    }
  }

  /// The touched identifiers with their objects, in the order the transaction first touched
  /// them (the order of the commit's lists).
  @usableFromInline
  var writes: [Write] = []
  /// Where each touched identifier is in `writes`.
  @usableFromInline
  var positions: [Object.ID: Int] = [:]
  /// Whether `deleteAll()` ran: committed objects not in `writes` are then gone.
  @usableFromInline
  var clearedAll = false

  @inlinable
  init(storage: ObjectStore<Object>.Storage) {
    self.storage = storage
  }

  /// The object with the identifier `id` as this transaction leaves it, or `nil`.
  ///
  /// - Complexity: O(1) on average.
  @inlinable
  public subscript(id id: Object.ID) -> Object? {
    if let position = positions[id] { return writes[position].object }
    return clearedAll ? nil : storage.records[id]?.object
  }

  /// Records that the transaction leaves `object` (`nil`: nothing) under `id`.
  @inlinable
  mutating func set(_ object: Object?, for id: Object.ID) {
    // One look-up: the position is inserted when the identifier is new.
    let count = writes.count
    let position = Self.value(of: &positions[id, default: count])
    if position == count {
      writes.append(Write(id: id, object: object))
    } else {
      writes[position].object = object
    }
  }

  @inlinable
  static func value(of position: inout Int) -> Int { position }

  /// Inserts `object`.
  ///
  /// - Throws: `StoreError.duplicateID` when an object with its identifier is present.
  @inlinable
  public mutating func insert(_ object: Object) throws(StoreError) {
    guard self[id: object.id] == nil else { throw .duplicateID(String(describing: object.id)) }
    set(object, for: object.id)
  }

  /// Replaces the object that has `object`'s identifier.
  ///
  /// - Throws: `StoreError.missingID` when no object with that identifier is present.
  @inlinable
  public mutating func update(_ object: Object) throws(StoreError) {
    guard self[id: object.id] != nil else { throw .missingID(String(describing: object.id)) }
    set(object, for: object.id)
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
    guard var object = self[id: id] else { throw StoreError.missingID(String(describing: id)) }
    try body(&object)
    guard object.id == id else {
      let changed = String(describing: object.id)
      throw self[id: object.id] == nil ? StoreError.missingID(changed) : .duplicateID(changed)
    }
    set(object, for: id)
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
    guard self[id: id] != nil else { throw .missingID(String(describing: id)) }
    set(nil, for: id)
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
