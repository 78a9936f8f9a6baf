import Foundation

/// Learns the columns of a `Decodable` type without an instance, by running its
/// `init(from:)` on a decoder that records the keys asked for and answers with placeholder
/// values (zero, empty, the first case of a `CaseIterable` enum).
///
/// Optional properties are found too (the probe says every key is present and not nil). A type
/// whose initializer rejects every placeholder (an enum with a raw value that is not
/// `CaseIterable`, a validating initializer) cannot be probed: ``columns(of:)`` throws.
enum ColumnProbe {
  /// A column learned: its name and the type SQLite declares for it ("" when the values are
  /// JSON text or of a kind only known from a value).
  struct Column: Equatable {
    var name: String
    var declaredType: String
  }

  /// The columns of `type`, in the order its initializer decodes them.
  static func columns<T: Decodable>(of type: T.Type) throws -> [Column] {
    let recorder = Recorder()
    _ = try T(from: ProbeDecoder(recorder: recorder, codingPath: []))
    return recorder.columns
  }

  /// The SQLite type declared for a property of type `T`.
  static func declaredType<T>(of type: T.Type) -> String {
    if T.self == Bool.self || T.self is any FixedWidthInteger.Type { return "INTEGER" }
    if T.self == Double.self || T.self == Float.self { return "REAL" }
    if T.self == String.self { return "TEXT" }
    if T.self == Data.self || T.self == [UInt8].self { return "BLOB" }
    return ""
  }

  /// A placeholder value of `T`.
  static func placeholder<T: Decodable>(
    _ type: T.Type, recorder: Recorder, codingPath: [any CodingKey]
  ) throws -> T {
    if T.self == Bool.self, let value = false as? T { return value }
    if T.self == String.self, let value = "" as? T { return value }
    if T.self == Double.self, let value = 0.0 as? T { return value }
    if T.self == Float.self, let value = Float(0) as? T { return value }
    if let integerType = T.self as? any FixedWidthInteger.Type, let value = zero(integerType) as? T
    {
      return value
    }
    if let caseType = T.self as? any CaseIterable.Type, let value = firstCase(caseType) as? T {
      return value
    }
    return try T(from: ProbeDecoder(recorder: recorder, codingPath: codingPath))
  }

  private static func zero<I: FixedWidthInteger>(_: I.Type) -> I { 0 }
  private static func firstCase<C: CaseIterable>(_: C.Type) -> C? { C.allCases.first }

  /// The columns recorded (top-level keys only).
  final class Recorder {
    var columns: [Column] = []
  }
}

/// The decoder of ``ColumnProbe``: every unkeyed container is empty.
struct ProbeDecoder: Decoder, SingleValueDecodingContainer {
  let recorder: ColumnProbe.Recorder
  let codingPath: [any CodingKey]
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    KeyedDecodingContainer(ProbeContainer<Key>(recorder: recorder, codingPath: codingPath))
  }
  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    ProbeUnkeyedContainer(recorder: recorder, codingPath: codingPath)
  }
  func singleValueContainer() throws -> any SingleValueDecodingContainer { self }
  func decodeNil() -> Bool { false }
  func decode<T: Decodable>(_ type: T.Type) throws -> T {
    try ColumnProbe.placeholder(T.self, recorder: recorder, codingPath: codingPath)
  }
}

/// An empty unkeyed container of ``ProbeDecoder``.
struct ProbeUnkeyedContainer: UnkeyedDecodingContainer {
  let recorder: ColumnProbe.Recorder
  let codingPath: [any CodingKey]
  var count: Int? { 0 }
  var isAtEnd: Bool { true }
  var currentIndex: Int { 0 }

  mutating func decodeNil() throws -> Bool { false }
  mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
    try ColumnProbe.placeholder(T.self, recorder: recorder, codingPath: codingPath)
  }
  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy type: NestedKey.Type
  ) throws -> KeyedDecodingContainer<NestedKey> {
    KeyedDecodingContainer(ProbeContainer<NestedKey>(recorder: recorder, codingPath: codingPath))
  }
  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer { self }
  mutating func superDecoder() throws -> any Decoder {
    ProbeDecoder(recorder: recorder, codingPath: codingPath)
  }
}

/// The keyed container of ``ProbeDecoder``: records the keys of the top level.
struct ProbeContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let recorder: ColumnProbe.Recorder
  let codingPath: [any CodingKey]
  var allKeys: [Key] { [] }

  func contains(_ key: Key) -> Bool { true }

  func decodeNil(forKey key: Key) throws -> Bool { false }

  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
    if codingPath.isEmpty,
      !recorder.columns.contains(where: { $0.name == key.stringValue })
    {
      recorder.columns.append(
        .init(name: key.stringValue, declaredType: ColumnProbe.declaredType(of: T.self)))
    }
    return try ColumnProbe.placeholder(T.self, recorder: recorder, codingPath: codingPath + [key])
  }

  func nestedContainer<NestedKey: CodingKey>(
    keyedBy type: NestedKey.Type, forKey key: Key
  ) throws -> KeyedDecodingContainer<NestedKey> {
    KeyedDecodingContainer(
      ProbeContainer<NestedKey>(recorder: recorder, codingPath: codingPath + [key]))
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    ProbeUnkeyedContainer(recorder: recorder, codingPath: codingPath + [key])
  }

  func superDecoder() throws -> any Decoder {
    ProbeDecoder(recorder: recorder, codingPath: codingPath)
  }

  func superDecoder(forKey key: Key) throws -> any Decoder {
    ProbeDecoder(recorder: recorder, codingPath: codingPath + [key])
  }
}
