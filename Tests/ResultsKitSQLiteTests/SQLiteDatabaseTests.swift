import Foundation
import Testing

@testable import ResultsKitSQLite

@Suite("SQLiteDatabase")
struct SQLiteDatabaseTests {
  @Test("a file is created in WAL mode with synchronous=FULL and keeps what was written")
  func fileRoundTrip() throws {
    let directory = try TemporaryDirectory()
    let path = directory.path()
    do {
      let database = try SQLiteDatabase(path: path)
      #expect(try database.query("PRAGMA journal_mode") == [[.text("wal")]])
      #expect(try database.query("PRAGMA synchronous") == [[.integer(2)]])
      try database.execute("CREATE TABLE t(a, b); INSERT INTO t VALUES (1, 'x'), (2.5, x'00ff')")
    }
    #expect(FileManager.default.fileExists(atPath: path))
    let reopened = try SQLiteDatabase(path: path)
    #expect(
      try reopened.query("SELECT a, b FROM t ORDER BY rowid")
        == [[.integer(1), .text("x")], [.real(2.5), .blob([0, 255])]])
  }

  @Test("bound values come back as they went in, including empty text and blobs")
  func bindings() throws {
    let database = try SQLiteDatabase(path: ":memory:")
    let values: [SQLiteValue] = [
      .null, .integer(.min), .real(-0.5), .text(""), .text("é\u{0}z"), .blob([]), .blob([1, 2]),
    ]
    for value in values {
      #expect(try database.query("SELECT ?", [value]) == [[value]])
    }
  }

  @Test("a syntax error names the statement and keeps SQLite's code")
  func syntaxError() throws {
    let database = try SQLiteDatabase(path: ":memory:")
    let error = sqliteError { try database.execute("CREATE TABLE t(a); SELEC 1") }
    #expect(error?.code == SQLiteError.errorCode)
    #expect(error?.message.contains("SELEC 1") == true)
    // The statement before the failing one ran.
    #expect(try database.query("SELECT count(*) FROM t") == [[.integer(0)]])
  }

  @Test("a file that is not a database is SQLITE_NOTADB, naming the path")
  func notADatabase() throws {
    let directory = try TemporaryDirectory()
    let path = directory.path("junk.sqlite")
    try Data(repeating: 0x41, count: 4096).write(to: URL(fileURLWithPath: path))
    let error = sqliteError { _ = try SQLiteDatabase(path: path) }
    #expect(error?.primaryCode == SQLiteError.notADatabaseCode)
    #expect(error?.message.contains(path) == true)
  }

  @Test("a path that cannot be created is SQLITE_CANTOPEN, naming the path")
  func cannotCreate() throws {
    let directory = try TemporaryDirectory()
    let path = directory.path("missing/dir/x.sqlite")
    let error = sqliteError { _ = try SQLiteDatabase(path: path) }
    #expect(error?.primaryCode == SQLiteError.cantOpenCode)
    #expect(error?.message.contains(path) == true)
  }

  @Test("every call after close is SQLITE_MISUSE, never a trap; closing twice is fine")
  func closed() throws {
    let database = try SQLiteDatabase(path: ":memory:")
    try database.execute("CREATE TABLE t(a)")
    database.close()
    database.close()
    #expect(database.isClosed)
    let error = sqliteError { try database.execute("INSERT INTO t VALUES (1)") }
    #expect(error?.code == SQLiteError.misuseCode)
    #expect(error?.message.contains("closed") == true)
    #expect(sqliteError { _ = try database.query("SELECT 1") }?.code == SQLiteError.misuseCode)
    database.busyTimeout = .seconds(1)  // ignored, no trap
  }

  @Test("statements are prepared once and reused")
  func statementCache() throws {
    let database = try SQLiteDatabase(path: ":memory:")
    let before = database.statements.count
    for index in 0..<3 {
      #expect(
        try database.query("SELECT ?", [.integer(Int64(index))]) == [[.integer(Int64(index))]])
    }
    #expect(database.statements.count == before + 1)
  }

  @Test("SQLiteError describes itself with the message and the code")
  func errorDescription() {
    let error = SQLiteError(code: 5, message: "Cannot run `BEGIN IMMEDIATE`: database is locked")
    #expect(
      error.description == "Cannot run `BEGIN IMMEDIATE`: database is locked (SQLite error 5)")
    #expect(SQLiteError(code: 517, message: "").primaryCode == 5)
  }

  @Test("the module needs no SQLite headers: it loads libsqlite3.so.0 at run time")
  func noHeaders() throws {
    // This test target builds on a machine without SQLite's development headers; what keeps
    // it so is checked here: the sources import no C module but the SDK's SQLite3 (Apple
    // only, under `#if canImport`), and the package gives the target no linker flags.
    #if !canImport(SQLite3)
      #expect(SQLiteLibrary.libraryNames.first == "libsqlite3.so.0")
    #endif
    #expect(throws: Never.self) { try SQLiteLibrary.shared.get() }
    let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Sources/ResultsKitSQLite").standardized
    let allowed: Set = ["Foundation", "ResultsKit", "ResultsKitStore", "SQLite3", "Glibc", "Musl"]
    var imports: Set<String> = []
    for file in try FileManager.default.contentsOfDirectory(atPath: sources.path)
    where file.hasSuffix(".swift") {
      let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
      for line in text.split(separator: "\n") {
        let words = line.split(separator: " ")
        if words.first == "import", words.count == 2 { imports.insert(String(words[1])) }
        if words.first == "@testable" || line.hasPrefix("#include") { imports.insert(String(line)) }
      }
    }
    #expect(!imports.isEmpty)
    #expect(imports.isSubset(of: allowed), "unexpected imports: \(imports.subtracting(allowed))")
    let package = try String(
      contentsOf: sources.appendingPathComponent("../../Package.swift").standardized,
      encoding: .utf8)
    #expect(!package.contains("linkerSettings"))
    #expect(!package.contains("unsafeFlags"))
    #expect(!package.contains("systemLibrary"))
  }
}
