import ResultsKitStore

/// Keeps the objects of an ``/ResultsKitStore/ObjectStore`` in one table of a SQLite
/// database: the ``/ResultsKitStore/StorePersistence`` behind `ObjectStore(database:table:)`.
///
/// **The table.** One row per object, one column per top-level stored property (integers and
/// booleans INTEGER, `Double`/`Float` REAL, `String` TEXT, `Data`/`[UInt8]` BLOB, `nil` NULL,
/// anything nested JSON text), the property `id` the primary key; SQLite's `rowid` keeps the
/// order in which objects were first inserted (an update keeps it). When the table does not
/// exist, its columns are learned from the type without any object, by running the type's
/// `init(from:)` on a decoder that answers every key with a placeholder (so optional properties
/// are columns too); a type whose initializer rejects every placeholder (an enum with a raw
/// value that is not `CaseIterable`) cannot create its table: create it yourself, with the
/// columns the type encodes — or let the first write create it from the first object written
/// (a `nil` optional is a column too: the encoder sees every `encodeIfPresent`). When the
/// table exists, its columns must be the type's (in any order), or opening fails naming both
/// (for a type that cannot be probed, the first write checks them).
///
/// **Other writers.** Triggers on the table record the identifier of every row inserted,
/// updated or deleted — by anyone: another connection, another process, the `sqlite3`
/// shell — in a change log table in the same file, `resultskit_log_<table>`.
/// ``changesByOthers()`` reads the entries after the last one it saw; its own commits' entries
/// are skipped when nobody wrote in between. After each commit the log is cut to the newest
/// ``changeLogLimit`` entries; a reader that had not yet seen the entries cut gets every object
/// (``/ResultsKitStore/PersistedChanges/all(_:)``).
///
/// Like its database, a persistence is not `Sendable`: it belongs to the isolation domain of
/// its store.
public final class SQLiteTablePersistence<Object: Identifiable & Equatable & Codable>:
  StorePersistence
{
  /// The database holding the table.
  public let database: SQLiteDatabase
  /// The table's name.
  public let table: String
  /// How many change-log entries a commit leaves in the log (at least 1; 100,000 by default).
  ///
  /// A store that falls further behind than this reloads every object.
  public var changeLogLimit: Int = 100_000

  /// The name of the identifier column.
  static var idColumn: String { "id" }

  /// The table's columns, in the table's order (empty until the table exists).
  var columns: [String] = []
  /// The index of each column in ``columns``.
  var columnIndices: [String: Int] = [:]
  /// The column names in the order the type encodes them, once a write has checked them.
  var encodedOrder: [String]?
  /// The statements on the table (built once its columns are known).
  var sql: SQLiteTableStatements
  /// Whether the table (with its change log) exists: it does not when it was missing and the
  /// type's columns could not be learned without an object; the first write creates it.
  var hasTable = false
  /// The last change-log entry read (or skipped as this persistence's own).
  var position: Int64 = 0
  /// `PRAGMA data_version` when the log was last read.
  var dataVersion: Int64 = -1
  /// The database's ``SQLiteDatabase/localWriteCount`` when the log was last read.
  var seenLocalWrites: UInt64 = 0

  /// Opens the table `table` of `database` for objects of type `Object`, creating it (with
  /// its change log and triggers) when it does not exist.
  ///
  /// - Parameters:
  ///   - database: An open database.
  ///   - table: The table's name.
  /// - Throws: `SQLiteError`: the database is closed or cannot be written to create the
  ///   table; the table exists with other columns (`SQLITE_MISMATCH`, naming both), or its
  ///   `id` column is not its primary key; the type has no `id` property.
  public init(database: SQLiteDatabase, table: String) throws(SQLiteError) {
    self.database = database
    self.table = table
    sql = SQLiteTableStatements(table: table, columns: [])
    guard !table.isEmpty else {
      throw SQLiteError(code: SQLiteError.errorCode, message: "A table name cannot be empty")
    }
    let probed = try? ColumnProbe.columns(of: Object.self)
    if try !adoptTable(expected: probed?.map(\.name)), let probed {
      try Self.check(hasID: probed.map(\.name), table: table)
      try Self.create(
        table: table, columns: probed, in: database,
        sql: SQLiteTableStatements(table: table, columns: probed.map(\.name)))
      _ = try adoptTable(expected: nil)
    }
    dataVersion = try currentDataVersion()
    seenLocalWrites = database.localWriteCount
  }

  /// Every object in the table, in first-insertion order (`rowid`).
  ///
  /// - Throws: `SQLiteError`, naming the row, its identifier and why, when a row does not
  ///   decode.
  /// - Complexity: O(n) in the number of rows.
  public func loadObjects() throws -> [Object] {
    try loadAll()
  }

  /// Writes `commit` in one `BEGIN IMMEDIATE … COMMIT` transaction; on any failure the
  /// transaction is rolled back (the file is unchanged) and the error thrown.
  ///
  /// - Parameter commit: The net effect of one transaction of the store.
  /// - Throws: `SQLiteError`: the object cannot be encoded or does not match the table's
  ///   columns (nothing is written), or SQLite fails (locked past the busy timeout, disk
  ///   full, read-only file).
  /// - Complexity: O(k log n) for k objects written in a table of n.
  public func write(_ commit: PersistedCommit<Object>) throws {
    try writeCommit(commit)
  }

  /// What others wrote since the objects were loaded or the last call, or `nil`.
  ///
  /// Each identifier written is reported once: first the deleted ones (in the order they were
  /// written), then those with a row, in first-insertion order.
  ///
  /// With nothing written by another connection (and nothing through this connection but
  /// this persistence's own commits) it runs one `PRAGMA data_version`.
  ///
  /// - Throws: `SQLiteError` when SQLite fails or a changed row does not decode.
  /// - Complexity: O(c log n) for c log entries since the last call.
  public func changesByOthers() throws -> PersistedChanges<Object>? {
    try readChanges()
  }
}

/// `name` as a SQL identifier in double quotes.
func quoted(_ name: String) -> String {
  var result = "\""
  for character in name {
    result.append(character)
    if character == "\"" { result.append(character) }
  }
  return result + "\""
}
