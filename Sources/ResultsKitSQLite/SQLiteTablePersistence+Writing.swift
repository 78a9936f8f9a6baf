import ResultsKitStore

extension SQLiteTablePersistence {
  /// See ``write(_:)``.
  func writeCommit(_ commit: PersistedCommit<Object>) throws(SQLiteError) {
    if !commit.removesAll && commit.upserts.isEmpty && commit.deletions.isEmpty { return }
    if !hasTable { try adoptTable() }
    if !hasTable && commit.upserts.isEmpty {
      // Deleting from a table that does not exist changes nothing.
      return
    }
    // Everything that can fail without SQLite is done before the transaction begins.
    let rows = try rows(of: commit.upserts)
    var deletions: [SQLiteValue] = []
    deletions.reserveCapacity(commit.deletions.count)
    for id in commit.deletions { deletions.append(try value(ofID: id)) }
    let limit = Int64(max(1, changeLogLimit))
    let identifierIndex = identifierIndex
    var removed: [(canonical: String, bytes: [UInt8])] = []
    var installed: String?
    var changedUnder = false
    let (before, after) = try database.transaction("BEGIN IMMEDIATE") {
      () throws(SQLiteError) -> (Int64, Int64) in
      var statements = sql
      if try currentSchemaVersion() != schemaVersion {
        // The table was changed (or made again, or dropped) since it was last read: this
        // transaction writes to it as it is now, and the store reads it again afterwards.
        changedUnder = true
        (statements, installed) = try writableTable(for: rows, objects: commit.upserts)
      } else {
        // Checked here, against the columns as they are: the table cannot change meanwhile.
        try checkAffinities(of: rows, affinityChecks, objects: commit.upserts)
        installed = try installTriggersIfNeeded()
      }
      let before = try maxLogEntry()
      if commit.removesAll { try database.query(statements.deleteAll) }
      // Other spellings written while nothing was logged (the table made again, its triggers
      // missing) are found by reading the table's identifiers; otherwise the log tells.
      let logged = !changedUnder && !needsReload && installed == nil
      removed = try spellingsToRemove(
        of: deletions + rows.map { $0[identifierIndex] },
        since: !logged ? nil : before == position ? before : position)
      for (_, bytes) in removed {
        try database.query(statements.deleteOne, [.text(String(decoding: bytes, as: UTF8.self))])
      }
      for id in deletions { try database.query(statements.deleteOne, [id]) }
      try upsert(rows, with: statements)
      let after = try maxLogEntry()
      if after - limit > 0 { try database.query(statements.prune, [.integer(after - limit)]) }
      return (before, after)
    }
    // Committed: nothing below may throw, or the store would not apply what the file holds.
    database.localWriteCount &+= 1
    adopt(generation: installed)
    if changedUnder {
      _ = try? adoptTable()
      needsReload = true
      return
    }
    if commit.removesAll { spellings = [:] }
    for (canonical, bytes) in removed {
      spellings[canonical]?.removeAll { $0 == bytes }
      if spellings[canonical]?.isEmpty == true { spellings[canonical] = nil }
    }
    if before == position {
      // Nobody wrote between the last read and this commit: its own entries are skipped.
      position = after
      seenLocalWrites = database.localWriteCount
    }
  }

  /// Writes `rows` with `statements`' upsert, ``SQLiteTableStatements/batchSize`` rows per
  /// statement; inside the caller's write transaction.
  func upsert(_ rows: [[SQLiteValue]], with statements: SQLiteTableStatements)
    throws(SQLiteError)
  {
    var start = 0
    var bindings: [SQLiteValue] = []
    while start < rows.count {
      let count = min(statements.batchSize, rows.count - start)
      bindings.removeAll(keepingCapacity: true)
      for row in rows[start..<start + count] { bindings += row }
      try database.query(statements.upsert(rows: count), bindings)
      start += count
    }
  }

  /// Inside a write transaction, the table as it is now, made ready to take `rows` (of
  /// `objects`): made again from the type's layout when it is gone, its missing optional
  /// columns added, its triggers installed when they are not this module's; nothing of the
  /// persistence's state changes (the transaction may yet fail).
  ///
  /// - Returns: The statements for the table as it is, and the generation of triggers
  ///   installed (`nil`: none).
  /// - Throws: `SQLiteError` when the table cannot take the rows (no `id` primary key, a
  ///   column without a default the type lacks, a value SQLite would change).
  func writableTable(for rows: [[SQLiteValue]], objects: [Object]) throws(SQLiteError)
    -> (SQLiteTableStatements, String?)
  {
    let layout = layout ?? []
    var found = try TableDescription.read(table, in: database)
    if let existing = found {
      try Self.check(identifierIn: existing, table: table)
      let (added, unfit) = columns(for: layout, in: existing)
      if let unfit { throw unfit }
      for column in added {
        try database.execute(
          "ALTER TABLE \(quoted(table)) ADD COLUMN \(Self.definition(of: column))")
      }
      if !added.isEmpty { found = try TableDescription.read(table, in: database) }
    } else {
      let definitions = layout.map { Self.definition(of: $0) }.joined(separator: ", ")
      try database.execute("CREATE TABLE \(quoted(table)) (\(definitions))")
      found = try TableDescription.read(table, in: database)
    }
    guard let found else {
      throw SQLiteError(
        code: SQLiteError.errorCode, message: "The table \(quoted(table)) could not be made")
    }
    let installed = try installedGeneration(for: found) == nil ? installTriggers(for: found) : nil
    try checkAffinities(
      of: rows, Self.affinityChecks(encodedOrder ?? [], in: found), objects: objects)
    return (
      SQLiteTableStatements(table: table, columns: found.names, written: encodedOrder ?? []),
      installed
    )
  }

  /// Checks that SQLite keeps every value of `rows` as written in columns of the affinities
  /// `checks` (`nil`: any value is kept).
  ///
  /// - Throws: `SQLiteError` naming the object, the property, the value and what SQLite would
  ///   do to it.
  func checkAffinities(
    of rows: [[SQLiteValue]], _ checks: [ColumnAffinity?], objects: [Object]
  ) throws(SQLiteError) {
    let checked = checks.indices.filter { checks[$0] != nil }
    guard !checked.isEmpty else { return }
    for position in rows.indices {
      for index in checked where index < rows[position].count {
        let value = rows[position][index]
        guard let affinity = checks[index], affinity.mayChange(value),
          let change = affinity.change(of: value)
        else { continue }
        let object = objects[position]
        let row = rows[position]
        let name = encodedOrder?[index] ?? "?"
        throw SQLiteError(
          code: SQLiteError.mismatchCode,
          message:
            "The object with id \(object.id) cannot be a row of the table \(quoted(table)): its \(name), \(ColumnValueCoding.describe(row[index])), would not read back as written: \(change) (the column is declared \(description?.column(name)?.declaredType.debugDescription ?? "\"\""))"
        )
      }
    }
  }

  /// The rows of `objects`, all in the order of one layout: when an object changes the layout
  /// (it is the first, or it encodes new columns), the rows before it are made again.
  func rows(of objects: [Object]) throws(SQLiteError) -> [[SQLiteValue]] {
    var rows: [[SQLiteValue]] = []
    rows.reserveCapacity(objects.count)
    for object in objects {
      let order = encodedOrder
      rows.append(try row(of: object))
      if encodedOrder != order, rows.count > 1 { return try self.rows(ofSettled: objects) }
    }
    return rows
  }

  /// The rows of `objects`, whose layout is settled: one that changes it again is an error.
  private func rows(ofSettled objects: [Object]) throws(SQLiteError) -> [[SQLiteValue]] {
    let order = encodedOrder
    var rows: [[SQLiteValue]] = []
    rows.reserveCapacity(objects.count)
    for object in objects {
      rows.append(try row(of: object))
      guard encodedOrder == order else {
        throw SQLiteError(
          code: SQLiteError.mismatchCode,
          message:
            "The object with id \(object.id) cannot be a row of the table \(quoted(table)): \(Object.self) encodes its columns differently from one object to the next"
        )
      }
    }
    return rows
  }

  /// The row of `object`: its values in the order of ``encodedOrder``, the identifier in its
  /// canonical spelling.
  ///
  /// The first object (or one that encodes other columns) sets the layout: the table is
  /// created from it, or its new optional columns are added.
  ///
  /// - Throws: `SQLiteError` when the object does not encode as a row of the table's
  ///   columns, or holds a value SQLite would not give back as written.
  func row(of object: Object) throws(SQLiteError) -> [SQLiteValue] {
    var values = layoutFits ? try encode(object, named: encodedOrder ?? []) : nil
    if values == nil {
      try adopt(layout: try encodeLayout(object), writing: true)
      values = try encode(object, named: encodedOrder ?? [])
    }
    guard var row = values else {
      throw SQLiteError(
        code: SQLiteError.mismatchCode,
        message:
          "The object with id \(object.id) cannot be a row of the table \(quoted(table)): \(Object.self) encodes its columns differently from one object to the next"
      )
    }
    row[identifierIndex] = Self.canonical(row[identifierIndex])
    return row
  }

  /// The values of `object`'s columns `names`, in that order, or `nil` when it encodes others.
  func encode(_ object: Object, named names: [String]) throws(SQLiteError) -> [SQLiteValue]? {
    do {
      return try RowEncoder.values(of: object, named: names)
    } catch {
      throw encodingFailure(object, error)
    }
  }

  /// The layout of `object`'s columns.
  func encodeLayout(_ object: Object) throws(SQLiteError) -> [ColumnLayout] {
    do {
      return try RowEncoder.layout(of: object).layout
    } catch {
      throw encodingFailure(object, error)
    }
  }

  private func encodingFailure(_ object: Object, _ error: any Error) -> SQLiteError {
    SQLiteError(
      code: SQLiteError.mismatchCode,
      message:
        "The object with id \(object.id) cannot be a row of the table \(quoted(table)): \(describeCodingError(error))"
    )
  }

  /// The column value of the identifier `id`, in its canonical spelling.
  func value(ofID id: Object.ID) throws(SQLiteError) -> SQLiteValue {
    guard let encodable = id as? any Encodable else {
      throw SQLiteError(
        code: SQLiteError.mismatchCode,
        message: "The identifier type \(Object.ID.self) is not Encodable")
    }
    do {
      return Self.canonical(try ColumnValueCoding.encode(encodable, codingPath: []))
    } catch {
      throw SQLiteError(
        code: SQLiteError.mismatchCode,
        message: "The identifier \(id) cannot be a column value: \(describeCodingError(error))")
    }
  }
}
