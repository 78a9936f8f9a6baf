import ResultsKit
import ResultsKitTesting

@testable import ResultsKitSQLite
@testable import ResultsKitStore

/// The objects the store tests keep: a shelf (the section), a rank and a label (the order).
struct Card: Identifiable, Equatable, Codable {
  var id: Int
  var shelf: String
  var rank: Int
  var label: String
}

/// A store over a SQLite table as a user meets it: a sectioned, sorted `ResultsController`,
/// a `ResultsCoordinator` keeping a `RecordingTarget` in step, a subscriber counting the
/// controller's events and an observer counting the store's commits; the target's batches are
/// replayed onto the sections it showed.
final class WatchedStore {
  /// Shelves ascending; rank ascending, label descending, id ascending (a total order, so that
  /// stores whose insertion orders differ show the same results).
  static var request: FetchRequest<Card> {
    FetchRequest(
      sortBy: [.ascending(\.rank), .descending(\.label), .ascending(\.id)],
      sectionBy: { $0.shelf })
  }

  let store: ObjectStore<Card>
  let controller: ResultsController<Card>
  let target: RecordingTarget
  let coordinator: ResultsCoordinator<Card>
  /// The controller's events and the store's commits so far.
  private(set) var events = 0
  private(set) var commits = 0
  /// The sections the target's calls give, replayed.
  private var replay: BatchReplay<Card>
  private var subscriptions: [ResultsSubscription] = []

  /// Watches `store`.
  init(_ store: ObjectStore<Card>) throws {
    self.store = store
    controller = ResultsController(store: store, request: Self.request)
    controller.performFetch()
    target = RecordingTarget(monitor: controller)
    coordinator = ResultsCoordinator(target: target, monitor: controller)
    try coordinator.loadData()
    replay = BatchReplay(of: target, showing: controller.sections.map(\.objects))
    subscriptions.append(controller.subscribe { [unowned self] _ in events += 1 })
    subscriptions.append(store.observe { [unowned self] _ in commits += 1 })
  }

  /// Watches a store opened with `ObjectStore(database:table:)`.
  convenience init(database: SQLiteDatabase, table: String = "cards") throws {
    try self.init(ObjectStore<Card>(database: database, table: table))
  }

  /// The store's objects, by identifier.
  var contents: [Int: Card] { store.storage.records.mapValues(\.object) }

  /// The store's objects in their insertion order.
  var ordered: [Card] {
    store.storage.records.values.sorted { $0.sequence < $1.sequence }.map(\.object)
  }

  /// The controller's sections.
  var sections: [[Card]] { controller.sections.map(\.objects) }

  /// What a new controller over the store fetches.
  var freshFetch: [[Card]] {
    let fresh = ResultsController(store: store, request: Self.request)
    fresh.performFetch()
    return fresh.sections.map(\.objects)
  }

  /// Everything the watchers saw, to compare before and after an operation.
  var seen: Seen {
    Seen(
      contents: contents, sections: sections, events: events, commits: commits,
      calls: target.calls.count)
  }

  /// Replays the target's new calls onto the sections replayed so far; returns how many
  /// batches there were, or throws when a batch does not replay.
  ///
  /// Call it after each operation: a batch takes its new objects from the current sections.
  @discardableResult
  func replayNewBatches() throws -> Int {
    try replay.replayNewCalls(of: target, current: sections)
  }

  /// The sections the target's calls give, replayed one by one.
  var replayed: [[Card]] { replay.sections }
}

/// What a ``WatchedStore``'s watchers had seen at one moment.
struct Seen: Equatable {
  var contents: [Int: Card]
  var sections: [[Card]]
  var events: Int
  var commits: Int
  var calls: Int
}

/// The sections `objects` give under ``WatchedStore/request``, computed without the store.
func modelSections(_ objects: [Int: Card]) -> [[Card]] {
  Dictionary(grouping: objects.values, by: \.shelf).sorted { $0.key < $1.key }.map { entry in
    entry.value.sorted {
      ($0.rank, $1.label, $0.id) < ($1.rank, $0.label, $1.id)
    }
  }
}

/// The objects in the table `table` of the file at `path`, in first-insertion order, read by
/// a new connection and store.
func reopened(_ path: String, table: String = "cards") throws -> [Card] {
  let database = try SQLiteDatabase(path: path)
  defer { database.close() }
  let store = try ObjectStore<Card>(database: database, table: table)
  return store.storage.records.values.sorted { $0.sequence < $1.sequence }.map(\.object)
}

/// Makes the table `table` in the file at `path` as a store of cards makes it at its first
/// write, and leaves it empty.
func makeCardTable(_ path: String, table: String = "cards") throws {
  let database = try SQLiteDatabase(path: path)
  defer { database.close() }
  let store = try ObjectStore<Card>(database: database, table: table)
  let card = Card(id: -1, shelf: "", rank: 0, label: "")
  try store.perform { $0.upsert(card) }
  try store.perform { try $0.delete(card.id) }
}
