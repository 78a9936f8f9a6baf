import ResultsKit
import ResultsKitSQLite
import ResultsKitStore
import ResultsKitTesting

/// A board as an app has it on a SQLite file: a connection, a store on the table, a
/// controller fetching every departure and a coordinator driving a `RecordingTarget`.
@MainActor
public final class BoardRig {
  /// The table the reports keep their departures in.
  public nonisolated static let table = "departures"

  /// The connection.
  public let database: SQLiteDatabase
  /// The store on ``table``.
  public let store: ObjectStore<Departure>
  /// The controller (fetched by ``load()``).
  public let controller: ResultsController<Departure>
  /// The target (UIKit's validation of each batch).
  public let target: RecordingTarget
  /// The coordinator (subscribed by ``load()``).
  public let coordinator: ResultsCoordinator<Departure>
  /// Reports the coordinator made (there must be none).
  public private(set) var inconsistencies: [String] = []

  /// Opens the file at `path` and its table; the controller is not fetched yet.
  public init(path: String) throws {
    database = try SQLiteDatabase(path: path)
    store = try ObjectStore(database: database, table: Self.table)
    controller = ResultsController(store: store, request: Departure.request)
    target = RecordingTarget(monitor: controller)
    coordinator = ResultsCoordinator(target: target, monitor: controller)
    coordinator.onInconsistency = { [unowned self] in inconsistencies.append("\($0)") }
  }

  /// `performFetch()`, subscribe, `reloadData()`.
  public func load() throws {
    try coordinator.loadData()
  }

  /// Whether the target shows what the controller has and nothing went wrong.
  public var isConsistent: Bool {
    guard inconsistencies.isEmpty, target.errors.isEmpty else { return false }
    let counts = (0..<controller.numberOfSections).map { controller.numberOfObjects(inSection: $0) }
    return target.counts == counts
  }
}
