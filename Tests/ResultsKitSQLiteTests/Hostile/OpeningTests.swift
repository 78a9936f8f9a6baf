import Foundation
import ResultsKitStore
import Testing

@testable import ResultsKitSQLite

/// Opening a store runs no type's decoder on invented values: types whose decoders would
/// recurse for ever or trap on a made-up value open, write and reopen.
@Suite("SQLite store: opening runs no decoder on invented values")
struct OpeningTests {
  final class Reply: Codable, Equatable {
    var text: String
    var next: Reply?
    init(text: String, next: Reply? = nil) {
      self.text = text
      self.next = next
    }
    static func == (lhs: Reply, rhs: Reply) -> Bool { lhs.text == rhs.text && lhs.next == rhs.next }
  }

  struct Conversation: Identifiable, Equatable, Codable {
    var id: Int
    var reply: Reply?
  }

  struct Link: Equatable, Codable {
    var url: URL
    init(url: URL) { self.url = url }
    init(from decoder: any Decoder) throws {
      let text = try decoder.singleValueContainer().decode(String.self)
      // Traps on a made-up "" (the point of the test): a real value always parses.
      // swift-format-ignore: NeverForceUnwrap
      url = URL(string: text)!
    }
    func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      try container.encode(url.absoluteString)
    }
  }

  struct Bookmark: Identifiable, Equatable, Codable {
    var id: String
    var link: Link
  }

  @Test("a class holding an optional reference to its own type")
  func recursiveType() throws {
    let directory = try TemporaryDirectory()
    let thread = Conversation(id: 1, reply: Reply(text: "a", next: Reply(text: "b")))
    do {
      let store = try ObjectStore<Conversation>(
        database: SQLiteDatabase(path: directory.path()), table: "threads")
      try store.perform { try $0.insert(thread) }
    }
    let reopened = try ObjectStore<Conversation>(
      database: SQLiteDatabase(path: directory.path()), table: "threads")
    #expect(reopened[id: 1] == thread)
    try reopened.perform { try $0.insert(Conversation(id: 2, reply: nil)) }
  }

  @Test("a custom decoder that force-unwraps what it parses")
  func trappingDecoder() throws {
    let directory = try TemporaryDirectory()
    let bookmark = Bookmark(id: "b", link: Link(url: URL(string: "https://example.com/a")!))
    do {
      let store = try ObjectStore<Bookmark>(
        database: SQLiteDatabase(path: directory.path()), table: "bookmarks")
      try store.perform { try $0.insert(bookmark) }
    }
    let reopened = try ObjectStore<Bookmark>(
      database: SQLiteDatabase(path: directory.path()), table: "bookmarks")
    #expect(reopened[id: "b"] == bookmark)
  }
}
