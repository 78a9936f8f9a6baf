extension SQLiteTablePersistence {
  /// Checks the change log and the triggers of the table described by `found`.
  ///
  /// They must be all present, on this table, as this module makes them, of one generation.
  /// When they are not, notes that they are to be installed anew (``needsTriggers``).
  ///
  /// - Returns: ``TableState/intact`` when they are the generation this persistence knew (or
  ///   it knew none yet); ``TableState/reset`` when they are to be installed, or were by
  ///   someone else since.
  func checkTriggers(of found: TableDescription) throws(SQLiteError) -> TableState {
    guard let token = try installedGeneration(for: found) else {
      // Installed by the next transaction that reads the whole table or writes, so that
      // nothing is made when that fails (a row that does not decode, a full disk).
      needsTriggers = true
      return .reset
    }
    defer {
      generation = token
      needsTriggers = false
    }
    return generation == nil || generation == token ? .intact : .reset
  }

  /// The generation of the change log's triggers when they are all there, on this table, as
  /// this module makes them for the table described by `found`; `nil` otherwise.
  func installedGeneration(for found: TableDescription) throws(SQLiteError) -> String? {
    let names = changeLog.allTriggerNames
    let placeholders = Array(repeating: "?", count: names.count).joined(separator: ", ")
    var present: [String: (table: String, sql: String)] = [:]
    for row in try database.query(
      "SELECT name, tbl_name, sql FROM sqlite_master WHERE type = 'trigger' AND name IN (\(placeholders))",
      names.map { .text($0) })
    {
      guard let name = row[0].text else { continue }
      present[name] = (row[1].text ?? "", row[2].text ?? "")
    }
    let hasLog =
      try database.query(
        "SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = ?",
        [.text(changeLog.log)]) == [[.integer(1)]]
    guard hasLog, let insert = present[changeLog.prefix + "_insert"],
      let token = SQLiteChangeLog.token(in: insert.sql)
    else { return nil }
    let expected = changeLog.triggers(for: found, token: token)
    let matches =
      expected.count == present.count
      && expected.allSatisfy { present[$0.name]?.table == table && present[$0.name]?.sql == $0.sql }
    return matches ? token : nil
  }

  /// Installs the change log (when missing) and a new generation of triggers for the table
  /// described by `found`, dropping the triggers of those names that were there (on this
  /// table or, after a rename, another); inside the caller's write transaction.
  ///
  /// - Returns: The new generation, for the caller to take (``adopt(generation:)``) once its
  ///   transaction has committed.
  func installTriggers(for found: TableDescription) throws(SQLiteError) -> String {
    let token = SQLiteChangeLog.newToken()
    var statements = [changeLog.createLogTable]
    statements += changeLog.allTriggerNames.map { "DROP TRIGGER IF EXISTS \(quoted($0))" }
    statements += changeLog.triggers(for: found, token: token).map(\.sql)
    try database.execute(statements.joined(separator: ";\n"))
    return token
  }

  /// Installs the triggers when they are to be, inside the caller's write transaction; returns
  /// the new generation (`nil`: nothing installed).
  func installTriggersIfNeeded() throws(SQLiteError) -> String? {
    guard needsTriggers, let description else { return nil }
    return try installTriggers(for: description)
  }

  /// Takes the generation of triggers installed by a transaction that has committed.
  func adopt(generation token: String?) {
    guard let token else { return }
    generation = token
    needsTriggers = false
  }

  /// SQLite's `PRAGMA schema_version`: changes with every change of any table, index or
  /// trigger of the database, by anyone.
  func currentSchemaVersion() throws(SQLiteError) -> Int64 {
    guard case let .integer(version)? = try database.query("PRAGMA schema_version").first?.first
    else { return -1 }
    return version
  }
}
