import Foundation

@testable import ResultsKitSQLite

/// The samples table as raw SQL reads it, decoded by the model's own rules, without the
/// store's code: every row with its `rowid`, and the objects they make.
///
/// The rules: rows whose identifiers are canonically equivalent are one object, the row with
/// the largest `rowid`; a top-level `Double` is a REAL (or an INTEGER), or for a NaN or a
/// negative zero an 8-byte BLOB of its big-endian bits (a `Float` a 4-byte one); a nested
/// array is JSON text, NaN and the infinities the strings `"NaN"`, `"Infinity"` and
/// `"-Infinity"`.
struct FileSnapshot: Equatable {
  /// One row, as stored.
  struct Row: Equatable {
    var rowid: Int64
    /// The row's values, in ``SampleTable/columns`` order.
    var values: [SQLiteValue]
  }

  /// Every row, in `rowid` order (empty when there is no table).
  var rows: [Row] = []
  /// The objects the rows make, by identifier (Swift's equality, so canonical equivalence).
  var objects: [String: Sample] = [:]

  /// Reads the table `table` through `database`.
  ///
  /// - Throws: `SQLiteError` when SQLite fails; ``Undecodable`` when a row is not a sample.
  static func read(_ database: SQLiteDatabase, table: String = SampleTable.name) throws
    -> FileSnapshot
  {
    let exists = try database.query(
      "SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = ?", [.text(table)])
    guard exists == [[.integer(1)]] else { return FileSnapshot() }
    var snapshot = FileSnapshot()
    var rowids: [String: Int64] = [:]
    let list = SampleTable.columns.joined(separator: ", ")
    for row in try database.query("SELECT \(list), rowid FROM \(table) ORDER BY rowid") {
      guard case let .integer(rowid) = row[7] else { throw Undecodable(what: "rowid", row: row) }
      let values = Array(row[0..<7])
      snapshot.rows.append(Row(rowid: rowid, values: values))
      let sample = try decode(values)
      if let seen = rowids[sample.id], seen > rowid { continue }
      rowids[sample.id] = rowid
      snapshot.objects[sample.id] = sample
    }
    return snapshot
  }

  /// The rows whose identifier is canonically equivalent to `id`.
  func rows(of id: String) -> [Row] {
    rows.filter { $0.values[0].text == id }
  }

  /// A row that is not a sample.
  struct Undecodable: Error, CustomStringConvertible {
    var what: String
    var row: [SQLiteValue]
    var description: String { "undecodable \(what) in the row \(row)" }
  }

  /// The sample of one row's values.
  static func decode(_ values: [SQLiteValue]) throws -> Sample {
    func fail(_ what: String) -> Undecodable { Undecodable(what: what, row: values) }
    guard let id = values[0].text else { throw fail("id") }
    guard let code = values[1].text else { throw fail("code") }
    guard let value = double(values[2]) else { throw fail("value") }
    guard let single = float(values[3]) else { throw fail("single") }
    let maybe: Double?
    if values[4] == .null {
      maybe = nil
    } else {
      guard let double = double(values[4]) else { throw fail("maybe") }
      maybe = double
    }
    guard let json = values[5].text else { throw fail("series") }
    let decoder = JSONDecoder()
    decoder.nonConformingFloatDecodingStrategy = .convertFromString(
      positiveInfinity: "Infinity", negativeInfinity: "-Infinity", nan: "NaN")
    guard let series = try? decoder.decode([Double].self, from: Data(json.utf8)) else {
      throw fail("series JSON")
    }
    guard let shelf = values[6].text else { throw fail("shelf") }
    return Sample(
      id: id, code: code, value: value, single: single, maybe: maybe, series: series,
      shelf: shelf)
  }

  /// A top-level `Double` column value.
  static func double(_ value: SQLiteValue) -> Double? {
    switch value {
    case let .real(real): return real
    case let .integer(integer): return Double(integer)
    case let .blob(bytes) where bytes.count == 8: return Double(bitPattern: bigEndian(bytes))
    case let .blob(bytes) where bytes.count == 4:
      return Double(Float(bitPattern: UInt32(bigEndian(bytes))))
    default: return nil
    }
  }

  /// A top-level `Float` column value.
  static func float(_ value: SQLiteValue) -> Float? {
    switch value {
    case let .blob(bytes) where bytes.count == 4: return Float(bitPattern: UInt32(bigEndian(bytes)))
    default: return double(value).map { Float($0) }
    }
  }

  /// The number whose big-endian bytes are `bytes`.
  static func bigEndian(_ bytes: [UInt8]) -> UInt64 {
    bytes.reduce(0) { $0 << 8 | UInt64($1) }
  }
}
