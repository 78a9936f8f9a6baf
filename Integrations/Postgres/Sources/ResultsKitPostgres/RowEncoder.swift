/// One property of an object, as a column: its name, value, the kind of column it needs
/// (`nil` while unknown: a `nil` of a type that is not primitive) and whether it is optional.
struct EncodedColumn: Equatable {
  var name: String
  var value: ColumnValue
  var kind: ColumnKind?
  var isOptional: Bool
  /// Whether the property's type is primitive (its column kind follows from the type).
  var hasPrimitiveType: Bool
}

/// Encodes an object's top-level stored properties as one row: a column per coding key.
///
/// Optional properties that are `nil` are columns too (`NULL`): synthesized conformances call
/// `encodeIfPresent`, which the container implements for every type, so that the column's kind
/// is known from the type even without a value.
final class RowEncoder: Encoder {
  var codingPath: [any CodingKey] { [] }
  var userInfo: [CodingUserInfoKey: Any] { [:] }
  /// The kinds of the table's columns, by name: each value is encoded for its column.
  let targets: [String: ColumnKind]
  /// The columns, in the order the object encoded them.
  var columns: [EncodedColumn] = []
  /// Why the object is not a row.
  var failure: String?

  private init(targets: [String: ColumnKind]) { self.targets = targets }

  /// The columns of `object`, each value encoded for the column of its name in `targets`
  /// (the natural kind where there is none).
  ///
  /// - Throws: `PostgresStoreError.unencodableObject` when the object is not a keyed
  ///   container of properties or a property does not fit its column.
  static func columns<T: Encodable>(of object: T, targets: [String: ColumnKind] = [:]) throws
    -> [EncodedColumn]
  {
    let encoder = RowEncoder(targets: targets)
    do {
      try object.encode(to: encoder)
    } catch let error as PostgresStoreError {
      throw error
    } catch {
      throw PostgresStoreError.unencodableObject(reason: "\(error)")
    }
    if let failure = encoder.failure { throw PostgresStoreError.unencodableObject(reason: failure) }
    return encoder.columns
  }

  /// Adds the property `name` of type `T`.
  func add<T: Encodable>(_ name: String, _ value: T?, optional: Bool) throws {
    let target = targets[name]
    let column: ColumnValue
    if let value {
      column = try ColumnValueCoding.encode(value, name: name, target: target)
    } else {
      column = .null
    }
    let typeKind = ColumnValueCoding.kind(of: T.self)
    columns.append(
      EncodedColumn(
        name: name, value: column, kind: column.kind ?? typeKind ?? target,
        isOptional: optional, hasPrimitiveType: typeKind != nil))
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    KeyedEncodingContainer(RowEncodingContainer<Key>(encoder: self))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    failure = failure ?? "a row is a keyed container of properties, not an unkeyed one"
    return DiscardingContainer<DiscardedKey>()
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    failure = failure ?? "a row is a keyed container of properties, not a single value"
    return SingleValueCapture(name: "")
  }
}

/// The keyed container of ``RowEncoder``: each key one column.
struct RowEncodingContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let encoder: RowEncoder
  var codingPath: [any CodingKey] { [] }

  mutating func encodeNil(forKey key: Key) throws {
    try encoder.add(key.stringValue, Never?.none, optional: true)
  }

  mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
    try encoder.add(key.stringValue, value, optional: ColumnLayout.isOptional(T.self))
  }

  mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws {
    try encoder.add(key.stringValue, value, optional: true)
  }
  mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) throws {
    try encoder.add(key.stringValue, value, optional: true)
  }
  mutating func encodeIfPresent(_ value: String?, forKey key: Key) throws {
    try encoder.add(key.stringValue, value, optional: true)
  }
  mutating func encodeIfPresent(_ value: Double?, forKey key: Key) throws {
    try encoder.add(key.stringValue, value, optional: true)
  }
  mutating func encodeIfPresent(_ value: Float?, forKey key: Key) throws {
    try encoder.add(key.stringValue, value, optional: true)
  }
  mutating func encodeIfPresent(_ value: Int?, forKey key: Key) throws {
    try encoder.add(key.stringValue, value, optional: true)
  }
  mutating func encodeIfPresent(_ value: Int8?, forKey key: Key) throws {
    try encoder.add(key.stringValue, value, optional: true)
  }
  mutating func encodeIfPresent(_ value: Int16?, forKey key: Key) throws {
    try encoder.add(key.stringValue, value, optional: true)
  }
  mutating func encodeIfPresent(_ value: Int32?, forKey key: Key) throws {
    try encoder.add(key.stringValue, value, optional: true)
  }
  mutating func encodeIfPresent(_ value: Int64?, forKey key: Key) throws {
    try encoder.add(key.stringValue, value, optional: true)
  }
  mutating func encodeIfPresent(_ value: UInt?, forKey key: Key) throws {
    try encoder.add(key.stringValue, value, optional: true)
  }
  mutating func encodeIfPresent(_ value: UInt8?, forKey key: Key) throws {
    try encoder.add(key.stringValue, value, optional: true)
  }
  mutating func encodeIfPresent(_ value: UInt16?, forKey key: Key) throws {
    try encoder.add(key.stringValue, value, optional: true)
  }
  mutating func encodeIfPresent(_ value: UInt32?, forKey key: Key) throws {
    try encoder.add(key.stringValue, value, optional: true)
  }
  mutating func encodeIfPresent(_ value: UInt64?, forKey key: Key) throws {
    try encoder.add(key.stringValue, value, optional: true)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type, forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    refuse(key)
    return KeyedEncodingContainer(DiscardingContainer<NestedKey>())
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    refuse(key)
    return DiscardingContainer<DiscardedKey>()
  }

  mutating func superEncoder() -> any Encoder {
    encoder.failure = encoder.failure ?? "a row cannot hold a superclass's encoding"
    return SingleValueCapture(name: "super")
  }

  mutating func superEncoder(forKey key: Key) -> any Encoder {
    refuse(key)
    return SingleValueCapture(name: key.stringValue)
  }

  private func refuse(_ key: Key) {
    encoder.failure =
      encoder.failure
      ?? "the property \(key.stringValue) uses a nested container; encode it as one value instead"
  }
}

/// Whether a type is an `Optional`.
enum ColumnLayout {
  static func isOptional<T>(_ type: T.Type) -> Bool { T.self is any OptionalMarker.Type }
}

/// Marks `Optional` types, so that a generic `T` can be asked whether it is one.
protocol OptionalMarker {}

extension Optional: OptionalMarker {}
