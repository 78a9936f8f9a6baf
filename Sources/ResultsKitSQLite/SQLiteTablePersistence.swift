import ResultsKitStore

/// Keeps the objects of an ``/ResultsKitStore/ObjectStore`` in one table of a SQLite
/// database: the ``/ResultsKitStore/StorePersistence`` behind `ObjectStore(database:table:)`.
///
/// **The table.** One row per object, one column per top-level stored property (integers and
/// booleans INTEGER, `Double`/`Float` REAL, `String` TEXT, `Data`/`[UInt8]` BLOB, anything
/// nested JSON text in a column of no declared type), the property `id` the primary key;
/// SQLite's `rowid` keeps the order in which objects were first inserted (an update keeps it).
/// A column is `NOT NULL` when its property cannot be `nil` and has a primitive type, and
/// `DEFAULT NULL` when it is optional. The columns are learned from real objects, never by
/// running a type's `init(from:)` on invented values: the table is created by the first
/// write, from the first object written.
///
/// **Values.** Every value reads back as it was written. `Double.nan` and `-0.0`, which a
/// REAL cannot hold, are kept as a BLOB of their bits (see the `Double` section of the
/// module's documentation); identifiers are written in their canonical spelling (Unicode
/// NFC), so identifiers that Swift calls equal are one row; a value that SQLite would change
/// on its way into a column declared by someone else (text that reads as a number in an
/// INTEGER column, say) makes the write fail before anything is written.
///
/// **An existing table.** Its columns need not be in the type's order. A property the table
/// lacks is added with `ALTER TABLE … ADD COLUMN` when it is optional (or when
/// `newColumnDefaults` gives its value), when the store opens or at the first write; a column
/// the type lacks is fine when it has a default value (rows this store inserts get it), and
/// otherwise an error naming it, which a `migrate` closure can fix with SQL before the store
/// loads. See ``init(database:table:newColumnDefaults:migrate:)``.
///
/// **Other writers.** Triggers on the table record the identifier of every row inserted,
/// updated or deleted — by anyone: another connection, another process, the `sqlite3`
/// shell — in a change log table in the same file, `resultskit_log_<table>` (see
/// ``changesByOthers()``). When the triggers disappear (the table was dropped and made again,
/// as SQLite's recipe for changing a table does) or were re-created by someone else, the next
/// ``changesByOthers()`` notices (`PRAGMA schema_version`), restores them and re-reads the
/// whole table. After each commit the log is cut to the newest ``changeLogLimit`` entries; a
/// reader that had not yet seen the entries cut gets every object
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

  /// The change log and its triggers.
  let changeLog: SQLiteChangeLog
  /// The values of columns the app adds to an existing table, by name.
  let newColumnDefaults: [(name: String, value: SQLiteValue)]
  /// The table as last read, or `nil` while it does not exist (the first write creates it).
  var description: TableDescription?
  /// The names of the table's columns, in the table's order: what the statements read.
  var columns: [String] = []
  /// The index of each column in ``columns``.
  var columnIndices: [String: Int] = [:]
  /// How rows find their columns (``columns``, by name).
  var lookup = ColumnLookup(names: [])
  /// How the type encodes its columns, once an object was encoded: what the statements write.
  var layout: [ColumnLayout]?
  /// The column names of ``layout``, in the type's order.
  var encodedOrder: [String]?
  /// Whether the table, as last read, takes rows of ``layout``.
  var layoutFits = false
  /// For each column of ``encodedOrder``, the affinity of its column when SQLite may change
  /// some value on its way in (`nil`: it keeps every value this type writes there).
  var affinityChecks: [ColumnAffinity?] = []
  /// The index of the identifier in ``encodedOrder``.
  var identifierIndex = 0
  /// The statements on the table.
  var sql: SQLiteTableStatements
  /// The last change-log entry read (or skipped as this persistence's own).
  var position: Int64 = 0
  /// `PRAGMA data_version` when the log was last read.
  var dataVersion: Int64 = -1
  /// The database's ``SQLiteDatabase/localWriteCount`` when the log was last read.
  var seenLocalWrites: UInt64 = 0
  /// `PRAGMA schema_version` when the table and its triggers were last checked.
  var schemaVersion: Int64 = -1
  /// The generation of the triggers this persistence installed or adopted.
  var generation: String?
  /// Whether the triggers are missing or not as this module makes them: the next transaction
  /// that reads the whole table or writes installs them.
  var needsTriggers = false
  /// Whether writes may have gone unrecorded since the objects were read (the triggers were
  /// found missing or re-created): the next ``changesByOthers()`` reads the whole table.
  var needsReload = false
  /// Identifiers in the table that are not in their canonical spelling (written by another
  /// tool), as UTF-8 bytes, by their canonical spelling.
  var spellings: [String: [[UInt8]]] = [:]
  /// Whether the rows last read all may hold identifiers Swift calls equal (of different
  /// storage classes, or text not in its canonical spelling).
  var identifiersMayRepeat = false

  /// Whether the table exists.
  var hasTable: Bool { description != nil }

  /// Opens the table `table` of `database` for objects of type `Object`; the first write
  /// creates it when it does not exist.
  ///
  /// - Parameters:
  ///   - database: An open database.
  ///   - table: The table's name.
  /// - Throws: `SQLiteError`: the database is closed; the table exists without an `id`
  ///   primary key, or with columns the type lacks that have no default (`SQLITE_MISMATCH`,
  ///   naming them), or a row does not decode; its change log cannot be installed (a read-only
  ///   file without it).
  public init(database: SQLiteDatabase, table: String) throws(SQLiteError) {
    self.database = database
    self.table = table
    changeLog = SQLiteChangeLog(table: table)
    newColumnDefaults = []
    sql = SQLiteTableStatements(table: table, columns: [], written: [])
    try Self.check(tableName: table)
    try open()
  }

  /// Opens the table `table` of `database` for objects of type `Object`, first changing an
  /// existing table as the app's new version needs: adding columns for new properties with
  /// the values old rows get, and running `migrate`.
  ///
  ///     // Version 2 renamed `title` to `name` and added `estimate: Int` (0 for old tasks).
  ///     let tasks = try SQLiteTablePersistence<Task>(
  ///         database: database, table: "tasks", newColumnDefaults: ["estimate": 0]
  ///     ) { database, columns in
  ///         if columns.contains("title") {
  ///             try database.execute(#"ALTER TABLE tasks RENAME COLUMN title TO name"#)
  ///         }
  ///     }
  ///
  /// A new *optional* property needs neither: its column is added by itself (`DEFAULT NULL`).
  ///
  /// - Parameters:
  ///   - database: An open database.
  ///   - table: The table's name.
  ///   - newColumnDefaults: For each property the table may lack, by column name, the value
  ///     its existing rows get: a missing column is added with
  ///     `ALTER TABLE … ADD COLUMN name … DEFAULT value` (`NOT NULL` unless the value is
  ///     `nil`), so that apps still on the old version, which insert rows without it, write
  ///     that value too. Values are encoded as properties are (an integer, a string, a `Date`…).
  ///   - migrate: Called when the table exists, with the database and the table's column
  ///     names, inside one `BEGIN IMMEDIATE` transaction that comes before anything else
  ///     (adding the columns above, loading): change the table with SQL as the type needs
  ///     (`ALTER TABLE … RENAME COLUMN`, `… DROP COLUMN`, or SQLite's recipe of a new table,
  ///     copy, drop and rename). It runs every time the table is opened, so it should do
  ///     nothing when the columns are already right. If it throws, the transaction is rolled
  ///     back and the error rethrown.
  /// - Throws: What ``init(database:table:)`` throws; what `migrate` throws; `SQLiteError`
  ///   when a default value cannot be encoded or a column cannot be added.
  public init(
    database: SQLiteDatabase, table: String, newColumnDefaults: [String: any Encodable] = [:],
    migrate: ((_ database: SQLiteDatabase, _ columns: [String]) throws -> Void)? = nil
  ) throws {
    self.database = database
    self.table = table
    changeLog = SQLiteChangeLog(table: table)
    self.newColumnDefaults = try Self.columnValues(newColumnDefaults)
    sql = SQLiteTableStatements(table: table, columns: [], written: [])
    try Self.check(tableName: table)
    if let migrate { try runMigration(migrate) }
    try open()
  }

  /// Every object in the table, in first-insertion order (`rowid`).
  ///
  /// Two rows whose identifiers Swift calls equal (spelled differently by another tool, say
  /// `"caf\u{E9}"` and `"cafe\u{301}"`) are one object: the later row's (the one with the
  /// larger `rowid`), in its place. The next write of that identifier through a store leaves
  /// one row.
  ///
  /// - Throws: `SQLiteError`, naming the row, its identifier and why, when a row does not
  ///   decode.
  /// - Complexity: O(n) in the number of rows.
  public func loadObjects() throws -> [Object] {
    try loadAll()
  }

  /// Hands every object in the table to `body` as its row is read, in first-insertion order
  /// (`rowid`), after telling `reserve` the number of rows: no array of all the objects is
  /// made, and no row is kept once decoded.
  ///
  /// Rows whose identifiers Swift calls equal are handed over in turn; the store keeps the
  /// later one, as ``loadObjects()`` does.
  ///
  /// - Throws: `SQLiteError`, naming the row, its identifier and why, when a row does not
  ///   decode.
  /// - Complexity: O(n) in the number of rows.
  public func loadObjects(reserving reserve: (Int) -> Void, _ body: (Object) throws -> Void)
    throws
  {
    try streamAll(reserve, body)
  }

  /// Writes `commit` in one `BEGIN IMMEDIATE … COMMIT` transaction; on any failure the
  /// transaction is rolled back (the file is unchanged) and the error thrown.
  ///
  /// - Parameter commit: The net effect of one transaction of the store.
  /// - Throws: `SQLiteError`: the object cannot be encoded, does not fit the table's columns,
  ///   or holds a value SQLite would change in a column someone else declared (nothing is
  ///   written); or SQLite fails (locked past the busy timeout, disk full, read-only file, a
  ///   constraint of the table).
  /// - Complexity: O(k log n) for k objects written in a table of n.
  public func write(_ commit: PersistedCommit<Object>) throws {
    try writeCommit(commit)
  }

  /// What others wrote since the objects were loaded or the last call, or `nil`.
  ///
  /// Each identifier written is reported once: first the deleted ones (in the order they were
  /// written), then those with a row, in first-insertion order. After a change of the
  /// table's schema that may have let writes go unrecorded (the table dropped and made again,
  /// its triggers re-created), every object (``/ResultsKitStore/PersistedChanges/all(_:)``);
  /// when the table itself is gone, `.all([])`.
  ///
  /// With nothing written by another connection (and nothing through this connection but
  /// this persistence's own commits) it runs one `PRAGMA data_version`.
  ///
  /// - Throws: `SQLiteError` when SQLite fails, a changed row does not decode, or the table
  ///   was changed into one the type does not fit.
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
