import ResultsKitStore

extension ObjectStore where Object: Codable {
  /// Creates a store kept in the table `table` of `database`, loading the objects already in
  /// it (in the order they were first inserted), creating the table when it does not exist.
  ///
  ///     let database = try SQLiteDatabase(path: "board.sqlite")
  ///     let store = try ObjectStore<Train>(database: database, table: "trains")
  ///
  /// Every commit of the store is then one SQLite transaction, written durably before anyone
  /// is told of it; `refresh()` applies what other connections and processes wrote. See
  /// ``SQLiteTablePersistence`` for the table's layout, its change log and the errors.
  ///
  /// - Parameters:
  ///   - database: An open database; the store uses it from the same isolation domain.
  ///   - table: The table's name.
  /// - Throws: `SQLiteError`: the table's columns are not the type's, a row does not decode,
  ///   the database is closed or the table cannot be created.
  /// - Complexity: O(n) in the number of rows.
  public convenience init(database: SQLiteDatabase, table: String) throws {
    try self.init(persistence: SQLiteTablePersistence<Object>(database: database, table: table))
  }
}
