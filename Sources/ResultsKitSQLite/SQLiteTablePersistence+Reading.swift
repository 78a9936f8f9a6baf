import ResultsKitStore

extension SQLiteTablePersistence {
  /// Every row, decoded, in `rowid` order.
  ///
  /// Rows whose identifiers Swift calls equal are one object, the later row's. Reads the log
  /// position and data version in the same read transaction. The first object read teaches
  /// the type's layout (adding its optional columns the table lacks).
  func loadAll() throws(SQLiteError) -> [Object] {
    var objects: [Object] = []
    try asSQLiteError { try streamAll({ objects.reserveCapacity($0) }) { objects.append($0) } }
    return identifiersMayRepeat ? Self.keepingLastOfEachID(objects) : objects
  }

  /// Hands every row, decoded, to `body` in `rowid` order, after telling `reserve` the number
  /// of rows; reads the log position and data version in the same read transaction, installing
  /// the triggers first when they are to be (so that nothing is made if a row does not decode).
  func streamAll(_ reserve: (Int) -> Void, _ body: (Object) throws -> Void) throws {
    if !hasTable, try adoptTable() == .missing {
      dataVersion = try currentDataVersion()
      seenLocalWrites = database.localWriteCount
      reserve(0)
      return
    }
    var installs = needsTriggers
    var first: Object?
    var installed: String?
    func read() throws -> (Int64, Int64) {
      if installs { installed = try installTriggersIfNeeded() }
      let version = try currentDataVersion()
      let last = try maxLogEntry()
      var count = 0
      try decodeAll(reserve) { object in
        // The first object teaches the layout (an integer test: cheaper than a generic nil test).
        if count == 0 && layout == nil { first = object }
        count += 1
        try body(object)
      }
      return (last, version)
    }
    let last: Int64
    let version: Int64
    do {
      (last, version) = try database.transaction(
        installs ? "BEGIN IMMEDIATE" : "BEGIN", throwingAny: read)
    } catch let error as SQLiteError where installs && error.primaryCode == SQLiteError.readOnlyCode
    {
      // A read-only connection cannot install them: it reads, and follows what the log has.
      installs = false
      needsTriggers = false
      (last, version) = try database.transaction("BEGIN", throwingAny: read)
    }
    if installs { database.localWriteCount &+= 1 }
    adopt(generation: installed)
    position = last
    dataVersion = version
    seenLocalWrites = database.localWriteCount
    needsReload = false
    if layout == nil, let first { learnLayout(from: first) }
  }

  /// Learns the type's layout by encoding `object`.
  ///
  /// Adds the optional columns the table lacks, at best: when that fails (a read-only
  /// connection, a lock held by another writer), the first write learns it again, and says why
  /// if it still cannot.
  func learnLayout(from object: Object) {
    guard let learned = try? encodeLayout(object) else { return }
    try? adopt(layout: learned, writing: false)
  }

  /// Every row of the table, decoded as it is stepped (no row is kept), handed to `body` in
  /// `rowid` order, after telling `reserve` the table's row count (`count(*)` walks the table's
  /// pages without reading any column); to be called inside a read transaction.
  ///
  /// Notes the identifiers not in their canonical spelling in ``spellings``, and in
  /// ``identifiersMayRepeat`` whether two rows may hold identifiers Swift calls equal.
  func decodeAll(_ reserve: (Int) -> Void, _ body: (Object) throws -> Void) throws {
    if case let .integer(count)? = try database.query(sql.countAll).first?.first {
      reserve(Int(clamping: count))
    }
    let idIndex = columnIndices[identifierColumn] ?? 0
    var kinds = IdentifierKinds()
    spellings = [:]
    var source: RowSource?
    var failure: (any Error)?
    do {
      try database.forEachStatementRow(sql.selectAll, []) { row throws(SQLiteError) in
        // One source for every row: the statement is stepped under it.
        let current = source ?? RowSource(values: row, lookup: lookup)
        source = current
        if kinds.note(row, idIndex) { noteSpelling(row.value(at: idIndex)) }
        do {
          try body(try decode(current))
        } catch let error as SQLiteError {
          throw error
        } catch {
          // The caller's own error: stop stepping, and rethrow it once the statement is reset.
          failure = error
          throw SQLiteError(code: SQLiteError.errorCode, message: "stopped by the caller")
        }
      }
    } catch {
      throw failure ?? error
    }
    identifiersMayRepeat = kinds.mayRepeat
  }

  /// Every row of the table, decoded, in `rowid` order; to be called inside a read transaction.
  func decodeAll() throws(SQLiteError) -> [Object] {
    var objects: [Object] = []
    try asSQLiteError { try decodeAll({ objects.reserveCapacity($0) }) { objects.append($0) } }
    return identifiersMayRepeat ? Self.keepingLastOfEachID(objects) : objects
  }

  /// See ``changesByOthers()``.
  func readChanges() throws(SQLiteError) -> PersistedChanges<Object>? {
    let version = try currentDataVersion()
    let localWrites = database.localWriteCount
    if !needsReload && version == dataVersion && localWrites == seenLocalWrites { return nil }
    let hadTable = hasTable
    let schemaChanged = hadTable ? try currentSchemaVersion() != schemaVersion : true
    if schemaChanged, try adoptTable() == .missing {
      dataVersion = version
      seenLocalWrites = localWrites
      needsReload = false
      // The table is gone (dropped, or renamed away): so are its objects.
      return hadTable ? .all([]) : nil
    }
    // Any change of the schema by someone else may have let writes go unrecorded — the table
    // made again, its triggers re-created, a unique index made and dropped around a REPLACE —
    // so the table is read again, as after a write that found it changed.
    if schemaChanged || needsReload { return .all(try loadAll()) }
    let changes = try database.transaction("BEGIN") {
      () throws(SQLiteError) -> (PersistedChanges<Object>?, Int64) in
      let last = try maxLogEntry()
      if last == position { return (nil, last) }
      let first = try minLogEntry()
      if last < position || first - 1 > position {
        // The entries after `position` were pruned (or the log was emptied): start over.
        return (.all(try decodeAll()), last)
      }
      if let changed = try changedObjectsReadInPlace() { return (.objects(changed), last) }
      let ids = try database.query(sql.changedIDs, [.integer(position)]).compactMap(\.first)
      let rows = try database.query(sql.changedRows, [.integer(position)])
      return (.objects(try changedObjects(ids: ids, rows: rows)), last)
    }
    position = changes.1
    dataVersion = version
    seenLocalWrites = localWrites
    return changes.0
  }

  /// The changed objects, read with one query and decoded from the statement as it is stepped.
  ///
  /// When each logged identifier is one row at most (no other spellings, one storage class):
  /// the identifiers without a row, in log order, then the rows in `rowid` order. `nil` when
  /// rows may repeat an identifier: ``changedObjects(ids:rows:)`` resolves them then.
  private func changedObjectsReadInPlace() throws(SQLiteError) -> [PersistedObject<Object>]? {
    guard spellings.isEmpty else { return nil }
    let rowidIndex = columns.count
    let idIndex = rowidIndex + 1
    var kinds = IdentifierKinds()
    var deleted: [(seq: Int64, id: Object.ID)] = []
    var present: [(rowid: Int64, object: Object)] = []
    var source: RowSource?
    try database.forEachStatementRow(sql.changes, [.integer(position)]) {
      row throws(SQLiteError) in
      if kinds.note(row, idIndex) { return }
      guard let rowid = row.integer(at: rowidIndex) else {
        // An identifier that is not one of this type's cannot be in the store: skipped.
        if let id = decodeID(row.value(at: idIndex)) {
          deleted.append((row.integer(at: idIndex + 1) ?? 0, id))
        }
        return
      }
      let current = source ?? RowSource(values: row, lookup: lookup)
      source = current
      present.append((rowid, try decode(current)))
    }
    guard !kinds.mayRepeat else { return nil }
    var result: [PersistedObject<Object>] = []
    result.reserveCapacity(deleted.count + present.count)
    for index in deleted.indices.sorted(by: { deleted[$0].seq < deleted[$1].seq }) {
      result.append(PersistedObject(id: deleted[index].id, object: nil))
    }
    for index in present.indices.sorted(by: { present[$0].rowid < present[$1].rowid }) {
      let object = present[index].object
      result.append(PersistedObject(id: object.id, object: object))
    }
    return result
  }

  /// The changed objects when rows may hold identifiers Swift calls equal (see
  /// ``changedObjectsReadInPlace()``): the identifiers without a row, in log order, then the
  /// rows, in `rowid` order (`rows` end with their `rowid`), each identifier's object its row
  /// of the largest `rowid` among the rows of every spelling the table holds.
  private func changedObjects(
    ids: [SQLiteValue], rows: [[SQLiteValue]]
  ) throws(SQLiteError) -> [PersistedObject<Object>] {
    let others = try otherSpellings(of: ids, besides: rows)
    return try changedObjects(ids: ids, resolving: rows + others)
  }

  /// The changed objects of ``changedObjects(ids:rows:)``, from `unordered`, the changed rows
  /// and those of the other spellings.
  private func changedObjects(
    ids: [SQLiteValue], resolving unordered: [[SQLiteValue]]
  ) throws(SQLiteError) -> [PersistedObject<Object>] {
    // In `rowid` order (the rows of other spellings come after the changed ones).
    let rowids = unordered.map { row -> Int64 in
      if case let .integer(rowid)? = row.last { return rowid }
      return 0
    }
    let order = unordered.indices.sorted { rowids[$0] < rowids[$1] }
    var objects: [Object] = []
    objects.reserveCapacity(order.count)
    var latest: [Object.ID: Int] = [:]
    for index in order {
      let object = try decode(RowSource(values: unordered[index], lookup: lookup))
      latest[object.id] = objects.count
      objects.append(object)
    }
    var result: [PersistedObject<Object>] = []
    result.reserveCapacity(ids.count)
    var deleted: Set<Object.ID> = []
    for id in ids {
      guard let decoded = decodeID(id), latest[decoded] == nil, deleted.insert(decoded).inserted
      else { continue }
      result.append(PersistedObject(id: decoded, object: nil))
    }
    for (position, object) in objects.enumerated() where latest[object.id] == position {
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

  /// The oldest change-log entry (0 for none).
  func minLogEntry() throws(SQLiteError) -> Int64 {
    guard case let .integer(first)? = try database.query(sql.minLogEntry).first?.first else {
      return 0
    }
    return first
  }

  /// The object of the row of `source` (columns in the table's order).
  func decode(_ source: RowSource) throws(SQLiteError) -> Object {
    do {
      return try Object(from: RowDecoder(source))
    } catch DecodingError.keyNotFound(let key, let context)
      where context.codingPath.isEmpty && columnIndices[key.stringValue] == nil
    {
      // A property the table has no column for: the table does not fit the type.
      throw SQLiteError(
        code: SQLiteError.mismatchCode,
        message:
          "The table \(quoted(table)) has the columns \(columns.joined(separator: ", ")) but \(Object.self) needs a column \(key.stringValue) (missing \(key.stringValue)). \(Self.schemaAdvice)"
      )
    } catch {
      let id =
        columnIndices[identifierColumn].map {
          ColumnValueCoding.describe(source.values.value(at: $0))
        }
        ?? "?"
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

  /// `objects` without the earlier of two objects with one identifier.
  static func keepingLastOfEachID(_ objects: [Object]) -> [Object] {
    var last: [Object.ID: Int] = [:]
    last.reserveCapacity(objects.count)
    for (index, object) in objects.enumerated() { last[object.id] = index }
    guard last.count < objects.count else { return objects }
    return objects.indices.filter { last[objects[$0].id] == $0 }.map { objects[$0] }
  }
}

/// Runs `body`, whose only errors are `SQLiteError`s (it calls no code of the caller's that
/// throws anything else), with its error typed.
func asSQLiteError(_ body: () throws -> Void) throws(SQLiteError) {
  do {
    try body()
  } catch let error as SQLiteError {
    throw error
  } catch {
    throw SQLiteError(code: SQLiteError.errorCode, message: String(describing: error))
  }
}

/// Watches the identifier values of a table's rows for what can make two rows one object:
/// values of different storage classes (`1` and `1.0`), or text not in its canonical spelling.
struct IdentifierKinds {
  /// The storage class of the first value.
  private var first: Int32?
  /// Whether two values may decode to equal identifiers.
  private(set) var mayRepeat = false

  /// Notes the identifier in the column `index` of `row`; returns whether it is text not in
  /// its canonical spelling.
  mutating func note(_ row: some RowValues, _ index: Int) -> Bool {
    let kind = row.kind(at: index)
    if let first, first != kind { mayRepeat = true }
    if first == nil { first = kind }
    guard kind == 3, !row.isASCIIText(at: index), case let .text(text) = row.value(at: index),
      !text.isCanonicalSpelling
    else { return false }
    mayRepeat = true
    return true
  }
}
