@testable import ResultsKitSQLite

/// The samples table's schema as raw SQL reads it (`PRAGMA table_info`, `index_list`,
/// `index_xinfo`): whether it exists, its unique keys and the affinity of its code column.
struct SampleSchema {
  /// One unique key: its columns (indices into ``SampleTable/columns``) and their collations.
  struct UniqueKey: CustomStringConvertible {
    var name: String
    var parts: [(column: Int, collation: String)]

    /// Whether rows `a` and `b` (values in ``SampleTable/columns`` order) share this key:
    /// no part NULL, every part equal as SQLite compares under its collation.
    func same(_ a: [SQLiteValue], _ b: [SQLiteValue]) -> Bool {
      parts.allSatisfy { part in
        SampleSchema.equal(a[part.column], b[part.column], collation: part.collation)
      }
    }

    var description: String {
      name + "("
        + parts.map { "\(SampleTable.columns[$0.column]) \($0.collation)" }
        .joined(separator: ", ") + ")"
    }
  }

  var exists = false
  /// Every unique key but the primary key.
  var uniqueKeys: [UniqueKey] = []
  /// The declared type of the code column.
  var codeType = ""
  /// The names of the columns the type lacks.
  var extraColumns: [String] = []

  /// Whether SQLite would turn the code `12` into a number: the code column's declared type
  /// gives it INTEGER, REAL or NUMERIC affinity (SQLite's rules, in their order).
  var changesNumericCode: Bool {
    let type = codeType.uppercased()
    if type.contains("INT") { return true }
    if ["CHAR", "CLOB", "TEXT"].contains(where: type.contains) { return false }
    return !type.isEmpty && !type.contains("BLOB")
  }

  /// The schema of the table `table` of `database`.
  static func read(_ database: SQLiteDatabase, table: String = SampleTable.name) throws
    -> SampleSchema
  {
    var schema = SampleSchema()
    let columns = try database.query("PRAGMA table_info(\(table))")
    guard !columns.isEmpty else { return schema }
    schema.exists = true
    for column in columns {
      let name = column[1].text ?? ""
      if name == "code" { schema.codeType = column[2].text ?? "" }
      if !SampleTable.columns.contains(name) { schema.extraColumns.append(name) }
    }
    for index in try database.query("PRAGMA index_list(\(table))") {
      guard index[2] == .integer(1), index[3] != .text("pk"), let name = index[1].text else {
        continue
      }
      let parts = try database.query("PRAGMA index_xinfo(\(name))").filter { $0[5] == .integer(1) }
      schema.uniqueKeys.append(
        UniqueKey(
          name: name,
          parts: parts.map { part in
            (SampleTable.columns.firstIndex(of: part[2].text ?? "") ?? -1, part[4].text ?? "")
          }))
    }
    return schema
  }

  /// Whether SQLite calls `a` and `b` equal in a unique index under `collation` (NULL is
  /// never equal; numbers by value; text by collation; BLOBs by bytes; classes apart).
  static func equal(_ a: SQLiteValue, _ b: SQLiteValue, collation: String) -> Bool {
    switch (a, b) {
    case let (.integer(x), .integer(y)): return x == y
    case let (.real(x), .real(y)): return x == y
    case let (.integer(x), .real(y)), let (.real(y), .integer(x)): return Double(x) == y
    case let (.blob(x), .blob(y)): return x == y
    case let (.text(x), .text(y)):
      if collation.uppercased() == "NOCASE" {
        return Array(x.utf8).map(asciiLower) == Array(y.utf8).map(asciiLower)
      }
      return Array(x.utf8) == Array(y.utf8)
    default: return false
    }
  }

  /// `byte` with ASCII upper case folded to lower case (what `NOCASE` does).
  static func asciiLower(_ byte: UInt8) -> UInt8 {
    (0x41...0x5A).contains(byte) ? byte + 0x20 : byte
  }
}
