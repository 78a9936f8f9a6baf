extension SQLiteDatabase {
  /// Runs `body` between `begin` (`BEGIN` or `BEGIN IMMEDIATE`) and `COMMIT`; when `body` or
  /// the commit fails, rolls back and rethrows.
  func transaction<Result>(
    _ begin: String, _ body: () throws(SQLiteError) -> Result
  ) throws(SQLiteError) -> Result {
    var result: Result?
    try asSQLiteError { result = try transaction(begin, throwingAny: body) }
    // Set whenever the transaction committed.
    guard let result else {
      throw SQLiteError(code: SQLiteError.errorCode, message: "The transaction gave no result")
    }
    return result
  }

  /// Runs `body` between `begin` and `COMMIT` as ``transaction(_:_:)`` does, for a body that
  /// throws any error (rethrown as it is, after the rollback).
  func transaction<Result>(_ begin: String, throwingAny body: () throws -> Result) throws
    -> Result
  {
    try query(begin)
    do {
      let result = try body()
      try query("COMMIT")
      return result
    } catch {
      if isInTransaction { _ = try? query("ROLLBACK") }
      throw error
    }
  }

  /// Runs the statements `sql` in one `BEGIN IMMEDIATE … COMMIT` transaction, rolled back
  /// when one fails.
  ///
  /// When `BEGIN` itself fails (say, inside a transaction the caller opened with
  /// ``execute(_:)``), nothing is rolled back: that transaction is not this one's.
  func executeInTransaction(_ sql: String) throws(SQLiteError) {
    try execute("BEGIN IMMEDIATE")
    do {
      try execute(sql + "; COMMIT;")
    } catch {
      if isInTransaction { try? execute("ROLLBACK") }
      throw error
    }
  }
}
