/// The SQL a ``SQLiteTablePersistence`` runs on its table, its change log and triggers.
struct SQLiteTableStatements {
  let table: String
  let log: String
  let triggerPrefix: String
  let selectAll: String
  let countAll: String
  let upsert: String
  let deleteOne: String
  let deleteAll: String
  let maxLogEntry: String
  let logRange: String
  let changedIDs: String
  let changedRows: String
  let prune: String

  init(table: String, columns: [String]) {
    self.table = table
    log = "resultskit_log_" + table
    triggerPrefix = "resultskit_" + table
    let t = quoted(table)
    let l = quoted(log)
    let id = quoted("id")
    let list = columns.map(quoted).joined(separator: ", ")
    selectAll = "SELECT \(list) FROM \(t) ORDER BY rowid"
    countAll = "SELECT count(*) FROM \(t)"
    let parameters = Array(repeating: "?", count: columns.count).joined(separator: ", ")
    let updates = columns.filter { $0 != "id" }.map { "\(quoted($0)) = excluded.\(quoted($0))" }
    upsert =
      "INSERT INTO \(t) (\(list)) VALUES (\(parameters)) ON CONFLICT(\(id)) "
      + (updates.isEmpty ? "DO NOTHING" : "DO UPDATE SET " + updates.joined(separator: ", "))
    deleteOne = "DELETE FROM \(t) WHERE \(id) = ?"
    deleteAll = "DELETE FROM \(t)"
    maxLogEntry = "SELECT coalesce(max(seq), 0) FROM \(l)"
    logRange = "SELECT coalesce(min(seq), 0), coalesce(max(seq), 0) FROM \(l)"
    changedIDs = "SELECT id FROM \(l) WHERE seq > ? GROUP BY id ORDER BY min(seq)"
    changedRows =
      "SELECT \(list) FROM \(t) WHERE \(id) IN (SELECT id FROM \(l) WHERE seq > ?) ORDER BY rowid"
    prune = "DELETE FROM \(l) WHERE seq <= ?"
  }

  /// The statements that make the change log and its three triggers.
  var createLog: String {
    let t = quoted(table)
    let l = quoted(log)
    let id = quoted("id")
    return """
      CREATE TABLE IF NOT EXISTS \(l) (seq INTEGER PRIMARY KEY, id NOT NULL);
      CREATE TRIGGER IF NOT EXISTS \(quoted(triggerPrefix + "_insert")) AFTER INSERT ON \(t)
      BEGIN INSERT INTO \(l) (id) VALUES (NEW.\(id)); END;
      CREATE TRIGGER IF NOT EXISTS \(quoted(triggerPrefix + "_update")) AFTER UPDATE ON \(t)
      BEGIN
        INSERT INTO \(l) (id) SELECT OLD.\(id) WHERE OLD.\(id) IS NOT NEW.\(id);
        INSERT INTO \(l) (id) VALUES (NEW.\(id));
      END;
      CREATE TRIGGER IF NOT EXISTS \(quoted(triggerPrefix + "_delete")) AFTER DELETE ON \(t)
      BEGIN INSERT INTO \(l) (id) VALUES (OLD.\(id)); END;
      """
  }

  /// The names of the change log and the triggers, as `sqlite_master` lists them.
  var logObjects: [String] {
    [log, triggerPrefix + "_insert", triggerPrefix + "_update", triggerPrefix + "_delete"]
  }
}
