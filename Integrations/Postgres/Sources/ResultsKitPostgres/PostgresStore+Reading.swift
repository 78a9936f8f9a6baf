import Logging
import PostgresNIO
import ResultsKitStore

extension PostgresStore {
  /// Reads every row of `table` and the snapshot it read them with (only the snapshot when
  /// the table does not exist).
  ///
  /// The snapshot and the rows are read in one repeatable-read transaction, so that the rows
  /// are exactly those the snapshot sees; the rows come by the primary key's index and are
  /// decoded while they arrive (``decodeFullRead(_:columns:table:)``).
  ///
  /// - Returns: The position and the objects, ordered by identifier.
  static func readAll(
    log: PostgresChangeLog, description: TableDescription?, table: String,
    on connection: PostgresConnection, logger: Logger
  ) async throws -> (position: String, objects: [Object]) {
    let snapshotQuery: PostgresQuery = "SELECT pg_current_snapshot()::text"
    guard let description else {
      return (try snapshot(in: try await run(snapshotQuery, on: connection, logger: logger)), [])
    }
    return try await rollingBack(
      "BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY", on: connection, logger: logger
    ) {
      let position = try snapshot(in: try await run(snapshotQuery, on: connection, logger: logger))
      let columns = description.readable
      let query = log.fullReadQuery(columns: columns)
      let rows = try await connection.answered { try await connection.query(query, logger: logger) }
      let objects = try await decodeFullRead(rows, columns: columns, table: table).objects
      _ = try await run("COMMIT", on: connection, logger: logger)
      return (position, objects)
    }
  }

  /// The snapshot in the first column of the first row.
  static func snapshot(in rows: [PostgresRow]) throws -> String {
    guard let first = rows.first else {
      throw PostgresStoreError.serverError(sqlState: "?", message: "no snapshot was returned")
    }
    return try first.makeRandomAccess()[0].decode(String.self)
  }

  /// The object in `cells`, whose values of `columns` start at `start`; `positions` is
  /// ``RowDecoder/positions(of:)`` of `columns`.
  nonisolated static func object(
    in cells: PostgresRandomAccessRow, from start: Int,
    columns: [(name: String, kind: ColumnKind)], positions: [String: Int], table: String
  ) throws(PostgresStoreError) -> Object {
    var values: [ColumnValue] = []
    values.reserveCapacity(columns.count)
    for (offset, column) in columns.enumerated() {
      values.append(try ColumnValue(cell: cells[start + offset], kind: column.kind))
    }
    return try RowDecoder.object(Object.self, from: values, positions: positions, table: table)
  }

  /// What was committed since ``position``, read in one statement, with the new position
  /// (not yet taken: the caller takes it once it applied the changes); `nil` when nothing
  /// was.
  func readChanges() async throws -> (changes: PersistedChanges<Object>?, position: String) {
    guard let description else {
      // No table yet: look whether someone made it since.
      let found = try TableDescription(
        rows: try await Self.run(TableDescription.query(table), on: connection, logger: logger))
      guard let found else {
        let (position, _) = try await Self.readAll(
          log: changeLog, description: nil, table: table, on: connection, logger: logger)
        return (nil, position)
      }
      try await Self.installLog(
        changeLog, for: found, table: table, on: connection, logger: logger)
      let described = try TableDescription(
        rows: try await Self.run(TableDescription.query(table), on: connection, logger: logger))
      self.description = described
      let (position, objects) = try await Self.readAll(
        log: changeLog, description: described, table: table, on: connection, logger: logger)
      return (.all(objects), position)
    }
    let columns = description.readable
    let rows = try await Self.run(
      changeLog.changesQuery(since: position, columns: columns), on: connection, logger: logger)
    let newPosition = try Self.snapshot(in: rows)
    if let first = rows.first, try first.makeRandomAccess()[1].decode(Bool.self) {
      // The log was pruned past this store's position: re-read everything.
      let (position, objects) = try await Self.readAll(
        log: changeLog, description: description, table: table, on: connection, logger: logger)
      return (.all(objects), position)
    }
    guard let idColumn = description.column(identifierColumn), let idKind = idColumn.kind else {
      throw PostgresStoreError.missingColumn(table: table, column: identifierColumn)
    }
    let positions = RowDecoder.positions(of: columns)
    var objects: [PersistedObject<Object>] = []
    for row in rows {
      let cells = row.makeRandomAccess()
      let idValue = try ColumnValue(cell: cells[2], kind: idKind)
      guard idValue != .null else { continue }
      let id: Object.ID
      do {
        id = try ColumnValueCoding.decode(Object.ID.self, from: idValue, codingPath: [])
      } catch {
        throw PostgresStoreError.undecodableRow(
          table: table, reason: "the identifier \(idValue.summary): \(RowDecoder.describe(error))")
      }
      let present = try cells[3].decode(Bool.self)
      let object =
        present
        ? try Self.object(in: cells, from: 4, columns: columns, positions: positions, table: table)
        : nil
      objects.append(PersistedObject(id: id, object: object))
    }
    return (objects.isEmpty ? nil : .objects(objects), newPosition)
  }

  /// Reads what others committed since the store last read and applies it to the store as
  /// one commit (what following does after each notification).
  ///
  /// Runs on the main actor; the read is awaited off it. Waits for a write or catch-up under
  /// way to end first.
  ///
  /// - Returns: Whether anything changed in memory.
  /// - Throws: ``PostgresStoreError`` when the read fails (the store and its position are
  ///   then unchanged), or `StoreError` when the server reports an identifier twice.
  @discardableResult
  public func catchUp() async throws -> Bool {
    await gate.enter()
    defer { gate.leave() }
    guard !isClosed else { throw PostgresStoreError.closed }
    let read: (changes: PersistedChanges<Object>?, position: String)
    do {
      try await connectIfClosed()
      read = try await readChanges()
    } catch {
      throw PostgresStoreError.from(error, configuration: configuration)
    }
    guard let changes = read.changes else {
      position = read.position
      await pruneIfDue()
      return false
    }
    persistence.pending = changes
    let changed = try store.refresh()
    position = read.position
    await pruneIfDue()
    return changed
  }
}
