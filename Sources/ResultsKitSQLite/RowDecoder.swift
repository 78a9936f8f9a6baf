/// Decodes a value from one row: a column per coding key (see ``RowEncoder``).
struct RowDecoder: Decoder {
  /// The index of each column in `values`, by name (shared by every row of a table).
  let indices: [String: Int]
  /// The row's values.
  let values: [SQLiteValue]
  var codingPath: [any CodingKey] { [] }
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    KeyedDecodingContainer(RowDecodingContainer<Key>(indices: indices, values: values))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    throw DecodingError.typeMismatch(
      [Any].self,
      .init(codingPath: [], debugDescription: "A row is a keyed container of properties"))
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer {
    throw DecodingError.typeMismatch(
      Any.self, .init(codingPath: [], debugDescription: "A row is a keyed container of properties"))
  }
}

/// The keyed container of ``RowDecoder``.
struct RowDecodingContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let indices: [String: Int]
  let values: [SQLiteValue]
  var codingPath: [any CodingKey] { [] }
  var allKeys: [Key] { indices.keys.compactMap { Key(stringValue: $0) } }

  func contains(_ key: Key) -> Bool { indices[key.stringValue] != nil }

  private func value(_ key: Key) throws -> SQLiteValue {
    guard let index = indices[key.stringValue], index < values.count else {
      throw DecodingError.keyNotFound(
        key, .init(codingPath: [], debugDescription: "The row has no column \(key.stringValue)"))
    }
    return values[index]
  }

  func decodeNil(forKey key: Key) throws -> Bool { try value(key) == .null }

  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
    try ColumnValueCoding.decode(T.self, from: value(key), codingPath: [key])
  }

  // The commonest column types, without the generic path's type checks and coding path: each
  // takes the value when it is of the column's own kind, and otherwise leaves it to the generic
  // path, which converts it or throws the same error as before.

  func decode(_ type: String.Type, forKey key: Key) throws -> String {
    let value = try value(key)
    if case let .text(text) = value { return text }
    return try ColumnValueCoding.decode(String.self, from: value, codingPath: [key])
  }

  func decode(_ type: Int.Type, forKey key: Key) throws -> Int {
    let value = try value(key)
    if case let .integer(integer) = value, let exact = Int(exactly: integer) { return exact }
    return try ColumnValueCoding.decode(Int.self, from: value, codingPath: [key])
  }

  func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 {
    let value = try value(key)
    if case let .integer(integer) = value { return integer }
    return try ColumnValueCoding.decode(Int64.self, from: value, codingPath: [key])
  }

  func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
    let value = try value(key)
    if case let .real(real) = value { return real }
    return try ColumnValueCoding.decode(Double.self, from: value, codingPath: [key])
  }

  func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
    let value = try value(key)
    if case let .integer(integer) = value, integer == 0 || integer == 1 { return integer == 1 }
    return try ColumnValueCoding.decode(Bool.self, from: value, codingPath: [key])
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
    throw DecodingError.dataCorrupted(
      .init(codingPath: [], debugDescription: "A row cannot hold a superclass's encoding"))
  }

  func superDecoder(forKey key: Key) throws -> any Decoder { throw refusal(key) }

  private func refusal(_ key: Key) -> DecodingError {
    .dataCorrupted(
      .init(
        codingPath: [key],
        debugDescription:
          "The property \(key.stringValue) uses a nested container; decode it as one value instead")
    )
  }
}
