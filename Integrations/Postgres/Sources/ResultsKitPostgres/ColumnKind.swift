/// The PostgreSQL type of a column that holds one stored property.
///
/// Integers of any width are `bigint`, `Double` and `Float` `double precision`, `String`
/// `text`, `Bool` `boolean`, `Data` and `[UInt8]` `bytea`, and anything nested (arrays,
/// structs, enums with payloads) `jsonb`. A value whose type encodes itself as one primitive
/// (a `RawRepresentable` enum, a `Date`, a `UUID`) takes that primitive's column.
public enum ColumnKind: String, Sendable, Equatable, CaseIterable {
  case bigint
  case doublePrecision = "double precision"
  case text
  case boolean
  case bytea
  case jsonb

  /// The type's name as PostgreSQL spells it (`format_type`), and as this module declares it.
  public var sqlName: String { rawValue }

  /// The kind of a column PostgreSQL describes as `typeName` (`format_type`), or `nil` for a
  /// type this module does not read or write.
  init?(typeName: String) {
    self.init(rawValue: typeName)
  }
}
