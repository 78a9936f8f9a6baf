import ResultsKit

/// The `controller` target's reference: the store's readings with their insertion numbers,
/// and the results of a pure request computed from scratch by the documented rules.
///
/// Order: a value not equal to itself (NaN) after every other value, ascending and descending
/// alike, tied with another such value; values equal under `==` tied; ties by insertion
/// number. Sections by name (names equal under `==` are one section), in the spec's order.
struct ReadingModel<R: FuzzReading> {
  private(set) var objects: [Int: (reading: R, sequence: Int)] = [:]
  private var nextSequence = 1

  /// Applies one transaction's final state per touched id (`nil`: absent), in the order the
  /// transaction first touched them, with the store's rules: an id present before and after
  /// keeps its insertion number, and its old content when the new one is `==` to it.
  mutating func commit(_ final: [Int: R?], order: [Int]) {
    for id in order {
      guard let reading = final[id] else { continue }
      switch (objects[id], reading) {
      case (nil, let reading?):
        objects[id] = (reading, nextSequence)
        nextSequence += 1
      case (let old?, let reading?):
        if old.reading != reading { objects[id] = (reading, old.sequence) }
      case (_, nil):
        objects[id] = nil
      }
    }
  }

  /// The results of `spec`, which must be pure.
  func sections(_ spec: RequestSpec) -> [ResultsSection<R>] {
    let kept = objects.values.filter { entry in
      switch spec.predicate {
      case .all, .random, .flipping: true
      case .flagged: entry.reading.flag
      case .notNegative: !(entry.reading.value < 0)
      }
    }
    .sorted { lhs, rhs in
      for key in spec.keys {
        let order =
          switch key {
          case .valueAscending: Self.compare(lhs.reading.value, rhs.reading.value, false)
          case .wobble, .hand: 0  // not in a pure spec
          case .valueDescending: Self.compare(lhs.reading.value, rhs.reading.value, true)
          case .groupAscending: Self.compare(lhs.reading.group, rhs.reading.group, false)
          case .groupDescending: Self.compare(lhs.reading.group, rhs.reading.group, true)
          }
        if order != 0 { return order < 0 }
      }
      return lhs.sequence < rhs.sequence
    }
    .map(\.reading)
    guard spec.sections != .none else { return [ResultsSection(name: "", objects: kept)] }
    return spec.sorted(Array(Dictionary(grouping: kept, by: \.group).keys)).map { name in
      ResultsSection(name: name, objects: kept.filter { $0.group == name })
    }
  }

  /// The documented order of two values of one key: negative when `lhs` comes first.
  static func compare<V: Comparable>(_ lhs: V, _ rhs: V, _ descending: Bool) -> Int {
    let lhsOrdered = lhs == lhs
    let rhsOrdered = rhs == rhs
    guard lhsOrdered, rhsOrdered else {
      return lhsOrdered == rhsOrdered ? 0 : (lhsOrdered ? -1 : 1)
    }
    if lhs == rhs { return 0 }
    return (lhs < rhs) != descending ? -1 : 1
  }
}
