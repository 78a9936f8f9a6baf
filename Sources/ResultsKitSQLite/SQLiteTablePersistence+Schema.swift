extension SQLiteTablePersistence {
  /// Takes the table's columns when it exists, checking them against `expected` (when
  /// known), creating its change log and triggers when missing; returns whether it exists.
  func adoptTable(expected: [String]?) throws(SQLiteError) -> Bool {
    let found = try database.query("PRAGMA table_info(\(quoted(table)))")
    if found.isEmpty { return false }
    // PRAGMA table_info: cid, name, type, notnull, dflt_value, pk.
    let names = found.compactMap { row -> String? in
      if case let .text(name) = row[1] { return name }
      return nil
    }
    if let expected { try Self.check(columns: names, match: expected, table: table) }
    try Self.check(hasID: names, table: table)
    guard found.contains(where: { $0[1] == .text(Self.idColumn) && $0[5] != .integer(0) }) else {
      throw SQLiteError(
        code: SQLiteError.mismatchCode,
        message: "The column \"id\" of the table \(quoted(table)) is not its primary key")
    }
    let statements = SQLiteTableStatements(table: table, columns: names)
    try Self.createLogIfMissing(in: database, sql: statements)
    columns = names
    columnIndices = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, $0) })
    sql = statements
    hasTable = true
    position = try maxLogEntry()
    return true
  }

  /// Creates the table from the columns of `row` (the first object written, when the type's
  /// columns could not be learned without one).
  func createTable(from row: [(name: String, value: SQLiteValue)]) throws(SQLiteError) {
    let columns = row.map { column in
      let type: String
      switch column.value {
      case .integer: type = "INTEGER"
      case .real: type = "REAL"
      case .text: type = "TEXT"
      case .blob: type = "BLOB"
      case .null: type = ""
      }
      return ColumnProbe.Column(name: column.name, declaredType: type)
    }
    try Self.check(hasID: columns.map(\.name), table: table)
    try Self.create(
      table: table, columns: columns, in: database,
      sql: SQLiteTableStatements(table: table, columns: columns.map(\.name)))
    _ = try adoptTable(expected: columns.map(\.name))
    // Everything in the log is this persistence's own.
  }

  /// Creates the table, its change log and triggers, in one transaction.
  static func create(
    table: String, columns: [ColumnProbe.Column], in database: SQLiteDatabase,
    sql: SQLiteTableStatements
  ) throws(SQLiteError) {
    let definitions = columns.map { column in
      if column.name == idColumn {
        // "INT", not "INTEGER": an INTEGER PRIMARY KEY would be the rowid, which keeps the
        // insertion order.
        let type = column.declaredType == "INTEGER" ? "INT" : column.declaredType
        return "\(quoted(column.name)) \(type) NOT NULL PRIMARY KEY"
      }
      return column.declaredType.isEmpty
        ? quoted(column.name) : "\(quoted(column.name)) \(column.declaredType)"
    }
    try database.executeInTransaction(
      "CREATE TABLE IF NOT EXISTS \(quoted(table)) (\(definitions.joined(separator: ", "))); "
        + sql.createLog)
  }

  /// Creates the change log and triggers of an existing table when one of them is missing
  /// (a read-only database that has them is not written).
  static func createLogIfMissing(
    in database: SQLiteDatabase, sql: SQLiteTableStatements
  ) throws(SQLiteError) {
    let present = try database.query(
      "SELECT count(*) FROM sqlite_master WHERE name IN (?, ?, ?, ?)",
      sql.logObjects.map { .text($0) })
    if present.first?.first == .integer(Int64(sql.logObjects.count)) { return }
    try database.executeInTransaction(sql.createLog)
  }

  /// Checks that the table's columns are the type's.
  static func check(columns found: [String], match expected: [String], table: String)
    throws(SQLiteError)
  {
    guard Set(found) != Set(expected) else { return }
    let missing = expected.filter { !found.contains($0) }
    let extra = found.filter { !expected.contains($0) }
    var details: [String] = []
    if !missing.isEmpty { details.append("missing \(missing.joined(separator: ", "))") }
    if !extra.isEmpty { details.append("not in the type: \(extra.joined(separator: ", "))") }
    throw SQLiteError(
      code: SQLiteError.mismatchCode,
      message:
        "The table \(quoted(table)) has the columns \(found.joined(separator: ", ")) but \(Object.self) has \(expected.joined(separator: ", ")) (\(details.joined(separator: "; ")))"
    )
  }

  /// Checks that the columns include the identifier.
  static func check(hasID columns: [String], table: String) throws(SQLiteError) {
    guard !columns.contains(idColumn) else { return }
    throw SQLiteError(
      code: SQLiteError.mismatchCode,
      message:
        "\(Object.self) in table \(quoted(table)) has no column \"id\" (columns: \(columns.joined(separator: ", "))): the identifier must be the property id"
    )
  }
}
