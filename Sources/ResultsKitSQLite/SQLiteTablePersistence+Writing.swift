import ResultsKitStore

extension SQLiteTablePersistence {
  /// See ``write(_:)``.
  func writeCommit(_ commit: PersistedCommit<Object>) throws(SQLiteError) {
    if !commit.removesAll && commit.upserts.isEmpty && commit.deletions.isEmpty { return }
    if !hasTable, try !adoptTable(expected: nil) {
      // Deleting from a table that does not exist changes nothing.
      guard let first = commit.upserts.first else { return }
      try createTable(from: try encode(first))
    }
    // Everything that can fail without SQLite is done before the transaction begins.
    var rows: [[SQLiteValue]] = []
    rows.reserveCapacity(commit.upserts.count)
    for object in commit.upserts { rows.append(try row(of: object)) }
    var deletions: [SQLiteValue] = []
    deletions.reserveCapacity(commit.deletions.count)
    for id in commit.deletions { deletions.append(try value(ofID: id)) }
    let limit = Int64(max(1, changeLogLimit))
    let (before, after) = try database.transaction("BEGIN IMMEDIATE") {
      () throws(SQLiteError) -> (Int64, Int64) in
      let before = try maxLogEntry()
      if commit.removesAll { try database.query(sql.deleteAll) }
      for id in deletions { try database.query(sql.deleteOne, [id]) }
      for row in rows { try database.query(sql.upsert, row) }
      let after = try maxLogEntry()
      if after - limit > 0 { try database.query(sql.prune, [.integer(after - limit)]) }
      return (before, after)
    }
    database.localWriteCount &+= 1
    if before == position {
      // Nobody wrote between the last read and this commit: its own entries are skipped.
      position = after
      seenLocalWrites = database.localWriteCount
    }
  }

  /// The row of `object`, its values in the table's column order.
  func row(of object: Object) throws(SQLiteError) -> [SQLiteValue] {
    let encoded = try encode(object)
    let names = encoded.map(\.name)
    if names != encodedOrder {
      try Self.check(columns: columns, match: names, table: table)
      guard Set(names).count == names.count else {
        throw SQLiteError(
          code: SQLiteError.mismatchCode,
          message: "\(Object.self) encodes a column twice: \(names.joined(separator: ", "))")
      }
      encodedOrder = names
    }
    var row = Array(repeating: SQLiteValue.null, count: columns.count)
    for (name, value) in encoded {
      if let index = columnIndices[name] { row[index] = value }
    }
    return row
  }

  /// The columns of `object`, as it encodes them.
  func encode(_ object: Object) throws(SQLiteError) -> [(name: String, value: SQLiteValue)] {
    do {
      return try RowEncoder.row(of: object)
    } catch {
      throw SQLiteError(
        code: SQLiteError.mismatchCode,
        message:
          "The object with id \(object.id) cannot be a row of the table \(quoted(table)): \(describeCodingError(error))"
      )
    }
  }

  /// The column value of the identifier `id`.
  func value(ofID id: Object.ID) throws(SQLiteError) -> SQLiteValue {
    guard let encodable = id as? any Encodable else {
      throw SQLiteError(
        code: SQLiteError.mismatchCode,
        message: "The identifier type \(Object.ID.self) is not Encodable")
    }
    do {
      return try ColumnValueCoding.encode(encodable, codingPath: [])
    } catch {
      throw SQLiteError(
        code: SQLiteError.mismatchCode,
        message: "The identifier \(id) cannot be a column value: \(describeCodingError(error))")
    }
  }
}
