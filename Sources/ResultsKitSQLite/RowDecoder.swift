/// The row a ``RowDecoder`` reads: its values and the lookup of its columns by name, shared by
/// every container of the row (one reference, so that the decoder fits in an existential
/// without an allocation).
final class RowSource {
  /// The row's values: the statement being stepped, or an array (not generic, so that the
  /// containers have one generic parameter, the keys).
  let values: any RowValues
  /// The row's columns by name.
  let lookup: ColumnLookup

  init(values: any RowValues, lookup: ColumnLookup) {
    self.values = values
    self.lookup = lookup
  }
}

/// Decodes a value from one row: a column per coding key (see ``RowEncoder``).
struct RowDecoder: Decoder {
  /// The row.
  let source: RowSource
  var codingPath: [any CodingKey] { [] }
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  /// A decoder of `source`'s row, from its first key.
  init(_ source: RowSource) {
    self.source = source
    source.lookup.startRow()
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    KeyedDecodingContainer(RowDecodingContainer<Key>(source: source))
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

extension RowDecoder {
  /// A decoder of the row `values`, whose columns are at `indices` by name.
  init(indices: [String: Int], values: [SQLiteValue]) {
    let names = indices.sorted { $0.value < $1.value }.map(\.key)
    self.init(RowSource(values: values, lookup: ColumnLookup(names: names)))
  }
}

/// The keyed container of ``RowDecoder``.
struct RowDecodingContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let source: RowSource
  var codingPath: [any CodingKey] { [] }
  var allKeys: [Key] { source.lookup.names.compactMap { Key(stringValue: $0) } }

  func contains(_ key: Key) -> Bool { source.lookup.indices[key.stringValue] != nil }

  /// The column of `key`.
  private func column(_ key: Key) throws -> Int {
    guard let index = source.lookup.index(of: key.stringValue) else {
      throw DecodingError.keyNotFound(
        key, .init(codingPath: [], debugDescription: "The row has no column \(key.stringValue)"))
    }
    return index
  }

  /// The generic path: any type from any value, or the error saying why not.
  private func decode<T: Decodable>(_ type: T.Type, column: Int, key: Key) throws -> T {
    try ColumnValueCoding.decode(T.self, from: source.values.value(at: column), codingPath: [key])
  }

  func decodeNil(forKey key: Key) throws -> Bool { source.values.isNull(at: try column(key)) }

  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
    try decode(T.self, column: try column(key), key: key)
  }

  /// The column of the optional property `key`, or `nil` when it is NULL or missing (a
  /// property added after the row was written).
  private func optionalColumn(_ key: Key) -> Int? {
    guard let index = source.lookup.index(of: key.stringValue), !source.values.isNull(at: index)
    else { return nil }
    return index
  }

  // The commonest column types, without the generic path's type checks and coding path: each
  // takes the value when it is of the column's own kind, and otherwise leaves it to the generic
  // path, which converts it or throws the same error.

  private func string(_ index: Int, _ key: Key) throws -> String {
    try source.values.text(at: index) ?? decode(String.self, column: index, key: key)
  }

  private func int(_ index: Int, _ key: Key) throws -> Int {
    if let integer = source.values.integer(at: index), let exact = Int(exactly: integer) {
      return exact
    }
    return try decode(Int.self, column: index, key: key)
  }

  private func int64(_ index: Int, _ key: Key) throws -> Int64 {
    try source.values.integer(at: index) ?? decode(Int64.self, column: index, key: key)
  }

  private func double(_ index: Int, _ key: Key) throws -> Double {
    try source.values.real(at: index) ?? decode(Double.self, column: index, key: key)
  }

  private func bool(_ index: Int, _ key: Key) throws -> Bool {
    if let integer = source.values.integer(at: index), integer == 0 || integer == 1 {
      return integer == 1
    }
    return try decode(Bool.self, column: index, key: key)
  }

  func decode(_ type: String.Type, forKey key: Key) throws -> String {
    try string(column(key), key)
  }
  func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try int(column(key), key) }
  func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try int64(column(key), key) }
  func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
    try double(column(key), key)
  }
  func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try bool(column(key), key) }

  func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
    try optionalColumn(key).map { try string($0, key) }
  }
  func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? {
    try optionalColumn(key).map { try int($0, key) }
  }
  func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? {
    try optionalColumn(key).map { try int64($0, key) }
  }
  func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? {
    try optionalColumn(key).map { try double($0, key) }
  }
  func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? {
    try optionalColumn(key).map { try bool($0, key) }
  }
  func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
    try optionalColumn(key).map { try decode(T.self, column: $0, key: key) }
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
