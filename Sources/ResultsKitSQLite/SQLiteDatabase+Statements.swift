extension SQLiteDatabase {
  /// Runs one statement, prepared once and cached, with `bindings` for its `?` parameters,
  /// and returns its rows.
  ///
  /// - Complexity: O(rows × columns).
  @discardableResult
  func query(_ sql: String, _ bindings: [SQLiteValue] = []) throws(SQLiteError) -> [[SQLiteValue]] {
    var rows: [[SQLiteValue]] = []
    try forEachRow(sql, bindings) { rows.append($0) }
    return rows
  }

  /// Runs one statement (cached) with `bindings` and calls `body` with each row, as it is
  /// stepped (nothing is materialised); an error `body` throws ends the statement and is
  /// rethrown.
  ///
  /// The row array is reused: `body` may keep it (a copy is made then), but should not need to.
  func forEachRow(
    _ sql: String, _ bindings: [SQLiteValue], _ body: ([SQLiteValue]) throws(SQLiteError) -> Void
  ) throws(SQLiteError) {
    var row: [SQLiteValue] = []
    try forEachStatementRow(sql, bindings) { (current: StatementRow) throws(SQLiteError) in
      row.removeAll(keepingCapacity: true)
      for column in 0..<current.count { row.append(current.value(at: column)) }
      try body(row)
    }
  }

  /// Runs one statement (cached) with `bindings` and calls `body` with each row, read in
  /// place from the statement: the row is valid only during that call.
  func forEachStatementRow(
    _ sql: String, _ bindings: [SQLiteValue], _ body: (StatementRow) throws(SQLiteError) -> Void
  ) throws(SQLiteError) {
    let connection = try open(for: sql)
    let statement = try prepared(sql, connection)
    let library = library
    defer {
      _ = library.reset(statement)
      _ = library.clearBindings(statement)
    }
    for (index, value) in bindings.enumerated() {
      let code = bind(value, at: Int32(index + 1), in: statement)
      if code != 0 { throw failure("Cannot bind parameter \(index + 1) of `\(sql)`", connection) }
    }
    let row = StatementRow(
      statement: statement, library: library, count: Int(library.columnCount(statement)))
    while true {
      let code = library.step(statement)
      if code == 101 { return }  // SQLITE_DONE
      guard code == 100 else { throw failure("Cannot run `\(sql)`", connection) }
      try body(row)
    }
  }

  /// The cached prepared statement for `sql`, preparing it the first time.
  private func prepared(_ sql: String, _ connection: OpaquePointer) throws(SQLiteError)
    -> OpaquePointer
  {
    if let statement = statements[sql] { return statement }
    var statement: OpaquePointer?
    let library = library
    let code = sql.withCString { library.prepare(connection, $0, -1, &statement, nil) }
    guard code == 0, let statement else {
      throw failure("Cannot prepare `\(sql)`", connection)
    }
    statements[sql] = statement
    return statement
  }

  /// The connection's last error, after `what`.
  func failure(_ what: String, _ connection: OpaquePointer) -> SQLiteError {
    SQLiteError(
      code: library.extendedErrcode(connection),
      message: "\(what): \(library.message(connection))")
  }

  private func bind(_ value: SQLiteValue, at index: Int32, in statement: OpaquePointer) -> Int32 {
    let library = library
    switch value {
    case .null:
      return library.bindNull(statement, index)
    case let .integer(integer):
      return library.bindInt64(statement, index, integer)
    case let .real(real):
      return library.bindDouble(statement, index, real)
    case let .text(text):
      let count = Int32(clamping: text.utf8.count)
      return text.withCString {
        library.bindText(statement, index, $0, count, SQLiteLibrary.transient)
      }
    case let .blob(bytes):
      // An empty blob still needs a non-null pointer (a null one binds NULL).
      let storage = bytes.isEmpty ? [0] : bytes
      return storage.withUnsafeBytes {
        library.bindBlob(
          statement, index, $0.baseAddress, Int32(clamping: bytes.count), SQLiteLibrary.transient)
      }
    }
  }
}
