import Foundation
import ResultsKitStore
import Testing

@testable import ResultsKitSQLite

/// A table written by one version of a type, opened by the next: a new optional property is
/// added by itself, a new one with a default through `newColumnDefaults`, and the rest through
/// a `migrate` closure; the older version keeps working on the same file.
@Suite("SQLite store: a new version of the type")
struct MigrationTests {
  struct TaskV1: Identifiable, Equatable, Codable {
    var id: Int
    var title: String
  }
  struct TaskV2: Identifiable, Equatable, Codable {
    var id: Int
    var title: String
    var note: String?
  }
  struct TaskV3: Identifiable, Equatable, Codable {
    var id: Int
    var title: String
    var estimate: Int
  }
  struct TaskRenamed: Identifiable, Equatable, Codable {
    var id: Int
    var name: String
  }

  /// A file with two tasks of version 1, and a store of version 1 still on it.
  static func versionOne(_ path: String) throws -> ObjectStore<TaskV1> {
    let store = try ObjectStore<TaskV1>(database: SQLiteDatabase(path: path), table: "tasks")
    try store.perform { transaction in
      try transaction.insert(TaskV1(id: 1, title: "one"))
      try transaction.insert(TaskV1(id: 2, title: "two"))
    }
    return store
  }

  @Test("a new optional property: its column is added; the old version keeps writing and reading")
  func optionalProperty() throws {
    let directory = try TemporaryDirectory()
    let old = try Self.versionOne(directory.path())
    let new = try ObjectStore<TaskV2>(
      database: SQLiteDatabase(path: directory.path()), table: "tasks")
    #expect(new[id: 1] == TaskV2(id: 1, title: "one", note: nil))
    let database = try SQLiteDatabase(path: directory.path())
    #expect(
      try database.query(
        "SELECT name, dflt_value FROM pragma_table_info('tasks') WHERE name = 'note'") == [
          [.text("note"), .text("NULL")]
        ])
    try new.perform { $0.upsert(TaskV2(id: 3, title: "three", note: "n")) }
    // The old version, opened before the change, writes and follows.
    try old.perform { $0.upsert(TaskV1(id: 4, title: "four")) }
    #expect(try old.refresh())
    try old.perform { try $0.update(TaskV1(id: 3, title: "three!")) }
    #expect(old[id: 3] == TaskV1(id: 3, title: "three!"))
    #expect(try new.refresh())
    #expect(new[id: 4] == TaskV2(id: 4, title: "four", note: nil))
    // Its update left the new column alone.
    #expect(new[id: 3] == TaskV2(id: 3, title: "three!", note: "n"))
    // And it opens the file again.
    let reopened = try ObjectStore<TaskV1>(database: database, table: "tasks")
    #expect(reopened.count == 4)
  }

  @Test("a new property with the app's default: existing rows and the old version's get it")
  func defaultedProperty() throws {
    let directory = try TemporaryDirectory()
    let old = try Self.versionOne(directory.path())
    #expect(throws: SQLiteError.self) {
      _ = try ObjectStore<TaskV3>(database: SQLiteDatabase(path: directory.path()), table: "tasks")
    }
    let new = try ObjectStore<TaskV3>(
      database: SQLiteDatabase(path: directory.path()), table: "tasks",
      newColumnDefaults: ["estimate": 0])
    #expect(new[id: 2] == TaskV3(id: 2, title: "two", estimate: 0))
    try old.perform { $0.upsert(TaskV1(id: 5, title: "five")) }
    #expect(try new.refresh())
    #expect(new[id: 5] == TaskV3(id: 5, title: "five", estimate: 0))
  }

  @Test("a renamed property: the clear error, then a migrate closure that renames the column")
  func renamedProperty() throws {
    let directory = try TemporaryDirectory()
    _ = try Self.versionOne(directory.path())
    let error = try #require(throws: SQLiteError.self) {
      _ = try ObjectStore<TaskRenamed>(
        database: SQLiteDatabase(path: directory.path()), table: "tasks")
    }
    #expect(error.message.contains("missing name"), "\(error)")
    var calls: [[String]] = []
    let migrated = try ObjectStore<TaskRenamed>(
      database: SQLiteDatabase(path: directory.path()), table: "tasks"
    ) { database, columns in
      calls.append(columns)
      if columns.contains("title") {
        try database.execute("ALTER TABLE tasks RENAME COLUMN title TO name")
      }
    }
    #expect(calls == [["id", "title"]])
    #expect(migrated[id: 1] == TaskRenamed(id: 1, name: "one"))
    // Opening again runs it again, with the new columns, and it does nothing.
    _ = try ObjectStore<TaskRenamed>(
      database: SQLiteDatabase(path: directory.path()), table: "tasks"
    ) { _, columns in calls.append(columns) }
    #expect(calls.last == ["id", "name"])
  }

  @Test(
    "a removed property: the clear error naming it at the first write; a migrate closure that throws changes nothing"
  )
  func removedProperty() throws {
    struct Failed: Error {}
    let directory = try TemporaryDirectory()
    let writer = try ObjectStore<TaskV3>(
      database: SQLiteDatabase(path: directory.path()), table: "tasks")
    try writer.perform { try $0.insert(TaskV3(id: 1, title: "one", estimate: 3)) }
    struct Slim: Identifiable, Equatable, Codable { var id: Int; var title: String }
    // Reading is fine; writing would leave a NULL where other versions expect a value.
    let reader = try ObjectStore<Slim>(
      database: SQLiteDatabase(path: directory.path()), table: "tasks")
    #expect(reader[id: 1] == Slim(id: 1, title: "one"))
    let error = try #require(throws: SQLiteError.self) {
      try reader.perform { $0.upsert(Slim(id: 2, title: "two")) }
    }
    #expect(error.message.contains("not in the type: estimate"), "\(error)")
    #expect(error.message.contains("migrate"), "\(error)")
    #expect(throws: Failed.self) {
      _ = try ObjectStore<Slim>(database: SQLiteDatabase(path: directory.path()), table: "tasks") {
        database, _ in
        try database.execute("ALTER TABLE tasks DROP COLUMN estimate")
        throw Failed()
      }
    }
    #expect(
      try SQLiteDatabase(path: directory.path()).query("SELECT estimate FROM tasks") == [
        [.integer(3)]
      ])
    let slim = try ObjectStore<Slim>(
      database: SQLiteDatabase(path: directory.path()), table: "tasks"
    ) {
      database, columns in
      if columns.contains("estimate") {
        try database.execute("ALTER TABLE tasks DROP COLUMN estimate")
      }
    }
    #expect(slim[id: 1] == Slim(id: 1, title: "one"))
  }
}
