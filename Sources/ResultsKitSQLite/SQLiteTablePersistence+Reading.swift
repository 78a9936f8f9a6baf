import ResultsKitStore

extension SQLiteTablePersistence {
  /// Every row, decoded, in `rowid` order; reads the log position and data version in the
  /// same read transaction.
  func loadAll() throws(SQLiteError) -> [Object] {
    if !hasTable, try !adoptTable(expected: nil) {
      dataVersion = try currentDataVersion()
      seenLocalWrites = database.localWriteCount
      return []
    }
    let (objects, last, version) = try database.transaction("BEGIN") {
      () throws(SQLiteError) -> ([Object], Int64, Int64) in
      let version = try currentDataVersion()
      let last = try maxLogEntry()
      return (try decodeAll(), last, version)
    }
    position = last
    dataVersion = version
    seenLocalWrites = database.localWriteCount
    return objects
  }

  /// Every row of the table, decoded as it is stepped (no row is kept), in `rowid` order; to
  /// be called inside a read transaction.
  ///
  /// The array is reserved for the table's row count first (`count(*)` walks the table's pages
  /// without reading any column), so that it is not copied as it grows.
  func decodeAll() throws(SQLiteError) -> [Object] {
    var objects: [Object] = []
    if case let .integer(count)? = try database.query(sql.countAll).first?.first, count > 0 {
      objects.reserveCapacity(Int(clamping: count))
    }
    try database.forEachRow(sql.selectAll, []) { row throws(SQLiteError) in
      objects.append(try decode(row))
    }
    return objects
  }

  /// See ``changesByOthers()``.
  func readChanges() throws(SQLiteError) -> PersistedChanges<Object>? {
    let version = try currentDataVersion()
    let localWrites = database.localWriteCount
    if version == dataVersion && localWrites == seenLocalWrites { return nil }
    if !hasTable {
      // Another writer may have created the table since.
      guard try adoptTable(expected: nil) else {
        dataVersion = version
        seenLocalWrites = localWrites
        return nil
      }
      return .all(try loadAll())
    }
    let changes = try database.transaction("BEGIN") {
      () throws(SQLiteError) -> (PersistedChanges<Object>?, Int64) in
      let range = try database.query(sql.logRange)
      guard case let .integer(first)? = range.first?.first,
        case let .integer(last)? = range.first?.last
      else { return (nil, position) }
      if last == position { return (nil, last) }
      if last < position || first - 1 > position {
        // The entries after `position` were pruned (or the log was emptied): start over.
        return (.all(try decodeAll()), last)
      }
      let ids = try database.query(sql.changedIDs, [.integer(position)]).compactMap(\.first)
      let rows = try database.query(sql.changedRows, [.integer(position)])
      return (.objects(try changedObjects(ids: ids, rows: rows)), last)
    }
    position = changes.1
    dataVersion = version
    seenLocalWrites = localWrites
    return changes.0
  }

  /// The changed objects: the deleted identifiers (those without a row) in log order, then
  /// the rows in `rowid` order.
  private func changedObjects(
    ids: [SQLiteValue], rows: [[SQLiteValue]]
  ) throws(SQLiteError) -> [PersistedObject<Object>] {
    let idIndex = columnIndices[Self.idColumn] ?? 0
    let present = Set(rows.map { $0[idIndex] })
    var result: [PersistedObject<Object>] = []
    result.reserveCapacity(ids.count)
    for id in ids where !present.contains(id) {
      // An identifier that is not one of this type's cannot be in the store: skipped.
      if let decoded = decodeID(id) { result.append(PersistedObject(id: decoded, object: nil)) }
    }
    for row in rows {
      let object = try decode(row)
      result.append(PersistedObject(id: object.id, object: object))
    }
    return result
  }

  /// SQLite's `PRAGMA data_version`: changes when another connection commits.
  func currentDataVersion() throws(SQLiteError) -> Int64 {
    guard case let .integer(version)? = try database.query("PRAGMA data_version").first?.first
    else { return -1 }
    return version
  }

  /// The newest change-log entry (0 for none).
  func maxLogEntry() throws(SQLiteError) -> Int64 {
    guard case let .integer(last)? = try database.query(sql.maxLogEntry).first?.first else {
      return 0
    }
    return last
  }

  /// The object of `row` (columns in the table's order).
  func decode(_ row: [SQLiteValue]) throws(SQLiteError) -> Object {
    do {
      return try Object(from: RowDecoder(indices: columnIndices, values: row))
    } catch {
      let id = columnIndices[Self.idColumn].map { ColumnValueCoding.describe(row[$0]) } ?? "?"
      throw SQLiteError(
        code: SQLiteError.mismatchCode,
        message:
          "The row with id \(id) of the table \(quoted(table)) is not a \(Object.self): \(describeCodingError(error))"
      )
    }
  }

  /// The identifier kept as `value`, or `nil` when it is not one of `Object.ID`.
  func decodeID(_ value: SQLiteValue) -> Object.ID? {
    guard let type = Object.ID.self as? any Decodable.Type else { return nil }
    func open<T: Decodable>(_: T.Type) -> Object.ID? {
      (try? ColumnValueCoding.decode(T.self, from: value, codingPath: [])) as? Object.ID
    }
    return open(type)
  }
}

/// A coding error as a sentence: what was wrong and at which property.
func describeCodingError(_ error: any Error) -> String {
  let context: (String, [any CodingKey])?
  switch error {
  case let DecodingError.typeMismatch(_, c), let DecodingError.valueNotFound(_, c),
    let DecodingError.keyNotFound(_, c), let DecodingError.dataCorrupted(c):
    context = (c.debugDescription, c.codingPath)
  case let EncodingError.invalidValue(_, c):
    context = (c.debugDescription, c.codingPath)
  default:
    context = nil
  }
  guard let (reason, path) = context else { return String(describing: error) }
  if path.isEmpty { return reason }
  return "\(path.map(\.stringValue).joined(separator: ".")): \(reason)"
}
