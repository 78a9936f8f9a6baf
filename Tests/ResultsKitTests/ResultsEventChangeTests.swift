import Testing

@testable import ResultsKit

/// The one builder of a change's event stream, and the events of placed changes (what a
/// store's results controller reports).
@Suite struct ResultsEventChangeTests {
  struct Note: Identifiable, Equatable {
    var id: String
    var text = ""
  }

  func path(_ section: Int, _ item: Int) -> ItemPath { ItemPath(item: item, section: section) }

  func events(
    _ placed: PlacedChanges, old: [Note?], new: [Note?],
    deletedSections: [(String, Int)] = [], insertedSections: [(String, Int)] = []
  ) -> [ResultsEvent<Note>] {
    var events: [ResultsEvent<Note>] = []
    var placed = placed
    ResultsEvent.sendChange(
      placed: &placed, deletedSections: deletedSections, insertedSections: insertedSections,
      objects: Contents(old: old, new: new)
    ) { events.append($0) }
    return events
  }

  /// Each change's contents before and after, by its index.
  struct Contents: ChangedObjects {
    let old: [Note?]
    let new: [Note?]
    func old(at index: Int) -> Note? { old[index] }
    func new(at index: Int) -> Note? { new[index] }
  }

  @Test func theStreamIsInTheProtocolOrderWhateverTheArgumentOrder() {
    var events: [ResultsEvent<Note>] = []
    let a = Note(id: "a")
    let b = Note(id: "b")
    ResultsEvent.sendChange(
      deletedSections: [("x", 1)], insertedSections: [("y", 0), ("z", 2)],
      deleted: [(a, path(0, 3))], inserted: [(b, path(0, 0))],
      moved: [(a, path(0, 1), path(0, 2))], updated: [(b, path(0, 4), path(0, 4))]
    ) { events.append($0) }
    #expect(
      events == [
        .willChange, .deletedSection(name: "x", at: 1), .insertedSection(name: "y", at: 0),
        .insertedSection(name: "z", at: 2), .deleted(a, at: path(0, 3)),
        .inserted(b, at: path(0, 0)), .moved(a, from: path(0, 1), to: path(0, 2)),
        .updated(b, at: path(0, 4), newPath: path(0, 4)), .didChange,
      ])
  }

  @Test func placedChangesGiveDeletesInsertsAndInPlaceUpdates() {
    // [a, b, c] → [b, d, c′]: a deleted, d inserted, c updated with keys that tie.
    let c2 = Note(id: "c", text: "2")
    var placed = PlacedChanges(count: 3)
    placed.place(0, before: (0, 0), after: nil, sameSection: false, keysTie: false)
    placed.place(1, before: nil, after: (0, 1), sameSection: false, keysTie: false)
    placed.place(2, before: (0, 2), after: (0, 2), sameSection: true, keysTie: true)
    let events = events(
      placed, old: [Note(id: "a"), nil, Note(id: "c")], new: [nil, Note(id: "d"), c2])
    #expect(
      events == [
        .willChange, .deleted(Note(id: "a"), at: path(0, 0)),
        .inserted(Note(id: "d"), at: path(0, 1)), .updated(c2, at: path(0, 2), newPath: path(0, 2)),
        .didChange,
      ])
  }

  @Test func anObjectThatCrossedAnUntouchedOneMoves() {
    // [a, b] → [b, a′]: a's keys changed and it crossed b, which the change did not touch.
    let a2 = Note(id: "a", text: "2")
    var placed = PlacedChanges(count: 1)
    placed.place(0, before: (0, 0), after: (0, 1), sameSection: true, keysTie: false)
    #expect(
      events(placed, old: [Note(id: "a")], new: [a2]) == [
        .willChange, .moved(a2, from: path(0, 0), to: path(0, 1)), .didChange,
      ])
    // Equal keys are only a hint: the places say it moved.
    var hinted = PlacedChanges(count: 1)
    hinted.place(0, before: (0, 0), after: (0, 1), sameSection: true, keysTie: true)
    #expect(
      events(hinted, old: [Note(id: "a")], new: [a2]) == [
        .willChange, .moved(a2, from: path(0, 0), to: path(0, 1)), .didChange,
      ])
  }

  @Test func nothingVisibleSendsNothing() {
    var placed = PlacedChanges(count: 2)
    placed.place(0, before: nil, after: nil, sameSection: false, keysTie: false)
    #expect(events(placed, old: [nil, nil], new: [nil, nil]).isEmpty)
  }
}
