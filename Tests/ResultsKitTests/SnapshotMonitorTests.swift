import ResultsKit
import Testing

/// `SnapshotMonitor` on its own: what each publish sends, in which order, and when the new
/// snapshot becomes visible.
@Suite struct SnapshotMonitorTests {
  struct Note: Identifiable, Equatable {
    var id: String
    var text = ""
  }

  private func notes(_ ids: String...) -> [Note] { ids.map { Note(id: $0) } }

  /// Subscribes to `monitor` and records every event, with the monitor's sections at the time.
  private final class Recorder {
    var events: [ResultsEvent<Note>] = []
    var sectionsAtWillChange: [[ResultsSection<Note>]] = []
    var subscription: ResultsSubscription?

    init(_ monitor: SnapshotMonitor<Note>) {
      subscription = monitor.subscribe { [unowned monitor] event in
        self.events.append(event)
        if event == .willChange { self.sectionsAtWillChange.append(monitor.sections) }
      }
    }
  }

  @Test func aPublishSendsItsEventsInTheDocumentedOrder() throws {
    let a = ResultsSection(name: "a", objects: notes("1", "2", "3"))
    let b = ResultsSection(name: "b", objects: notes("4"))
    let monitor = SnapshotMonitor(sections: [a, b])
    let recorder = Recorder(monitor)

    // Section b goes, c comes; 1 is deleted, 3 moves before 2 with new text, 2 changes in
    // place, 5 is inserted into c.
    let new = [
      ResultsSection(name: "a", objects: [Note(id: "3", text: "moved"), Note(id: "2", text: "x")]),
      ResultsSection(name: "c", objects: notes("5")),
    ]
    try monitor.publish(sections: new)

    let kinds = recorder.events.map(Kind.init)
    #expect(kinds.first == .willChange)
    #expect(kinds.last == .didChange)
    // Section events come before object events.
    let firstObjectEvent = kinds.firstIndex(where: \.isObjectEvent) ?? kinds.endIndex
    let leading = kinds[..<firstObjectEvent].dropFirst()
    #expect(leading.allSatisfy { $0.isSectionEvent })
    #expect(recorder.events.contains(.deletedSection(name: "b", at: 1)))
    #expect(recorder.events.contains(.insertedSection(name: "c", at: 1)))
    #expect(recorder.events.contains(.deleted(Note(id: "1"), at: ItemPath(item: 0, section: 0))))
    #expect(
      recorder.events.contains(.deleted(Note(id: "4"), at: ItemPath(item: 0, section: 1))) == false)
    let moves = recorder.events.filter { Kind($0) == .moved }
    let updates = recorder.events.filter { Kind($0) == .updated }
    #expect(moves.count + updates.count == 2)
    // Whichever of 2 and 3 the diff keeps in place is updated there; the other moves with
    // its new content.
    for event in moves + updates {
      switch event {
      case let .moved(note, _, to), let .updated(note, _, to):
        #expect(new[to.section].objects[to.item] == note)
      default: Issue.record("unexpected \(event)")
      }
    }
    #expect(monitor.sections == new)
  }

  @Test func theNewSnapshotIsVisibleFromWillChange() throws {
    let monitor = SnapshotMonitor(notes("1"))
    let recorder = Recorder(monitor)
    try monitor.publish(notes("1", "2"))
    #expect(recorder.sectionsAtWillChange == [[ResultsSection(name: "", objects: notes("1", "2"))]])
    #expect(monitor.numberOfObjects(inSection: 0) == 2)
  }

  @Test func aSnapshotWithNoVisibleChangeSendsNothing() throws {
    let monitor = SnapshotMonitor(notes("1", "2"))
    let recorder = Recorder(monitor)
    try monitor.publish(notes("1", "2"))
    #expect(recorder.events.isEmpty)
  }

  @Test func aContentChangeInPlaceIsAnUpdate() throws {
    let monitor = SnapshotMonitor(notes("1", "2"))
    let recorder = Recorder(monitor)
    let changed = Note(id: "2", text: "new")
    try monitor.publish([Note(id: "1"), changed])
    let at = ItemPath(item: 1, section: 0)
    #expect(recorder.events == [.willChange, .updated(changed, at: at, newPath: at), .didChange])
  }

  @Test func aDuplicateIdentifierThrowsAndChangesNothing() {
    let monitor = SnapshotMonitor(notes("1"))
    let recorder = Recorder(monitor)
    #expect(throws: DiffError.self) { try monitor.publish(notes("2", "2")) }
    #expect(recorder.events.isEmpty)
    #expect(monitor.sections == [ResultsSection(name: "", objects: notes("1"))])
  }

  @Test func everySubscriberGetsEachChangeUntilItCancels() throws {
    let monitor = SnapshotMonitor(notes("1"))
    let first = Recorder(monitor)
    let second = Recorder(monitor)
    try monitor.publish(notes("1", "2"))
    second.subscription?.cancel()
    try monitor.publish(notes("2"))
    #expect(first.events.count == 6)
    #expect(second.events.count == 3)
  }

  @Test func sectionsOwnIndexTitlesComeFirst() {
    let monitor = SnapshotMonitor(sections: [
      ResultsSection(name: "apple", indexTitle: "#", objects: notes("1")),
      ResultsSection(name: "banana", objects: notes("2")),
    ])
    #expect(monitor.sectionIndexTitles == ["#", "B"])
    #expect(monitor.sectionIndexTitle(forSectionName: "apple") == "#")
    #expect(monitor.section(forSectionIndexTitle: "B", at: 1) == 1)
  }

  /// An event's kind, for order checks.
  enum Kind: Equatable {
    case willChange, didChange, insertedSection, deletedSection, inserted, deleted, moved, updated

    init(_ event: ResultsEvent<Note>) {
      self =
        switch event {
        case .willChange: .willChange
        case .didChange: .didChange
        case .insertedSection: .insertedSection
        case .deletedSection: .deletedSection
        case .inserted: .inserted
        case .deleted: .deleted
        case .moved: .moved
        case .updated: .updated
        }
    }

    var isSectionEvent: Bool { self == .insertedSection || self == .deletedSection }
    var isObjectEvent: Bool { [.inserted, .deleted, .moved, .updated].contains(self) }
  }
}
