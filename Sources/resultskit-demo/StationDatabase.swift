import ResultsKitSQLite
import ResultsKitStore

/// The station kept in a SQLite file: the board's store with `--db FILE`, and
/// `resultskit-demo import --db FILE N`, which writes to the same file from another process
/// while a board follows.
enum StationDatabase {
  /// The table of arrivals in the file.
  static let table = "arrivals"
  /// How many arrivals `import` writes per transaction.
  static let transactionSize = 1_000
  /// The seed `resultskit-demo import` uses.
  static let importSeed: UInt64 = 2026

  /// The station's store, kept in the SQLite file at `path` (created if missing).
  static func openStore(at path: String) throws -> ObjectStore<Arrival> {
    try ObjectStore<Arrival>(database: SQLiteDatabase(path: path), table: table)
  }

  /// Writes `count` scheduled arrivals into the file at `path`, in transactions of
  /// ``transactionSize``, and calls `progress` with the number written after each transaction
  /// has returned (so it is durable).
  ///
  /// The arrivals are the same for the same `count` and `seed`: a second run updates them.
  static func importArrivals(
    count: Int, into path: String, seed: UInt64, progress: (Int) -> Void
  ) throws {
    let store = try openStore(at: path)
    var first = 1
    while first <= count {
      let size = min(transactionSize, count - first + 1)
      let arrivals = transaction(first: first, size: size, seed: seed)
      try store.perform { transaction in
        for arrival in arrivals { transaction.upsert(arrival) }
      }
      first += size
      progress(first - 1)
    }
  }

  /// The arrivals ``importArrivals(count:into:seed:progress:)`` writes in the transaction
  /// that starts with number `first`.
  static func transaction(first: Int, size: Int, seed: UInt64) -> [Arrival] {
    StationFeed.scheduled(count: size, first: first, seed: seed &+ UInt64(first))
  }
}
