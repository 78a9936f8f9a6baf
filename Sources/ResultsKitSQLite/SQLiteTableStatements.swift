/// The SQL a ``SQLiteTablePersistence`` runs on its table and its change log.
struct SQLiteTableStatements {
  /// Every row, the table's columns in the table's order, in `rowid` order.
  let selectAll: String
  let countAll: String
  /// Inserts a row of the written columns, or updates the row with its identifier (other
  /// columns of the table keep their values, or get their defaults in a new row).
  let upsert: String
  /// ``upsert`` for ``batchSize`` rows at once: SQLite's cost per statement (a statement
  /// journal for the triggers, among others) paid once for them all.
  let upsertBatch: String
  /// How many rows ``upsertBatch`` writes: as many as fit in 999 parameters (the limit of
  /// SQLite before 3.32), at most 50.
  let batchSize: Int
  /// The upsert's text up to its values, and after them.
  private let upsertHead: String
  private let upsertTail: String
  /// One row's parameters, `(?, …)`.
  private let rowParameters: String
  let deleteOne: String
  let deleteAll: String
  let maxLogEntry: String
  let minLogEntry: String
  let logEntryExists: String
  let changedIDs: String
  /// The rows of the identifiers logged after a position, with their `rowid` last.
  let changedRows: String
  /// For each identifier logged after a position: the table's columns of its row and its
  /// `rowid` (NULL: it has none), then the identifier as logged and its first entry.
  let changes: String
  /// The row with one identifier, with its `rowid` last.
  let rowWithID: String
  let prune: String

  /// The statements for `table`, reading `columns` (the table's) and writing `written` (the
  /// type's, all of them columns of the table).
  init(table: String, columns: [String], written: [String]) {
    let log = SQLiteChangeLog(table: table).log
    let t = quoted(table)
    let l = quoted(log)
    let id = quoted(identifierColumn)
    let list = columns.map(quoted).joined(separator: ", ")
    selectAll = "SELECT \(list) FROM \(t) ORDER BY rowid"
    countAll = "SELECT count(*) FROM \(t)"
    let writtenList = written.map(quoted).joined(separator: ", ")
    let updates = written.filter { $0 != identifierColumn }
      .map { "\(quoted($0)) = excluded.\(quoted($0))" }
    upsertHead = "INSERT INTO \(t) (\(writtenList)) VALUES "
    upsertTail =
      " ON CONFLICT(\(id)) "
      + (updates.isEmpty ? "DO NOTHING" : "DO UPDATE SET " + updates.joined(separator: ", "))
    rowParameters = "(" + Array(repeating: "?", count: written.count).joined(separator: ", ") + ")"
    batchSize = max(1, min(50, 999 / max(1, written.count)))
    upsert = upsertHead + rowParameters + upsertTail
    upsertBatch =
      upsertHead + Array(repeating: rowParameters, count: batchSize).joined(separator: ", ")
      + upsertTail
    deleteOne = "DELETE FROM \(t) WHERE \(id) = ?"
    deleteAll = "DELETE FROM \(t)"
    // Two statements, not min() and max() in one: SQLite answers each from the end of the
    // log's b-tree, but scans the whole log for both at once.
    maxLogEntry = "SELECT coalesce(max(seq), 0) FROM \(l)"
    minLogEntry = "SELECT coalesce(min(seq), 0) FROM \(l)"
    logEntryExists = "SELECT count(*) FROM \(l) WHERE seq = ?"
    changedIDs = "SELECT id FROM \(l) WHERE seq > ? GROUP BY id ORDER BY min(seq)"
    changedRows =
      "SELECT \(list), rowid FROM \(t) WHERE \(id) IN (SELECT id FROM \(l) WHERE seq > ?) ORDER BY rowid"
    changes =
      "SELECT \(columns.map { "t.\(quoted($0))" }.joined(separator: ", ")), t.rowid, l.id, l.seq "
      + "FROM (SELECT id, min(seq) AS seq FROM \(l) WHERE seq > ? GROUP BY id) AS l "
      + "LEFT JOIN \(t) AS t ON t.\(id) = l.id"
    rowWithID = "SELECT \(list), rowid FROM \(t) WHERE \(id) = ?"
    prune = "DELETE FROM \(l) WHERE seq <= ?"
  }

  /// ``upsert`` for `count` rows at once (at most ``batchSize``).
  func upsert(rows count: Int) -> String {
    switch count {
    case 1: upsert
    case batchSize: upsertBatch
    default:
      upsertHead + Array(repeating: rowParameters, count: count).joined(separator: ", ")
        + upsertTail
    }
  }
}
