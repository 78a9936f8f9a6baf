import ResultsKit

/// An object of the fuzzed snapshots: a small identifier and a small content value.
struct Item: Identifiable, Equatable, Hashable, CustomStringConvertible {
  /// The identity.
  var id: Int
  /// The content: objects with the same id and different values are changed objects.
  var value: Int

  /// `id:value`.
  var description: String { "\(id):\(value)" }
}

extension FuzzInput {
  /// Reads a sectioned snapshot: up to 5 sections with names from a small set, up to 7 objects
  /// each, identifiers below 14 and values below 3.
  ///
  /// One byte says whether names and identifiers are drawn without repetition (7 times in 8
  /// each) or freely, so that most snapshots are valid and some have duplicates.
  mutating func snapshot() -> [ResultsSection<Item>] {
    let mode = byte()
    let uniqueNames = mode % 8 != 7
    let uniqueIDs = (mode / 8) % 8 != 7
    var names = ["", "a", "b", "c", "d", "e", "ø"]
    var ids = Array(0..<14)
    var sections: [ResultsSection<Item>] = []
    for _ in 0..<int(in: 0...5) {
      guard !names.isEmpty else { break }
      let nameIndex = int(below: names.count)
      let name = uniqueNames ? names.remove(at: nameIndex) : names[nameIndex]
      var objects: [Item] = []
      for _ in 0..<int(in: 0...7) {
        guard !ids.isEmpty else { break }
        let idIndex = int(below: ids.count)
        let id = uniqueIDs ? ids.remove(at: idIndex) : ids[idIndex]
        objects.append(Item(id: id, value: int(below: 3)))
      }
      sections.append(ResultsSection(name: name, objects: objects))
    }
    return sections
  }
}

/// The objects of `sections`, section by section.
func objects<Object>(_ sections: [ResultsSection<Object>]) -> [[Object]] {
  sections.map(\.objects)
}

/// The object counts of `sections`.
func counts<Object>(_ sections: [ResultsSection<Object>]) -> [Int] {
  sections.map(\.objects.count)
}

/// The first section name that `sections` repeats: the positions of its first and second
/// occurrence.
func firstDuplicateName<Object>(_ sections: [ResultsSection<Object>]) -> (Int, Int)? {
  var seen: [String: Int] = [:]
  for (index, section) in sections.enumerated() {
    if let first = seen[section.name] { return (first, index) }
    seen[section.name] = index
  }
  return nil
}

/// The first identifier that `sections` repeats, in snapshot order: the paths of its first and
/// second occurrence.
func firstDuplicateID<Object: Identifiable>(
  _ sections: [ResultsSection<Object>]
) -> (ItemPath, ItemPath)? {
  var seen: [Object.ID: ItemPath] = [:]
  for (section, contents) in sections.enumerated() {
    for (item, object) in contents.objects.enumerated() {
      let path = ItemPath(item: item, section: section)
      if let first = seen[object.id] { return (first, path) }
      seen[object.id] = path
    }
  }
  return nil
}

/// The length of a longest strictly increasing subsequence of `values`, by the quadratic
/// dynamic programme: an oracle independent of the library's patience sorting.
func longestIncreasingRun(_ values: [Int]) -> Int {
  var best = [Int](repeating: 1, count: values.count)
  for index in values.indices {
    for earlier in 0..<index where values[earlier] < values[index] {
      best[index] = Swift.max(best[index], best[earlier] + 1)
    }
  }
  return best.max() ?? 0
}
