import ResultsKitStore

extension ObjectStore where Object: Codable {
  /// Creates a store kept in the table `table` of `database`, loading the objects already in
  /// it (in the order they were first inserted); the first write creates the table when it
  /// does not exist.
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
  /// - Throws: `SQLiteError`: the table's columns do not fit the type, a row does not decode,
  ///   the database is closed.
  /// - Complexity: O(n) in the number of rows.
  @inlinable
  public convenience init(database: SQLiteDatabase, table: String) throws {
    try self.init(persistence: SQLiteTablePersistence<Object>(database: database, table: table))
  }

  /// Creates a store kept in the table `table` of `database`, first changing an existing table
  /// as this version of the type needs: see
  /// ``SQLiteTablePersistence/init(database:table:newColumnDefaults:migrate:)``.
  ///
  ///     // Version 2 added `estimate: Int`; rows of version 1 get 0.
  ///     let store = try ObjectStore<Task>(
  ///         database: database, table: "tasks", newColumnDefaults: ["estimate": 0])
  ///
  /// - Parameters:
  ///   - database: An open database; the store uses it from the same isolation domain.
  ///   - table: The table's name.
  ///   - newColumnDefaults: For each new non-optional property, by column name, the value the
  ///     existing rows get (and the rows of apps still on the old version).
  ///   - migrate: Called with the database and the table's columns, in one transaction, when
  ///     the table exists, before anything else: renames, drops or rebuilds what the type no
  ///     longer fits.
  /// - Throws: What ``init(database:table:)`` throws, and what `migrate` throws.
  /// - Complexity: O(n) in the number of rows, plus the migration.
  @inlinable
  public convenience init(
    database: SQLiteDatabase, table: String, newColumnDefaults: [String: any Encodable] = [:],
    migrate: ((_ database: SQLiteDatabase, _ columns: [String]) throws -> Void)? = nil
  ) throws {
    try self.init(
      persistence: SQLiteTablePersistence<Object>(
        database: database, table: table, newColumnDefaults: newColumnDefaults, migrate: migrate))
  }
}
