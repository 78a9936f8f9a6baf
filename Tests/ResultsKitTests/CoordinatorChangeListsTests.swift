import ResultsKitTesting
import Testing

@testable import ResultsKit

/// A coordinator subscribed to a monitor that hands over whole changes as lists applies each
/// as it would apply the change's events.
@Suite struct CoordinatorChangeListsTests {
  /// A scripted monitor that sends events, or a whole change as lists, to its subscribers.
  final class ListMonitor: ChangeListSource {
    var sections: [ResultsSection<String>]
    let events = ObserverList<ResultsEvent<String>>()
    let lists = ObserverList<ChangeLists<String>>()

    init(_ sections: [ResultsSection<String>]) { self.sections = sections }

    func performFetch() {}
    var numberOfSections: Int { sections.count }
    func numberOfObjects(inSection section: Int) -> Int { sections[section].objects.count }
    func object(at path: ItemPath) -> String { sections[path.section].objects[path.item] }
    func sectionName(at section: Int) -> String { sections[section].name }

    func subscribe(_ observer: @escaping (ResultsEvent<String>) -> Void) -> ResultsSubscription {
      events.subscribe(observer)
    }

    func subscribe(
      events: @escaping (ResultsEvent<String>) -> Void,
      lists: @escaping (ChangeLists<String>) -> Void
    ) -> ResultsSubscription {
      let inner = subscribe(events)
      let listSubscription = self.lists.subscribe(lists)
      return ResultsSubscription {
        inner.cancel()
        listSubscription.cancel()
      }
    }
  }

  static let before = [ResultsSection(name: "A", objects: ["a", "b", "c", "d"])]
  /// `a` deleted, `c` moved to the front (as `c2`), `d` updated (as `d2`), `e` inserted.
  static let after = [ResultsSection(name: "A", objects: ["c2", "b", "d2", "e"])]
  static func lists() -> ChangeLists<String> {
    ChangeLists(
      deletedSections: [], insertedSections: [], deletedItems: [ItemPath(item: 0, section: 0)],
      insertedItems: [ItemPath(item: 3, section: 0)],
      movedItems: [
        ItemMove(from: ItemPath(item: 2, section: 0), to: ItemPath(item: 0, section: 0))
      ],
      updatedItems: [
        ItemMove(from: ItemPath(item: 3, section: 0), to: ItemPath(item: 2, section: 0))
      ],
      objects: { ["c2", "d2"] })
  }
  static let events: [ResultsEvent<String>] = [
    .deleted("a", at: ItemPath(item: 0, section: 0)),
    .inserted("e", at: ItemPath(item: 3, section: 0)),
    .moved("c2", from: ItemPath(item: 2, section: 0), to: ItemPath(item: 0, section: 0)),
    .updated("d2", at: ItemPath(item: 3, section: 0), newPath: ItemPath(item: 2, section: 0)),
  ]

  @Test("A change as lists: the batch and the cells its events give")
  func sameAsEvents() throws {
    // As lists.
    let monitor = ListMonitor(Self.before)
    let target = RecordingTarget(monitor: monitor)
    var cells: [(ItemPath, String)] = []
    let coordinator = ResultsCoordinator(
      target: target, monitor: monitor, updateCell: { cells.append(($0, $1)) })
    try coordinator.loadData()
    #expect(monitor.lists.count == 1)
    monitor.sections = Self.after
    monitor.lists.send(Self.lists())
    // As events.
    let scripted = ScriptedMonitor(sections: Self.before)
    let eventTarget = RecordingTarget(monitor: scripted)
    var eventCells: [(ItemPath, String)] = []
    let eventCoordinator = ResultsCoordinator(
      target: eventTarget, monitor: scripted, updateCell: { eventCells.append(($0, $1)) })
    try eventCoordinator.loadData()
    scripted.sendChange(to: Self.after, Self.events)

    #expect(target.batches.count == 1)
    #expect(target.batches == eventTarget.batches)
    #expect(target.errors.isEmpty)
    #expect(cells.map(\.0) == eventCells.map(\.0))
    #expect(cells.map(\.1) == eventCells.map(\.1))
    #expect(cells.map(\.1) == ["c2", "d2"])
  }

  @Test("Lists inside a change: reported as a nested willChange, and the target reloaded")
  func insideAChange() throws {
    let monitor = ListMonitor(Self.before)
    let target = RecordingTarget(monitor: monitor)
    let coordinator = ResultsCoordinator(target: target, monitor: monitor)
    var reports: [any Error] = []
    coordinator.onInconsistency = { reports.append($0) }
    try coordinator.loadData()
    monitor.events.send(.willChange)
    monitor.sections = Self.after
    monitor.lists.send(Self.lists())
    #expect(reports.count == 1)
    #expect(reports.first as? MonitorProtocolViolation == .nestedWillChange)
    #expect(target.calls == [.reloadData, .reloadData])
    // The coordinator follows the monitor again.
    monitor.sections = Self.before
    monitor.events.send(.willChange)
    monitor.events.send(.inserted("d", at: ItemPath(item: 3, section: 0)))
    monitor.events.send(.deleted("a", at: ItemPath(item: 0, section: 0)))
    monitor.events.send(.didChange)
    #expect(target.batches.count == 1)
  }
}
