/// Decodes an object from one row: its columns' values by name.
struct RowDecoder: Decoder {
  /// The row's values, by column name.
  let values: [String: ColumnValue]
  var codingPath: [any CodingKey] { [] }
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  /// The object of type `T` in the row `values`.
  ///
  /// - Throws: `PostgresStoreError.undecodableRow` naming the table and why.
  static func object<T: Decodable>(
    _ type: T.Type, from values: [String: ColumnValue], table: String
  ) throws(PostgresStoreError) -> T {
    do {
      return try T(from: RowDecoder(values: values))
    } catch {
      throw .undecodableRow(table: table, reason: describe(error))
    }
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
    KeyedDecodingContainer(RowDecodingContainer<Key>(values: values))
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
  let values: [String: ColumnValue]
  var codingPath: [any CodingKey] { [] }
  var allKeys: [Key] { values.keys.compactMap { Key(stringValue: $0) } }

  func contains(_ key: Key) -> Bool { values[key.stringValue] != nil }

  func decodeNil(forKey key: Key) throws -> Bool {
    (values[key.stringValue] ?? .null) == .null
  }

  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
    guard let value = values[key.stringValue] else {
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
