/// The change log of a table and the triggers that fill it: `resultskit_log_<table>`, one row
/// per identifier written (`seq`, `id`), by anyone.
///
/// Three triggers record every row inserted, updated (both identifiers, when it changes) or
/// deleted. A `REPLACE` conflict resolution deletes the rows in its way without firing delete
/// triggers (unless the writer's connection turned recursive triggers on), so when the table
/// has unique keys besides its primary key, two more triggers record, before each insert and
/// update, the rows that share a unique key with the new row: the rows such a write may
/// delete. (A unique index on an expression cannot be matched this way; see
/// ``TableDescription/expressionKeys``.)
///
/// Every set of triggers carries a generation, a random token in a comment of each trigger's
/// SQL: a reader that finds another generation than the one it installed or adopted knows the
/// triggers were re-created, so that writes may have gone unrecorded in between.
struct SQLiteChangeLog {
  /// The table followed.
  let table: String
  /// The log table's name.
  let log: String
  /// The prefix of the triggers' names.
  let prefix: String

  init(table: String) {
    self.table = table
    log = "resultskit_log_" + table
    prefix = "resultskit_" + table
  }

  /// The statement that makes the log table when it is missing.
  var createLogTable: String {
    "CREATE TABLE IF NOT EXISTS \(quoted(log)) (seq INTEGER PRIMARY KEY, id NOT NULL)"
  }

  /// The triggers for a table described by `description`, of generation `token`: their names
  /// and the SQL that makes each, as SQLite keeps it in `sqlite_master`.
  func triggers(for description: TableDescription, token: String) -> [(name: String, sql: String)] {
    let t = quoted(table)
    let id = quoted(identifierColumn)
    let mark = "/* resultskit \(token) */"
    func record(_ value: String) -> String { "INSERT INTO \(quoted(log)) (id) \(value);" }
    var triggers = [
      (
        prefix + "_insert",
        "AFTER INSERT ON \(t) BEGIN \(mark) \(record("VALUES (NEW.\(id))")) END"
      ),
      (
        prefix + "_update",
        "AFTER UPDATE ON \(t) BEGIN \(mark) \(record("SELECT OLD.\(id) WHERE OLD.\(id) IS NOT NEW.\(id)")) \(record("VALUES (NEW.\(id))")) END"
      ),
      (
        prefix + "_delete",
        "AFTER DELETE ON \(t) BEGIN \(mark) \(record("VALUES (OLD.\(id))")) END"
      ),
    ]
    if !description.uniqueKeys.isEmpty {
      // One statement per key: an OR of conditions with other collations on one column can be
      // planned as a single index lookup that misses rows.
      func conflicts(on key: [TableDescription.KeyPart]) -> String {
        key.map { part in
          "\(quoted(part.column)) = NEW.\(quoted(part.column)) COLLATE \(quoted(part.collation))"
        }.joined(separator: " AND ")
      }
      let inserted = description.uniqueKeys.map { key in
        record("SELECT \(id) FROM \(t) WHERE \(conflicts(on: key))")
      }
      let updated = description.uniqueKeys.map { key in
        record("SELECT \(id) FROM \(t) WHERE rowid IS NOT OLD.rowid AND \(conflicts(on: key))")
      }
      triggers.append(
        (
          prefix + "_replace_insert",
          "BEFORE INSERT ON \(t) BEGIN \(mark) \(inserted.joined(separator: " ")) END"
        ))
      triggers.append(
        (
          prefix + "_replace_update",
          "BEFORE UPDATE ON \(t) BEGIN \(mark) \(updated.joined(separator: " ")) END"
        ))
    }
    return triggers.map { name, body in (name, "CREATE TRIGGER \(quoted(name)) \(body)") }
  }

  /// The names every trigger of this log may have (the two `REPLACE` triggers exist only for a
  /// table with unique keys).
  var allTriggerNames: [String] {
    ["_insert", "_update", "_delete", "_replace_insert", "_replace_update"].map { prefix + $0 }
  }

  /// The generation written in a trigger's SQL, or `nil`.
  static func token(in sql: String) -> String? {
    guard let start = sql.firstRange(of: "/* resultskit ")?.upperBound,
      let end = sql[start...].firstRange(of: " */")?.lowerBound
    else { return nil }
    return String(sql[start..<end])
  }

  /// A new generation: 16 random hexadecimal digits.
  static func newToken() -> String {
    let value = UInt64.random(in: .min ... .max)
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
