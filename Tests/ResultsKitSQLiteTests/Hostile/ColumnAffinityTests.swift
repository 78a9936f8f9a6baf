import Foundation
import ResultsKitStore
import Testing

@testable import ResultsKitSQLite

/// A table someone else declared, whose column types would make SQLite change some values on
/// their way in: such a write fails before anything is written, never leaving a row the type
/// cannot read.
@Suite("SQLite store: values SQLite would change are refused")
struct ColumnAffinityTests {
  struct Entry: Identifiable, Equatable, Codable {
    var id: Int
    var code: String
    var count: Int
  }

  @Test(
    "text that reads as a number in an INTEGER column, a number in a TEXT column: refused, nothing written"
  )
  func refused() throws {
    let database = try SQLiteDatabase(path: ":memory:")
    try database.execute(
      "CREATE TABLE entries (id INT PRIMARY KEY, code INTEGER, count INT);"
        + "CREATE TABLE counts (id INT PRIMARY KEY, code TEXT, count TEXT)")
    let store = try ObjectStore<Entry>(database: database, table: "entries")
    try store.perform { try $0.insert(Entry(id: 1, code: "A7", count: 0)) }
    let rowsBefore = try database.query("SELECT * FROM entries")
    for entry in [Entry(id: 2, code: "0123", count: 0), Entry(id: 3, code: " 5 ", count: 0)] {
      let error = try #require(throws: SQLiteError.self) {
        try store.perform { try $0.insert(entry) }
      }
      #expect(error.message.contains("code"), "\(error)")
    }
    #expect(try database.query("SELECT * FROM entries") == rowsBefore)
    #expect(store.count == 1)
    let counts = try ObjectStore<Entry>(database: database, table: "counts")
    #expect(throws: SQLiteError.self) {
      try counts.perform { try $0.insert(Entry(id: 1, code: "a", count: 5)) }
    }
    #expect(try database.query("SELECT count(*) FROM counts") == [[.integer(0)]])
    // What was written reads back.
    let reopened = try ObjectStore<Entry>(database: database, table: "entries")
    #expect(reopened[id: 1] == Entry(id: 1, code: "A7", count: 0))
  }

  @Test(
    "what SQLite takes for a number",
    arguments: [
      ("12", true), (" 12 ", true), ("+3", true), ("-0.5e3", true), (".5", true), ("5.", true),
      ("1e", false), ("0x10", false), ("inf", false), ("", false), ("1_0", false), ("A7", false),
      ("\t7\n", true), ("--1", false), ("1.2.3", false),
    ])
  func readsAsNumber(text: String, isNumber: Bool) {
    #expect(ColumnAffinity.readsAsNumber(text) == isNumber)
  }

  @Test("the affinities of declared types follow SQLite's rules")
  func affinities() {
    let expected: [(String, ColumnAffinity)] = [
      ("INT", .integer), ("BIGINT", .integer), ("VARCHAR(10)", .text), ("CLOB", .text),
      ("", .blob), ("BLOB", .blob), ("DOUBLE PRECISION", .real), ("FLOAT", .real),
      ("NUMERIC", .numeric), ("DATE", .numeric), ("POINT", .integer),
    ]
    for (type, affinity) in expected { #expect(ColumnAffinity(declaredType: type) == affinity) }
  }
}
