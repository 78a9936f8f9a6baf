import ResultsKitSQLite
import ResultsKitStore
import SQLiteScenarios

/// What a child process of the memory measurement does with a file.
///
/// `sqlite-grdb-report --child MODE FILE` does one side's open into sorted, sectioned results,
/// or only opens the file (that side's baseline), then prints the number of departures it
/// has in memory and its peak resident set in bytes (`ResidentSet.peakSoFar()`), on one line.
enum OpenChild: String, CaseIterable {
  /// `SQLiteDatabase(path:)` only.
  case resultsKitBaseline = "baseline-resultskit"
  /// `ObjectStore(database:table:)` and a controller's `performFetch()`.
  case resultsKit = "open-resultskit"
  /// `ObjectStore(database:table:)` only: what the objects cost in the store.
  case resultsKitStore = "store-resultskit"
  /// GRDB's `DatabasePool(path:)` (with `synchronous=FULL` set) only.
  case grdbBaseline = "baseline-grdb"
  /// GRDB's pool, `fetchAll` in board order and the grouping into platform sections.
  case grdb = "open-grdb"

  /// Does it and returns the number of departures it has in memory (0 for a baseline).
  @MainActor func run(file: String) throws -> Int {
    switch self {
    case .resultsKitBaseline:
      let database = try SQLiteDatabase(path: file)
      withExtendedLifetime(database) {}
      return 0
    case .resultsKit:
      let store = try ObjectStore<Departure>(
        database: SQLiteDatabase(path: file), table: BoardRig.table)
      let controller = ResultsController(store: store, request: Departure.request)
      controller.performFetch()
      return controller.numberOfObjects
    case .resultsKitStore:
      let store = try ObjectStore<Departure>(
        database: SQLiteDatabase(path: file), table: BoardRig.table)
      return store.count
    case .grdbBaseline:
      let pool = try GRDBFile.open(file)
      try GRDBFile.checkSynchronous(pool)
      return 0
    case .grdb:
      let pool = try GRDBFile.open(file)
      return try GRDBFile.sections(pool).reduce(0) { $0 + $1.objects.count }
    }
  }
}
