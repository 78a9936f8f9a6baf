import NIOCore
import PostgresNIO

/// One column's value of one row, as it is bound to a statement or read from a row.
enum ColumnValue: Sendable, Equatable {
  case null
  case bigint(Int64)
  case double(Double)
  case text(String)
  case boolean(Bool)
  case bytea([UInt8])
  /// JSON text, for a `jsonb` column.
  case jsonb(String)

  /// The kind of column that keeps this value, or `nil` for `NULL`.
  var kind: ColumnKind? {
    switch self {
    case .null: nil
    case .bigint: .bigint
    case .double: .doublePrecision
    case .text: .text
    case .boolean: .boolean
    case .bytea: .bytea
    case .jsonb: .jsonb
    }
  }

  /// Whether two values are the same bit for bit (a NaN equals itself, -0.0 differs from 0.0).
  static func == (lhs: ColumnValue, rhs: ColumnValue) -> Bool {
    switch (lhs, rhs) {
    case (.null, .null): true
    case let (.bigint(a), .bigint(b)): a == b
    case let (.double(a), .double(b)): a.bitPattern == b.bitPattern
    case let (.text(a), .text(b)): a == b
    case let (.boolean(a), .boolean(b)): a == b
    case let (.bytea(a), .bytea(b)): a == b
    case let (.jsonb(a), .jsonb(b)): a == b
    default: false
    }
  }

  /// Appends the value to `bindings` (text for JSON: the statement casts it to `jsonb`).
  func bind(to bindings: inout PostgresBindings) {
    switch self {
    case .null: bindings.appendNull()
    case let .bigint(value): bindings.append(value)
    case let .double(value): bindings.append(value)
    case let .text(value): bindings.append(value)
    case let .boolean(value): bindings.append(value)
    case let .bytea(value): bindings.append(ByteBuffer(bytes: value))
    case let .jsonb(value): bindings.append(value)
    }
  }

  /// The value of `cell`, a column of kind `kind` (a `jsonb` column read as `text`).
  ///
  /// - Throws: `PostgresStoreError.undecodableValue` when the cell does not hold such a value.
  init(cell: PostgresCell, kind: ColumnKind) throws(PostgresStoreError) {
    do {
      switch kind {
      case .bigint: self = try cell.decode(Int64?.self).map(ColumnValue.bigint) ?? .null
      case .doublePrecision: self = try cell.decode(Double?.self).map(ColumnValue.double) ?? .null
      case .text: self = try cell.decode(String?.self).map(ColumnValue.text) ?? .null
      case .boolean: self = try cell.decode(Bool?.self).map(ColumnValue.boolean) ?? .null
      case .bytea:
        self =
          try cell.decode(ByteBuffer?.self).map { .bytea(Array($0.readableBytesView)) } ?? .null
      case .jsonb: self = try cell.decode(String?.self).map(ColumnValue.jsonb) ?? .null
      }
    } catch {
      throw .undecodableValue(
        column: cell.columnName, reason: "a \(kind.sqlName) column sent \(cell.dataType): \(error)")
    }
  }

  /// The value for an error message: its kind and (shortened) content.
  var summary: String {
    switch self {
    case .null: "NULL"
    case let .bigint(value): "bigint \(value)"
    case let .double(value): "double precision \(value)"
    case let .text(value): "text \(String(value.prefix(60)).debugDescription)"
    case let .boolean(value): "boolean \(value)"
    case let .bytea(value): "bytea of \(value.count) bytes"
    case let .jsonb(value): "jsonb \(String(value.prefix(60)))"
    }
  }
}
