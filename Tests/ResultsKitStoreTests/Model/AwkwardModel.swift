import ResultsKit
import ResultsKitStore

/// The reference for the sort-key model tests: a dictionary of samples with their insertion
/// numbers, and results computed from scratch in the order `SortKey` documents.
///
/// A value that is not equal to itself (a NaN) comes after every other value, ascending and
/// descending alike, and ties with another such value; values equal under `==` (`0.0` and
/// `-0.0`, two spellings of `é`) tie; ties keep insertion order.
struct AwkwardModel<Sample: AwkwardSample> {
  var objects: [Int: (sample: Sample, sequence: Int)] = [:]
  var nextSequence = 1
  /// Orders values of one key: the documented rule unless a test replaces it (the oracle test
  /// gives it a wrong one to see the checks fail).
  var compare: (Double, Double, _ descending: Bool) -> Int = DocumentedOrder.compare
  var compareLabels: (String, String, _ descending: Bool) -> Int = DocumentedOrder.compare

  /// Applies one transaction's final state per touched id (`nil`: absent), in the order the
  /// transaction first touched them, with the store's rules: an id present before and after
  /// keeps its insertion number, and keeps its old content when the new one is equal to it
  /// under `Sample`'s `==` (an update to an equal value is no change); new ids are numbered in
  /// that order.
  mutating func commit(_ final: [Int: Sample?], order: [Int]) {
    for id in order {
      guard let sample = final[id] else { continue }
      switch (objects[id], sample) {
      case (nil, let sample?):
        objects[id] = (sample, nextSequence)
        nextSequence += 1
      case (let old?, let sample?):
        if old.sample != sample { objects[id] = (sample, old.sequence) }
      case (_, nil):
        objects[id] = nil
      }
    }
  }

  /// The results of `shape` over the model.
  func sections(_ shape: AwkwardShape) -> [ResultsSection<Sample>] {
    let kept = objects.values.filter { !shape.filtered || $0.sample.visible }
      .sorted { lhs, rhs in
        for key in shape.keys {
          let order =
            switch key {
            case .valueAscending: compare(lhs.sample.value, rhs.sample.value, false)
            case .valueDescending: compare(lhs.sample.value, rhs.sample.value, true)
            case .labelAscending: compareLabels(lhs.sample.label, rhs.sample.label, false)
            case .labelDescending: compareLabels(lhs.sample.label, rhs.sample.label, true)
            }
          if order != 0 { return order < 0 }
        }
        return lhs.sequence < rhs.sequence
      }
      .map(\.sample)
    guard shape.sectioned else { return [ResultsSection(name: "", objects: kept)] }
    // Names equal under `==` (two spellings of one name) are one section.
    return Dictionary(grouping: kept, by: \.group).keys.sorted().map { name in
      ResultsSection(name: name, objects: kept.filter { $0.group == name })
    }
  }
}

/// The order `SortKey` documents for the values of one key, written out independently.
enum DocumentedOrder {
  /// How `lhs` compares with `rhs` in the documented order: negative when it comes first.
  static func compare<V: Comparable>(_ lhs: V, _ rhs: V, descending: Bool) -> Int {
    let lhsOrdered = lhs == lhs
    let rhsOrdered = rhs == rhs
    guard lhsOrdered, rhsOrdered else {
      // Unordered values last, in both directions; two of them tie.
      return lhsOrdered == rhsOrdered ? 0 : (lhsOrdered ? -1 : 1)
    }
    if lhs == rhs { return 0 }
    let ascending = lhs < rhs ? -1 : 1
    return descending ? -ascending : ascending
  }
}

/// The shape of a sort-key test's fetch: its keys, and whether it is sectioned and filtered.
struct AwkwardShape: CustomStringConvertible, Sendable {
  enum Key: String, Sendable {
    case valueAscending = "value ↑"
    case valueDescending = "value ↓"
    case labelAscending = "label ↑"
    case labelDescending = "label ↓"
  }

  var sectioned: Bool
  var filtered: Bool
  var keys: [Key]

  var description: String {
    let keys = keys.map(\.rawValue).joined(separator: ", ")
    return "\(keys)\(sectioned ? ", sectioned" : "")\(filtered ? ", filtered" : "")"
  }

  /// The request of this shape.
  func request<Sample: AwkwardSample>(_: Sample.Type) -> FetchRequest<Sample> {
    FetchRequest(
      predicate: filtered ? { $0.visible } : nil,
      sortBy: keys.map { key in
        switch key {
        case .valueAscending: .ascending(\Sample.value)
        case .valueDescending: .descending(\Sample.value)
        case .labelAscending: .ascending(\Sample.label)
        case .labelDescending: .descending(\Sample.label)
        }
      },
      sectionBy: sectioned ? { $0.group } : nil)
  }

  static let all: [AwkwardShape] = [
    AwkwardShape(sectioned: false, filtered: false, keys: [.valueAscending]),
    AwkwardShape(sectioned: false, filtered: true, keys: [.valueDescending]),
    AwkwardShape(sectioned: true, filtered: false, keys: [.labelAscending, .valueDescending]),
    AwkwardShape(sectioned: false, filtered: false, keys: [.labelDescending, .valueAscending]),
    AwkwardShape(sectioned: true, filtered: true, keys: [.valueAscending, .labelAscending]),
  ]
}
