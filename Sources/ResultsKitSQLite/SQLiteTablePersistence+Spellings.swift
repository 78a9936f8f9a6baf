import ResultsKitStore

/// Identifiers spelled differently.
///
/// Swift calls two strings equal when they are canonically equivalent (`"caf\u{E9}"` and
/// `"cafe\u{301}"`); SQLite compares their bytes. So that one identifier is one row, this
/// persistence writes and deletes identifiers in their canonical spelling (Unicode NFC, as
/// `String.canonicalSpelling` gives it). Rows another tool wrote under another spelling are
/// noted in ``SQLiteTablePersistence/spellings`` when read; such a row and the canonical one are
/// one object (the later row's), and the next write or delete of that identifier through this
/// persistence removes the other spellings, leaving one row.
extension SQLiteTablePersistence {
  /// `value` as an identifier is written: text in its canonical spelling.
  static func canonical(_ value: SQLiteValue) -> SQLiteValue {
    guard case let .text(text) = value, !text.isCanonicalSpelling else { return value }
    return .text(text.canonicalSpelling)
  }

  /// Notes the row identifier `value` when it is text not in its canonical spelling.
  func noteSpelling(_ value: SQLiteValue) {
    guard case let .text(text) = value, !text.isCanonicalSpelling else { return }
    let bytes = Array(text.utf8)
    let canonical = text.canonicalSpelling
    if spellings[canonical]?.contains(bytes) != true {
      spellings[canonical, default: []].append(bytes)
    }
  }

  /// The rows (with their `rowid` last) of every other spelling this persistence knows of the
  /// logged identifiers `ids`, beside `rows`; updates ``spellings`` with what the table now
  /// holds for them.
  func otherSpellings(of ids: [SQLiteValue], besides rows: [[SQLiteValue]]) throws(SQLiteError)
    -> [[SQLiteValue]]
  {
    let idIndex = columnIndices[identifierColumn] ?? 0
    // The spellings of each touched identifier: the canonical one, the ones known, the logged.
    var touched: [String: [[UInt8]]] = [:]
    for case let .text(text) in ids {
      let canonical = text.canonicalSpelling
      var known = touched[canonical] ?? spellings[canonical] ?? []
      let bytes = Array(text.utf8)
      if !text.isCanonicalSpelling, !known.contains(bytes) { known.append(bytes) }
      touched[canonical] = known
    }
    let read = Set(
      rows.compactMap { row -> [UInt8]? in
        guard case let .text(text) = row[idIndex] else { return nil }
        return Array(text.utf8)
      })
    var extra: [[SQLiteValue]] = []
    for (canonical, others) in touched {
      let canonicalBytes = Array(canonical.utf8)
      var present: [[UInt8]] = []
      for bytes in [canonicalBytes] + others {
        var exists = read.contains(bytes)
        if !exists {
          let found = try database.query(
            sql.rowWithID, [.text(String(decoding: bytes, as: UTF8.self))])
          extra += found
          exists = !found.isEmpty
        }
        if exists, bytes != canonicalBytes { present.append(bytes) }
      }
      spellings[canonical] = present.isEmpty ? nil : present
    }
    return extra
  }

  /// The other spellings the table may hold of the identifiers written or deleted.
  ///
  /// `ids` are canonical. The spellings are the ones known, and the ones written since by
  /// others: logged after the entry `since` (when that is the last one, nothing more), or when
  /// the log cannot tell (`since` is `nil`, or its entries are gone), every identifier of the
  /// table that is not ASCII. To be called inside the write transaction.
  func spellingsToRemove(of ids: [SQLiteValue], since: Int64?) throws(SQLiteError)
    -> [(canonical: String, bytes: [UInt8])]
  {
    var written: Set<String> = []
    for case let .text(text) in ids where !text.utf8.allSatisfy({ $0 < 0x80 }) {
      written.insert(text)
    }
    guard !written.isEmpty else { return [] }
    var found: [(canonical: String, bytes: [UInt8])] = []
    for canonical in written {
      for bytes in spellings[canonical] ?? [] { found.append((canonical, bytes)) }
    }
    var logged = since
    if let since {
      if try since == maxLogEntry() { return found }
      // Entries after it pruned: the log cannot tell.
      if try minLogEntry() - 1 > since { logged = nil }
    }
    let candidates =
      logged == nil
      ? try database.query(
        "SELECT \(quoted(identifierColumn)) FROM \(quoted(table)) WHERE typeof(\(quoted(identifierColumn))) = 'text' AND length(CAST(\(quoted(identifierColumn)) AS BLOB)) <> length(\(quoted(identifierColumn)))"
      )
      : try database.query(sql.changedIDs, [.integer(logged ?? 0)])
    for case let .text(text)? in candidates.map(\.first) where !text.isCanonicalSpelling {
      let canonical = text.canonicalSpelling
      let bytes = Array(text.utf8)
      if written.contains(canonical), !found.contains(where: { $0.bytes == bytes }) {
        found.append((canonical, bytes))
      }
    }
    return found
  }
}
