/// An error from SQLite or from reading and writing objects in a SQLite table.
///
/// `code` is SQLite's result code (for example `SQLITE_BUSY`, 5, when the database stayed
/// locked past the busy timeout, or `SQLITE_NOTADB`, 26, for a file that is not a database);
/// errors found by this module itself use the code that fits best: `SQLITE_MISUSE` (21) for a
/// closed database, `SQLITE_MISMATCH` (20) for a table or row that does not match the type,
/// `SQLITE_CANTOPEN` (14) when the SQLite library cannot be loaded. `message` says what was
/// being done (the path, the statement, the table and row) and why it failed.
public struct SQLiteError: Error, Equatable, Sendable, CustomStringConvertible {
  /// SQLite's result code (primary or extended).
  public var code: Int32
  /// What was being done and why it failed.
  public var message: String

  /// An error with SQLite result code `code` and `message`.
  ///
  /// - Parameters:
  ///   - code: SQLite's result code.
  ///   - message: What was being done and why it failed.
  public init(code: Int32, message: String) {
    self.code = code
    self.message = message
  }

  /// The message followed by the result code: `… (SQLite error 5)`.
  public var description: String { "\(message) (SQLite error \(code))" }
}

extension SQLiteError {
  /// `SQLITE_ERROR`: a generic error (for example a syntax error).
  public static let errorCode: Int32 = 1
  /// `SQLITE_BUSY`: the database stayed locked past the busy timeout.
  public static let busyCode: Int32 = 5
  /// `SQLITE_READONLY`: the database cannot be written.
  public static let readOnlyCode: Int32 = 8
  /// `SQLITE_CANTOPEN`: the file (or the SQLite library) cannot be opened.
  public static let cantOpenCode: Int32 = 14
  /// `SQLITE_FULL`: the disk (or the database's page limit) is full.
  public static let fullCode: Int32 = 13
  /// `SQLITE_MISMATCH`: a table or a row does not match the type kept in it.
  public static let mismatchCode: Int32 = 20
  /// `SQLITE_MISUSE`: the database is used after ``SQLiteDatabase/close()``.
  public static let misuseCode: Int32 = 21
  /// `SQLITE_NOTADB`: the file is not a database.
  public static let notADatabaseCode: Int32 = 26

  /// The primary result code: `code` without the extended bits (`SQLITE_BUSY` for
  /// `SQLITE_BUSY_SNAPSHOT`).
  public var primaryCode: Int32 { code & 0xFF }
}
