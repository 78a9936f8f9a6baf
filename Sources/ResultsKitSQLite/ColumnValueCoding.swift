import Foundation

/// How one property's value becomes one column's value, and back.
///
/// Integers (of any width) and `Bool` (0 or 1) are INTEGER, `Double` and `Float` REAL,
/// `String` TEXT, `Data` and `[UInt8]` BLOB, `nil` NULL. A value whose type encodes itself as
/// one of these (a `RawRepresentable` enum, a `Date`, a `UUID`) is kept as that value; anything
/// else (arrays, structs, enums with payloads) is JSON text.
///
/// Every `Double` and `Float` reads back bit for bit. SQLite's REAL cannot hold a NaN (it
/// stores NULL) or the sign of a zero (it stores `-0.0` as the integer 0), so those two are
/// kept as a BLOB of their IEEE 754 bits, big-endian (8 bytes for a `Double`, 4 for a
/// `Float`); infinities and subnormal numbers are REALs like any other. In JSON text, NaN and
/// the infinities are the strings `"NaN"`, `"Infinity"` and `"-Infinity"`.
enum ColumnValueCoding {
  /// The column value of `value`.
  ///
  /// The coding path is made only when needed (for an error, or a value that is not one
  /// primitive).
  static func encode<T: Encodable>(
    _ value: T, codingPath: @autoclosure () -> [any CodingKey]
  ) throws -> SQLiteValue {
    if let primitive = try primitive(value, codingPath: codingPath()) { return primitive }
    if T.self == Data.self, let data = value as? Data { return .blob([UInt8](data)) }
    if T.self == [UInt8].self, let bytes = value as? [UInt8] { return .blob(bytes) }
    let encoder = SingleValueColumnEncoder(codingPath: codingPath())
    try value.encode(to: encoder)
    if !encoder.needsJSON, let captured = encoder.value { return captured }
    let json = JSONEncoder()
    json.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    json.nonConformingFloatEncodingStrategy = .convertToString(
      positiveInfinity: infinityText, negativeInfinity: "-" + infinityText, nan: nanText)
    return .text(String(decoding: try json.encode(value), as: UTF8.self))
  }

  /// The value of type `T` kept as `value`.
  static func decode<T: Decodable>(
    _ type: T.Type, from value: SQLiteValue, codingPath: @autoclosure () -> [any CodingKey]
  ) throws -> T {
    if let primitive = try primitive(T.self, from: value, codingPath: codingPath()) {
      return primitive
    }
    if T.self == Data.self || T.self == [UInt8].self, case let .blob(bytes) = value {
      if let data = Data(bytes) as? T { return data }
      if let bytes = bytes as? T { return bytes }
    }
    do {
      return try T(from: SingleValueColumnDecoder(value: value, codingPath: codingPath()))
    } catch is NeedsJSON {
      guard case let .text(json) = value else {
        throw DecodingError.typeMismatch(
          T.self,
          .init(
            codingPath: codingPath(),
            debugDescription: "Expected JSON text for \(T.self), found \(value.kindName)"))
      }
      do {
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(
          positiveInfinity: infinityText, negativeInfinity: "-" + infinityText, nan: nanText)
        return try decoder.decode(T.self, from: Data(json.utf8))
      } catch {
        throw DecodingError.dataCorrupted(
          .init(
            codingPath: codingPath(),
            debugDescription: "The JSON text \(json.debugDescription) is not a \(T.self): \(error)")
        )
      }
    }
  }

  /// The column value of a value of a primitive type, or `nil` for other types.
  static func primitive<T>(
    _ value: T, codingPath: @autoclosure () -> [any CodingKey]
  ) throws -> SQLiteValue? {
    // Compare types, not values: on Apple platforms `as?` bridges numbers through NSNumber.
    if T.self == Bool.self, let bool = value as? Bool { return .integer(bool ? 1 : 0) }
    if T.self == String.self, let string = value as? String { return .text(string) }
    if T.self == Double.self, let double = value as? Double { return real(double) }
    if T.self == Float.self, let float = value as? Float { return real(float) }
    if T.self is any FixedWidthInteger.Type, let integer = value as? any FixedWidthInteger {
      guard let integer = Int64(exactly: integer) else {
        throw EncodingError.invalidValue(
          value,
          .init(
            codingPath: codingPath(),
            debugDescription: "\(integer) does not fit in SQLite's 64-bit INTEGER"))
      }
      return .integer(integer)
    }
    return nil
  }

  /// The value of primitive type `T` kept as `value`, or `nil` when `T` is not primitive.
  static func primitive<T>(
    _ type: T.Type, from value: SQLiteValue, codingPath: @autoclosure () -> [any CodingKey]
  ) throws -> T? {
    func mismatch() -> DecodingError {
      .typeMismatch(
        T.self,
        .init(
          codingPath: codingPath(),
          debugDescription: "Expected \(T.self), found \(describe(value))"))
    }
    if T.self == Bool.self {
      guard case let .integer(integer) = value, integer == 0 || integer == 1 else {
        throw mismatch()
      }
      return (integer == 1) as? T
    }
    if T.self == String.self {
      guard case let .text(text) = value else { throw mismatch() }
      return text as? T
    }
    if T.self == Double.self || T.self == Float.self {
      let double: Double
      switch value {
      case let .real(real): double = real
      case let .integer(integer): double = Double(integer)
      case let .blob(bytes) where bytes.count == 4 || bytes.count == 8:
        // A NaN or a negative zero, bit for bit (see `real(_:)`).
        let bits = bytes.reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
        if bytes.count == 4 {
          let float = Float(bitPattern: UInt32(truncatingIfNeeded: bits))
          return T.self == Float.self ? float as? T : Double(float) as? T
        }
        double = Double(bitPattern: bits)
      default: throw mismatch()
      }
      return T.self == Double.self ? double as? T : Float(double) as? T
    }
    if let integerType = T.self as? any FixedWidthInteger.Type {
      let integer: Int64
      switch value {
      case let .integer(value): integer = value
      case let .real(real) where Int64(exactly: real) != nil: integer = Int64(real)
      default: throw mismatch()
      }
      guard let converted = make(integerType, integer) as? T else { throw mismatch() }
      return converted
    }
    return nil
  }

  /// The column value of `double`: a REAL, or for a NaN or a negative zero, which a REAL
  /// cannot keep, a BLOB of its 8 bytes, big-endian.
  static func real(_ double: Double) -> SQLiteValue {
    guard double.isNaN || (double == 0 && double.sign == .minus) else { return .real(double) }
    return .blob(bigEndianBytes(double.bitPattern))
  }

  /// The column value of `float`: a REAL, or for a NaN or a negative zero a BLOB of its 4
  /// bytes, big-endian.
  static func real(_ float: Float) -> SQLiteValue {
    guard float.isNaN || (float == 0 && float.sign == .minus) else { return .real(Double(float)) }
    return .blob(bigEndianBytes(float.bitPattern))
  }

  /// The bytes of `bits`, most significant first.
  private static func bigEndianBytes<I: FixedWidthInteger>(_ bits: I) -> [UInt8] {
    (0..<I.bitWidth / 8).reversed().map { UInt8(truncatingIfNeeded: bits >> ($0 * 8)) }
  }

  /// How NaN is written in JSON text.
  static let nanText = "NaN"
  /// How infinity is written in JSON text (with a minus sign for negative infinity).
  static let infinityText = "Infinity"

  private static func make<I: FixedWidthInteger>(_: I.Type, _ value: Int64) -> I? {
    I(exactly: value)
  }

  /// A column value for an error message: its kind and (shortened) content.
  static func describe(_ value: SQLiteValue) -> String {
    switch value {
    case .null: "NULL"
    case let .integer(integer): "INTEGER \(integer)"
    case let .real(real): "REAL \(real)"
    case let .text(text): "TEXT \(String(text.prefix(60)).debugDescription)"
    case let .blob(bytes): "BLOB of \(bytes.count) bytes"
    }
  }
}

/// Thrown by ``SingleValueColumnDecoder`` for a type that is not one value: it is read from
/// JSON text instead.
struct NeedsJSON: Error {}
