import Foundation
import ResultsKitStore

@testable import ResultsKitSQLite

/// The objects most tests keep: every column kind the contract names.
struct Note: Identifiable, Equatable, Codable {
  var id: Int
  var title: String
  var pinned: Bool
  var score: Double?
  var tags: [String]

  init(id: Int, title: String = "", pinned: Bool = false, score: Double? = nil, tags: [String] = [])
  {
    self.id = id
    self.title = title
    self.pinned = pinned
    self.score = score
    self.tags = tags
  }
}

/// A new directory under the temporary directory, removed when the value goes away.
final class TemporaryDirectory {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("resultskit-sqlite-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: url) }

  /// The path of `name` inside the directory.
  func path(_ name: String = "test.sqlite") -> String { url.appendingPathComponent(name).path }
}

/// `error` as a `SQLiteError`, or `nil`.
func sqliteError(_ body: () throws -> Void) -> SQLiteError? {
  do {
    try body()
    return nil
  } catch let error as SQLiteError {
    return error
  } catch {
    return SQLiteError(code: -1, message: "not a SQLiteError: \(error)")
  }
}

/// Applies what `changesByOthers()` reported to `model`, as a store would.
func apply(_ changes: PersistedChanges<Note>?, to model: inout [Int: Note]) {
  switch changes {
  case nil: return
  case let .all(objects)?:
    model = Dictionary(uniqueKeysWithValues: objects.map { ($0.id, $0) })
  case let .objects(objects)?:
    for object in objects { model[object.id] = object.object }
  }
}

/// The ids `changes` reports, in its order.
func reportedIDs(_ changes: PersistedChanges<Note>?) -> [Int]? {
  switch changes {
  case nil: nil
  case let .all(objects)?: objects.map(\.id)
  case let .objects(objects)?: objects.map(\.id)
  }
}
