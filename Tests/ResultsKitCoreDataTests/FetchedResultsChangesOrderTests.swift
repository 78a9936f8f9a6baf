import ResultsKit
import ResultsKitCoreData
import ResultsKitTesting
import TestSupport
import Testing

/// Callbacks in any order come out as one change in the event order every monitor sends.
@Suite struct FetchedResultsChangesOrderTests {
  /// A change touching every kind of event.
  ///
  /// Before: A = [a0, a1], B = [b0, b1, b2]. After: N = [n0], B = [b2, x, b1], C = [a1]:
  /// A deleted, N and C inserted, b0 deleted, x inserted, b2 moved up, a1 moved to C, b1
  /// updated in place.
  static let callbacks: [Callback<String>] = [
    .deleteSection("A", 0),
    .insertSection("N", 0),
    .insertSection("C", 2),
    .delete("a0", path(0, 0)),
    .delete("b0", path(1, 0)),
    .insert("n0", path(0, 0)),
    .insert("x", path(1, 1)),
    .move("b2", path(1, 2), path(1, 0)),
    .move("a1", path(0, 1), path(2, 0)),
    .update("b1", path(1, 1), path(1, 2)),
  ]

  static let expected: [ResultsEvent<String>] = [
    .willChange,
    .deletedSection(name: "A", at: 0),
    .insertedSection(name: "N", at: 0),
    .insertedSection(name: "C", at: 2),
    .deleted("a0", at: path(0, 0)),
    .deleted("b0", at: path(1, 0)),
    .inserted("n0", at: path(0, 0)),
    .inserted("x", at: path(1, 1)),
    .moved("b2", from: path(1, 2), to: path(1, 0)),
    .moved("a1", from: path(0, 1), to: path(2, 0)),
    .updated("b1", at: path(1, 1), newPath: path(1, 2)),
    .didChange,
  ]

  @Test func inOrderCallbacksGiveTheEventOrder() throws {
    #expect(try events(Self.callbacks) == Self.expected)
  }

  @Test(arguments: 0..<20)
  func anyOrderGivesTheSameEvents(seed: UInt64) throws {
    var random = SeededRandomNumberGenerator(seed: seed)
    let shuffled = Self.callbacks.shuffled(using: &random)
    #expect(try events(shuffled) == Self.expected, "order \(shuffled)")
  }

  @Test func reversedOrderGivesTheSameEvents() throws {
    #expect(try events(Self.callbacks.reversed()) == Self.expected)
  }

  @Test func aChangeWithNoCallbacksSendsNothing() throws {
    let changes = FetchedResultsChanges<String>()
    #expect(changes.isEmpty)
    #expect(try changes.events().isEmpty)
  }

  @Test func aChangeWithCallbacksIsNotEmpty() {
    var changes = FetchedResultsChanges<String>()
    changes.object("a", at: path(0, 0), kind: .update, newIndexPath: nil)
    #expect(!changes.isEmpty)
  }

  @Test func eachListIsSortedByItsPaths() throws {
    let result = try events([
      Callback<String>.insert("c", path(0, 2)), .insert("a", path(0, 0)),
      .delete("y", path(1, 1)), .delete("x", path(0, 3)),
      .move("m2", path(2, 0), path(1, 1)), .move("m1", path(2, 1), path(1, 0)),
    ])
    #expect(
      result == [
        .willChange,
        .deleted("x", at: path(0, 3)), .deleted("y", at: path(1, 1)),
        .inserted("a", at: path(0, 0)), .inserted("c", at: path(0, 2)),
        .moved("m1", from: path(2, 1), to: path(1, 0)),
        .moved("m2", from: path(2, 0), to: path(1, 1)),
        .didChange,
      ])
  }
}
