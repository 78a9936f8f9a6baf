/// The affinity SQLite gives a column from its declared type, and the values it would not give
/// back as they were written.
///
/// SQLite converts some values on their way into a column: a number written to a TEXT column
/// becomes text, text that reads as a number becomes a number in an INTEGER, REAL or NUMERIC
/// column, and a large integer written to a REAL column loses digits. A table this module
/// creates declares each column by its property's type, so none of that happens; a table made
/// by someone else may declare anything, and there a write that SQLite would change is refused
/// (the store never writes what it cannot read back).
enum ColumnAffinity: Equatable {
  case integer, text, blob, real, numeric

  /// The affinity of a column declared `declaredType`, by SQLite's rules (in order: `INT`;
  /// `CHAR`, `CLOB` or `TEXT`; `BLOB` or no type; `REAL`, `FLOA` or `DOUB`; anything else
  /// NUMERIC).
  init(declaredType: String) {
    let type = declaredType.uppercased()
    if type.contains("INT") {
      self = .integer
    } else if type.contains("CHAR") || type.contains("CLOB") || type.contains("TEXT") {
      self = .text
    } else if type.isEmpty || type.contains("BLOB") {
      self = .blob
    } else if type.contains("REAL") || type.contains("FLOA") || type.contains("DOUB") {
      self = .real
    } else {
      self = .numeric
    }
  }

  /// Whether a value of this kind may be changed on its way into such a column (checked
  /// further by ``change(of:)``); most combinations never are.
  func mayChange(_ value: SQLiteValue) -> Bool {
    switch (self, value) {
    case (.text, .integer), (.text, .real), (.real, .integer): true
    case (.integer, .text), (.real, .text), (.numeric, .text): true
    default: false
    }
  }

  /// What SQLite would do to `value` in a column of this affinity that would not give it back
  /// as written, or `nil` when it keeps it.
  func change(of value: SQLiteValue) -> String? {
    switch (self, value) {
    case (.text, .integer), (.text, .real):
      return "a column of TEXT affinity keeps a number as text"
    case let (.real, .integer(integer)) where Double(exactly: integer) == nil:
      return "a column of REAL affinity keeps \(integer) as a REAL, which loses digits"
    case let (.integer, .text(text)), let (.real, .text(text)), let (.numeric, .text(text)):
      return Self.readsAsNumber(text)
        ? "a column of \(self == .real ? "REAL" : self == .integer ? "INTEGER" : "NUMERIC") affinity keeps text that reads as a number as a number"
        : nil
    default:
      return nil
    }
  }

  /// Whether SQLite takes `text` for a number (an integer or real literal, perhaps signed, with
  /// spaces around it) and converts it in a column of numeric affinity.
  ///
  /// Errs on the side of yes: a text it calls a number may not be converted after all, but one
  /// SQLite converts is always called a number.
  static func readsAsNumber(_ text: String) -> Bool {
    let bytes = Array(text.utf8)
    let spaces: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0B, 0x0C, 0x0D]
    var start = 0
    var end = bytes.count
    while start < end, spaces.contains(bytes[start]) { start += 1 }
    while end > start, spaces.contains(bytes[end - 1]) { end -= 1 }
    var index = start
    func digits() -> Int {
      let first = index
      while index < end, (0x30...0x39).contains(bytes[index]) { index += 1 }
      return index - first
    }
    if index < end, bytes[index] == 0x2B || bytes[index] == 0x2D { index += 1 }
    var mantissa = digits()
    if index < end, bytes[index] == 0x2E {
      index += 1
      mantissa += digits()
    }
    guard mantissa > 0 else { return false }
    if index < end, bytes[index] == 0x65 || bytes[index] == 0x45 {
      index += 1
      if index < end, bytes[index] == 0x2B || bytes[index] == 0x2D { index += 1 }
      guard digits() > 0 else { return false }
    }
    return index == end
  }
}
