import ResultsKit
import ResultsKitStore
import Testing

@Suite("ObjectStore: transactions, net effects, errors")
struct StoreBehaviourTests {
  let a = Train(id: "a", time: 60)
  let b = Train(id: "b", time: 30)

  @Test("A seeded store counts and finds its objects; duplicate ids throw")
  func seeding() throws {
    let store = try ObjectStore([a, b])
    #expect(store.count == 2)
    #expect(store[id: "a"] == a)
    #expect(store[id: "z"] == nil)
    #expect(throws: StoreError.duplicateID("a")) { try ObjectStore([a, b, a]) }
  }

  @Test("perform returns the body's result and delivers one commit with the net effect")
  func netEffects() throws {
    let store = try ObjectStore([a, b])
    var commits: [StoreCommit<Train>] = []
    let subscription = store.observe { commits.append($0) }
    var moved = b
    moved.time = 90
    let result = try store.perform { transaction in
      try transaction.insert(Train(id: "c", time: 10))
      try transaction.delete("c")  // insert then delete: nothing
      try transaction.delete("a")
      try transaction.insert(Train(id: "a", time: 61))  // delete then insert: an update
      try transaction.update(moved)
      try transaction.update(moved)  // twice: one update
      transaction.upsert(Train(id: "d", time: 5))  // upsert of a new id: an insert
      return 42
    }
    #expect(result == 42)
    #expect(
      commits == [
        StoreCommit(
          version: 1, inserted: [Train(id: "d", time: 5)],
          updated: [
            ObjectUpdate(old: a, new: Train(id: "a", time: 61)), ObjectUpdate(old: b, new: moved),
          ])
      ])
    #expect(store.count == 3)
    subscription.cancel()
  }

  @Test("No net effect: nothing delivered, version not advanced")
  func noNetEffect() throws {
    let store = try ObjectStore([a])
    var versions: [UInt64] = []
    let subscription = store.observe { versions.append($0.version) }
    try store.perform { transaction in
      try transaction.update(a)  // equal value
      try transaction.insert(Train(id: "x", time: 1))
      try transaction.delete("x")
    }
    try store.perform { try $0.update("a") { $0.time = 1 } }
    try store.perform { try $0.update("a") { $0.time = 1 } }  // equal again
    try store.perform { try $0.delete("a") }
    #expect(versions == [1, 2])
    _ = subscription
  }

  @Test("deleteAll deletes everything not written again afterwards")
  func deleteAll() throws {
    let store = try ObjectStore([a, b, Train(id: "c", time: 1)])
    var last: StoreCommit<Train>?
    let subscription = store.observe { last = $0 }
    try store.perform { transaction in
      transaction.deleteAll()
      #expect(transaction[id: "a"] == nil)
      try transaction.insert(Train(id: "b", time: 31))
    }
    #expect(last?.updated == [ObjectUpdate(old: b, new: Train(id: "b", time: 31))])
    #expect(last?.deleted == [a, Train(id: "c", time: 1)])  // insertion order
    #expect(store.count == 1)
    _ = subscription
  }

  @Test("A throwing body commits nothing and notifies nobody")
  func atomicity() throws {
    struct Stop: Error {}
    let store = try ObjectStore([a])
    var notified = false
    let subscription = store.observe { _ in notified = true }
    #expect(throws: Stop.self) {
      try store.perform { transaction in
        try transaction.insert(b)
        try transaction.delete("a")
        throw Stop()
      }
    }
    #expect(throws: StoreError.missingID("zz")) {
      try store.perform { transaction in
        try transaction.insert(b)
        try transaction.delete("zz")
      }
    }
    #expect(!notified)
    #expect(store.count == 1)
    #expect(store[id: "a"] == a && store[id: "b"] == nil)
    _ = subscription
  }

  @Test("Each refused write throws its error and leaves the transaction as it was")
  func refusedWrites() throws {
    let store = try ObjectStore([a])
    try store.perform { transaction in
      #expect(throws: StoreError.duplicateID("a")) { try transaction.insert(a) }
      #expect(throws: StoreError.missingID("q")) { try transaction.update(Train(id: "q", time: 1)) }
      #expect(throws: StoreError.missingID("q")) { try transaction.delete("q") }
      #expect(throws: StoreError.missingID("q")) { try transaction.update("q") { $0.time = 2 } }
      #expect(throws: StoreError.missingID("a2")) { try transaction.update("a") { $0.id = "a2" } }
      #expect(transaction[id: "a"] == a)
      #expect(transaction[id: "q"] == nil)
    }
    #expect(store[id: "a"] == a)
    #expect(StoreError.duplicateID("a").description.contains("a"))
    #expect(StoreError.missingID("q7").description.contains("q7"))
    #expect(!StoreError.reentrantWrite.description.isEmpty)
  }

  @Test("Reads in a transaction see its writes; the store shows the committed state until it ends")
  func reads() throws {
    let store = try ObjectStore([a])
    try store.perform { transaction in
      try transaction.update("a") { $0.time = 5 }
      #expect(transaction[id: "a"]?.time == 5)
      #expect(store[id: "a"]?.time == 60)
    }
    #expect(store[id: "a"]?.time == 5)
  }

  @Test(
    "Writes during delivery, or inside another perform, throw reentrantWrite and change nothing")
  func reentrancy() throws {
    let store = try ObjectStore([a])
    var errors: [StoreError] = []
    let subscription = store.observe { _ in
      do {
        try store.perform { try $0.insert(Train(id: "r", time: 1)) }
      } catch let error as StoreError {
        errors.append(error)
      } catch {}
    }
    try store.perform { try $0.insert(b) }
    #expect(errors == [.reentrantWrite])
    #expect(throws: StoreError.reentrantWrite) {
      try store.perform { _ in try store.perform { try $0.insert(Train(id: "n", time: 1)) } }
    }
    #expect(store.count == 2)
    #expect(store[id: "r"] == nil && store[id: "n"] == nil)
    subscription.cancel()
    try store.perform { try $0.insert(Train(id: "r", time: 1)) }  // after delivery: allowed
    #expect(store.count == 3)
  }

  @Test("A cancelled observer hears nothing more")
  func cancel() throws {
    let store = ObjectStore<Train>()
    var count = 0
    let subscription = store.observe { _ in count += 1 }
    try store.perform { try $0.insert(a) }
    subscription.cancel()
    try store.perform { try $0.insert(b) }
    #expect(count == 1)
  }

  @Test("monitor(id) reports only that object: insert, update, delete")
  func objectMonitor() throws {
    let store = try ObjectStore([b])
    var events: [ObjectEvent<Train>] = []
    var others: [ObjectEvent<Train>] = []
    let one = store.monitor("a") { events.append($0) }
    let other = store.monitor("b") { others.append($0) }
    try store.perform { try $0.insert(a) }
    try store.perform { try $0.update("a") { $0.time = 1 } }
    try store.perform { try $0.delete("a") }
    var changedA = a
    changedA.time = 1
    #expect(events == [.inserted(a), .updated(old: a, new: changedA), .deleted(changedA)])
    #expect(others.isEmpty)
    one.cancel()
    try store.perform { try $0.insert(a) }
    #expect(events.count == 3)
    _ = other
  }
}
