/// A table as SQLite describes it: its columns (`PRAGMA table_info`) and the keys that make its
/// rows unique besides the primary key (`PRAGMA index_list`, `PRAGMA index_xinfo`).
struct TableDescription: Equatable {
  /// One column.
  struct Column: Equatable {
    /// The column's name.
    var name: String
    /// The type it was declared with (`""` for none).
    var declaredType: String
    /// Whether it is declared `NOT NULL`.
    var isNotNull: Bool
    /// Whether it has a default value (`DEFAULT …`, `DEFAULT NULL` included): a row inserted
    /// without it gets that value, so a type without the property can still write rows.
    var hasDefault: Bool
    /// Whether it is (part of) the primary key.
    var isPrimaryKey: Bool

    /// The column's affinity.
    var affinity: ColumnAffinity { ColumnAffinity(declaredType: declaredType) }
  }

  /// One column of a unique key, with the collation its index compares it by.
  struct KeyPart: Equatable {
    var column: String
    var collation: String
  }

  /// The columns, in the table's order.
  var columns: [Column]
  /// The unique keys other than the primary key whose columns are all plain columns: a
  /// `REPLACE` conflict on one of them deletes rows.
  var uniqueKeys: [[KeyPart]]
  /// The names of unique indexes on expressions, whose `REPLACE` deletions cannot be followed.
  var expressionKeys: [String]

  /// The column names, in the table's order.
  var names: [String] { columns.map(\.name) }

  /// The description of `table` in `database`, or `nil` when there is no such table.
  static func read(_ table: String, in database: SQLiteDatabase) throws(SQLiteError)
    -> TableDescription?
  {
    // PRAGMA table_info: cid, name, type, notnull, dflt_value, pk.
    let rows = try database.query("PRAGMA table_info(\(quoted(table)))")
    if rows.isEmpty { return nil }
    let columns = rows.map { row in
      Column(
        name: row[1].text ?? "", declaredType: row[2].text ?? "",
        isNotNull: row[3] != .integer(0), hasDefault: row[4] != .null,
        isPrimaryKey: row[5] != .integer(0))
    }
    var uniqueKeys: [[KeyPart]] = []
    var expressionKeys: [String] = []
    // PRAGMA index_list: seq, name, unique, origin, partial.
    for index in try database.query("PRAGMA index_list(\(quoted(table)))") {
      guard index[2] == .integer(1), index[3] != .text("pk"), let name = index[1].text else {
        continue
      }
      // PRAGMA index_xinfo: seqno, cid, name, desc, coll, key.
      let parts = try database.query("PRAGMA index_xinfo(\(quoted(name)))")
        .filter { $0[5] == .integer(1) }
      if parts.contains(where: { $0[1] == .integer(-2) }) {
        expressionKeys.append(name)
        continue
      }
      uniqueKeys.append(
        parts.map { part in
          // cid -1 is the rowid.
          KeyPart(
            column: part[1] == .integer(-1) ? "rowid" : part[2].text ?? "",
            collation: part[4].text ?? "BINARY")
        })
    }
    return TableDescription(
      columns: columns, uniqueKeys: uniqueKeys, expressionKeys: expressionKeys)
  }

  /// The column named `name`.
  func column(_ name: String) -> Column? {
    columns.first { $0.name == name }
  }
}

/// The name of the identifier column, the primary key of every table of objects: the property
/// `id` of `Identifiable`.
let identifierColumn = "id"

extension SQLiteValue {
  /// The text, for a TEXT value.
  var text: String? {
    if case let .text(text) = self { return text }
    return nil
  }
}
