import Foundation

/// A column as a type encodes it: its name, the SQLite type to declare for it and whether the
/// property is optional.
///
/// Learned by encoding a real object (``RowEncoder/layout(of:)``), never by running a type's
/// `init(from:)` on invented values.
struct ColumnLayout: Equatable {
  /// The property's coding key.
  var name: String
  /// The type SQLite declares for the property's column: `INTEGER` for integers and `Bool`,
  /// `REAL` for `Double` and `Float`, `TEXT` for `String`, `BLOB` for `Data` and `[UInt8]`, and
  /// no type (no conversion of any value) for everything else.
  var declaredType: String
  /// Whether the property may be `nil` (encoded with `encodeIfPresent`, or of an `Optional`
  /// type): its column takes `NULL` and is declared `DEFAULT NULL`.
  var isOptional: Bool

  /// The SQLite type declared for a property of type `T`.
  static func declaredType<T>(of type: T.Type) -> String {
    if T.self == Bool.self || T.self is any FixedWidthInteger.Type { return "INTEGER" }
    if T.self == Double.self || T.self == Float.self { return "REAL" }
    if T.self == String.self { return "TEXT" }
    if T.self == Data.self || T.self == [UInt8].self { return "BLOB" }
    return ""
  }

  /// Whether `T` is an `Optional`.
  static func isOptional<T>(_ type: T.Type) -> Bool {
    T.self is any OptionalMarker.Type
  }
}

/// Marks `Optional` types, so that a generic `T` can be asked whether it is one.
protocol OptionalMarker {}

extension Optional: OptionalMarker {}
