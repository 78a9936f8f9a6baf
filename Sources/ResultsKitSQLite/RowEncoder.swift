/// Encodes a value's top-level stored properties as one row: a column per coding key.
///
/// Optional properties that are `nil` are columns too (NULL): synthesized `Encodable`
/// conformances call `encodeIfPresent`, which this encoder implements.
final class RowEncoder: Encoder {
  var codingPath: [any CodingKey] { [] }
  var userInfo: [CodingUserInfoKey: Any] { [:] }
  /// The columns, in the order the value encoded them.
  var columns: [(name: String, value: SQLiteValue)] = []
  /// Why the value cannot be a row (it does not encode as one keyed container).
  var failure: String?

  /// The row of `value`.
  ///
  /// - Throws: `EncodingError` when `value` is not a keyed container of properties, or a
  ///   property cannot be kept (an integer beyond 64 bits).
  static func row<T: Encodable>(of value: T) throws -> [(name: String, value: SQLiteValue)] {
    let encoder = RowEncoder()
    try value.encode(to: encoder)
    if let failure = encoder.failure {
      throw EncodingError.invalidValue(value, .init(codingPath: [], debugDescription: failure))
    }
    return encoder.columns
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    KeyedEncodingContainer(RowEncodingContainer<Key>(encoder: self))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    failure = failure ?? "A row is a keyed container of properties, not an unkeyed one"
    return DiscardingEncodingContainer<AnyColumnKey>(codingPath: [])
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    failure = failure ?? "A row is a keyed container of properties, not a single value"
    return SingleValueColumnEncoder(codingPath: [])
  }
}

/// The keyed container of ``RowEncoder``: each key one column.
struct RowEncodingContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let encoder: RowEncoder
  var codingPath: [any CodingKey] { [] }

  mutating func encodeNil(forKey key: Key) throws {
    encoder.columns.append((key.stringValue, .null))
  }

  mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
    encoder.columns.append(
      (key.stringValue, try ColumnValueCoding.encode(value, codingPath: [key])))
  }

  private mutating func encodeOptional<T: Encodable>(_ value: T?, forKey key: Key) throws {
    if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
  }

  mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) throws {
    try encodeOptional(value, forKey: key)
  }
  mutating func encodeIfPresent(_ value: String?, forKey key: Key) throws {
    try encodeOptional(value, forKey: key)
  }
  mutating func encodeIfPresent(_ value: Double?, forKey key: Key) throws {
    try encodeOptional(value, forKey: key)
  }
  mutating func encodeIfPresent(_ value: Float?, forKey key: Key) throws {
    try encodeOptional(value, forKey: key)
  }
  mutating func encodeIfPresent(_ value: Int?, forKey key: Key) throws {
    try encodeOptional(value, forKey: key)
  }
  mutating func encodeIfPresent(_ value: Int8?, forKey key: Key) throws {
    try encodeOptional(value, forKey: key)
  }
  mutating func encodeIfPresent(_ value: Int16?, forKey key: Key) throws {
    try encodeOptional(value, forKey: key)
  }
  mutating func encodeIfPresent(_ value: Int32?, forKey key: Key) throws {
    try encodeOptional(value, forKey: key)
  }
  mutating func encodeIfPresent(_ value: Int64?, forKey key: Key) throws {
    try encodeOptional(value, forKey: key)
  }
  mutating func encodeIfPresent(_ value: UInt?, forKey key: Key) throws {
    try encodeOptional(value, forKey: key)
  }
  mutating func encodeIfPresent(_ value: UInt8?, forKey key: Key) throws {
    try encodeOptional(value, forKey: key)
  }
  mutating func encodeIfPresent(_ value: UInt16?, forKey key: Key) throws {
    try encodeOptional(value, forKey: key)
  }
  mutating func encodeIfPresent(_ value: UInt32?, forKey key: Key) throws {
    try encodeOptional(value, forKey: key)
  }
  mutating func encodeIfPresent(_ value: UInt64?, forKey key: Key) throws {
    try encodeOptional(value, forKey: key)
  }
  mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws {
    try encodeOptional(value, forKey: key)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type, forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    refuse(key)
    return KeyedEncodingContainer(DiscardingEncodingContainer<NestedKey>(codingPath: [key]))
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    refuse(key)
    return DiscardingEncodingContainer<AnyColumnKey>(codingPath: [key])
  }

  mutating func superEncoder() -> any Encoder {
    encoder.failure = encoder.failure ?? "A row cannot hold a superclass's encoding"
    return SingleValueColumnEncoder(codingPath: [])
  }

  mutating func superEncoder(forKey key: Key) -> any Encoder {
    refuse(key)
    return SingleValueColumnEncoder(codingPath: [key])
  }

  private func refuse(_ key: Key) {
    encoder.failure =
      encoder.failure
      ?? "The property \(key.stringValue) uses a nested container; encode it as one value instead"
  }
}
