import PostgresNIO

/// The SQL of one commit: the statements that delete and upsert its rows, as one statement
/// when it fits (a data-modifying `WITH`), or as several to run in one transaction.
enum WriteStatements {
  /// PostgreSQL's limit on a statement's parameters.
  static let maximumBindings = Int(UInt16.max)

  /// The statements that write a commit to `table`.
  ///
  /// - Parameters:
  ///   - table: The table.
  ///   - columns: The upserted rows' columns, in the rows' order (the identifier among them).
  ///   - rows: The upserted rows' values.
  ///   - deletions: The deleted identifiers' values, for a column of kind `idKind`.
  ///   - removesAll: Whether every row goes first.
  /// - Returns: The statements, in order: one means it is its own transaction.
  static func make(
    table: String, columns: [(name: String, kind: ColumnKind)], rows: [[ColumnValue]],
    deletions: [ColumnValue], idKind: ColumnKind, removesAll: Bool
  ) -> [PostgresQuery] {
    let rowsPerStatement = max(1, maximumBindings / max(1, columns.count))
    let fitsOne =
      deletions.count + rows.count * columns.count <= maximumBindings
      && !(removesAll && !rows.isEmpty)
    if fitsOne {
      if removesAll { return [PostgresQuery(unsafeSQL: "DELETE FROM \(quoted(table))")] }
      var bindings = PostgresBindings(capacity: deletions.count + rows.count * columns.count)
      let delete = deletions.isEmpty ? nil : deleteSQL(table, deletions, idKind, &bindings)
      guard !rows.isEmpty else {
        return delete.map { [PostgresQuery(unsafeSQL: $0, binds: bindings)] } ?? []
      }
      let upsert = upsertSQL(table, columns, rows[...], &bindings)
      let sql = delete.map { "WITH removed AS (\($0))\n" + upsert } ?? upsert
      return [PostgresQuery(unsafeSQL: sql, binds: bindings)]
    }
    var statements: [PostgresQuery] = []
    if removesAll { statements.append(PostgresQuery(unsafeSQL: "DELETE FROM \(quoted(table))")) }
    var start = 0
    while start < deletions.count {
      let end = min(deletions.count, start + maximumBindings)
      var bindings = PostgresBindings(capacity: end - start)
      let sql = deleteSQL(table, deletions[start..<end], idKind, &bindings)
      statements.append(PostgresQuery(unsafeSQL: sql, binds: bindings))
      start = end
    }
    start = 0
    while start < rows.count {
      let end = min(rows.count, start + rowsPerStatement)
      var bindings = PostgresBindings(capacity: (end - start) * columns.count)
      let sql = upsertSQL(table, columns, rows[start..<end], &bindings)
      statements.append(PostgresQuery(unsafeSQL: sql, binds: bindings))
      start = end
    }
    return statements
  }

  /// `DELETE … WHERE id IN (…)` of `ids`, bound after what `bindings` holds.
  private static func deleteSQL(
    _ table: String, _ ids: some Collection<ColumnValue>, _ idKind: ColumnKind,
    _ bindings: inout PostgresBindings
  ) -> String {
    var placeholders: [String] = []
    placeholders.reserveCapacity(ids.count)
    for id in ids {
      id.bind(to: &bindings)
      placeholders.append("$\(bindings.count)::\(idKind.sqlName)")
    }
    return
      "DELETE FROM \(quoted(table)) WHERE \(quoted(identifierColumn)) IN (\(placeholders.joined(separator: ",")))"
  }

  /// `INSERT … ON CONFLICT (id) DO UPDATE` of `rows`, bound after what `bindings` holds.
  private static func upsertSQL(
    _ table: String, _ columns: [(name: String, kind: ColumnKind)],
    _ rows: ArraySlice<[ColumnValue]>,
    _ bindings: inout PostgresBindings
  ) -> String {
    var tuples: [String] = []
    tuples.reserveCapacity(rows.count)
    for row in rows {
      var placeholders: [String] = []
      placeholders.reserveCapacity(columns.count)
      for (value, column) in zip(row, columns) {
        value.bind(to: &bindings)
        placeholders.append("$\(bindings.count)::\(column.kind.sqlName)")
      }
      tuples.append("(" + placeholders.joined(separator: ",") + ")")
    }
    let names = columns.map { quoted($0.name) }.joined(separator: ", ")
    let updates = columns.filter { $0.name != identifierColumn }
      .map { "\(quoted($0.name)) = EXCLUDED.\(quoted($0.name))" }
    let conflict =
      updates.isEmpty ? "DO NOTHING" : "DO UPDATE SET " + updates.joined(separator: ", ")
    return """
      INSERT INTO \(quoted(table)) (\(names)) VALUES \(tuples.joined(separator: ","))
      ON CONFLICT (\(quoted(identifierColumn))) \(conflict)
      """
  }
}
