import ResultsKit
import ResultsKitTesting

/// An object for diff tests: identity `id`, content `version`.
struct Versioned: Identifiable, Equatable, Hashable, CustomStringConvertible {
  var id: Int
  var version = 0

  var description: String { version == 0 ? "\(id)" : "\(id)v\(version)" }
}

/// Deliberately simple references for the diff's counts: quadratic dynamic programming,
/// nothing shared with the implementation.
enum DiffOracle {
  /// The length of a longest common subsequence of `a` and `b`.
  static func lcsLength<T: Equatable>(_ a: [T], _ b: [T]) -> Int {
    guard !a.isEmpty, !b.isEmpty else { return 0 }
    var previous = [Int](repeating: 0, count: b.count + 1)
    for x in a {
      var current = [Int](repeating: 0, count: b.count + 1)
      for (j, y) in b.enumerated() {
        current[j + 1] = x == y ? previous[j] + 1 : max(previous[j + 1], current[j])
      }
      previous = current
    }
    return previous[b.count]
  }

  /// The most sections that can stay: the LCS of the names present in both snapshots.
  static func keptSectionCount(old: [ResultsSection<Versioned>], new: [ResultsSection<Versioned>])
    -> Int
  {
    let newNames = Set(new.map(\.name))
    let oldNames = Set(old.map(\.name))
    return lcsLength(
      old.map(\.name).filter(newNames.contains), new.map(\.name).filter(oldNames.contains))
  }

  /// The fewest moves, given the sections the batch kept: in each kept section, the objects
  /// in it before and after minus the LCS of their ids, plus every object that goes from one
  /// kept section to another.
  static func minimalMoves(
    old: [ResultsSection<Versioned>], new: [ResultsSection<Versioned>], keptNames: Set<String>
  ) -> Int {
    var oldSection: [Int: String] = [:]
    for section in old where keptNames.contains(section.name) {
      for item in section.objects { oldSection[item.id] = section.name }
    }
    var moves = 0
    for section in new where keptNames.contains(section.name) {
      let stayed = section.objects.map(\.id).filter { oldSection[$0] == section.name }
      let before = old.first { $0.name == section.name }?.objects.map(\.id) ?? []
      moves += stayed.count - lcsLength(before.filter(Set(stayed).contains), stayed)
      moves +=
        section.objects.filter {
          if let from = oldSection[$0.id] { from != section.name } else { false }
        }.count
    }
    return moves
  }
}

/// Random pairs of sectioned snapshots with unique section names and unique ids.
struct SnapshotPairs {
  var random: SeededRandomNumberGenerator

  /// A snapshot of up to `maxSections` sections holding some of the ids `0..<idPool`.
  mutating func snapshot(maxSections: Int, idPool: Int) -> [ResultsSection<Versioned>] {
    let names = ["A", "B", "C", "D", "E", "F", "G", "H"].shuffled(using: &random)
    let sectionCount = Int.random(in: 0...maxSections, using: &random)
    var sections = names.prefix(sectionCount).map {
      ResultsSection(name: $0, objects: [Versioned]())
    }
    guard !sections.isEmpty else { return [] }
    for id in (0..<idPool).shuffled(using: &random) where Bool.random(using: &random) {
      sections[Int.random(in: 0..<sections.count, using: &random)].objects.append(Versioned(id: id))
    }
    return sections
  }

  /// A random successor of `old`: sections dropped, added and reordered, objects deleted,
  /// inserted, moved within and across sections, and changed.
  mutating func successor(
    of old: [ResultsSection<Versioned>], idPool: Int
  ) -> [ResultsSection<Versioned>] {
    var sections = old
    let churn = Double.random(in: 0...0.6, using: &random)
    func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &random) < p }
    sections.removeAll { _ in chance(churn / 3) }
    for name in ["A", "B", "C", "D", "E", "F", "G", "H"] where chance(churn / 4) {
      if !sections.contains(where: { $0.name == name }) {
        sections.insert(
          ResultsSection(name: name, objects: []),
          at: Int.random(in: 0...sections.count, using: &random))
      }
    }
    if sections.count > 1, chance(churn) {
      sections.swapAt(
        Int.random(in: 0..<sections.count, using: &random),
        Int.random(in: 0..<sections.count, using: &random))
    }
    guard !sections.isEmpty else { return [] }
    // Objects: keep, move, delete or change; then insert unused ids.
    var placed: [Versioned] = sections.flatMap(\.objects)
    for index in sections.indices { sections[index].objects = [] }
    placed.removeAll { _ in chance(churn / 2) }
    for index in placed.indices where chance(churn) { placed[index].version += 1 }
    let used = Set(placed.map(\.id))
    for id in 0..<idPool where !used.contains(id) && chance(churn / 2) {
      placed.append(Versioned(id: id))
    }
    // Mostly keep each object's section and order; sometimes scatter it.
    let home = Dictionary(
      uniqueKeysWithValues: old.flatMap { section in section.objects.map { ($0.id, section.name) } }
    )
    for item in placed {
      var target = sections.firstIndex { $0.name == home[item.id] }
      if target == nil || chance(churn / 2) {
        target = Int.random(in: 0..<sections.count, using: &random)
      }
      let index = target ?? 0
      let position =
        chance(churn / 2)
        ? Int.random(in: 0...sections[index].objects.count, using: &random)
        : sections[index].objects.count
      sections[index].objects.insert(item, at: position)
    }
    return sections
  }
}
