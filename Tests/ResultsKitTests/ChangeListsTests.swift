import ResultsKitTesting
import Testing

@testable import ResultsKit

/// A change handed over as lists holds exactly what its events report: the lists are what a
/// coordinator collects from the events, item for item and in their order.
@Suite struct ChangeListsTests {
  struct Note: Equatable {
    var id: Int
    var version: Int
  }

  /// Each change's contents before and after, by its index (`nil` where absent).
  struct Contents: ChangedObjects {
    let old: [Note?]
    let new: [Note?]
    func old(at index: Int) -> Note? { old[index] }
    func new(at index: Int) -> Note? { new[index] }
  }

  /// The lists a coordinator would collect from the events, and the objects of the moves and
  /// updates in the order they came (moves first, as the events send them).
  struct Collected: Equatable {
    var deletedSections: [Int] = []
    var insertedSections: [Int] = []
    var deletedItems: [ItemPath] = []
    var insertedItems: [ItemPath] = []
    var movedItems: [ItemMove] = []
    var updatedItems: [ItemMove] = []
    var objects: [Note] = []

    init(_ events: [ResultsEvent<Note>]) {
      for event in events {
        switch event {
        case .willChange, .didChange: break
        case .deletedSection(_, let index): deletedSections.append(index)
        case .insertedSection(_, let index): insertedSections.append(index)
        case .deleted(_, let path): deletedItems.append(path)
        case .inserted(_, let path): insertedItems.append(path)
        case .moved(let note, let from, let to):
          movedItems.append(ItemMove(from: from, to: to))
          objects.append(note)
        case .updated(let note, let from, let to):
          updatedItems.append(ItemMove(from: from, to: to))
          objects.append(note)
        }
      }
    }

    init(_ lists: ChangeLists<Note>) {
      deletedSections = lists.deletedSections
      insertedSections = lists.insertedSections
      deletedItems = lists.deletedItems
      insertedItems = lists.insertedItems
      movedItems = lists.movedItems
      updatedItems = lists.updatedItems
      objects = lists.objects()
    }
  }

  /// A random change of `count` objects over a few sections: each object present before, after
  /// or both (at distinct places in each state), sometimes in neither, its keys tying or not;
  /// now and then a content is missing where the object is placed, which neither the events
  /// nor the lists report.
  static func randomChange(
    _ count: Int, using random: inout SeededRandomNumberGenerator
  ) -> (PlacedChanges, Contents) {
    var placed = PlacedChanges(count: count)
    var old: [Note?] = []
    var new: [Note?] = []
    // Shuffled item numbers per section and state, so that no two objects share a place.
    let sections = 3
    var freeBefore = (0..<sections).map { _ in Array(0..<count).shuffled(using: &random) }
    var freeAfter = (0..<sections).map { _ in Array(0..<count).shuffled(using: &random) }
    for index in 0..<count {
      let presence = random.next(below: 8)
      var before: (section: Int, item: Int)?
      var after: (section: Int, item: Int)?
      if presence != 0 && presence != 1 {
        let section = random.next(below: sections)
        before = (section, freeBefore[section].removeLast())
      }
      if presence != 0 && presence != 2 {
        let section =
          random.next(below: 2) == 0 ? (before?.section ?? 0) : random.next(below: sections)
        after = (section, freeAfter[section].removeLast())
      }
      let sameSection = before != nil && before?.section == after?.section
      placed.place(
        index, before: before, after: after, sameSection: sameSection,
        keysTie: random.next(below: 2) == 0)
      let missing = random.next(below: 16) == 0
      old.append(before == nil || missing ? nil : Note(id: index, version: 0))
      new.append(after == nil || (missing && before == nil) ? nil : Note(id: index, version: 1))
    }
    return (placed, Contents(old: old, new: new))
  }

  @Test("The lists hold what the events report, item for item", arguments: 0..<200)
  func listsMatchTheEvents(seed: UInt64) {
    var random = SeededRandomNumberGenerator(seed: seed)
    // One seed in ten is a change large enough for the lists to keep their objects' change
    // indexes instead of the places (about three quarters of the objects are present after).
    let count =
      seed % 10 == 0
      ? 2 * ChangeLists<Note>.indexedObjectsThreshold + random.next(below: 600)
      : 1 + random.next(below: 60)
    let (placed, contents) = Self.randomChange(count, using: &random)
    let deletedSections = random.next(below: 3) == 0 ? [("gone", 1)] : []
    let insertedSections = random.next(below: 3) == 0 ? [("new", 0), ("newer", 2)] : []
    var forEvents = placed
    var events: [ResultsEvent<Note>] = []
    ResultsEvent.sendChange(
      placed: &forEvents, deletedSections: deletedSections, insertedSections: insertedSections,
      objects: contents
    ) { events.append($0) }
    var forLists = placed
    let lists = ChangeLists(
      placed: &forLists, deletedSections: deletedSections, insertedSections: insertedSections,
      objects: contents)
    #expect(forLists.before.isEmpty && forLists.after.isEmpty, "the places are left empty")
    guard let lists else {
      #expect(events.isEmpty, "no lists, yet events")
      return
    }
    #expect(events.first == .willChange && events.last == .didChange)
    #expect(Collected(lists) == Collected(events))
  }

  @Test("No visible change: no lists, as no events")
  func nothingVisible() {
    var placed = PlacedChanges(count: 2)
    let lists = ChangeLists(
      placed: &placed, deletedSections: [], insertedSections: [],
      objects: Contents(old: [nil, nil], new: [nil, nil]))
    #expect(lists == nil)
  }
}
