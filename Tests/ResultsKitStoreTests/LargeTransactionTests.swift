import Testing

@testable import ResultsKitStore

/// A transaction of more writes than its first list holds: the list grows (into memory advised
/// for huge pages, moving each write's object), and every write reads back and commits.
@Suite("ObjectStore: large transactions")
struct LargeTransactionTests {
  @Test("Every write of a transaction that outgrows its list reads back and commits")
  func outgrowsItsList() throws {
    let count = 150_000
    let store = try ObjectStore((0..<count).map { Todo(id: $0, title: "t\($0)") })
    try store.perform { transaction in
      for id in 0..<count {
        try transaction.update(Todo(id: id, title: "a longer title, not stored inline: \(id)"))
        // An earlier write reads back after the list has grown.
        if id % 10_007 == 0 {
          #expect(transaction[id: id / 2]?.title.hasSuffix(": \(id / 2)") == true)
        }
      }
      try transaction.insert(Todo(id: count, title: "new"))
      try transaction.delete(0)
    }
    #expect(store.count == count)
    #expect(store[id: 0] == nil)
    #expect(store[id: count]?.title == "new")
    #expect(
      (1..<count).allSatisfy { store[id: $0]?.title == "a longer title, not stored inline: \($0)" })
    #expect(store.storage.records._checkIndexes() == [])
  }
}
