/// The order of a controller's objects, by slot number: the sort columns, then the insertion
/// numbers. Non-generic, so searching and sorting run as plain code over integers.
final class SlotOrder {
  /// One comparison per sort key, most significant first.
  var comparators: [(Int, Int) -> Int] = []
  /// The insertion number of the object in each slot (ties between equal keys).
  var sequences: [UInt64] = []

  /// Whether the object in slot `lhs` comes before the one in slot `rhs`.
  func precedes(_ lhs: Int, _ rhs: Int) -> Bool {
    for compare in comparators {
      let order = compare(lhs, rhs)
      if order != 0 { return order < 0 }
    }
    return sequences[lhs] < sequences[rhs]
  }

  /// Whether the objects in the two slots tie on every sort key.
  func keysTie(_ lhs: Int, _ rhs: Int) -> Bool {
    comparators.allSatisfy { $0(lhs, rhs) == 0 }
  }
}
