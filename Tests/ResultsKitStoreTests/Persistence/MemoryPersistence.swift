import ResultsKitStore

/// The error a ``MemoryPersistence`` throws when told to fail the next write.
struct FailedWrite: Error, Equatable {
  var reason = "disk full"
}

/// A persistence in memory for the tests: the objects it keeps with their first-insertion
/// numbers (its "file"), writes that can be told to fail, and another writer's changes that
/// ``changesByOthers()`` reports.
///
/// `removesAll` is applied the naive way — everything goes, then the upserts are inserted as
/// new — so that a commit that sent it while some object survived the transaction would put
/// that object at the end of the order, which the reopen tests would see.
final class MemoryPersistence<Object: Identifiable & Equatable>: StorePersistence {
  /// One kept object and its first-insertion number.
  struct Entry {
    var object: Object
    var sequence: Int
  }

  /// The kept objects.
  private(set) var entries: [Object.ID: Entry] = [:]
  private var nextSequence = 1
  /// The identifiers written by others since the store last looked, first write first.
  private var pending: [Object.ID] = []
  private var pendingSet: Set<Object.ID> = []
  /// Whether the next report must be every object (the persistence lost track).
  private var lostTrack = false
  /// Thrown (once) by the next write.
  var failNextWrite: FailedWrite?
  /// Whether the store's own writes are reported back by ``changesByOthers()`` too.
  var reportsOwnWrites = false
  /// The commits written, in order.
  private(set) var writes: [PersistedCommit<Object>] = []
  /// How many writes threw.
  private(set) var failedWrites = 0
  /// What ``loadObjects()`` returns instead of the kept objects, when set (a broken "file").
  var loadOverride: [Object]?
  /// What the next ``changesByOthers()`` reports instead, when set (a broken report).
  var reportOverride: PersistedChanges<Object>?

  /// A persistence that already keeps `objects`, in that order.
  init(_ objects: [Object] = []) {
    for object in objects { insertOrReplace(object) }
  }

  /// The kept objects, in first-insertion order.
  var contents: [Object] {
    entries.values.sorted { $0.sequence < $1.sequence }.map(\.object)
  }

  /// The kept objects by identifier.
  var byID: [Object.ID: Object] { entries.mapValues(\.object) }

  /// Whether another writer changed something the store has not looked at yet.
  var hasPendingChanges: Bool { !pending.isEmpty || lostTrack }

  /// Another persistence on the same "file", for a store made as after a restart.
  func reopened() -> MemoryPersistence {
    let copy = MemoryPersistence()
    copy.entries = entries
    copy.nextSequence = nextSequence
    return copy
  }

  // MARK: StorePersistence

  func loadObjects() throws -> [Object] {
    pending = []
    pendingSet = []
    lostTrack = false
    return loadOverride ?? contents
  }

  func write(_ commit: PersistedCommit<Object>) throws {
    if let error = failNextWrite {
      failNextWrite = nil
      failedWrites += 1
      throw error
    }
    writes.append(commit)
    if commit.removesAll {
      for id in entries.keys { touched(id, byStore: true) }
      entries = [:]
    }
    for id in commit.deletions {
      entries[id] = nil
      touched(id, byStore: true)
    }
    for object in commit.upserts {
      insertOrReplace(object)
      touched(object.id, byStore: true)
    }
  }

  func changesByOthers() throws -> PersistedChanges<Object>? {
    defer {
      pending = []
      pendingSet = []
      lostTrack = false
    }
    if let report = reportOverride {
      reportOverride = nil
      return report
    }
    if lostTrack { return .all(contents) }
    guard !pending.isEmpty else { return nil }
    let deleted = pending.filter { entries[$0] == nil }.map {
      PersistedObject<Object>(id: $0, object: nil)
    }
    let present = pending.compactMap { entries[$0] }.sorted { $0.sequence < $1.sequence }.map {
      PersistedObject(id: $0.object.id, object: $0.object)
    }
    return .objects(deleted + present)
  }

  // MARK: Another writer

  /// Another writer inserts or replaces `object`.
  func othersUpsert(_ object: Object) {
    insertOrReplace(object)
    touched(object.id, byStore: false)
  }

  /// Another writer deletes the object with the identifier `id` (if kept).
  func othersDelete(_ id: Object.ID) {
    entries[id] = nil
    touched(id, byStore: false)
  }

  /// Another writer deletes every object.
  func othersDeleteAll() {
    for id in entries.keys { touched(id, byStore: false) }
    entries = [:]
  }

  /// The persistence no longer knows what the store has seen: the next report is every object.
  func loseTrack() {
    lostTrack = true
  }

  // MARK: Helpers

  private func insertOrReplace(_ object: Object) {
    if entries[object.id] != nil {
      entries[object.id]?.object = object
    } else {
      entries[object.id] = Entry(object: object, sequence: nextSequence)
      nextSequence += 1
    }
  }

  private func touched(_ id: Object.ID, byStore: Bool) {
    guard !byStore || reportsOwnWrites else { return }
    if pendingSet.insert(id).inserted { pending.append(id) }
  }
}
