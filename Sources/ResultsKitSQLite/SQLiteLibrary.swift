#if canImport(SQLite3)
  import SQLite3
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// SQLite's destructor argument of `sqlite3_bind_text` and `sqlite3_bind_blob`.
typealias SQLiteDestructor = @convention(c) (UnsafeMutableRawPointer?) -> Void

/// The SQLite functions this module uses, as C function pointers.
///
/// On Apple platforms they are the SDK's `SQLite3` functions; elsewhere they are looked up at
/// run time in `libsqlite3.so.0` (which every Swift toolchain on Linux already needs), so that
/// building needs no SQLite headers, no module map and no linker flag.
struct SQLiteLibrary: Sendable {
  typealias OpenFunction =
    @convention(c) (
      UnsafePointer<CChar>?, UnsafeMutablePointer<OpaquePointer?>?, Int32, UnsafePointer<CChar>?
    ) -> Int32
  typealias CloseFunction = @convention(c) (OpaquePointer?) -> Int32
  typealias ErrmsgFunction = @convention(c) (OpaquePointer?) -> UnsafePointer<CChar>?
  typealias ErrstrFunction = @convention(c) (Int32) -> UnsafePointer<CChar>?
  typealias ExtendedErrcodeFunction = @convention(c) (OpaquePointer?) -> Int32
  typealias ExtendedResultCodesFunction = @convention(c) (OpaquePointer?, Int32) -> Int32
  typealias BusyTimeoutFunction = @convention(c) (OpaquePointer?, Int32) -> Int32
  typealias PrepareFunction =
    @convention(c) (
      OpaquePointer?, UnsafePointer<CChar>?, Int32, UnsafeMutablePointer<OpaquePointer?>?,
      UnsafeMutablePointer<UnsafePointer<CChar>?>?
    ) -> Int32
  typealias StepFunction = @convention(c) (OpaquePointer?) -> Int32
  typealias ResetFunction = @convention(c) (OpaquePointer?) -> Int32
  typealias ClearBindingsFunction = @convention(c) (OpaquePointer?) -> Int32
  typealias FinalizeFunction = @convention(c) (OpaquePointer?) -> Int32
  typealias BindInt64Function = @convention(c) (OpaquePointer?, Int32, Int64) -> Int32
  typealias BindDoubleFunction = @convention(c) (OpaquePointer?, Int32, Double) -> Int32
  typealias BindNullFunction = @convention(c) (OpaquePointer?, Int32) -> Int32
  typealias BindTextFunction =
    @convention(c) (
      OpaquePointer?, Int32, UnsafePointer<CChar>?, Int32, SQLiteDestructor?
    ) -> Int32
  typealias BindBlobFunction =
    @convention(c) (
      OpaquePointer?, Int32, UnsafeRawPointer?, Int32, SQLiteDestructor?
    ) -> Int32
  typealias ColumnCountFunction = @convention(c) (OpaquePointer?) -> Int32
  typealias ColumnTypeFunction = @convention(c) (OpaquePointer?, Int32) -> Int32
  typealias ColumnInt64Function = @convention(c) (OpaquePointer?, Int32) -> Int64
  typealias ColumnDoubleFunction = @convention(c) (OpaquePointer?, Int32) -> Double
  typealias ColumnTextFunction = @convention(c) (OpaquePointer?, Int32) -> UnsafePointer<UInt8>?
  typealias ColumnBlobFunction = @convention(c) (OpaquePointer?, Int32) -> UnsafeRawPointer?
  typealias ColumnBytesFunction = @convention(c) (OpaquePointer?, Int32) -> Int32
  typealias GetAutocommitFunction = @convention(c) (OpaquePointer?) -> Int32
  let open: OpenFunction
  let close: CloseFunction
  let errmsg: ErrmsgFunction
  let errstr: ErrstrFunction
  let extendedErrcode: ExtendedErrcodeFunction
  let extendedResultCodes: ExtendedResultCodesFunction
  let busyTimeout: BusyTimeoutFunction
  let prepare: PrepareFunction
  let step: StepFunction
  let reset: ResetFunction
  let clearBindings: ClearBindingsFunction
  let finalize: FinalizeFunction
  let bindInt64: BindInt64Function
  let bindDouble: BindDoubleFunction
  let bindNull: BindNullFunction
  let bindText: BindTextFunction
  let bindBlob: BindBlobFunction
  let columnCount: ColumnCountFunction
  let columnType: ColumnTypeFunction
  let columnInt64: ColumnInt64Function
  let columnDouble: ColumnDoubleFunction
  let columnText: ColumnTextFunction
  let columnBlob: ColumnBlobFunction
  let columnBytes: ColumnBytesFunction
  let getAutocommit: GetAutocommitFunction

  /// `SQLITE_TRANSIENT`: SQLite copies the bound bytes before the bind call returns.
  static let transient = unsafeBitCast(-1 as Int, to: SQLiteDestructor.self)

  /// The library, loaded once per process, or why it could not be.
  static let shared: Result<SQLiteLibrary, SQLiteError> = load()

  #if canImport(SQLite3)
    private static func load() -> Result<SQLiteLibrary, SQLiteError> {
      .success(
        SQLiteLibrary(
          open: sqlite3_open_v2, close: sqlite3_close_v2, errmsg: sqlite3_errmsg,
          errstr: sqlite3_errstr, extendedErrcode: sqlite3_extended_errcode,
          extendedResultCodes: sqlite3_extended_result_codes, busyTimeout: sqlite3_busy_timeout,
          prepare: sqlite3_prepare_v2, step: sqlite3_step, reset: sqlite3_reset,
          clearBindings: sqlite3_clear_bindings, finalize: sqlite3_finalize,
          bindInt64: sqlite3_bind_int64, bindDouble: sqlite3_bind_double,
          bindNull: sqlite3_bind_null, bindText: sqlite3_bind_text, bindBlob: sqlite3_bind_blob,
          columnCount: sqlite3_column_count, columnType: sqlite3_column_type,
          columnInt64: sqlite3_column_int64, columnDouble: sqlite3_column_double,
          columnText: sqlite3_column_text, columnBlob: sqlite3_column_blob,
          columnBytes: sqlite3_column_bytes, getAutocommit: sqlite3_get_autocommit))
    }
  #elseif canImport(Glibc) || canImport(Musl)
    /// The file names tried, in order.
    static let libraryNames = ["libsqlite3.so.0", "libsqlite3.so"]

    private static func load() -> Result<SQLiteLibrary, SQLiteError> {
      var handle: UnsafeMutableRawPointer?
      for name in libraryNames where handle == nil {
        handle = dlopen(name, RTLD_NOW | RTLD_LOCAL)
      }
      guard let handle else {
        let reason = dlerror().map { String(cString: $0) } ?? "not found"
        return .failure(
          SQLiteError(
            code: SQLiteError.cantOpenCode,
            message:
              "Cannot load the SQLite library (\(libraryNames.joined(separator: ", "))): \(reason)")
        )
      }
      // The library stays loaded for the life of the process: its functions are kept here.
      var missing: [String] = []
      func symbol<F>(_ name: String, _: F.Type) -> F? {
        guard let address = dlsym(handle, name) else {
          missing.append(name)
          return nil
        }
        return unsafeBitCast(address, to: F.self)
      }
      guard let open = symbol("sqlite3_open_v2", OpenFunction.self),
        let close = symbol("sqlite3_close_v2", CloseFunction.self),
        let errmsg = symbol("sqlite3_errmsg", ErrmsgFunction.self),
        let errstr = symbol("sqlite3_errstr", ErrstrFunction.self),
        let extendedErrcode = symbol("sqlite3_extended_errcode", ExtendedErrcodeFunction.self),
        let extendedResultCodes = symbol(
          "sqlite3_extended_result_codes", ExtendedResultCodesFunction.self),
        let busyTimeout = symbol("sqlite3_busy_timeout", BusyTimeoutFunction.self),
        let prepare = symbol("sqlite3_prepare_v2", PrepareFunction.self),
        let step = symbol("sqlite3_step", StepFunction.self),
        let reset = symbol("sqlite3_reset", ResetFunction.self),
        let clearBindings = symbol("sqlite3_clear_bindings", ClearBindingsFunction.self),
        let finalize = symbol("sqlite3_finalize", FinalizeFunction.self),
        let bindInt64 = symbol("sqlite3_bind_int64", BindInt64Function.self),
        let bindDouble = symbol("sqlite3_bind_double", BindDoubleFunction.self),
        let bindNull = symbol("sqlite3_bind_null", BindNullFunction.self),
        let bindText = symbol("sqlite3_bind_text", BindTextFunction.self),
        let bindBlob = symbol("sqlite3_bind_blob", BindBlobFunction.self),
        let columnCount = symbol("sqlite3_column_count", ColumnCountFunction.self),
        let columnType = symbol("sqlite3_column_type", ColumnTypeFunction.self),
        let columnInt64 = symbol("sqlite3_column_int64", ColumnInt64Function.self),
        let columnDouble = symbol("sqlite3_column_double", ColumnDoubleFunction.self),
        let columnText = symbol("sqlite3_column_text", ColumnTextFunction.self),
        let columnBlob = symbol("sqlite3_column_blob", ColumnBlobFunction.self),
        let columnBytes = symbol("sqlite3_column_bytes", ColumnBytesFunction.self),
        let getAutocommit = symbol("sqlite3_get_autocommit", GetAutocommitFunction.self)
      else {
        return .failure(
          SQLiteError(
            code: SQLiteError.cantOpenCode,
            message: "The SQLite library lacks \(missing.joined(separator: ", "))"))
      }
      return .success(
        SQLiteLibrary(
          open: open, close: close, errmsg: errmsg, errstr: errstr,
          extendedErrcode: extendedErrcode, extendedResultCodes: extendedResultCodes,
          busyTimeout: busyTimeout, prepare: prepare, step: step, reset: reset,
          clearBindings: clearBindings, finalize: finalize, bindInt64: bindInt64,
          bindDouble: bindDouble, bindNull: bindNull, bindText: bindText, bindBlob: bindBlob,
          columnCount: columnCount, columnType: columnType, columnInt64: columnInt64,
          columnDouble: columnDouble, columnText: columnText, columnBlob: columnBlob,
          columnBytes: columnBytes, getAutocommit: getAutocommit))
    }
  #else
    private static func load() -> Result<SQLiteLibrary, SQLiteError> {
      .failure(
        SQLiteError(
          code: SQLiteError.cantOpenCode,
          message: "ResultsKitSQLite does not know how to load SQLite on this platform"))
    }
  #endif
}

extension SQLiteLibrary {
  /// The connection's last error message.
  func message(_ connection: OpaquePointer?) -> String {
    errmsg(connection).map { String(cString: $0) } ?? "out of memory"
  }
}
