import ResultsKit

extension ResultsController {
  /// The controller's structural invariants that do not hold, one message each; empty when
  /// the controller is sound.
  ///
  /// The index's own (see `SectionedSlots._checkInvariants(strictOrder:)`: sections, counts,
  /// slots, rows, identifiers, and with `strictOrder` the order of each section and of the
  /// sections), and, while the controller has no commits to catch up on, that every shown
  /// object is the store's current content, under its own row.
  ///
  /// For tests and fuzzers: O(*n* log *n*).
  package func _checkInvariants(strictOrder: Bool = false) -> [String] {
    guard hasFetched else {
      return slots.sectionTree.isEmpty ? [] : ["sections before the first fetch"]
    }
    var problems = slots._checkInvariants(strictOrder: strictOrder)
    if backlog.isCurrent { problems += slots._checkCurrent(with: store) }
    return problems
  }
}
