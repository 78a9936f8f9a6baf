import ResultsKit
import ResultsKitTesting

@testable import ResultsKitSQLite
@testable import ResultsKitStore

/// A store of samples as a user meets it (``WatchedStore`` for ``Sample``): a sectioned,
/// sorted `ResultsController`, a `ResultsCoordinator` keeping a `RecordingTarget` in step, and
/// an observer counting the store's commits; the target's batches are replayed onto the
/// sections it showed.
final class WatchedSamples {
  /// Shelves ascending; the value's bits, the code and the identifier ascending: a total
  /// order, so that two stores holding equal objects show the same results.
  static var request: FetchRequest<Sample> {
    FetchRequest(
      sortBy: [.ascending(\.valueBits), .ascending(\.code), .ascending(\.id)],
      sectionBy: { $0.shelf })
  }

  /// The sections `objects` give under ``request``, computed without the store.
  static func modelSections(_ objects: [String: Sample]) -> [[Sample]] {
    Dictionary(grouping: objects.values, by: \.shelf).sorted { $0.key < $1.key }.map { entry in
      entry.value.sorted { ($0.valueBits, $0.code, $0.id) < ($1.valueBits, $1.code, $1.id) }
    }
  }

  let store: ObjectStore<Sample>
  let persistence: SQLiteTablePersistence<Sample>
  let controller: ResultsController<Sample>
  let target: RecordingTarget
  let coordinator: ResultsCoordinator<Sample>
  /// The store's commits so far.
  private(set) var commits = 0
  /// The sections the target's calls give, replayed.
  private var replay: BatchReplay<Sample>
  private var subscriptions: [ResultsSubscription] = []

  /// Opens a store of the table ``SampleTable/name`` on `database` and watches it.
  init(database: SQLiteDatabase) throws {
    persistence = try SQLiteTablePersistence<Sample>(database: database, table: SampleTable.name)
    store = try ObjectStore(persistence: persistence)
    controller = ResultsController(store: store, request: Self.request)
    controller.performFetch()
    target = RecordingTarget(monitor: controller)
    coordinator = ResultsCoordinator(target: target, monitor: controller)
    try coordinator.loadData()
    replay = BatchReplay(of: target, showing: controller.sections.map(\.objects))
    subscriptions.append(store.observe { [unowned self] _ in commits += 1 })
  }

  /// The store's objects, by identifier.
  var contents: [String: Sample] { store.storage.records.mapValues(\.object) }

  /// The controller's sections.
  var sections: [[Sample]] { controller.sections.map(\.objects) }

  /// What a new controller over the store fetches.
  var freshFetch: [[Sample]] {
    let fresh = ResultsController(store: store, request: Self.request)
    fresh.performFetch()
    return fresh.sections.map(\.objects)
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
  var replayed: [[Sample]] { replay.sections }

  /// What is wrong with the watchers, one message each: the controller's invariants, its
  /// sections against the model's and a fresh fetch's, the replayed batches, the target.
  func problems() -> [String] {
    var problems = controller._checkInvariants(strictOrder: true)
    let expected = Self.modelSections(contents)
    if sections != expected { problems.append("sections \(sections) != model \(expected)") }
    let fresh = freshFetch
    if sections != fresh { problems.append("sections \(sections) != fresh fetch \(fresh)") }
    if replayed != sections { problems.append("replayed \(replayed) != sections \(sections)") }
    if !target.errors.isEmpty { problems.append("target errors \(target.errors)") }
    return problems
  }
}
