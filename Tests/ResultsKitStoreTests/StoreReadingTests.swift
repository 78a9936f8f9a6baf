import ResultsKit
import ResultsKitStore
import Testing

/// Reading a store's contents, and what a controller says of a path out of range.
@Suite("ObjectStore reading; ResultsController paths out of range")
struct StoreReadingTests {
  @Test("objects lists every object in insertion order; an update keeps its place")
  func objectsInInsertionOrder() throws {
    let store = try ObjectStore([Train(id: "b", time: 2), Train(id: "a", time: 1)])
    #expect(store.objects.map(\.id) == ["b", "a"])
    try store.perform { transaction in
      try transaction.insert(Train(id: "c", time: 3))
      try transaction.update(Train(id: "b", time: 20))
    }
    #expect(
      store.objects == [Train(id: "b", time: 20), Train(id: "a", time: 1), Train(id: "c", time: 3)])
    // Deleted and inserted again in a later commit: it goes last.
    try store.perform { try $0.delete("b") }
    try store.perform { try $0.insert(Train(id: "b", time: 4)) }
    #expect(store.objects.map(\.id) == ["a", "c", "b"])
    #expect(ObjectStore<Train>().objects.isEmpty)
  }

  @Test("contains(id:) answers for committed objects only")
  func containsID() throws {
    let store = try ObjectStore([Train(id: "a", time: 1)])
    #expect(store.contains(id: "a"))
    #expect(!store.contains(id: "z"))
    try store.perform { transaction in
      try transaction.delete("a")
      // Inside the transaction, the store still holds its committed objects.
      #expect(store.contains(id: "a"))
    }
    #expect(!store.contains(id: "a"))
  }

  @Test("object(at:) past the results stops with the path and the counts")
  func objectOutOfRange() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      // Without a throwing call, so that only the trap can end the process with a failure.
      let controller = Self.controller(of: [Train(id: "a", time: 1), Train(id: "b", time: 2)])
      _ = controller.object(at: ItemPath(item: 2, section: 0))
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("object(at:): item 2 of section 0 is out of range 0..<2"))
  }

  @Test("A section out of range stops with the section and the count")
  func sectionOutOfRange() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let controller = Self.controller(of: [Train(id: "a", time: 1)])
      _ = controller.numberOfObjects(inSection: 1)
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("numberOfObjects(inSection:): section 1 is out of range 0..<1"))
  }

  /// A fetched controller over a new store of `trains`, by time; an empty one if the store
  /// cannot be made.
  static func controller(of trains: [Train]) -> ResultsController<Train> {
    let store = (try? ObjectStore(trains)) ?? ObjectStore()
    let controller = ResultsController(
      store: store, request: FetchRequest(sortBy: [.ascending(\.time)]))
    controller.performFetch()
    return controller
  }
}
