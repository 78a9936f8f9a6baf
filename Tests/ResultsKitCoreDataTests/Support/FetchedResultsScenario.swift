import ResultsKit
import ResultsKitCoreData
import ResultsKitTesting

/// An object of the model: an identity and a version that changes with its content.
struct Item: Hashable, Sendable, CustomStringConvertible {
  var id: Int
  var version: Int
  var description: String { "\(id)v\(version)" }
}

/// A random change of a fetched-results controller's results, and callbacks a controller could
/// send for it, in random order.
///
/// The results are sectioned by name, sections sorted by name and never empty (as a
/// controller's are); each object has a sort key within its section. Objects are deleted,
/// inserted, moved within and across sections (some keep their sort key, some get a new
/// one), and have their content changed. The callbacks take every legal form: section deletes
/// and inserts, with or without the object callbacks inside those sections; updates with and
/// without a `newIndexPath` (whose paths differ whenever rows around them came and went);
/// moves where the controller could have said nothing (some with equal paths); an update
/// reported besides a move of the same object; a callback repeated.
struct FetchedResultsScenario {
  var seed: UInt64
  var before: [ResultsSection<Item>]
  var after: [ResultsSection<Item>]
  var callbacks: [Callback<Item>]

  /// The scenario of `seed`.
  init(seed: UInt64) {
    self.seed = seed
    var random = SeededRandomNumberGenerator(seed: seed)
    func chance(_ percent: Int) -> Bool { random.next(below: 100) < percent }
    let names = ["A", "B", "C", "D", "E", "F"]

    // Before: some of the names, each with 1…5 objects in key order.
    struct Placed {
      var name: String
      var key: Int
      var item: Item
    }
    var nextID = 0
    var old: [Placed] = []
    for name in names where chance(50) {
      for key in 0..<(1 + random.next(below: 5)) {
        old.append(Placed(name: name, key: key * 10, item: Item(id: nextID, version: 0)))
        nextID += 1
      }
    }
    // After: deletes, moves across sections, new keys, new content, inserts.
    var new: [Placed] = []
    for var placed in old where !chance(20) {
      if chance(25) { placed.name = names[random.next(below: names.count)] }
      if chance(25) { placed.key = random.next(below: 60) - 5 }
      if chance(30) { placed.item.version += 1 }
      new.append(placed)
    }
    for _ in 0..<random.next(below: 5) {
      new.append(
        Placed(
          name: names[random.next(below: names.count)], key: random.next(below: 60) - 5,
          item: Item(id: nextID, version: 0)))
      nextID += 1
    }
    func sections(_ placed: [Placed]) -> [ResultsSection<Item>] {
      Dictionary(grouping: placed, by: \.name).sorted { $0.key < $1.key }.map { name, objects in
        ResultsSection(
          name: name,
          objects: objects.sorted { ($0.key, $0.item.id) < ($1.key, $1.item.id) }.map(\.item))
      }
    }
    before = sections(old)
    after = sections(new)

    // The callbacks.
    func paths(_ sections: [ResultsSection<Item>]) -> [Int: ItemPath] {
      var paths: [Int: ItemPath] = [:]
      for (s, section) in sections.enumerated() {
        for (i, item) in section.objects.enumerated() {
          paths[item.id] = ItemPath(item: i, section: s)
        }
      }
      return paths
    }
    let beforePaths = paths(before)
    let afterPaths = paths(after)
    let beforeNames = before.map(\.name)
    let afterNames = after.map(\.name)
    var callbacks: [Callback<Item>] = []

    var deletedSections = Set<Int>()
    for (index, name) in beforeNames.enumerated() where !afterNames.contains(name) {
      deletedSections.insert(index)
      callbacks.append(.deleteSection(name, index))
    }
    var insertedSections = Set<Int>()
    for (index, name) in afterNames.enumerated() where !beforeNames.contains(name) {
      insertedSections.insert(index)
      callbacks.append(.insertSection(name, index))
    }
    for section in before {
      for item in section.objects where afterPaths[item.id] == nil {
        guard let from = beforePaths[item.id] else { continue }
        if deletedSections.contains(from.section), chance(50) { continue }
        callbacks.append(.delete(item, from))
      }
    }
    for section in after {
      for item in section.objects where beforePaths[item.id] == nil {
        guard let to = afterPaths[item.id] else { continue }
        if insertedSections.contains(to.section), chance(50) { continue }
        callbacks.append(.insert(item, to))
      }
    }
    // Survivors: in each section that keeps its name, the objects that stay in it and keep
    // their relative order (a longest run, less some the controller reports as moves anyway)
    // are unmoved; every other survivor moves.
    var unmoved = Set<Int>()
    for (s, section) in before.enumerated() {
      let staying = section.objects.filter { item in
        guard let to = afterPaths[item.id] else { return false }
        return afterNames[to.section] == section.name
      }
      for id in longestIncreasingRun(staying.map { afterPaths[$0.id]?.item ?? 0 })
        .map({ staying[$0].id })
      {
        guard let from = beforePaths[id], let to = afterPaths[id] else { continue }
        // A move in place is what some systems send for an update.
        if chance(from == to ? 40 : 10) { continue }
        unmoved.insert(id)
      }
      _ = s
    }
    for section in after {
      for item in section.objects {
        guard let from = beforePaths[item.id], let to = afterPaths[item.id] else { continue }
        let changed = before[from.section].objects[from.item] != item
        if unmoved.contains(item.id) {
          if changed || chance(5) {
            callbacks.append(.update(item, from, chance(50) ? to : nil))
          }
        } else {
          callbacks.append(.move(item, from, to))
          if changed, chance(40) {
            callbacks.append(.update(item, from, chance(50) ? to : nil))
          }
        }
      }
    }
    if !callbacks.isEmpty, chance(15) {
      callbacks.append(callbacks[random.next(below: callbacks.count)])
    }
    self.callbacks = callbacks.shuffled(using: &random)
  }

  /// The objects of each section.
  static func contents(_ sections: [ResultsSection<Item>]) -> [[Item]] {
    sections.map(\.objects)
  }
}

/// The indexes of a longest strictly increasing run of `values`, ascending.
///
/// - Complexity: O(*n*²): the scenarios are small.
func longestIncreasingRun(_ values: [Int]) -> [Int] {
  guard !values.isEmpty else { return [] }
  var length = [Int](repeating: 1, count: values.count)
  var previous = [Int](repeating: -1, count: values.count)
  for i in values.indices {
    for j in 0..<i where values[j] < values[i] && length[j] + 1 > length[i] {
      length[i] = length[j] + 1
      previous[i] = j
    }
  }
  var index = length.indices.max { length[$0] < length[$1] } ?? 0
  var run: [Int] = []
  while index >= 0 {
    run.append(index)
    index = previous[index]
  }
  return run.reversed()
}
