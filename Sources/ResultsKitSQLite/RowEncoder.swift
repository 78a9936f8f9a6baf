/// Encodes a value's top-level stored properties as one row: a column per coding key.
///
/// Optional properties that are `nil` are columns too (NULL): synthesized `Encodable`
/// conformances call `encodeIfPresent`, which this encoder implements.
final class RowEncoder: Encoder {
  var codingPath: [any CodingKey] { [] }
  var userInfo: [CodingUserInfoKey: Any] { [:] }
  /// The columns' values, in the order the value encoded them.
  var values: [SQLiteValue] = []
  /// Their names, unless the names were given beforehand (``expected``).
  var names: [String]?
  /// The names the columns should have, in order, when known: each is checked as it comes.
  let expected: [String]?
  /// Whether the value encoded other columns than ``expected``.
  var isUnexpected = false
  /// The columns' layout, when asked for (``layout(of:)``).
  var layout: [ColumnLayout]?
  /// Why the value cannot be a row (it does not encode as one keyed container).
  var failure: String?

  private init(expected: [String]?) {
    self.expected = expected
    if expected == nil { names = [] }
    values.reserveCapacity(expected?.count ?? 8)
  }

  /// Encodes `value`, then throws what made it no row.
  private func encode<T: Encodable>(_ value: T) throws {
    try value.encode(to: self)
    if let failure {
      throw EncodingError.invalidValue(value, .init(codingPath: [], debugDescription: failure))
    }
    if let expected, values.count != expected.count { isUnexpected = true }
  }

  /// The row of `value`: each column's name and value.
  ///
  /// - Throws: `EncodingError` when `value` is not a keyed container of properties, or a
  ///   property cannot be kept (an integer beyond 64 bits).
  static func row<T: Encodable>(of value: T) throws -> [(name: String, value: SQLiteValue)] {
    let encoder = RowEncoder(expected: nil)
    try encoder.encode(value)
    return Array(zip(encoder.names ?? [], encoder.values))
  }

  /// The values of `value`'s columns, when it encodes the columns `names`, in that order (as
  /// the other objects of its type do); `nil` when it encodes others.
  ///
  /// - Throws: What ``row(of:)`` throws.
  static func values<T: Encodable>(of value: T, named names: [String]) throws -> [SQLiteValue]? {
    let encoder = RowEncoder(expected: names)
    try encoder.encode(value)
    return encoder.isUnexpected ? nil : encoder.values
  }

  /// The row of `value` and the layout of its columns: their declared types and which are
  /// optional.
  ///
  /// - Throws: What ``row(of:)`` throws.
  static func layout<T: Encodable>(of value: T) throws -> (
    row: [(name: String, value: SQLiteValue)], layout: [ColumnLayout]
  ) {
    let encoder = RowEncoder(expected: nil)
    encoder.layout = []
    try encoder.encode(value)
    return (Array(zip(encoder.names ?? [], encoder.values)), encoder.layout ?? [])
  }

  /// Adds a column (and its layout, when asked for).
  func append<T>(_ name: String, _ value: SQLiteValue, of type: T.Type, optional: Bool) {
    if let expected {
      if values.count >= expected.count || expected[values.count] != name { isUnexpected = true }
    } else {
      names?.append(name)
    }
    values.append(value)
    if layout != nil {
      layout?.append(
        ColumnLayout(
          name: name, declaredType: ColumnLayout.declaredType(of: T.self),
          isOptional: optional || ColumnLayout.isOptional(T.self)))
    }
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
    encoder.append(key.stringValue, .null, of: Never?.self, optional: true)
  }

  mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
    encoder.append(
      key.stringValue, try ColumnValueCoding.encode(value, codingPath: [key]), of: T.self,
      optional: false)
  }

  // The commonest property types, straight to their column values.

  mutating func encode(_ value: String, forKey key: Key) throws {
    encoder.append(key.stringValue, .text(value), of: String.self, optional: false)
  }
  mutating func encode(_ value: Int, forKey key: Key) throws {
    encoder.append(key.stringValue, .integer(Int64(value)), of: Int.self, optional: false)
  }
  mutating func encode(_ value: Int64, forKey key: Key) throws {
    encoder.append(key.stringValue, .integer(value), of: Int64.self, optional: false)
  }
  mutating func encode(_ value: Int32, forKey key: Key) throws {
    encoder.append(key.stringValue, .integer(Int64(value)), of: Int32.self, optional: false)
  }
  mutating func encode(_ value: Double, forKey key: Key) throws {
    encoder.append(key.stringValue, ColumnValueCoding.real(value), of: Double.self, optional: false)
  }
  mutating func encode(_ value: Float, forKey key: Key) throws {
    encoder.append(key.stringValue, ColumnValueCoding.real(value), of: Float.self, optional: false)
  }
  mutating func encode(_ value: Bool, forKey key: Key) throws {
    encoder.append(key.stringValue, .integer(value ? 1 : 0), of: Bool.self, optional: false)
  }

  /// A property encoded with `encodeIfPresent`: optional, whatever its value.
  private mutating func encodeOptional<T: Encodable>(_ value: T?, forKey key: Key) throws {
    let column = try value.map { try ColumnValueCoding.encode($0, codingPath: [key]) } ?? .null
    encoder.append(key.stringValue, column, of: T.self, optional: true)
  }

  mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) throws {
    encoder.append(
      key.stringValue, value.map { .integer($0 ? 1 : 0) } ?? .null, of: Bool.self, optional: true)
  }
  mutating func encodeIfPresent(_ value: String?, forKey key: Key) throws {
    encoder.append(
      key.stringValue, value.map { .text($0) } ?? .null, of: String.self, optional: true)
  }
  mutating func encodeIfPresent(_ value: Double?, forKey key: Key) throws {
    encoder.append(
      key.stringValue, value.map { ColumnValueCoding.real($0) } ?? .null, of: Double.self,
      optional: true)
  }
  mutating func encodeIfPresent(_ value: Float?, forKey key: Key) throws {
    encoder.append(
      key.stringValue, value.map { ColumnValueCoding.real($0) } ?? .null, of: Float.self,
      optional: true)
  }
  mutating func encodeIfPresent(_ value: Int?, forKey key: Key) throws {
    encoder.append(
      key.stringValue, value.map { .integer(Int64($0)) } ?? .null, of: Int.self, optional: true)
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
    encoder.append(
      key.stringValue, value.map { .integer($0) } ?? .null, of: Int64.self, optional: true)
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
