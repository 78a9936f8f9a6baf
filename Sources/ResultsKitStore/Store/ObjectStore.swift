import ResultsKit

/// An in-memory store of identifiable values with atomic transactions: the source of truth
/// that ``ResultsController``s fetch from and follow.
///
///     let store = ObjectStore<Train>()
///     try store.perform { transaction in
///         try transaction.insert(Train(id: "a1", time: 60, name: "Euston", platform: "1"))
///     }
///
/// Every ``perform(_:)`` that changes something is delivered, as one ``StoreCommit`` holding
/// its net effect, to the store's observers; results controllers turn it into results events.
///
/// A store made with ``init(persistence:)`` also keeps its objects in a ``StorePersistence``
/// (a database file, say): each commit is written there before anyone is told, and
/// ``refresh()`` picks up what other writers changed; see the article "Keeping objects beyond
/// memory".
///
/// The store is not `Sendable` and belongs to one isolation domain (usually the main actor),
/// together with its controllers and coordinators. Other tasks send it `Sendable` values to
/// commit; see the article "Writing from other tasks".
public final class ObjectStore<Object: Identifiable & Equatable> {
  /// A committed object, its insertion number and its row.
  @usableFromInline
  struct Record {
    @usableFromInline
    var object: Object
    @usableFromInline
    var sequence: UInt64
    /// A small number of the object's own for as long as it is in the store, reused after it
    /// is deleted: results controllers index their contents by it.
    @usableFromInline
    var row: Int32
    /// The position of the running transaction's write of the object, or -1.
    ///
    /// The transaction finds its write by the one look-up that finds the record, and checks
    /// that the mark is its own (a copy of a transaction written through can leave one). It
    /// fits in the record's padding.
    @usableFromInline
    var write: Int32 = -1

    @inlinable
    init(object: Object, sequence: UInt64, row: Int32) {
      self.object = object
      self.sequence = sequence
      self.row = row
    }
  }

  /// The committed objects, in a class so a transaction can read them without copying.
  @usableFromInline
  final class Storage {
    /// Unchecked: reached millions of times in a large transaction, and never while another
    /// access to it is under way (the store runs one transaction or delivery at a time, and
    /// no access calls out to other code).
    @exclusivity(unchecked) @usableFromInline
    var records = RecordTable()
  }

  @usableFromInline
  let storage = Storage()
  /// The insertion number the next inserted object gets.
  @usableFromInline
  var nextSequence: UInt64 = 1
  /// The rows of deleted objects, for the next inserted ones.
  @usableFromInline
  var freeRows: [Int32] = []
  /// The number of rows handed out: every row is below it.
  @usableFromInline
  var rowCount: Int32 = 0
  /// The version of the last delivered commit.
  @usableFromInline
  var version: UInt64 = 0
  /// Whether a transaction body or a delivery is running (writes are refused).
  @usableFromInline
  var isWriting = false
  /// Whether a commit is being delivered.
  @usableFromInline
  var isDelivering = false

  @usableFromInline
  let changeObservers = ObserverList<StoreChanges<Object>>()
  @usableFromInline
  let commitObservers = ObserverList<StoreCommit<Object>>()
  @usableFromInline
  var objectMonitors: [Object.ID: ObserverList<ObjectEvent<Object>>] = [:]
  @usableFromInline
  var afterDelivery: [() -> Void] = []
  /// Where the store keeps its objects beyond memory (see ``init(persistence:)``), or `nil`
  /// for a store that lives in memory only.
  @usableFromInline
  var persistence: AnyStorePersistence<Object>?

  /// Creates an empty store.
  public init() {}

  /// Creates a store that holds `objects`, in that insertion order; no commit is delivered.
  ///
  /// - Throws: `StoreError.duplicateID` when two objects share an identifier.
  /// - Complexity: O(*n*).
  @inlinable
  public init(_ objects: some Sequence<Object>) throws(StoreError) {
    // Sized once (an array's estimate is its count), and each identifier hashed once: a
    // duplicate replaces the first record, but then the store is not made at all.
    storage.records.reserveCapacity(objects.underestimatedCount)
    for object in objects {
      let record = Record(object: object, sequence: nextSequence, row: rowCount)
      guard storage.records.updateValue(record, forKey: object.id) == nil else {
        throw .duplicateID(String(describing: object.id))
      }
      nextSequence += 1
      rowCount += 1
    }
  }

  /// The number of objects in the store.
  public var count: Int { storage.records.count }

  /// The committed object with the identifier `id`, or `nil`.
  ///
  /// - Complexity: O(1) on average.
  public subscript(id id: Object.ID) -> Object? {
    storage.records[id]?.object
  }

  /// Sends every commit to `observer`, after the store's results controllers have reported it,
  /// until the subscription ends.
  ///
  /// - Parameter observer: Called once per delivered commit.
  /// - Returns: The subscription; keep it for as long as you want the commits.
  public func observe(_ observer: @escaping (StoreCommit<Object>) -> Void) -> ResultsSubscription {
    commitObservers.subscribe(observer)
  }

  /// Tells `observer` about the commits that change the object with the identifier `id` (the
  /// "auto update" pattern: a detail view that follows one object).
  ///
  /// The object need not exist yet: its insertion is reported too. Events arrive after the
  /// commit observers'.
  ///
  /// - Parameters:
  ///   - id: The identifier to follow.
  ///   - observer: Called with what each commit did to that object.
  /// - Returns: The subscription; keep it for as long as you want the events.
  /// - Complexity: O(1) per changed object of a commit, however many objects are monitored.
  public func monitor(
    _ id: Object.ID, _ observer: @escaping (ObjectEvent<Object>) -> Void
  ) -> ResultsSubscription {
    let list = objectMonitors[id] ?? ObserverList()
    objectMonitors[id] = list
    let inner = list.subscribe(observer)
    return ResultsSubscription { [weak self] in
      inner.cancel()
      if list.count == 0, self?.objectMonitors[id] === list { self?.objectMonitors[id] = nil }
    }
  }

  /// Sends each commit's net changes, with insertion numbers and rows, to a results
  /// controller.
  @inlinable
  func observeChanges(_ observer: @escaping (StoreChanges<Object>) -> Void) -> ResultsSubscription {
    changeObservers.subscribe(observer)
  }

  /// A row for an object about to be inserted: a deleted object's, or a new one.
  @inlinable
  func takeRow() -> Int32 {
    if let row = freeRows.popLast() { return row }
    rowCount += 1
    return rowCount - 1
  }

  /// Runs `body` once, when the commit being delivered has reached every observer; only
  /// valid during a delivery (otherwise `body` runs at once).
  @inlinable
  func whenDelivered(_ body: @escaping () -> Void) {
    if isDelivering { afterDelivery.append(body) } else { body() }
  }

  /// Advances and returns the version, for a commit about to be delivered.
  @inlinable
  func nextVersion() -> UInt64 {
    version += 1
    return version
  }

  /// Runs and forgets the hooks registered during the last delivery.
  @inlinable
  func runDeliveryHooks() {
    let hooks = afterDelivery
    afterDelivery = []
    for hook in hooks { hook() }
  }
}
