import Foundation

/// How one property's value becomes one column's value, and back.
///
/// Primitive types go to their own columns (see ``ColumnKind``); a value whose type encodes
/// itself as one primitive (a `RawRepresentable` enum, a `Date`) is kept as that primitive;
/// anything else is JSON in a `jsonb` column. A value headed for a `jsonb` column is always
/// written as JSON, so a `jsonb` column can hold any property. `double precision` keeps every
/// `Double` bit for bit (binary format), NaN and -0.0 included; inside JSON, NaN and the
/// infinities are the strings `"NaN"`, `"Infinity"` and `"-Infinity"`.
enum ColumnValueCoding {
  /// The column value of `value`, for a column of kind `target` (`nil`: not decided yet).
  ///
  /// - Throws: `PostgresStoreError.unencodableObject` when the value does not fit `target`
  ///   or is an integer beyond 64 bits.
  static func encode<T: Encodable>(_ value: T, name: String, target: ColumnKind?) throws
    -> ColumnValue
  {
    if target == .jsonb { return .jsonb(try json(value, name: name)) }
    let encoded: ColumnValue
    if let primitive = try primitive(value, name: name) {
      encoded = primitive
    } else {
      let capture = SingleValueCapture(name: name)
      do {
        try value.encode(to: capture)
      } catch {
        throw PostgresStoreError.unencodableObject(reason: "\(name): \(error)")
      }
      if !capture.needsJSON, let captured = capture.value {
        encoded = captured
      } else {
        encoded = .jsonb(try json(value, name: name))
      }
    }
    if let target, let kind = encoded.kind, kind != target {
      throw PostgresStoreError.unencodableObject(
        reason: "the property \(name) is \(encoded.summary), but its column is \(target.sqlName)")
    }
    return encoded
  }

  /// The column value of a primitive value, or `nil` for other types.
  static func primitive<T>(_ value: T, name: String) throws -> ColumnValue? {
    // Types are compared, not values: on Apple platforms `as?` bridges through NSNumber.
    if T.self == Bool.self, let bool = value as? Bool { return .boolean(bool) }
    if T.self == String.self, let string = value as? String { return .text(string) }
    if T.self == Double.self, let double = value as? Double { return .double(double) }
    if T.self == Float.self, let float = value as? Float { return .double(Double(float)) }
    if T.self == Data.self, let data = value as? Data { return .bytea([UInt8](data)) }
    if T.self == [UInt8].self, let bytes = value as? [UInt8] { return .bytea(bytes) }
    if T.self is any FixedWidthInteger.Type, let integer = value as? any FixedWidthInteger {
      guard let exact = Int64(exactly: integer) else {
        throw PostgresStoreError.unencodableObject(
          reason: "the property \(name) is \(integer), beyond bigint's 64 bits")
      }
      return .bigint(exact)
    }
    return nil
  }

  /// The kind of column a property of type `T` needs, when the type alone tells (a primitive
  /// type); `nil` for other types, whose column is learned from a value.
  static func kind<T>(of type: T.Type) -> ColumnKind? {
    if T.self == Bool.self { return .boolean }
    if T.self == String.self { return .text }
    if T.self == Double.self || T.self == Float.self { return .doublePrecision }
    if T.self == Data.self || T.self == [UInt8].self { return .bytea }
    if T.self is any FixedWidthInteger.Type { return .bigint }
    return nil
  }

  /// `value` as JSON text.
  static func json<T: Encodable>(_ value: T, name: String) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    encoder.nonConformingFloatEncodingStrategy = .convertToString(
      positiveInfinity: "Infinity", negativeInfinity: "-Infinity", nan: "NaN")
    do {
      return String(decoding: try encoder.encode(value), as: UTF8.self)
    } catch {
      throw PostgresStoreError.unencodableObject(reason: "\(name) as JSON: \(error)")
    }
  }

  /// The value of type `T` kept as `value` in the column `name`.
  ///
  /// - Throws: `DecodingError` when the value is not a `T`.
  static func decode<T: Decodable>(
    _ type: T.Type, from value: ColumnValue, codingPath: [any CodingKey]
  ) throws -> T {
    func mismatch() -> DecodingError {
      .typeMismatch(
        T.self,
        .init(
          codingPath: codingPath, debugDescription: "Expected \(T.self), found \(value.summary)")
      )
    }
    switch value {
    case .null:
      throw DecodingError.valueNotFound(
        T.self, .init(codingPath: codingPath, debugDescription: "The column is NULL"))
    case let .jsonb(json):
      let decoder = JSONDecoder()
      decoder.nonConformingFloatDecodingStrategy = .convertFromString(
        positiveInfinity: "Infinity", negativeInfinity: "-Infinity", nan: "NaN")
      do {
        return try decoder.decode(T.self, from: Data(json.utf8))
      } catch {
        throw DecodingError.dataCorrupted(
          .init(
            codingPath: codingPath,
            debugDescription: "The JSON \(json.prefix(60)) is not a \(T.self): \(error)"))
      }
    case let .boolean(bool):
      if T.self == Bool.self, let bool = bool as? T { return bool }
    case let .text(text):
      if T.self == String.self, let text = text as? T { return text }
    case let .double(double):
      if T.self == Double.self, let double = double as? T { return double }
      if T.self == Float.self, let float = Float(double) as? T { return float }
    case let .bytea(bytes):
      if T.self == Data.self, let data = Data(bytes) as? T { return data }
      if T.self == [UInt8].self, let bytes = bytes as? T { return bytes }
    case let .bigint(integer):
      if let integerType = T.self as? any FixedWidthInteger.Type {
        guard let converted = make(integerType, integer) as? T else { throw mismatch() }
        return converted
      }
    }
    if kind(of: T.self) != nil { throw mismatch() }
    return try T(from: SingleValueColumnDecoder(value: value, codingPath: codingPath))
  }

  private static func make<I: FixedWidthInteger>(_: I.Type, _ value: Int64) -> I? {
    I(exactly: value)
  }
}
