/// A connection to a SQLite database: a file (in WAL mode, `synchronous=FULL` unless chosen
/// otherwise) or an in-memory database (`":memory:"`).
///
///     let database = try SQLiteDatabase(path: "board.sqlite")
///     let store = try ObjectStore<Train>(database: database, table: "trains")
///
/// Statements the stores run are prepared once and cached. Every failure is a
/// ``SQLiteError`` with SQLite's result code and a message naming what was being done; any use
/// after ``close()`` is an error too (`SQLITE_MISUSE`), never a trap.
///
/// The connection is not `Sendable`: it belongs to one isolation domain (usually the main
/// actor), together with the stores that use it. Other threads and processes use their own
/// connections to the same file; SQLite's locking keeps them apart for up to ``busyTimeout``.
public final class SQLiteDatabase {
  /// The path the database was opened with.
  public let path: String
  /// How long a statement waits for another connection's lock before failing with
  /// `SQLITE_BUSY` (5 seconds unless set otherwise).
  public var busyTimeout: Duration {
    didSet { applyBusyTimeout() }
  }
  /// Whether ``close()`` was called.
  public var isClosed: Bool { handle == nil }

  let library: SQLiteLibrary
  var handle: OpaquePointer?
  /// The prepared statements, by their SQL.
  var statements: [String: OpaquePointer] = [:]
  /// Counts the writes made through this connection (``execute(_:)`` and the stores' commits):
  /// SQLite's `PRAGMA data_version` does not change for a connection's own writes, so a store
  /// on this connection compares this number too.
  var localWriteCount: UInt64 = 0

  /// Opens (creating it if needed) the database at `path`, or an in-memory database for
  /// `":memory:"`.
  ///
  /// A file is put in WAL journal mode, with `synchronous=FULL` by default: a committed
  /// transaction survives a crash of the app and a power loss. See ``Synchronous`` for the
  /// faster `.normal`.
  ///
  /// - Parameters:
  ///   - path: The file's path, or `":memory:"`.
  ///   - readOnly: Whether to open the file for reading only (writes then fail with
  ///     `SQLITE_READONLY`).
  ///   - busyTimeout: How long to wait for another connection's lock; 5 seconds by default.
  ///   - synchronous: When a commit waits for the disk: ``Synchronous/full`` (the default)
  ///     or ``Synchronous/normal``.
  /// - Throws: `SQLiteError` when the SQLite library cannot be loaded, the file cannot be
  ///   opened or created, or it is not a database (`SQLITE_NOTADB`).
  public init(
    path: String, readOnly: Bool = false, busyTimeout: Duration = .seconds(5),
    synchronous: Synchronous = .full
  ) throws(SQLiteError) {
    self.path = path
    self.busyTimeout = busyTimeout
    // Not `Result.get()`: the iOS SDK's is not typed-throws.
    switch SQLiteLibrary.shared {
    case let .success(loaded): library = loaded
    case let .failure(error): throw error
    }
    var opened: OpaquePointer?
    // SQLITE_OPEN_READONLY 0x1, READWRITE 0x2, CREATE 0x4, NOMUTEX 0x8000: one connection is
    // used by one isolation domain at a time.
    let flags: Int32 = (readOnly ? 0x1 : 0x2 | 0x4) | 0x8000
    let code = library.open(path, &opened, flags, nil)
    guard code == 0, let opened else {
      let reason = library.message(opened)
      _ = library.close(opened)
      throw SQLiteError(code: code, message: "Cannot open the database at \(path): \(reason)")
    }
    handle = opened
    _ = library.extendedResultCodes(opened, 1)
    applyBusyTimeout()
    do {
      // Reading the schema reads the file's header: a file that is not a database fails here.
      _ = try query("SELECT count(*) FROM sqlite_master")
      if !readOnly && path != ":memory:" && !path.isEmpty {
        _ = try query("PRAGMA journal_mode=WAL")
        try execute("PRAGMA synchronous=\(synchronous == .full ? "FULL" : "NORMAL")")
      }
    } catch {
      close()
      throw SQLiteError(
        code: error.code, message: "Cannot open the database at \(path): \(error.message)")
    }
  }

  deinit { close() }

  /// When a commit on a file waits for the disk (SQLite's `PRAGMA synchronous`, in WAL mode).
  public enum Synchronous: Sendable {
    /// Every commit is flushed to the disk (fsync) before it returns: it survives a crash of
    /// the app or of the system, and a power loss. The default.
    case full
    /// A commit returns once it is in the write-ahead log, which is flushed at checkpoints:
    /// it survives a crash of the app, but the last commits before a power loss or a crash
    /// of the operating system may be lost (the file stays consistent). Several times faster
    /// per commit on most disks.
    case normal
  }

  /// Runs `sql`, one or more statements separated by semicolons, discarding any rows.
  ///
  /// Writes made here are seen by the stores on this connection at their next `refresh()`,
  /// like any other writer's.
  ///
  /// - Parameter sql: The statements.
  /// - Throws: `SQLiteError` naming the statement that failed; the statements before it have
  ///   run (wrap them in `BEGIN … COMMIT` to make them atomic).
  public func execute(_ sql: String) throws(SQLiteError) {
    let connection = try open(for: sql)
    localWriteCount &+= 1
    let library = library
    // The closure does not throw (the iOS SDK's `withCString` is not typed-throws): it returns
    // the failure.
    let failure: SQLiteError? = sql.withCString { start -> SQLiteError? in
      var next: UnsafePointer<CChar>? = start
      while let current = next, current.pointee != 0 {
        var statement: OpaquePointer?
        var tail: UnsafePointer<CChar>?
        let code = library.prepare(connection, current, -1, &statement, &tail)
        guard code == 0 else {
          return SQLiteError(
            code: library.extendedErrcode(connection),
            message: "Cannot prepare `\(sql)`: \(library.message(connection))")
        }
        next = tail
        guard let statement else { continue }  // whitespace or a comment
        var stepCode = library.step(statement)
        while stepCode == 100 { stepCode = library.step(statement) }  // SQLITE_ROW
        _ = library.finalize(statement)
        if stepCode != 101 {  // SQLITE_DONE
          return SQLiteError(
            code: library.extendedErrcode(connection),
            message: "Cannot run `\(sql)`: \(library.message(connection))")
        }
      }
      return nil
    }
    if let failure { throw failure }
  }

  /// Closes the connection, finalizing its cached statements.
  ///
  /// Later calls fail with `SQLITE_MISUSE`; closing again does nothing.
  public func close() {
    guard let handle else { return }
    for statement in statements.values { _ = library.finalize(statement) }
    statements = [:]
    _ = library.close(handle)
    self.handle = nil
  }

  /// The open connection, or the `SQLITE_MISUSE` error for a closed one.
  func open(for what: String) throws(SQLiteError) -> OpaquePointer {
    guard let handle else {
      throw SQLiteError(
        code: SQLiteError.misuseCode,
        message: "The database at \(path) is closed (`\(what)` was not run)")
    }
    return handle
  }

  private func applyBusyTimeout() {
    guard let handle else { return }
    let (seconds, attoseconds) = busyTimeout.components
    let milliseconds = max(
      0, min(Int64(Int32.max), seconds * 1000 + attoseconds / 1_000_000_000_000_000))
    _ = library.busyTimeout(handle, Int32(milliseconds))
  }

  /// Whether a transaction is open on this connection.
  var isInTransaction: Bool {
    guard let handle else { return false }
    return library.getAutocommit(handle) == 0
  }
}
