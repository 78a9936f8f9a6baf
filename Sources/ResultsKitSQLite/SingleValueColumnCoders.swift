/// Encodes a value that encodes itself as one primitive (a raw-value enum, a `Date`) into that
/// primitive; any other shape sets ``needsJSON``.
final class SingleValueColumnEncoder: Encoder, SingleValueEncodingContainer {
  let codingPath: [any CodingKey]
  var userInfo: [CodingUserInfoKey: Any] { [:] }
  /// The value encoded, when it was one primitive.
  var value: SQLiteValue?
  /// Whether the value has another shape (keyed, unkeyed, or nested): it is kept as JSON.
  var needsJSON = false

  init(codingPath: [any CodingKey]) { self.codingPath = codingPath }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    needsJSON = true
    return KeyedEncodingContainer(DiscardingEncodingContainer<Key>(codingPath: codingPath))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    needsJSON = true
    return DiscardingEncodingContainer<AnyColumnKey>(codingPath: codingPath)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer { self }

  func encodeNil() throws { value = .null }

  func encode<T: Encodable>(_ value: T) throws {
    if let primitive = try ColumnValueCoding.primitive(value, codingPath: codingPath) {
      self.value = primitive
    } else {
      needsJSON = true
    }
  }
}

/// Decodes a value that decodes itself from one primitive; any other shape throws
/// ``NeedsJSON``.
struct SingleValueColumnDecoder: Decoder, SingleValueDecodingContainer {
  let value: SQLiteValue
  let codingPath: [any CodingKey]
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    throw NeedsJSON()
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer { throw NeedsJSON() }

  func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

  func decodeNil() -> Bool { value == .null }

  func decode<T: Decodable>(_ type: T.Type) throws -> T {
    guard
      let primitive = try ColumnValueCoding.primitive(T.self, from: value, codingPath: codingPath)
    else { throw NeedsJSON() }
    return primitive
  }
}

/// A coding key made from any string (or integer).
struct AnyColumnKey: CodingKey {
  var stringValue: String
  var intValue: Int?
  init(stringValue: String) { self.stringValue = stringValue }
  init(intValue: Int) {
    stringValue = String(intValue)
    self.intValue = intValue
  }
}

/// A container whose writes are dropped: what an encoder hands out for a shape it will not
/// keep (it records the failure or the switch to JSON itself).
struct DiscardingEncodingContainer<Key: CodingKey>: KeyedEncodingContainerProtocol,
  UnkeyedEncodingContainer
{
  var codingPath: [any CodingKey]
  var count: Int { 0 }

  mutating func encodeNil(forKey key: Key) throws {}
  mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {}
  mutating func encodeNil() throws {}
  mutating func encode<T: Encodable>(_ value: T) throws {}

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type, forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    KeyedEncodingContainer(DiscardingEncodingContainer<NestedKey>(codingPath: codingPath))
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type
  ) -> KeyedEncodingContainer<NestedKey> {
    KeyedEncodingContainer(DiscardingEncodingContainer<NestedKey>(codingPath: codingPath))
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer { self }
  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { self }
  mutating func superEncoder() -> any Encoder { SingleValueColumnEncoder(codingPath: codingPath) }
  mutating func superEncoder(forKey key: Key) -> any Encoder {
    SingleValueColumnEncoder(codingPath: codingPath)
  }
}
