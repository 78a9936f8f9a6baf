import ResultsKitStore

/// What checking the table found.
enum TableState {
  /// There is no such table.
  case missing
  /// The table and its triggers are as they were: the change log has every write since.
  case intact
  /// The triggers were missing, not this table's, or re-created by someone else: writes may
  /// have gone unrecorded, so the table must be read again.
  case reset
}

extension SQLiteTablePersistence {
  /// Takes the table as it is now: its columns and statements; checks its change log and
  /// triggers, noting them to be installed anew (a new generation) by the next transaction that
  /// reads the whole table or writes when they are missing or not this table's.
  ///
  /// - Returns: Whether there is a table, and whether the change log has every write since the
  ///   store last read it.
  /// - Throws: `SQLiteError` when the table has no `id` primary key, or SQLite fails.
  @discardableResult
  func adoptTable() throws(SQLiteError) -> TableState {
    guard let found = try TableDescription.read(table, in: database) else {
      description = nil
      layoutFits = false
      columns = []
      columnIndices = [:]
      schemaVersion = try currentSchemaVersion()
      return .missing
    }
    try Self.check(identifierIn: found, table: table)
    // Checked again at the next write: the table may not take the type's rows any more.
    if found != description { layoutFits = false }
    // A table that was missing (and its objects gone from the store) is read again in full.
    if description == nil { needsReload = true }
    description = found
    columns = found.names
    columnIndices = Dictionary(uniqueKeysWithValues: found.names.enumerated().map { ($1, $0) })
    makeStatements()
    let state = try checkTriggers(of: found)
    schemaVersion = try currentSchemaVersion()
    if state == .reset { needsReload = true }
    return state
  }

  /// Opens the table: adds the app's new columns, takes the table, and starts reading the log
  /// from its end.
  func open() throws(SQLiteError) {
    if !newColumnDefaults.isEmpty { try addDefaultColumns() }
    if try adoptTable() != .missing, !needsTriggers { position = try maxLogEntry() }
    dataVersion = try currentDataVersion()
    seenLocalWrites = database.localWriteCount
  }

  /// Runs the app's migration on an existing table, in one transaction.
  func runMigration(
    _ migrate: (_ database: SQLiteDatabase, _ columns: [String]) throws -> Void
  ) throws {
    guard try TableDescription.read(table, in: database) != nil else { return }
    try database.query("BEGIN IMMEDIATE")
    do {
      // Read inside the transaction: another process may have migrated the table meanwhile.
      let columns = try TableDescription.read(table, in: database)?.names ?? []
      try migrate(database, columns)
      try database.query("COMMIT")
    } catch {
      if database.isInTransaction { _ = try? database.query("ROLLBACK") }
      throw error
    }
    database.localWriteCount &+= 1
  }

  /// Adds the columns of ``newColumnDefaults`` that an existing table lacks, in one
  /// transaction.
  func addDefaultColumns() throws(SQLiteError) {
    guard let found = try TableDescription.read(table, in: database),
      newColumnDefaults.contains(where: { found.column($0.name) == nil })
    else { return }
    try database.transaction("BEGIN IMMEDIATE") { () throws(SQLiteError) in
      let names = Set(try TableDescription.read(table, in: database)?.names ?? [])
      for (name, value) in newColumnDefaults where !names.contains(name) {
        let type: String
        switch value {
        case .integer: type = "INTEGER"
        case .real: type = "REAL"
        case .text: type = "TEXT"
        case .blob, .null: type = ""
        }
        let constraint = value == .null ? "" : " NOT NULL"
        try database.execute(
          "ALTER TABLE \(quoted(table)) ADD COLUMN \(quoted(name)) \(type)\(constraint) DEFAULT \(Self.literal(value))"
        )
      }
    }
  }

  /// Takes the layout of the objects this type encodes: creates the table from it when there
  /// is none, adds its optional columns the table lacks, and makes the statements that write
  /// it.
  ///
  /// - Parameter writing: Whether rows of this layout are about to be written: then a table
  ///   that cannot take them (a column the type lacks without a default value, a property
  ///   without a column) is an error. Reading needs neither.
  func adopt(layout new: [ColumnLayout], writing: Bool) throws(SQLiteError) {
    let names = new.map(\.name)
    guard Set(names).count == names.count else {
      throw SQLiteError(
        code: SQLiteError.mismatchCode,
        message: "\(Object.self) encodes a column twice: \(names.joined(separator: ", "))")
    }
    try Self.check(hasID: names, table: table)
    if !hasTable, try adoptTable() == .missing {
      guard writing else { return }
      try createTable(layout: new)
    } else if let found = description {
      let (added, unfit) = columns(for: new, in: found)
      if writing, let unfit { throw unfit }
      if !added.isEmpty {
        try database.transaction("BEGIN IMMEDIATE") { () throws(SQLiteError) in
          let present = Set(try TableDescription.read(table, in: database)?.names ?? [])
          for column in added where !present.contains(column.name) {
            try database.execute(
              "ALTER TABLE \(quoted(table)) ADD COLUMN \(Self.definition(of: column))")
          }
        }
        database.localWriteCount &+= 1
        try adoptTable()
      }
    }
    layout = new
    encodedOrder = names
    identifierIndex = names.firstIndex(of: identifierColumn) ?? 0
    layoutFits = writing
    makeStatements()
  }

  /// The optional columns of `layout` that `found` lacks, to be added, and why `found`
  /// cannot take rows of `layout` (`nil`: it can, once those are added): a column it lacks
  /// that is not optional, or a column the type lacks that has no default value.
  func columns(for layout: [ColumnLayout], in found: TableDescription) -> (
    added: [ColumnLayout], unfit: SQLiteError?
  ) {
    let missing = layout.filter { found.column($0.name) == nil }
    let required = missing.filter { !$0.isOptional }
    let extra = found.columns.filter { column in
      !column.hasDefault && !layout.contains { $0.name == column.name }
    }
    guard required.isEmpty && extra.isEmpty else {
      return (
        missing.filter(\.isOptional),
        Self.mismatch(
          table: table, found: found.names, expected: layout.map(\.name),
          missing: required.map(\.name), extra: extra.map(\.name))
      )
    }
    return (missing, nil)
  }

  /// Creates the table from the layout of the first object written, with its change log and
  /// triggers, in one transaction, and takes it.
  func createTable(layout: [ColumnLayout]) throws(SQLiteError) {
    let definitions = layout.map { Self.definition(of: $0) }.joined(separator: ", ")
    let installed = try database.transaction("BEGIN IMMEDIATE") {
      () throws(SQLiteError) -> String? in
      // Another writer may have made it since it was found missing.
      guard try TableDescription.read(table, in: database) == nil else { return nil }
      try database.execute("CREATE TABLE \(quoted(table)) (\(definitions))")
      // Installed with the table: everything in the log is this persistence's.
      // (Not `Optional.map`: the iOS SDK's is not typed-throws.)
      guard let created = try TableDescription.read(table, in: database) else { return nil }
      return try installTriggers(for: created)
    }
    database.localWriteCount &+= 1
    adopt(generation: installed)
    try adoptTable()
    // Made by this persistence: there is nothing to read. (Made by another writer meanwhile,
    // it is read at the next refresh.)
    if installed != nil { needsReload = false }
  }

  /// The column definition of `column` in `CREATE TABLE` and `ADD COLUMN`.
  static func definition(of column: ColumnLayout) -> String {
    let name = quoted(column.name)
    if column.name == identifierColumn {
      // "INT", not "INTEGER": an INTEGER PRIMARY KEY would be the rowid, which keeps the
      // insertion order.
      let type = column.declaredType == "INTEGER" ? "INT" : column.declaredType
      return "\(name) \(type) NOT NULL PRIMARY KEY"
    }
    let type = column.declaredType.isEmpty ? "" : " " + column.declaredType
    if column.isOptional { return name + type + " DEFAULT NULL" }
    // A property of a primitive type is never nil: NULL written by another tool is refused.
    return name + type + (column.declaredType.isEmpty ? "" : " NOT NULL")
  }

  /// Makes the statements for the table's columns and the type's layout.
  func makeStatements() {
    sql = SQLiteTableStatements(table: table, columns: columns, written: encodedOrder ?? [])
    if lookup.names != columns { lookup = ColumnLookup(names: columns) }
    affinityChecks = description.map { Self.affinityChecks(encodedOrder ?? [], in: $0) } ?? []
  }

  /// For each of the columns `names`, the affinity of its column in `found` when SQLite may
  /// change some value on its way in (`nil`: it keeps every value).
  static func affinityChecks(_ names: [String], in found: TableDescription) -> [ColumnAffinity?] {
    names.map { name in
      guard let affinity = found.column(name)?.affinity, affinity != .blob else { return nil }
      return affinity
    }
  }

  /// The mismatch error for a table whose columns do not fit the type.
  static func mismatch(
    table: String, found: [String], expected: [String], missing: [String], extra: [String]
  ) -> SQLiteError {
    var details: [String] = []
    if !missing.isEmpty { details.append("missing \(missing.joined(separator: ", "))") }
    if !extra.isEmpty { details.append("not in the type: \(extra.joined(separator: ", "))") }
    return SQLiteError(
      code: SQLiteError.mismatchCode,
      message:
        "The table \(quoted(table)) has the columns \(found.joined(separator: ", ")) but \(Object.self) has \(expected.joined(separator: ", ")) (\(details.joined(separator: "; "))). \(schemaAdvice)"
    )
  }

  /// How to make a table fit a type, for the mismatch errors.
  static var schemaAdvice: String {
    "A new optional property gets its column by itself, a new non-optional one through newColumnDefaults; a column the type lacks needs a default value (DEFAULT), or to be renamed or dropped by a migrate closure"
  }

  /// Checks that the table has an `id` column that is its primary key.
  static func check(identifierIn found: TableDescription, table: String) throws(SQLiteError) {
    try check(hasID: found.names, table: table)
    guard found.column(identifierColumn)?.isPrimaryKey == true else {
      throw SQLiteError(
        code: SQLiteError.mismatchCode,
        message: "The column \"id\" of the table \(quoted(table)) is not its primary key")
    }
  }

  /// Checks that the columns include the identifier.
  static func check(hasID columns: [String], table: String) throws(SQLiteError) {
    guard !columns.contains(identifierColumn) else { return }
    throw SQLiteError(
      code: SQLiteError.mismatchCode,
      message:
        "\(Object.self) in table \(quoted(table)) has no column \"id\" (columns: \(columns.joined(separator: ", "))): the identifier must be the property id"
    )
  }

  /// Checks that `table` can name a table: not empty, no NUL character.
  static func check(tableName table: String) throws(SQLiteError) {
    guard table.isEmpty || table.unicodeScalars.contains("\0") else { return }
    throw SQLiteError(
      code: SQLiteError.errorCode,
      message: table.isEmpty
        ? "A table name cannot be empty"
        : "A table name cannot hold the character NUL (U+0000): \(table.debugDescription)")
  }

  /// The column values of the app's default values, by name.
  static func columnValues(_ defaults: [String: any Encodable]) throws(SQLiteError)
    -> [(name: String, value: SQLiteValue)]
  {
    var values: [(name: String, value: SQLiteValue)] = []
    for (name, value) in defaults.sorted(by: { $0.key < $1.key }) {
      do {
        values.append((name, try ColumnValueCoding.encode(value, codingPath: [])))
      } catch {
        throw SQLiteError(
          code: SQLiteError.mismatchCode,
          message:
            "The default value of the new column \(name) cannot be a column value: \(describeCodingError(error))"
        )
      }
    }
    return values
  }

  /// `value` as a SQL literal.
  static func literal(_ value: SQLiteValue) -> String {
    switch value {
    case .null: return "NULL"
    case let .integer(integer): return String(integer)
    case let .real(real):
      // Infinities have no literal of their own; 1e999 overflows to infinity.
      if real.isInfinite { return real < 0 ? "-1e999" : "1e999" }
      return "\(real)"
    case let .text(text):
      var literal = "'"
      for character in text {
        literal.append(character)
        if character == "'" { literal.append(character) }
      }
      return literal + "'"
    case let .blob(bytes):
      let digits = Array("0123456789ABCDEF")
      return "X'" + String(bytes.flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 15)]] }) + "'"
    }
  }
}
