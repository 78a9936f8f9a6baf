import ResultsKit
import ResultsKitStore
import Testing

/// Sort keys are read straight from memory when the key path names an inline stored property,
/// and through the key path otherwise; every kind of key path must give the same order.
@Suite("Sort keys: every kind of key path")
struct SortKeyReadingTests {
  struct Inner: Equatable {
    var rank: Int
    var label: String
  }

  struct Value: Identifiable, Equatable {
    var id: Int
    var inner: Inner
    var note: String
    var computed: Int { -inner.rank }
  }

  final class Box: Identifiable, Equatable {
    let id: Int
    let rank: Int
    let label: String
    init(id: Int, rank: Int, label: String) {
      self.id = id
      self.rank = rank
      self.label = label
    }
    static func == (lhs: Box, rhs: Box) -> Bool { lhs === rhs }
  }

  static let ranks = [5, 3, 9, 1, 3, 7, 0, 9]
  static let labels = ["pear", "apple", "fig", "kiwi", "date", "plum", "lime", "apple"]

  func fetchedIDs<Object: Identifiable & Equatable>(
    _ objects: [Object], _ keys: [SortKey<Object>]
  ) throws -> [Object.ID] {
    let store = try ObjectStore(objects)
    let controller = ResultsController(store: store, request: FetchRequest(sortBy: keys))
    controller.performFetch()
    return controller.fetchedObjects.map(\.id)
  }

  /// The ids of `ranks`/`labels` sorted by (rank, label) ascending, ties by insertion.
  var expected: [Int] {
    Self.ranks.indices.sorted {
      (Self.ranks[$0], Self.labels[$0], $0) < (Self.ranks[$1], Self.labels[$1], $1)
    }
  }

  @Test("Nested stored properties of a value type (read by offset), Int and String")
  func nestedStoredProperties() throws {
    let values = Self.ranks.indices.map {
      Value(id: $0, inner: Inner(rank: Self.ranks[$0], label: Self.labels[$0]), note: "")
    }
    #expect(
      try fetchedIDs(values, [.ascending(\.inner.rank), .ascending(\.inner.label)]) == expected)
  }

  @Test("A computed property (read through the key path) orders like its stored source")
  func computedProperty() throws {
    let values = Self.ranks.indices.map {
      Value(id: $0, inner: Inner(rank: Self.ranks[$0], label: Self.labels[$0]), note: "")
    }
    #expect(
      try fetchedIDs(values, [.descending(\.computed), .ascending(\.inner.label)]) == expected)
  }

  @Test("Properties of a class (read through the key path)")
  func classProperties() throws {
    let boxes = Self.ranks.indices.map { Box(id: $0, rank: Self.ranks[$0], label: Self.labels[$0]) }
    #expect(try fetchedIDs(boxes, [.ascending(\.rank), .ascending(\.label)]) == expected)
  }

  @Test("Updates re-read the keys: a changed String key moves the object")
  func updatesReadKeys() throws {
    let store = try ObjectStore([
      Value(id: 0, inner: Inner(rank: 1, label: "b"), note: "x"),
      Value(id: 1, inner: Inner(rank: 1, label: "c"), note: "y"),
    ])
    let controller = ResultsController(
      store: store, request: FetchRequest(sortBy: [.ascending(\.inner.label)]))
    controller.performFetch()
    let subscription = controller.subscribe { _ in }
    try store.perform { try $0.update(1) { $0.inner.label = "a" } }
    #expect(controller.fetchedObjects.map(\.id) == [1, 0])
    try store.perform { try $0.update(1) { $0.note = "z" } }
    #expect(controller.fetchedObjects.map(\.note) == ["z", "x"])
    subscription.cancel()
  }
}
