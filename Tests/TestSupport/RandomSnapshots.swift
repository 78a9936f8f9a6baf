import ResultsKit
import ResultsKitTesting

/// An object of the random snapshots: an identity and a version that changes with its content.
package struct SnapshotItem: Identifiable, Equatable, CustomStringConvertible {
  package let id: Int
  package var version: Int

  package init(id: Int, version: Int) {
    self.id = id
    self.version = version
  }

  package var description: String { "\(id).\(version)" }
}

/// Random sectioned snapshots and random successors of them, for property tests of what a view
/// does with the diff between them.
package enum RandomSnapshots {
  private static let names = ["A", "B", "C", "D", "E", "F"]

  /// A random chance of `percent` in 100.
  private static func chance(_ percent: Int, _ random: inout SeededRandomNumberGenerator) -> Bool {
    random.next(below: 100) < percent
  }

  /// Up to six named sections (possibly none) holding up to 24 distinct items.
  package static func sections(using random: inout SeededRandomNumberGenerator) -> [ResultsSection<
    SnapshotItem
  >] {
    var names = names.filter { _ in chance(60, &random) }
    names.shuffle(using: &random)
    var sections = names.map { ResultsSection<SnapshotItem>(name: $0, objects: []) }
    guard !sections.isEmpty else { return [] }
    for id in 0..<24 where chance(50, &random) {
      sections[random.next(below: sections.count)].objects.append(SnapshotItem(id: id, version: 0))
    }
    return sections
  }

  /// A successor of `old`: sections dropped, added and swapped; items deleted, inserted,
  /// changed, moved within and across sections.
  package static func successor(
    of old: [ResultsSection<SnapshotItem>], using random: inout SeededRandomNumberGenerator
  ) -> [ResultsSection<SnapshotItem>] {
    var sections = old.filter { _ in chance(80, &random) }
    for name in names where !old.contains(where: { $0.name == name }) && chance(25, &random) {
      sections.insert(
        ResultsSection(name: name, objects: []), at: random.next(below: sections.count + 1))
    }
    if sections.count > 1, chance(30, &random) {
      sections.swapAt(random.next(below: sections.count), random.next(below: sections.count))
    }
    guard !sections.isEmpty else { return [] }
    let present = Set(sections.flatMap(\.objects).map(\.id))
    for index in sections.indices {
      sections[index].objects = sections[index].objects.compactMap { item in
        guard chance(85, &random) else { return nil }
        return chance(25, &random) ? SnapshotItem(id: item.id, version: item.version + 1) : item
      }
      if sections[index].objects.count > 1, chance(40, &random) {
        let count = sections[index].objects.count
        sections[index].objects.swapAt(random.next(below: count), random.next(below: count))
      }
    }
    // Some items change section; some new ones arrive (ids from 24 on, or dropped ones back).
    for index in sections.indices where !sections[index].objects.isEmpty && chance(30, &random) {
      let item = sections[index].objects.remove(
        at: random.next(below: sections[index].objects.count))
      let target = random.next(below: sections.count)
      sections[target].objects.insert(
        item, at: random.next(below: sections[target].objects.count + 1))
    }
    for id in 0..<32 where !present.contains(id) && chance(15, &random) {
      let target = random.next(below: sections.count)
      sections[target].objects.insert(
        SnapshotItem(id: id, version: 7), at: random.next(below: sections[target].objects.count + 1)
      )
    }
    return sections
  }
}
