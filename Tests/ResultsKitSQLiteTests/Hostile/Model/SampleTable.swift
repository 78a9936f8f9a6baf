import Foundation
import ResultsKitTesting

/// The tables of samples the hostile model makes with raw SQL, and samples as SQL literals.
///
/// Every variant has the type's seven columns and a UNIQUE code; they differ in declared types
/// (all of them keep what the model writes, except that a NUMERIC code would change the code
/// `12`), in the code's collation and in the order of the columns.
enum SampleTable {
  static let name = "samples"
  /// Where the table goes when it is renamed away.
  static let away = "samples_away"
  /// Where the migration recipe builds the new table.
  static let new = "samples_new"
  /// The second unique index, when there is one.
  static let secondIndex = "samples_second"
  /// The type's columns, in its order.
  static let columns = ["id", "code", "value", "single", "maybe", "series", "shelf"]

  /// The table's definitions, the first the usual one (the columns `CREATE TABLE … (…)` lists).
  static let variants = [
    "id TEXT NOT NULL PRIMARY KEY, code TEXT NOT NULL UNIQUE, value REAL NOT NULL, "
      + "single REAL NOT NULL, maybe REAL DEFAULT NULL, series DEFAULT NULL, shelf TEXT NOT NULL",
    "id TEXT NOT NULL PRIMARY KEY, code TEXT NOT NULL COLLATE NOCASE UNIQUE, value DOUBLE NOT NULL, "
      + "single FLOAT NOT NULL, maybe DOUBLE PRECISION, series, shelf VARCHAR(8) NOT NULL",
    "shelf TEXT NOT NULL, series TEXT DEFAULT '[]', maybe REAL DEFAULT NULL, single REAL NOT NULL, "
      + "value REAL NOT NULL, code NUMERIC NOT NULL, id TEXT NOT NULL PRIMARY KEY, UNIQUE (code)",
    "id NOT NULL PRIMARY KEY, code NOT NULL UNIQUE, value REAL NOT NULL, single REAL NOT NULL, "
      + "maybe REAL, series DEFAULT NULL, shelf TEXT NOT NULL DEFAULT 'x'",
  ]

  /// The definitions of the second unique index (on columns, never on an expression).
  static let secondIndexColumns = ["(code COLLATE NOCASE)", "(shelf, code)", "(maybe)"]

  /// `CREATE TABLE` of `table` with definition `variant`.
  static func create(_ table: String = name, variant: Int) -> String {
    "CREATE TABLE \(table) (\(variants[variant]))"
  }

  /// Whether the code column of definition `variant` has numeric affinity.
  static func hasNumericCode(variant: Int) -> Bool { variant == 2 }

  /// An `INSERT` of `sample` (its identifier spelled as it is) into `table`.
  ///
  /// `verb` is `INSERT`, `INSERT OR REPLACE`, `REPLACE`, `INSERT OR IGNORE`…
  static func insert(
    _ sample: Sample, into table: String = name, verb: String = "INSERT",
    random: inout SeededRandomNumberGenerator
  ) -> String {
    "\(verb) INTO \(table) (\(columns.joined(separator: ", "))) VALUES ("
      + values(of: sample, random: &random).joined(separator: ", ") + ")"
  }

  /// The SQL literals of `sample`'s columns, in ``columns`` order.
  static func values(of sample: Sample, random: inout SeededRandomNumberGenerator) -> [String] {
    [
      text(sample.id), text(sample.code), literal(sample.value, random: &random),
      literal(sample.single, random: &random),
      sample.maybe.map { literal($0, random: &random) } ?? "NULL",
      text(json(sample.series, random: &random)), text(sample.shelf),
    ]
  }

  /// `text` as a SQL string literal, its bytes as they are (no normalization).
  static func text(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "''") + "'"
  }

  /// A literal SQLite keeps as `value` or close to it: a REAL literal; for infinities one that
  /// overflows; for a NaN (and now and then a negative zero) a BLOB of its big-endian bits, as
  /// the store writes them.
  static func literal(_ value: Double, random: inout SeededRandomNumberGenerator) -> String {
    if value.isNaN || (value == 0 && value.sign == .minus && random.oneIn(2)) {
      return blob(value.bitPattern)
    }
    if value.isInfinite { return value < 0 ? "-1e999" : "1e999" }
    return "\(value)"
  }

  /// As the `Double` one, with a 4-byte BLOB.
  static func literal(_ value: Float, random: inout SeededRandomNumberGenerator) -> String {
    if value.isNaN || (value == 0 && value.sign == .minus && random.oneIn(2)) {
      return blob(value.bitPattern)
    }
    if value.isInfinite { return value < 0 ? "-1e999" : "1e999" }
    return "\(Double(value))"
  }

  /// A BLOB literal of `bits`, most significant byte first.
  static func blob<I: FixedWidthInteger>(_ bits: I) -> String {
    let bytes = (0..<I.bitWidth / 8).reversed().map { UInt8(truncatingIfNeeded: bits >> ($0 * 8)) }
    return "X'" + bytes.map { String(format: "%02X", $0) }.joined() + "'"
  }

  /// `series` as JSON text as another tool might write it: NaN and the infinities as the
  /// strings the module reads, now and then with spaces.
  static func json(_ series: [Double], random: inout SeededRandomNumberGenerator) -> String {
    let separator = random.oneIn(3) ? " , " : ","
    let items = series.map { value -> String in
      if value.isNaN { return "\"NaN\"" }
      if value.isInfinite { return value < 0 ? "\"-Infinity\"" : "\"Infinity\"" }
      if value == 0 && value.sign == .minus { return random.oneIn(2) ? "-0" : "-0.0" }
      return "\(value)"
    }
    return "[" + items.joined(separator: separator) + "]"
  }
}
