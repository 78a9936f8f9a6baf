import Foundation
import PostgresNIO

/// A table as PostgreSQL's catalog describes it: its columns, in order, and its primary key.
struct TableDescription: Sendable, Equatable {
  /// One column.
  struct Column: Sendable, Equatable {
    /// The column's name.
    var name: String
    /// Its type as `format_type` spells it (`bigint`, `double precision`, …).
    var typeName: String
    /// Whether it is declared `NOT NULL`.
    var isNotNull: Bool
    /// Whether it has a default value.
    var hasDefault: Bool

    /// The kind of the column, or `nil` for a type this module does not read or write.
    var kind: ColumnKind? { ColumnKind(typeName: typeName) }
  }

  /// The columns, in the table's order.
  var columns: [Column]
  /// The columns of the primary key.
  var primaryKey: [String]

  /// The column named `name`.
  func column(_ name: String) -> Column? { columns.first { $0.name == name } }

  /// The columns this module reads: those of a kind it knows.
  var readable: [(name: String, kind: ColumnKind)] {
    columns.compactMap { column in column.kind.map { (column.name, $0) } }
  }

  /// The kinds of the readable columns, by name.
  var kinds: [String: ColumnKind] {
    Dictionary(readable.map { ($0.name, $0.kind) }, uniquingKeysWith: { first, _ in first })
  }

  /// The statement that describes `table` (no row when it does not exist): name, type, not
  /// null, default, part of the primary key.
  static func query(_ table: String) -> PostgresQuery {
    var bindings = PostgresBindings()
    bindings.append(quoted(table))
    return PostgresQuery(
      unsafeSQL: """
        SELECT a.attname::text, format_type(a.atttypid, a.atttypmod), a.attnotnull, a.atthasdef,
          coalesce(a.attnum = ANY(i.indkey::int2[]), false)
        FROM pg_attribute a
        LEFT JOIN pg_index i ON i.indrelid = a.attrelid AND i.indisprimary
        WHERE a.attrelid = to_regclass($1) AND a.attnum > 0 AND NOT a.attisdropped
        ORDER BY a.attnum
        """, binds: bindings)
  }

  /// The description in `rows` (what ``query(_:)`` returned), or `nil` when there are none.
  init?(rows: [PostgresRow]) throws {
    guard !rows.isEmpty else { return nil }
    var columns: [Column] = []
    var primaryKey: [String] = []
    for row in rows {
      let (name, type, notNull, hasDefault, isKey) = try row.decode(
        (String, String, Bool, Bool, Bool).self)
      columns.append(Column(name: name, typeName: type, isNotNull: notNull, hasDefault: hasDefault))
      if isKey { primaryKey.append(name) }
    }
    self.columns = columns
    self.primaryKey = primaryKey
  }

  /// Checks that the table takes rows of `layout` (an object's columns): every property has a
  /// column of its kind, or is optional (then it is returned, to be added); every other
  /// column takes `NULL` or has a default; `id` is the primary key.
  ///
  /// - Returns: The optional properties the table lacks.
  /// - Throws: `PostgresStoreError` naming the first column that does not fit.
  func check(_ layout: [EncodedColumn], table: String) throws(PostgresStoreError)
    -> [EncodedColumn]
  {
    guard primaryKey == [identifierColumn] else { throw .identifierNotPrimaryKey(table: table) }
    var missing: [EncodedColumn] = []
    for property in layout {
      guard let column = column(property.name) else {
        guard property.isOptional else {
          throw .missingColumn(table: table, column: property.name)
        }
        missing.append(property)
        continue
      }
      let fits: Bool
      if let needed = property.kind {
        // A jsonb column keeps any value whose type is not primitive (as JSON).
        fits = column.kind == needed || column.kind == .jsonb && !property.hasPrimitiveType
      } else {
        fits = column.kind != nil
      }
      guard fits else {
        throw .columnTypeMismatch(
          table: table, column: property.name,
          expected: property.kind?.sqlName
            ?? "one of bigint, double precision, text, boolean, bytea, jsonb",
          found: column.typeName)
      }
    }
    let names = Set(layout.map(\.name))
    for column in columns where !names.contains(column.name) {
      if column.isNotNull && !column.hasDefault {
        throw .unexpectedColumn(table: table, column: column.name)
      }
    }
    return missing
  }
}

/// The name of the identifier column, the primary key of every table of objects: the property
/// `id` of `Identifiable`.
let identifierColumn = "id"

/// `name` as a quoted SQL identifier.
func quoted(_ name: String) -> String {
  "\"" + name.replacingOccurrences(of: "\"", with: "\"\"") + "\""
}

/// `text` as a quoted SQL string literal.
func literal(_ text: String) -> String {
  "'" + text.replacingOccurrences(of: "'", with: "''") + "'"
}
