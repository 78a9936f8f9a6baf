import PostgresNIO
import ResultsKitStore

extension PostgresStore {
  /// Runs `body` as one transaction of the store, writes its net effect to the server as one
  /// SQL transaction, and once the server has committed it, applies it to the store as one
  /// commit (delivered to the store's results controllers as one batch).
  ///
  ///     try await store.perform { transaction in
  ///         try transaction.update("a1") { $0.platform = "4" }
  ///     }
  ///
  /// The body runs on the main actor against the store's objects as they are when this write's
  /// turn comes (writes and catch-ups run one at a time, in the order they were asked for);
  /// the SQL is awaited off the main actor. A transaction with no net effect sends nothing.
  /// The first write to a table that does not exist creates it from the first object written:
  /// one column per stored property, `NOT NULL` unless optional, the `id` the primary key.
  ///
  /// A connection lost around `COMMIT` does not leave the outcome open: the store connects
  /// again and asks the server whether the transaction committed (`pg_xact_status` of its id,
  /// taken inside it, confirmed by the write's rows in the change log under that id, since a
  /// crashed server hands lost ids out again); if it did, this returns as if the answer had
  /// come.
  ///
  /// - Parameter body: Reads and writes through the transaction; its result is returned.
  /// - Returns: What `body` returned.
  /// - Throws: What `body` throws (writes throw `StoreError`); ``PostgresStoreError`` when the
  ///   server refuses the transaction (a constraint violated, say: ``PostgresStoreError/serverError(sqlState:message:)``),
  ///   the connection is lost before the transaction committed, the table does not fit the
  ///   objects, or the store was closed: nothing was written then.
  ///   ``PostgresStoreError/commitOutcomeUnknown(transaction:reason:)`` when the answer to
  ///   `COMMIT` was lost and the server could not be asked: the write may have been kept, and
  ///   the next catch-up brings memory level with the table. Whenever it throws, nothing
  ///   changed in memory.
  @discardableResult
  public func perform<R>(_ body: (inout StoreTransaction<Object>) throws -> R) async throws -> R {
    await gate.enter()
    defer { gate.leave() }
    guard !isClosed else { throw PostgresStoreError.closed }
    let (result, prepared) = try store.prepareCommit(body)
    guard let commit = prepared else { return result }
    do {
      try await connectIfClosed()
      if let first = commit.upserts.first { try await fitTable(to: first) }
      if let description {
        let (statements, evidence) = try statements(for: commit, description: description)
        try await runWrite(statements, evidence: evidence)
      }
    } catch {
      throw PostgresStoreError.from(error, configuration: configuration)
    }
    // Committed on the server: now in memory, as one commit.
    persistence.pending =
      commit.removesAll
      ? .all(commit.upserts)
      : .objects(
        commit.upserts.map { PersistedObject(id: $0.id, object: $0) }
          + commit.deletions.map { PersistedObject(id: $0, object: nil) })
    try store.refresh()
    await pruneIfDue()
    return result
  }

  /// Makes the table fit objects like `object`: creates it (with its log) when it does not
  /// exist; otherwise, the first time or when the object has other properties than the last
  /// one checked, checks its columns and adds the optional ones it lacks.
  ///
  /// - Throws: ``PostgresStoreError`` naming a column that does not fit; nothing is written.
  func fitTable(to object: Object) async throws {
    let layout = try RowEncoder.columns(of: object)
    let names = layout.map(\.name)
    if description != nil, checkedLayout == names { return }
    guard let described = description else {
      try await createTable(layout)
      checkedLayout = names
      return
    }
    let missing = try described.check(layout, table: table)
    if !missing.isEmpty {
      let statements = missing.map { column in
        PostgresQuery(
          unsafeSQL: """
            ALTER TABLE \(quoted(table)) ADD COLUMN IF NOT EXISTS \(quoted(column.name)) \
            \((column.kind ?? .jsonb).sqlName)
            """)
      }
      try await Self.runTransaction(statements, on: connection, logger: logger)
      description = try await describeTable()
    }
    checkedLayout = names
  }

  /// Creates the table for objects of `layout` (when nobody made it meanwhile), its log and
  /// triggers, and describes it.
  private func createTable(_ layout: [EncodedColumn]) async throws {
    guard layout.contains(where: { $0.name == identifierColumn }) else {
      throw PostgresStoreError.unencodableObject(reason: "the object encodes no property id")
    }
    let definitions = layout.map { column in
      var definition = "\(quoted(column.name)) \((column.kind ?? .jsonb).sqlName)"
      if column.name == identifierColumn {
        definition += " PRIMARY KEY"
      } else if !column.isOptional {
        definition += " NOT NULL"
      }
      return definition
    }
    let create = PostgresQuery(
      unsafeSQL:
        "CREATE TABLE IF NOT EXISTS \(quoted(table)) (\(definitions.joined(separator: ", ")))")
    let idType = (layout.first { $0.name == identifierColumn }?.kind ?? .jsonb).sqlName
    // The setup's first statement takes the table's lock: the table is made under it too.
    var statements = changeLog.setupStatements(idType: idType).map { PostgresQuery(unsafeSQL: $0) }
    statements.insert(create, at: 1)
    try await Self.runTransaction(statements, on: connection, logger: logger)
    guard let described = try await describeTable() else {
      throw PostgresStoreError.serverError(sqlState: "?", message: "the table was not created")
    }
    // Made by someone else meanwhile: check it like any existing table.
    _ = try described.check(layout, table: table)
    description = described
  }

  /// The table's description, or `nil` when it does not exist.
  func describeTable() async throws -> TableDescription? {
    try TableDescription(
      rows: try await Self.run(TableDescription.query(table), on: connection, logger: logger))
  }

  /// The statements of `commit` for the table `description`, and the evidence they leave.
  private func statements(
    for commit: PersistedCommit<Object>, description: TableDescription
  ) throws -> ([PostgresQuery], WriteEvidence) {
    let kinds = description.kinds
    var columns: [(name: String, kind: ColumnKind)] = []
    var rows: [[ColumnValue]] = []
    rows.reserveCapacity(commit.upserts.count)
    for object in commit.upserts {
      let encoded = try RowEncoder.columns(of: object, targets: kinds)
      if columns.isEmpty {
        columns = try encoded.map { column in
          guard let kind = kinds[column.name] else {
            throw PostgresStoreError.missingColumn(table: table, column: column.name)
          }
          return (column.name, kind)
        }
      } else if encoded.map(\.name) != columns.map(\.name) {
        throw PostgresStoreError.unencodableObject(
          reason: "an object encodes other properties than the first of its commit")
      }
      rows.append(encoded.map(\.value))
    }
    guard let idKind = kinds[identifierColumn] else {
      throw PostgresStoreError.missingColumn(table: table, column: identifierColumn)
    }
    let deletions = try commit.deletions.map { id in
      try ColumnValueCoding.encode(id, name: identifierColumn, target: idKind)
    }
    let statements = WriteStatements.make(
      table: table, columns: columns, rows: rows, deletions: deletions, idKind: idKind,
      removesAll: commit.removesAll)
    // Only the sampled identifiers are read (a lazy view of the rows); rows without one
    // (refused by the server before `COMMIT`) leave no evidence to check.
    let evidence: WriteEvidence
    if let position = columns.firstIndex(where: { $0.name == identifierColumn }) {
      evidence = WriteEvidence(
        upserted: rows.lazy.map { $0[position] }, deleted: deletions,
        removesAll: commit.removesAll, idKind: idKind)
    } else {
      evidence = WriteEvidence(
        upserted: [], deleted: deletions, removesAll: commit.removesAll, idKind: idKind)
    }
    return (statements, evidence)
  }
}
