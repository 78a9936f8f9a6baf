/// Decodes an object from one row: its columns' values, found by name through a position
/// index that every row of a read shares (so that a row costs an array, not a dictionary).
struct RowDecoder: Decoder {
  /// The row's values, in the columns' order.
  let values: [ColumnValue]
  /// Each column's position in `values`, by name.
  let positions: [String: Int]
  var codingPath: [any CodingKey] { [] }
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  /// The object of type `T` in the row `values`, whose columns `positions` names.
  ///
  /// - Throws: `PostgresStoreError.undecodableRow` naming the table and why.
  static func object<T: Decodable>(
    _ type: T.Type, from values: [ColumnValue], positions: [String: Int], table: String
  ) throws(PostgresStoreError) -> T {
    do {
      return try T(from: RowDecoder(values: values, positions: positions))
    } catch {
      throw .undecodableRow(table: table, reason: describe(error))
    }
  }

  /// Each column's position among `columns`, by name: the index of a read's rows.
  static func positions(of columns: [(name: String, kind: ColumnKind)]) -> [String: Int] {
    Dictionary(columns.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
  }

  /// A decoding error in a sentence: the key it happened at and what went wrong.
  static func describe(_ error: any Error) -> String {
    guard let error = error as? DecodingError else { return "\(error)" }
    switch error {
    case let .keyNotFound(key, _):
      return "no column \(key.stringValue)"
    case let .valueNotFound(_, context), let .typeMismatch(_, context),
      let .dataCorrupted(context):
      let path = context.codingPath.map(\.stringValue).joined(separator: ".")
      return "\(path.isEmpty ? "" : path + ": ")\(context.debugDescription)"
    @unknown default:
      return "\(error)"
    }
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    KeyedDecodingContainer(RowDecodingContainer<Key>(values: values, positions: positions))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    throw DecodingError.typeMismatch(
      [Any].self, .init(codingPath: [], debugDescription: "A row is a keyed container"))
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer {
    throw DecodingError.typeMismatch(
      Any.self, .init(codingPath: [], debugDescription: "A row is a keyed container"))
  }
}

/// The keyed container of ``RowDecoder``: each key one column.
struct RowDecodingContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let values: [ColumnValue]
  let positions: [String: Int]
  var codingPath: [any CodingKey] { [] }
  var allKeys: [Key] { positions.keys.compactMap { Key(stringValue: $0) } }

  /// The value of the column `key` names, or `nil` when there is no such column.
  private func value(_ key: Key) -> ColumnValue? {
    positions[key.stringValue].map { values[$0] }
  }

  func contains(_ key: Key) -> Bool { value(key) != nil }

  func decodeNil(forKey key: Key) throws -> Bool {
    (value(key) ?? .null) == .null
  }

  // The common column types without the generic path (its dynamic casts cost more than the
  // rest of a row's decoding); anything else, and every error, goes through `decoded`.

  func decode(_ type: String.Type, forKey key: Key) throws -> String {
    if case let .text(text)? = value(key) { return text }
    return try decoded(type, forKey: key)
  }

  func decode(_ type: Int.Type, forKey key: Key) throws -> Int {
    if case let .bigint(integer)? = value(key), let int = Int(exactly: integer) { return int }
    return try decoded(type, forKey: key)
  }

  func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 {
    if case let .bigint(integer)? = value(key) { return integer }
    return try decoded(type, forKey: key)
  }

  func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
    if case let .double(double)? = value(key) { return double }
    return try decoded(type, forKey: key)
  }

  func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
    if case let .boolean(bool)? = value(key) { return bool }
    return try decoded(type, forKey: key)
  }

  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
    try decoded(type, forKey: key)
  }

  /// The value of `key`'s column as a `T`.
  private func decoded<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
    guard let value = value(key) else {
      throw DecodingError.keyNotFound(
        key, .init(codingPath: [key], debugDescription: "The table has no such column"))
    }
    return try ColumnValueCoding.decode(T.self, from: value, codingPath: [key])
  }

  func nestedContainer<NestedKey: CodingKey>(
    keyedBy type: NestedKey.Type, forKey key: Key
  ) throws -> KeyedDecodingContainer<NestedKey> {
    throw refusal(key)
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    throw refusal(key)
  }

  func superDecoder() throws -> any Decoder {
    throw DecodingError.typeMismatch(
      Any.self, .init(codingPath: [], debugDescription: "A row holds no superclass"))
  }

  func superDecoder(forKey key: Key) throws -> any Decoder { throw refusal(key) }

  private func refusal(_ key: Key) -> DecodingError {
    .typeMismatch(
      Any.self,
      .init(
        codingPath: [key],
        debugDescription: "A column holds one value, not a nested container; decode it as one"))
  }
}
