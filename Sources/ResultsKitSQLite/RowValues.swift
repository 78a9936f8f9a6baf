/// Where a row's column values come from: an array of values, or the statement being stepped
/// (read in place, column by column, as the decoder asks).
protocol RowValues {
  /// The number of columns.
  var count: Int { get }
  /// The value of the column at `index`.
  func value(at index: Int) -> SQLiteValue
  /// The column's INTEGER, or `nil` when it holds another kind of value.
  func integer(at index: Int) -> Int64?
  /// The column's REAL, or `nil` when it holds another kind of value.
  func real(at index: Int) -> Double?
  /// The column's TEXT, or `nil` when it holds another kind of value.
  func text(at index: Int) -> String?
  /// Whether the column is NULL.
  func isNull(at index: Int) -> Bool
  /// The column's storage class: SQLite's 1 INTEGER, 2 REAL, 3 TEXT, 4 BLOB, 5 NULL.
  func kind(at index: Int) -> Int32
  /// Whether the column is TEXT of ASCII characters only (looked at without making a string).
  func isASCIIText(at index: Int) -> Bool
}

extension Array: RowValues where Element == SQLiteValue {
  func value(at index: Int) -> SQLiteValue { self[index] }

  func integer(at index: Int) -> Int64? {
    if case let .integer(integer) = self[index] { return integer }
    return nil
  }

  func real(at index: Int) -> Double? {
    if case let .real(real) = self[index] { return real }
    return nil
  }

  func text(at index: Int) -> String? {
    if case let .text(text) = self[index] { return text }
    return nil
  }

  func isNull(at index: Int) -> Bool { self[index] == .null }

  func kind(at index: Int) -> Int32 {
    switch self[index] {
    case .integer: 1
    case .real: 2
    case .text: 3
    case .blob: 4
    case .null: 5
    }
  }

  func isASCIIText(at index: Int) -> Bool {
    guard case let .text(text) = self[index] else { return false }
    return text.utf8.allSatisfy { $0 < 0x80 }
  }
}

/// The current row of a statement being stepped: valid only inside the call that was given it.
struct StatementRow: RowValues {
  let statement: OpaquePointer
  let library: SQLiteLibrary
  let count: Int

  func value(at index: Int) -> SQLiteValue {
    let column = Int32(index)
    switch library.columnType(statement, column) {
    case 1:
      return .integer(library.columnInt64(statement, column))
    case 2:
      return .real(library.columnDouble(statement, column))
    case 3:
      return .text(textValue(column))
    case 4:
      guard let blob = library.columnBlob(statement, column) else { return .blob([]) }
      let count = Int(library.columnBytes(statement, column))
      return .blob(Array(UnsafeRawBufferPointer(start: blob, count: count)))
    default:
      return .null
    }
  }

  func integer(at index: Int) -> Int64? {
    let column = Int32(index)
    guard library.columnType(statement, column) == 1 else { return nil }
    return library.columnInt64(statement, column)
  }

  func real(at index: Int) -> Double? {
    let column = Int32(index)
    guard library.columnType(statement, column) == 2 else { return nil }
    return library.columnDouble(statement, column)
  }

  func text(at index: Int) -> String? {
    let column = Int32(index)
    guard library.columnType(statement, column) == 3 else { return nil }
    return textValue(column)
  }

  func isNull(at index: Int) -> Bool {
    library.columnType(statement, Int32(index)) == 5
  }

  func kind(at index: Int) -> Int32 {
    library.columnType(statement, Int32(index))
  }

  func isASCIIText(at index: Int) -> Bool {
    let column = Int32(index)
    guard library.columnType(statement, column) == 3,
      let text = library.columnText(statement, column)
    else { return false }
    let bytes = UnsafeBufferPointer(start: text, count: Int(library.columnBytes(statement, column)))
    return bytes.allSatisfy { $0 < 0x80 }
  }

  /// The TEXT of `column` (whose type is TEXT).
  private func textValue(_ column: Int32) -> String {
    guard let text = library.columnText(statement, column) else { return "" }
    let count = Int(library.columnBytes(statement, column))
    return String(decoding: UnsafeBufferPointer(start: text, count: count), as: UTF8.self)
  }
}

/// Finds a property's column by its key, for every row of a table: by name the first time,
/// then by the order in which the type asks for its keys (the same for every row of a
/// synthesized `Decodable`), checking the name.
final class ColumnLookup {
  /// The columns' names, in the row's order.
  let names: [String]
  /// The index of each column, by name.
  let indices: [String: Int]
  /// The column of the n-th key asked for in a row (-1: none), as learned.
  @exclusivity(unchecked) private var plan: [Int] = []
  /// How many keys the row being decoded has asked for.
  @exclusivity(unchecked) private var asked = 0

  init(names: [String]) {
    self.names = names
    indices = Dictionary(
      names.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
  }

  /// Starts a row.
  func startRow() { asked = 0 }

  /// The index of the column named `name`, or `nil`.
  func index(of name: String) -> Int? {
    let position = asked
    asked += 1
    if position < plan.count {
      let column = plan[position]
      if column >= 0, names[column] == name { return column }
      let found = indices[name]
      plan[position] = found ?? -1
      return found
    }
    let found = indices[name]
    plan.append(found ?? -1)
    return found
  }
}
