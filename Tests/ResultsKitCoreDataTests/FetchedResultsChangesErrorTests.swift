import ResultsKit
import ResultsKitCoreData
import TestSupport
import Testing

/// Callbacks that cannot be turned into events: a typed error that names the callback.
@Suite struct FetchedResultsChangesErrorTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var callbacks: [Callback<String>]
    var expected: FetchedResultsChangesError
    var testDescription: String { "\(expected)" }
  }

  static let insertRaw = FetchedResultsChangeKind.insert.rawValue
  static let deleteRaw = FetchedResultsChangeKind.delete.rawValue
  static let moveRaw = FetchedResultsChangeKind.move.rawValue
  static let updateRaw = FetchedResultsChangeKind.update.rawValue

  static let cases: [Case] = [
    Case(
      callbacks: [.object("a", path(0, 0), insertRaw, nil)],
      expected: .missingIndexPath(
        .object(kind: insertRaw, indexPath: path(0, 0), newIndexPath: nil))),
    Case(
      callbacks: [.object("a", nil, deleteRaw, path(0, 0))],
      expected: .missingIndexPath(
        .object(kind: deleteRaw, indexPath: nil, newIndexPath: path(0, 0)))),
    Case(
      callbacks: [.object("a", path(0, 0), moveRaw, nil)],
      expected: .missingIndexPath(.object(kind: moveRaw, indexPath: path(0, 0), newIndexPath: nil))),
    Case(
      callbacks: [.object("a", nil, moveRaw, path(0, 0))],
      expected: .missingIndexPath(.object(kind: moveRaw, indexPath: nil, newIndexPath: path(0, 0)))),
    Case(
      callbacks: [.object("a", nil, updateRaw, path(0, 0))],
      expected: .missingIndexPath(
        .object(kind: updateRaw, indexPath: nil, newIndexPath: path(0, 0)))),
    Case(
      callbacks: [.section("A", 0, moveRaw)],
      expected: .unsupportedSectionChange(.section(name: "A", index: 0, kind: moveRaw))),
    Case(
      callbacks: [.section("A", 0, updateRaw)],
      expected: .unsupportedSectionChange(.section(name: "A", index: 0, kind: updateRaw))),
    Case(
      callbacks: [.section("A", -1, insertRaw)],
      expected: .invalidIndexPath(.section(name: "A", index: -1, kind: insertRaw))),
    Case(
      callbacks: [.update("a", path(0, -1), nil)],
      expected: .invalidIndexPath(
        .object(kind: updateRaw, indexPath: path(0, -1), newIndexPath: nil))),
    Case(
      callbacks: [.move("a", path(0, 0), path(-1, 0))],
      expected: .invalidIndexPath(
        .object(kind: moveRaw, indexPath: path(0, 0), newIndexPath: path(-1, 0)))),
    Case(
      callbacks: [.delete("a", path(0, 1)), .move("b", path(0, 1), path(0, 0))],
      expected: .conflictingCallbacks(
        .object(kind: deleteRaw, indexPath: path(0, 1), newIndexPath: nil),
        .object(kind: moveRaw, indexPath: path(0, 1), newIndexPath: path(0, 0)))),
    Case(
      callbacks: [.move("a", path(0, 1), path(0, 0)), .move("b", path(0, 1), path(0, 2))],
      expected: .conflictingCallbacks(
        .object(kind: moveRaw, indexPath: path(0, 1), newIndexPath: path(0, 0)),
        .object(kind: moveRaw, indexPath: path(0, 1), newIndexPath: path(0, 2)))),
    Case(
      callbacks: [.insert("a", path(0, 0)), .move("b", path(0, 1), path(0, 0))],
      expected: .conflictingCallbacks(
        .object(kind: insertRaw, indexPath: nil, newIndexPath: path(0, 0)),
        .object(kind: moveRaw, indexPath: path(0, 1), newIndexPath: path(0, 0)))),
    Case(
      callbacks: [.insert("a", path(0, 0)), .update("b", path(0, 1), path(0, 0))],
      expected: .conflictingCallbacks(
        .object(kind: insertRaw, indexPath: nil, newIndexPath: path(0, 0)),
        .object(kind: updateRaw, indexPath: path(0, 1), newIndexPath: path(0, 0)))),
    Case(
      callbacks: [.update("a", path(0, 1), path(0, 1)), .update("a", path(0, 1), path(0, 2))],
      expected: .conflictingCallbacks(
        .object(kind: updateRaw, indexPath: path(0, 1), newIndexPath: path(0, 1)),
        .object(kind: updateRaw, indexPath: path(0, 1), newIndexPath: path(0, 2)))),
    Case(
      callbacks: [.deleteSection("A", 1), .deleteSection("B", 1)],
      expected: .conflictingCallbacks(
        .section(name: "A", index: 1, kind: deleteRaw),
        .section(name: "B", index: 1, kind: deleteRaw))),
    Case(
      callbacks: [.insertSection("A", 1), .insertSection("B", 1)],
      expected: .conflictingCallbacks(
        .section(name: "A", index: 1, kind: insertRaw),
        .section(name: "B", index: 1, kind: insertRaw))),
  ]

  @Test(arguments: cases)
  func eventsThrowsTheTypedError(_ testCase: Case) {
    // Good callbacks around the bad ones do not hide them.
    let callbacks: [Callback<String>] =
      [.insert("ok", path(5, 0))] + testCase.callbacks + [.delete("ok", path(6, 0))]
    #expect(throws: testCase.expected) { try events(callbacks) }
  }

  @Test func theFirstBadCallbackIsTheOneThrown() {
    var changes = FetchedResultsChanges<String>()
    changes.section(named: "A", at: 0, kind: .update)
    changes.object("a", at: nil, kind: .delete, newIndexPath: nil)
    #expect(
      throws: FetchedResultsChangesError.unsupportedSectionChange(
        .section(name: "A", index: 0, kind: 4))
    ) {
      try changes.events()
    }
  }

  @Test func messagesNameTheCallback() {
    let missing = FetchedResultsChangesError.missingIndexPath(
      .object(kind: 3, indexPath: path(0, 2), newIndexPath: nil))
    #expect(
      missing.description
        == "controller(_:didChange: object, at: [0, 2], for: .move, newIndexPath: nil) lacks the "
        + "newIndexPath its change type needs")
    #expect(
      FetchedResultsChangesError.missingIndexPath(
        .object(kind: 3, indexPath: nil, newIndexPath: nil)
      ).description.hasSuffix("lacks the indexPath and newIndexPath its change type needs"))
    #expect(
      FetchedResultsChangesError.missingIndexPath(
        .object(kind: 4, indexPath: nil, newIndexPath: path(0, 0))
      ).description.hasSuffix("lacks the indexPath its change type needs"))
    #expect(
      FetchedResultsChangesError.missingIndexPath(
        .object(kind: 1, indexPath: path(0, 0), newIndexPath: nil)
      ).description.hasSuffix("lacks the newIndexPath its change type needs"))
    let section = FetchedResultsChangesError.unsupportedSectionChange(
      .section(name: "Fruit", index: 1, kind: 4))
    #expect(
      section.description
        == "controller(_:didChange: section \"Fruit\", atSectionIndex: 1, for: .update) moves or "
        + "updates a section; sections can only be inserted or deleted")
    let unknown = FetchedResultsChangesError.unknownChangeKind(
      .object(kind: 9, indexPath: nil, newIndexPath: path(0, 0)))
    #expect(unknown.description.contains("NSFetchedResultsChangeType(rawValue: 9)"))
    let conflict = FetchedResultsChangesError.conflictingCallbacks(
      .object(kind: 2, indexPath: path(0, 1), newIndexPath: nil),
      .object(kind: 3, indexPath: path(0, 1), newIndexPath: path(0, 0)))
    #expect(
      conflict.description
        == "controller(_:didChange: object, at: [0, 1], for: .delete, newIndexPath: nil) and "
        + "controller(_:didChange: object, at: [0, 1], for: .move, newIndexPath: [0, 0]) "
        + "contradict each other in one change")
    #expect(
      FetchedResultsChangesError.callbackOutsideChange(.section(name: "A", index: 0, kind: 1))
        .description.contains("outside controllerWillChangeContent"))
    #expect(
      FetchedResultsCallback.willChangeContent.description == "controllerWillChangeContent(_:)")
    #expect(FetchedResultsCallback.didChangeContent.kind == nil)
    #expect(FetchedResultsCallback.section(name: "", index: 0, kind: 2).kind == .delete)
  }
}
