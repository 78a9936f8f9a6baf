import ResultsKit
import ResultsKitTesting
import Testing

@testable import ResultsKitStore

/// A to-do: the example of a section order that is not alphabetical.
struct Todo: Identifiable, Equatable, Sendable {
  var id: Int
  var title: String
  var done = false
}

@Suite("ResultsController: section orders")
struct SectionOrderTests {
  /// The to-do request: "Open" above "Done", sectioned on a `Bool`.
  static var todoRequest: FetchRequest<Todo> {
    FetchRequest(
      sortBy: [.ascending(\.title)], sectionBy: { $0.done ? "Done" : "Open" },
      sectionOrder: .listed(["Open", "Done"]))
  }

  func titles(_ controller: ResultsController<Todo>) -> [String: [String]] {
    Dictionary(
      uniqueKeysWithValues: controller.sections.map { ($0.name, $0.objects.map(\.title)) })
  }

  @Test("A to-do list: \"Open\" above \"Done\", sections appear and vanish at their places")
  func todo() throws {
    let store = try ObjectStore([
      Todo(id: 1, title: "milk", done: true), Todo(id: 2, title: "bread"),
      Todo(id: 3, title: "eggs"),
    ])
    let controller = ResultsController(store: store, request: Self.todoRequest)
    let target = RecordingTarget(monitor: controller)
    let coordinator = ResultsCoordinator(target: target, monitor: controller)
    try coordinator.loadData()
    let log = EventLog(controller)
    #expect(controller.sections.map(\.name) == ["Open", "Done"])
    #expect(titles(controller) == ["Open": ["bread", "eggs"], "Done": ["milk"]])
    #expect(controller.itemPath(for: 1) == ItemPath(item: 0, section: 1))

    // Everything done: "Open" goes, from the top.
    try store.perform { transaction in
      for id in [2, 3] { try transaction.update(id) { $0.done = true } }
    }
    #expect(controller.sections.map(\.name) == ["Done"])
    #expect(log.changes.last?.contains(.deletedSection(name: "Open", at: 0)) == true)

    // One reopened: "Open" comes back above "Done", though "Done" < "Open".
    try store.perform { try $0.update(3) { $0.done = false } }
    #expect(controller.sections.map(\.name) == ["Open", "Done"])
    #expect(log.changes.last?.contains(.insertedSection(name: "Open", at: 0)) == true)
    let moved = Todo(id: 3, title: "eggs")
    #expect(
      log.changes.last?.contains(
        .moved(moved, from: ItemPath(item: 1, section: 0), to: ItemPath(item: 0, section: 0)))
        == true)
    #expect(target.errors.isEmpty)
    #expect(target.counts == [1, 2])
  }

  @Test("Descending, listed and custom orders, from a fetch and from commits", arguments: 0..<2)
  func orders(bulk: Int) throws {
    let names = ["pear", "fig", "apple", "kiwi", "plum"]
    let store = try ObjectStore(
      names.enumerated().map { Todo(id: $0.offset, title: $0.element) })
    func controller(_ order: SectionOrder) -> ResultsController<Todo> {
      let controller = ResultsController(
        store: store, request: FetchRequest(sectionBy: { $0.title }, sectionOrder: order))
      controller.testingSeam.applyStrategy = bulk == 1 ? .bulk : .incremental
      controller.countRepairs()
      controller.performFetch()
      return controller
    }
    let descending = controller(.descending)
    // Listed: the listed names that exist, in that order (a duplicate keeps its first
    // place), then the rest ascending.
    let listed = controller(.listed(["plum", "grape", "apple", "plum"]))
    // Custom: by length; equal lengths by name.
    let custom = controller(.by { $0.count < $1.count })
    let subscriptions = [descending, listed, custom].map { $0.subscribe { _ in } }
    #expect(descending.sections.map(\.name) == ["plum", "pear", "kiwi", "fig", "apple"])
    #expect(listed.sections.map(\.name) == ["plum", "apple", "fig", "kiwi", "pear"])
    #expect(custom.sections.map(\.name) == ["fig", "kiwi", "pear", "plum", "apple"])

    try store.perform { transaction in
      try transaction.insert(Todo(id: 10, title: "grape"))
      try transaction.insert(Todo(id: 11, title: "date"))
      try transaction.delete(4)  // plum
    }
    #expect(descending.sections.map(\.name) == ["pear", "kiwi", "grape", "fig", "date", "apple"])
    #expect(listed.sections.map(\.name) == ["grape", "apple", "date", "fig", "kiwi", "pear"])
    #expect(custom.sections.map(\.name) == ["fig", "date", "kiwi", "pear", "apple", "grape"])
    for controller in [descending, listed, custom] {
      #expect(controller._checkInvariants(strictOrder: true).isEmpty)
      #expect(controller.itemPath(for: 10) != nil)
      #expect(controller.inconsistencyRepairs == 0)
    }
    _ = subscriptions
  }

  @Test("The default is by name, ascending; a new order takes effect at the next fetch")
  func defaultAndChange() throws {
    let store = try ObjectStore([Todo(id: 1, title: "a"), Todo(id: 2, title: "b")])
    let controller = ResultsController(
      store: store, request: FetchRequest(sectionBy: { $0.title }))
    controller.performFetch()
    #expect(controller.sections.map(\.name) == ["a", "b"])
    controller.request.sectionOrder = .descending
    #expect(controller.sections.map(\.name) == ["a", "b"])
    // Until the fetch, commits keep the order the results follow.
    let subscription = controller.subscribe { _ in }
    try store.perform { try $0.insert(Todo(id: 3, title: "c")) }
    #expect(controller.sections.map(\.name) == ["a", "b", "c"])
    controller.performFetch()
    #expect(controller.sections.map(\.name) == ["c", "b", "a"])
    try store.perform { try $0.insert(Todo(id: 4, title: "bb")) }
    #expect(controller.sections.map(\.name) == ["c", "bb", "b", "a"])
    _ = subscription
  }

  @Test("A cyclic comparison of names: no trap, sound invariants, paths that match")
  func cyclic() throws {
    // Rock, paper, scissors: a before b before c before a.
    let beats = ["a": "b", "b": "c", "c": "a"]
    let store = try ObjectStore((0..<9).map { Todo(id: $0, title: ["a", "b", "c"][$0 % 3]) })
    let controller = ResultsController(
      store: store,
      request: FetchRequest(sectionBy: { $0.title }, sectionOrder: .by { beats[$0] == $1 }))
    controller.testingSeam.applyStrategy = .incremental
    let target = RecordingTarget(monitor: controller)
    let coordinator = ResultsCoordinator(target: target, monitor: controller)
    try coordinator.loadData()
    for round in 0..<12 {
      try store.perform { transaction in
        try transaction.update(round % 9) { $0.title = ["a", "b", "c", "d"][(round * 7) % 4] }
      }
      #expect(controller._checkInvariants().isEmpty)
      for (index, section) in controller.sections.enumerated() {
        for (item, todo) in section.objects.enumerated() {
          #expect(controller.itemPath(for: todo.id) == ItemPath(item: item, section: index))
        }
      }
      #expect(target.counts == controller.sections.map(\.objects.count))
    }
    #expect(target.errors.isEmpty)
  }
}
