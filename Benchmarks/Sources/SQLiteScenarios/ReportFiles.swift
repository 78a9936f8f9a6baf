import DiffScenarios
import ResultsKitSQLite
import ResultsKitStore

#if canImport(Glibc)
  import Glibc
#endif

/// The files of the SQLite reports: a temporary directory, database files, and a file written
/// through a store.
public enum ReportFiles {
  /// A new temporary directory (under `$TMPDIR`, else `/tmp`) named after `report`; the
  /// process exits with status 2 when it cannot be made.
  public static func makeDirectory(for report: String) -> String {
    let base = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
    var template = Array((base + "/\(report).XXXXXX").utf8CString)
    guard let made = mkdtemp(&template) else {
      ReportSupport.progress("\(report): cannot create a directory in \(base)")
      exit(2)
    }
    return String(cString: made)
  }

  /// Removes the database file at `path` and its WAL, shared-memory and journal files.
  public static func removeDatabase(_ path: String) {
    for suffix in ["", "-wal", "-shm", "-journal"] { unlink(path + suffix) }
  }

  /// Writes `objects` into the file at `path` through a store on a new connection, in
  /// `transactions` transactions of inserts; returns the store's count.
  @MainActor
  public static func importObjects(
    _ objects: [Departure], transactions: Int, into path: String
  ) throws -> Int {
    let store = try ObjectStore<Departure>(
      database: SQLiteDatabase(path: path), table: BoardRig.table)
    let size = (objects.count + transactions - 1) / transactions
    var start = 0
    while start < objects.count {
      let slice = objects[start..<min(start + size, objects.count)]
      try store.perform { transaction in
        for object in slice { try transaction.insert(object) }
      }
      start += size
    }
    return store.count
  }
}
