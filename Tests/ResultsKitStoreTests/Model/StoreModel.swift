import ResultsKit
import ResultsKitStore

/// An object of the model-based tests: low-cardinality keys, so ties and moves are common.
struct Item: Identifiable, Equatable, Sendable {
  var id: Int
  var rank: Int
  var group: String
  var visible: Bool
  var note: Int
}

/// A deliberately simple reference for a store and its fetch: a dictionary of objects with
/// their insertion numbers, and results computed from scratch by filtering, grouping and
/// sorting.
struct StoreModel {
  var objects: [Int: (item: Item, sequence: Int)] = [:]
  var nextSequence = 1

  /// Applies one transaction's final state per touched id (`nil`: absent), in the order the
  /// transaction first touched them, with the store's rule for insertion numbers: an id present
  /// before and after keeps its number; new ones are numbered in that order.
  mutating func commit(_ final: [Int: Item?], order: [Int]) {
    for id in order {
      guard let item = final[id] else { continue }
      switch (objects[id], item) {
      case (nil, let item?):
        objects[id] = (item, nextSequence)
        nextSequence += 1
      case (let old?, let item?):
        objects[id] = (item, old.sequence)
      case (_, nil):
        objects[id] = nil
      }
    }
  }

  /// The results of `shape` over the model.
  func sections(_ shape: Shape) -> [ResultsSection<Item>] {
    let kept = objects.values.filter { !shape.filtered || $0.item.visible }
      .sorted { lhs, rhs in
        for key in shape.keys {
          let order = key.compare(lhs.item, rhs.item)
          if order != 0 { return order < 0 }
        }
        return lhs.sequence < rhs.sequence
      }
      .map(\.item)
    guard shape.sectioned else { return [ResultsSection(name: "", objects: kept)] }
    return shape.sections.sorted(Array(Dictionary(grouping: kept, by: \.group).keys)).map { name in
      ResultsSection(name: name, objects: kept.filter { $0.group == name })
    }
  }
}

/// How a shape orders its sections: each of the library's kinds of `SectionOrder`, and
/// independently written reference orders for the model.
enum SectionOrdering: String, CaseIterable, Sendable {
  case ascending, descending, listed, custom

  /// The names `listed` puts first: a name no item has, and one listed twice, included.
  static let listedNames = ["d", "b", "x", "d"]

  /// The weights `custom` compares: ties between names, which the order breaks by name.
  static func weight(_ name: String) -> Int {
    ["a": 2, "b": 0, "c": 1, "d": 0, "e": 2][name] ?? 3
  }

  /// The library's order.
  var order: SectionOrder {
    switch self {
    case .ascending: .ascending
    case .descending: .descending
    case .listed: .listed(Self.listedNames)
    case .custom: .by { Self.weight($0) < Self.weight($1) }
    }
  }

  /// The reference: `names` in the documented order, computed without `SectionOrder`.
  func sorted(_ names: [String]) -> [String] {
    switch self {
    case .ascending: names.sorted()
    case .descending: names.sorted().reversed()
    case .listed:
      ["d", "b"].filter(names.contains) + names.filter { !["d", "b"].contains($0) }.sorted()
    case .custom: names.sorted { (Self.weight($0), $0) < (Self.weight($1), $1) }
    }
  }
}

/// The shape of a fetch: sectioned or not, filtered or not, which sort keys, which section
/// order.
struct Shape: CustomStringConvertible, Sendable {
  enum Key: Sendable {
    case rankAscending, rankDescending, noteAscending

    func compare(_ lhs: Item, _ rhs: Item) -> Int {
      switch self {
      case .rankAscending: lhs.rank < rhs.rank ? -1 : (lhs.rank > rhs.rank ? 1 : 0)
      case .rankDescending: lhs.rank > rhs.rank ? -1 : (lhs.rank < rhs.rank ? 1 : 0)
      case .noteAscending: lhs.note < rhs.note ? -1 : (lhs.note > rhs.note ? 1 : 0)
      }
    }
  }

  var sectioned: Bool
  var filtered: Bool
  var keys: [Key]
  var sections = SectionOrdering.ascending

  var description: String {
    "\(sectioned ? "sectioned" : "one section"), \(filtered ? "filtered" : "all"), \(keys.count) keys"
      + (sections == .ascending ? "" : ", sections \(sections.rawValue)")
  }

  /// A request of this shape, with closures of its own: two calls give equivalent requests.
  var request: FetchRequest<Item> {
    FetchRequest(
      predicate: filtered ? { $0.visible } : nil,
      sortBy: keys.map { key in
        switch key {
        case .rankAscending: .ascending(\Item.rank)
        case .rankDescending: .descending(\Item.rank)
        case .noteAscending: .ascending(\Item.note)
        }
      },
      sectionBy: sectioned ? { $0.group } : nil, sectionOrder: sections.order)
  }

  /// Every section order, sectioned; the default and `descending` unsectioned too.
  static let all: [Shape] = [
    Shape(sectioned: true, filtered: true, keys: [.rankAscending]),
    Shape(
      sectioned: false, filtered: true, keys: [.rankDescending, .noteAscending],
      sections: .descending),
    Shape(
      sectioned: true, filtered: false, keys: [.rankDescending, .noteAscending],
      sections: .descending),
    Shape(sectioned: false, filtered: false, keys: []),
    Shape(sectioned: true, filtered: true, keys: [], sections: .listed),
    Shape(sectioned: false, filtered: true, keys: [.noteAscending]),
    Shape(sectioned: true, filtered: false, keys: [.noteAscending], sections: .custom),
  ]
}
