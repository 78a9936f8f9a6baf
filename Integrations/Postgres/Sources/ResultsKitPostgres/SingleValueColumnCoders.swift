/// Captures the one primitive a value encodes itself as (a `RawRepresentable` enum's raw
/// value, a `Date`'s number); a value that opens a keyed or unkeyed container needs JSON.
final class SingleValueCapture: Encoder, SingleValueEncodingContainer {
  /// The property's name, for errors.
  let name: String
  /// The value captured, if any.
  var value: ColumnValue?
  /// Whether the value is not one primitive (it is written as JSON instead).
  var needsJSON = false

  init(name: String) { self.name = name }

  var codingPath: [any CodingKey] { [] }
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    needsJSON = true
    return KeyedEncodingContainer(DiscardingContainer<Key>())
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    needsJSON = true
    return DiscardingContainer<DiscardedKey>()
  }

  func singleValueContainer() -> any SingleValueEncodingContainer { self }

  func encodeNil() throws { value = .null }

  func encode<T: Encodable>(_ value: T) throws {
    if let primitive = try ColumnValueCoding.primitive(value, name: name) {
      self.value = primitive
    } else {
      // A wrapper of a wrapper: its own single value, or JSON.
      try value.encode(to: self)
    }
  }
}

/// The coding key of a discarded unkeyed container.
struct DiscardedKey: CodingKey {
  var stringValue: String
  var intValue: Int?
  init?(stringValue: String) { self.stringValue = stringValue }
  init?(intValue: Int) {
    self.stringValue = String(intValue)
    self.intValue = intValue
  }
}

/// A container whose values go nowhere: the value is written as JSON instead.
struct DiscardingContainer<Key: CodingKey>: KeyedEncodingContainerProtocol,
  UnkeyedEncodingContainer
{
  var codingPath: [any CodingKey] { [] }
  var count: Int { 0 }

  mutating func encodeNil() throws {}
  mutating func encode<T: Encodable>(_ value: T) throws {}
  mutating func encodeNil(forKey key: Key) throws {}
  mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {}
  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type, forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    KeyedEncodingContainer(DiscardingContainer<NestedKey>())
  }
  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
    -> KeyedEncodingContainer<NestedKey>
  {
    KeyedEncodingContainer(DiscardingContainer<NestedKey>())
  }
  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer { self }
  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { self }
  mutating func superEncoder(forKey key: Key) -> any Encoder { SingleValueCapture(name: "super") }
  mutating func superEncoder() -> any Encoder { SingleValueCapture(name: "super") }
}

/// Decodes a value that encodes itself as one primitive from that primitive's column value.
struct SingleValueColumnDecoder: Decoder, SingleValueDecodingContainer {
  let value: ColumnValue
  let codingPath: [any CodingKey]
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    throw mismatch("a keyed container")
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    throw mismatch("an unkeyed container")
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

  func decodeNil() -> Bool { value == .null }

  func decode<T: Decodable>(_ type: T.Type) throws -> T {
    try ColumnValueCoding.decode(T.self, from: value, codingPath: codingPath)
  }

  private func mismatch(_ what: String) -> DecodingError {
    .typeMismatch(
      Any.self,
      .init(
        codingPath: codingPath,
        debugDescription: "Expected \(what), found the column value \(value.summary)"))
  }
}
