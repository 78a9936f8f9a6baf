import ResultsKit
import ResultsKitTesting
import Testing

@testable import ResultsKitStore

/// The store's records found by row, and the commits that read their new contents there: a
/// row stays with its object while others come and go, a freed row is given out again only
/// from the next commit on, an emptied store starts its rows over, and a commit kept past its
/// delivery keeps its own contents.
@Suite("ObjectStore: records found by row, commits read at their rows")
struct RecordRowsTests {
  /// The store's objects found by row, as (row, identifier) pairs, in the order of the rows.
  func rows(of store: ObjectStore<Todo>) -> [(row: Int, id: Int)] {
    store.storage.records.places.indices.compactMap { row in
      store.storage.records.object(atRow: Int32(row)).map { (row, $0.id) }
    }
  }

  @Test("An object keeps its row while others are deleted and inserted around it")
  func rowsStay() throws {
    let store = try ObjectStore((0..<4).map { Todo(id: $0, title: "t\($0)") })
    try store.perform { transaction in
      try transaction.delete(1)
      try transaction.update(Todo(id: 2, title: "changed"))
    }
    #expect(rows(of: store).map(\.row) == [0, 2, 3])
    #expect(rows(of: store).map(\.id) == [0, 2, 3])
    #expect(store[id: 2]?.title == "changed")
    // Row 1 was freed by the last commit: this one takes it.
    try store.perform { try $0.insert(Todo(id: 9, title: "new")) }
    #expect(rows(of: store).map(\.row) == [0, 1, 2, 3])
    #expect(rows(of: store).map(\.id) == [0, 9, 2, 3])
    #expect(store.objects.map(\.id) == [0, 2, 3, 9])
  }

  @Test("A row freed in a commit is not given out in the same commit")
  func freedRowWaits() throws {
    let store = try ObjectStore((0..<2).map { Todo(id: $0, title: "t\($0)") })
    var delivered: [StoreChanges<Todo>] = []
    let subscription = store.observeChanges { delivered.append($0) }
    defer { subscription.cancel() }
    try store.perform { transaction in
      try transaction.delete(0)
      try transaction.insert(Todo(id: 5, title: "new"))
    }
    let changes = try #require(delivered.last?.changes)
    #expect(changes.list.map(\.row) == [0, 2])
    #expect(changes.list.map(\.hasNew) == [false, true])
    #expect(changes.list.first?.old?.id == 0)
    #expect(changes.new(at: 1)?.id == 5)
  }

  @Test("An emptied store gives its rows back and numbers them from zero again")
  func emptiedStore() throws {
    let store = try ObjectStore((0..<3).map { Todo(id: $0, title: "t\($0)") })
    try store.perform { $0.deleteAll() }
    #expect(store.storage.records.places.isEmpty)
    #expect(store.count == 0)
    try store.perform { try $0.insert(Todo(id: 7, title: "again")) }
    #expect(rows(of: store).map(\.row) == [0])
    #expect(store[id: 7]?.title == "again")
  }

  @Test("A kept commit keeps its new contents; the store's rows move on with the next commits")
  func keptCommit() throws {
    let store = try ObjectStore([Todo(id: 1, title: "first")])
    var delivered: [StoreChanges<Todo>] = []
    let subscription = store.observeChanges { delivered.append($0) }
    defer { subscription.cancel() }
    try store.perform { try $0.update(Todo(id: 1, title: "second")) }
    let first = try #require(delivered.last?.changes)
    let kept = first.kept()
    // Row 0 is freed, then given to another object.
    try store.perform { try $0.delete(1) }
    try store.perform { try $0.insert(Todo(id: 2, title: "other")) }
    #expect(kept.new(at: 0) == Todo(id: 1, title: "second"))
    #expect(kept.list.first?.old == Todo(id: 1, title: "first"))
    // Read at the row after its delivery, the commit would name the other object.
    #expect(first.new(at: 0) == Todo(id: 2, title: "other"))
  }

  @Test("A controller that catches up during a later commit's delivery reads the kept contents")
  func catchUpDuringDelivery() throws {
    let store = try ObjectStore((0..<4).map { Todo(id: $0, title: "t\($0)") })
    let request = FetchRequest<Todo>(sortBy: [.ascending(\.title)], sectionBy: { $0.title })
    let watched = ResultsController(store: store, request: request)
    let behind = ResultsController(store: store, request: request)
    watched.performFetch()
    behind.performFetch()
    // `behind` has no subscriber: it keeps the commits. A subscriber of `watched`, told of the
    // second commit before `behind` is, makes it catch up on the first one only.
    var caughtUp: [Todo] = []
    let subscription = watched.subscribe { event in
      guard case .didChange = event, store.version == 2 else { return }
      behind.performFetch()
      caughtUp = behind.fetchedObjects
    }
    defer { subscription.cancel() }
    try store.perform { try $0.update(Todo(id: 2, title: "s1")) }
    try store.perform { try $0.update(Todo(id: 2, title: "s2")) }
    #expect(caughtUp.map(\.title) == ["s1", "t0", "t1", "t3"])
    #expect(behind._checkInvariants().isEmpty)
    behind.performFetch()
    #expect(behind.fetchedObjects.map(\.title) == ["s2", "t0", "t1", "t3"])
    #expect(behind._checkInvariants().isEmpty)
  }

  @Test("Rows lead to their records after seeded random transactions", arguments: 0..<20)
  func randomTransactions(seed: UInt64) throws {
    var random = SeededRandomNumberGenerator(seed: seed)
    let store = ObjectStore<Todo>()
    var model: [Int: Todo] = [:]
    for _ in 0..<60 {
      try store.perform { transaction in
        if random.next(below: 25) == 0 {
          transaction.deleteAll()
          model = [:]
        }
        for _ in 0..<random.next(below: 12) {
          let id = random.next(below: 40)
          let todo = Todo(id: id, title: "t\(random.next(below: 5))")
          if model[id] != nil, random.next(below: 3) == 0 {
            try transaction.delete(id)
            model[id] = nil
          } else {
            transaction.upsert(todo)
            model[id] = todo
          }
        }
      }
      #expect(store.storage.records._checkIndexes() == [])
      #expect(store.storage.records.mapValues(\.object) == model)
    }
  }
}
