import ResultsKit
import ResultsKitStore
import ResultsKitTesting
import Testing

@Suite("ResultsController: order, sections, events")
struct ControllerBehaviourTests {
  @Test("No sections before the first fetch; one section named \"\" when unsectioned, even empty")
  func sectionsBeforeAndEmpty() throws {
    let store = ObjectStore<Train>()
    let controller = ResultsController(store: store, request: FetchRequest())
    #expect(controller.numberOfSections == 0)
    controller.performFetch()
    #expect(controller.sections.map(\.name) == [""])
    #expect(controller.numberOfObjects(inSection: 0) == 0)
    let sectioned = ResultsController(
      store: store, request: FetchRequest(sectionBy: { $0.platform }))
    sectioned.performFetch()
    #expect(sectioned.numberOfSections == 0)
  }

  @Test("Order: section name, then sort keys, then first insertion; an update keeps its place")
  func order() throws {
    let trains = [
      Train(id: "t1", time: 30, name: "B", platform: "2"),
      Train(id: "t2", time: 30, name: "A", platform: "1"),
      Train(id: "t3", time: 10, name: "C", platform: "2"),
      Train(id: "t4", time: 30, name: "A", platform: "2"),
      Train(id: "t5", time: 30, name: "A", platform: "2"),
    ]
    let (store, controller) = try fetched(
      trains,
      FetchRequest(sortBy: [.ascending(\.time), .descending(\.name)], sectionBy: { $0.platform }))
    let log = EventLog(controller)
    #expect(ids(controller) == [["t2"], ["t3", "t1", "t4", "t5"]])
    #expect(controller.sectionIndexTitles == ["1", "2"])
    // An update keeps its insertion place among ties: t4 stays before t5.
    try store.perform { try $0.update("t4") { $0.hidden = true } }
    #expect(ids(controller) == [["t2"], ["t3", "t1", "t4", "t5"]])
    // Delete then insert in a later commit: a new insertion, after its ties.
    try store.perform { try $0.delete("t4") }
    try store.perform { try $0.insert(trains[3]) }
    #expect(ids(controller) == [["t2"], ["t3", "t1", "t5", "t4"]])
    // Delete and insert (changed) in one commit: an update, so it keeps its place.
    try store.perform { transaction in
      try transaction.delete("t5")
      try transaction.insert(Train(id: "t5", time: 30, name: "A", platform: "2", hidden: true))
    }
    #expect(ids(controller) == [["t2"], ["t3", "t1", "t5", "t4"]])
    #expect(log.changes.count == 4)
    #expect(log.changes.last?.count == 3)  // willChange, updated, didChange
  }

  @Test("Exact events: a section appears, an object moves across, a section vanishes")
  func sectionEvents() throws {
    let a = Train(id: "a", time: 10, platform: "1")
    let b = Train(id: "b", time: 20, platform: "1")
    let (store, controller) = try fetched(
      [a, b], FetchRequest(sortBy: [.ascending(\.time)], sectionBy: { $0.platform }))
    let log = EventLog(controller)
    var movedB = b
    movedB.platform = "2"
    try store.perform { try $0.update(movedB) }
    #expect(
      log.changes.last == [
        .willChange, .insertedSection(name: "2", at: 1),
        .moved(movedB, from: ItemPath(item: 1, section: 0), to: ItemPath(item: 0, section: 1)),
        .didChange,
      ])
    var movedA = a
    movedA.platform = "2"
    movedA.time = 30
    try store.perform { try $0.update(movedA) }
    #expect(
      log.changes.last == [
        .willChange, .deletedSection(name: "1", at: 0),
        .moved(movedA, from: ItemPath(item: 0, section: 0), to: ItemPath(item: 1, section: 0)),
        .didChange,
      ])
    #expect(ids(controller) == [["b", "a"]])
    #expect(controller.sectionName(at: 0) == "2")
  }

  @Test("The predicate: entering is an insert, leaving a delete; hidden changes send nothing")
  func predicate() throws {
    let a = Train(id: "a", time: 10)
    let hidden = Train(id: "h", time: 5, hidden: true)
    let (store, controller) = try fetched(
      [a, hidden], FetchRequest(predicate: { !$0.hidden }, sortBy: [.ascending(\.time)]))
    let log = EventLog(controller)
    try store.perform { try $0.update("h") { $0.time = 6 } }  // outside before and after
    #expect(log.changes.isEmpty)
    var shown = hidden
    shown.time = 6
    shown.hidden = false
    try store.perform { try $0.update(shown) }
    #expect(
      log.changes.last == [
        .willChange, .inserted(shown, at: ItemPath(item: 0, section: 0)), .didChange,
      ])
    var gone = a
    gone.hidden = true
    try store.perform { try $0.update(gone) }
    #expect(
      log.changes.last == [.willChange, .deleted(a, at: ItemPath(item: 1, section: 0)), .didChange])
    #expect(controller.fetchedObjects == [shown])
    #expect(controller.itemPath(for: "a") == nil)
    #expect(controller.itemPath(for: "h") == ItemPath(item: 0, section: 0))
  }

  @Test("A changed sort key that crosses nothing is an update; one that crosses is a move")
  func updateOrMove() throws {
    let trains = (0..<4).map { Train(id: "t\($0)", time: $0 * 10) }
    let (store, controller) = try fetched(trains)
    let log = EventLog(controller)
    // Every time goes down by 5: the order is kept, so four updates and no move.
    try store.perform { transaction in
      for train in trains { try transaction.update(train.id) { $0.time -= 5 } }
    }
    let counted = log.changes.last ?? []
    #expect(counted.filter { if case .updated = $0 { true } else { false } }.count == 4)
    #expect(!counted.contains { if case .moved = $0 { true } else { false } })
    // t0 jumps past t2: t0 is moved, the rest stay.
    var jumped = Train(id: "t0", time: 21)
    jumped.name = "Euston"
    try store.perform { try $0.update(jumped) }
    #expect(
      log.changes.last == [
        .willChange,
        .moved(jumped, from: ItemPath(item: 0, section: 0), to: ItemPath(item: 2, section: 0)),
        .didChange,
      ])
    // A content change in place.
    var renamed = Train(id: "t3", time: 25, name: "Bank")
    renamed.platform = "1"
    try store.perform { try $0.update(renamed) }
    #expect(
      log.changes.last == [
        .willChange,
        .updated(
          renamed, at: ItemPath(item: 3, section: 0), newPath: ItemPath(item: 3, section: 0)),
        .didChange,
      ])
  }

  @Test("A swap of two neighbours is reported so that replaying it gives the new order")
  func swap() throws {
    let (store, controller) = try fetched([Train(id: "a", time: 1), Train(id: "b", time: 2)])
    let target = RecordingTarget(monitor: controller)
    let coordinator = ResultsCoordinator(target: target, monitor: controller)
    try coordinator.loadData()
    let before = controller.sections.map(\.objects)
    try store.perform { transaction in
      try transaction.update("a") { $0.time = 3 }
    }
    let batch = try #require(target.batches.last)
    #expect(target.errors.isEmpty)
    #expect(
      try batch.applied(to: before, taking: controller.sections.map(\.objects))
        == controller.sections.map(\.objects))
    #expect(ids(controller) == [["b", "a"]])
  }

  @Test("Index titles: default, custom formatter, section for a title")
  func indexTitles() throws {
    let trains = ["apple", "avocado", "banana", ""].enumerated().map {
      Train(id: "\($0.offset)", time: 0, platform: $0.element)
    }
    let (_, controller) = try fetched(trains, FetchRequest(sectionBy: { $0.platform }))
    #expect(controller.sections.map(\.name) == ["", "apple", "avocado", "banana"])
    #expect(controller.sectionIndexTitles == ["A", "B"])
    #expect(controller.sectionIndexTitle(forSectionName: "") == nil)
    #expect(controller.section(forSectionIndexTitle: "B", at: 1) == 3)
    #expect(controller.section(forSectionIndexTitle: "C", at: 2) == 3)
    controller.sectionIndexTitleFormatter = { $0.isEmpty ? nil : String($0.prefix(2)) }
    #expect(controller.sectionIndexTitles == ["ap", "av", "ba"])
    #expect(controller.sections[1].indexTitle == "ap")
  }
}
