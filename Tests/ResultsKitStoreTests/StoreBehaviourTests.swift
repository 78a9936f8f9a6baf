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

  @Test("A refused or failed first update of an object leaves no trace in the transaction")
  func refusedFirstUpdates() throws {
    struct Refused: Error {}
    let store = try ObjectStore([a, b])
    var commits: [StoreCommit<Train>] = []
    let subscription = store.observe { commits.append($0) }
    try store.perform { transaction in
      #expect(throws: StoreError.duplicateID("b")) { try transaction.update("a") { $0.id = "b" } }
      #expect(throws: Refused.self) {
        try transaction.update("a") { train in
          train.time = 1
          throw Refused()
        }
      }
      #expect(transaction[id: "a"] == a)
    }
    #expect(commits.isEmpty)
    // A body that throws after writing: the next transaction sees only committed objects.
    #expect(throws: Refused.self) {
      try store.perform { transaction in
        try transaction.update("b") { $0.time = 3 }
        try transaction.delete("a")
        throw Refused()
      }
    }
    try store.perform { transaction in
      #expect(transaction[id: "a"] == a && transaction[id: "b"] == b)
    }
    #expect(commits.isEmpty)
    try store.perform { try $0.update("a") { $0.time = 7 } }
    #expect(commits.count == 1 && commits.first?.updated.map(\.new.time) == [7])
    _ = subscription
  }

  @Test("Updates land on their objects after deletes and inserts moved records in the commit")
  func updatesAfterMovedRecords() throws {
    // Deleting `t0` moves the last record into its place; the insert then takes the place the
    // update of `t4` read its record at.
    let trains = (0..<5).map { Train(id: "t\($0)", time: $0) }
    let store = try ObjectStore(trains)
    try store.perform { transaction in
      try transaction.delete("t0")
      try transaction.insert(Train(id: "x", time: 50))
      try transaction.update("t4") { $0.time = 44 }
      try transaction.update("t2") { $0.time = 22 }
    }
    #expect(store.count == 5)
    #expect(store[id: "t4"]?.time == 44 && store[id: "t2"]?.time == 22)
    #expect(store[id: "x"]?.time == 50 && store[id: "t0"] == nil)
    #expect(store[id: "t1"]?.time == 1 && store[id: "t3"]?.time == 3)
  }

  @Test("A copy of a transaction written through: the original reads right, one write per object")
  func copiesOfATransaction() throws {
    let store = try ObjectStore([a, b])
    var commits: [StoreCommit<Train>] = []
    let subscription = store.observe { commits.append($0) }
    // Writes through a copy that is dropped are lost, and the original never reads them.
    try store.perform { transaction in
      var copy = transaction
      try copy.delete("a")
      try copy.update("b") { $0.time = 1 }
      #expect(transaction[id: "a"] == a && transaction[id: "b"] == b)
      try transaction.update("b") { $0.time = 2 }
      #expect(transaction[id: "b"]?.time == 2)
    }
    #expect(store[id: "a"] == a && store[id: "b"]?.time == 2)
    // A copy that takes over an object's mark and is then committed: one write of it, the last.
    try store.perform { transaction in
      var copy = transaction
      try copy.update("a") { $0.time = 1 }
      try transaction.update("b") { $0.time = 3 }
      try transaction.update("a") { $0.time = 2 }
      try copy.update("a") { $0.time = 4 }
      transaction = copy
    }
    #expect(store[id: "a"]?.time == 4 && store[id: "b"]?.time == 2 && store.count == 2)
    #expect(commits.count == 2 && commits.last?.updated.map(\.new.id) == ["a"])
    _ = subscription
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
