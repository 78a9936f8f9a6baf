import ResultsKit
import ResultsKitTesting

/// One change for a ``ResultsCoordinator`` to collect: the sections before and after it and the
/// object events a monitor sends for it, built once from a fixed seed.
///
/// The change mixes four kinds of object event in equal parts, spread at random over every
/// section: deletes, inserts (new ids), moves of an object into another section (content
/// unchanged), and updates in place (version 0 → 1). The objects touched are distinct, so the
/// events describe a valid batch: replayed on `before` it gives `after`. The events come in
/// random order, as a monitor that reports in store order would send them; there are no
/// section events.
public struct CoordinatorScenario: Sendable {
  /// A short name for tables, such as `"10k events"`.
  public let name: String
  /// The results before the change: sections `"S0"`, `"S1"`, … of ``Row``s at version 0.
  public let before: [ResultsSection<Row>]
  /// The results after the change.
  public let after: [ResultsSection<Row>]
  /// The object events between `willChange` and `didChange`.
  public let events: [ResultsEvent<Row>]

  /// The number of object events: the *n* of "bytes per event".
  public var eventCount: Int { events.count }
  /// The number of objects before the change.
  public var objectCount: Int { before.reduce(0) { $0 + $1.objects.count } }

  /// `events` events (rounded down to a multiple of 4) over `sections` sections of
  /// `perSection` objects, from SeededRandomNumberGenerator(`seed`).
  public static func mixed(
    events: Int, sections: Int = 100, perSection: Int = 1_000, seed: UInt64 = 2_024
  ) -> CoordinatorScenario {
    let quarter = events / 4
    let objects = sections * perSection
    precondition(sections >= 2 && 3 * quarter <= objects)
    var rng = SeededRandomNumberGenerator(seed: seed)
    let before = (0..<sections).map { section in
      ResultsSection(
        name: "S\(section)",
        objects: (0..<perSection).map { Row(id: section * perSection + $0) })
    }

    // Partial Fisher–Yates: the first 3 quarters of `picked` are distinct random objects.
    var picked = Array(0..<objects)
    for i in 0..<(3 * quarter) {
      picked.swapAt(i, Int.random(in: i..<objects, using: &rng))
    }
    let deleted = Set(picked[0..<quarter])
    let moved = Array(picked[quarter..<(2 * quarter)])
    let updated = Set(picked[(2 * quarter)..<(3 * quarter)])
    let movedSet = Set(moved)

    // Kept objects stay in order (updated ones at version 1); then moved objects land in
    // another section and new objects anywhere, each at a random place.
    var after = before.map { section in
      ResultsSection(
        name: section.name,
        objects: section.objects.compactMap { row -> Row? in
          if deleted.contains(row.id) || movedSet.contains(row.id) { return nil }
          return updated.contains(row.id) ? Row(id: row.id, version: 1) : row
        })
    }
    func land(_ row: Row, avoiding section: Int?) {
      var target = Int.random(in: 0..<sections, using: &rng)
      if let section, target == section { target = (target + 1) % sections }
      after[target].objects.insert(
        row, at: Int.random(in: 0...after[target].objects.count, using: &rng))
    }
    for id in moved { land(Row(id: id), avoiding: id / perSection) }
    for offset in 0..<quarter { land(Row(id: objects + offset), avoiding: nil) }

    // Paths on both sides.
    var newPath: [Int: ItemPath] = [:]
    newPath.reserveCapacity(objects + quarter)
    for (section, contents) in after.enumerated() {
      for (item, row) in contents.objects.enumerated() {
        newPath[row.id] = ItemPath(item: item, section: section)
      }
    }
    func oldPath(_ id: Int) -> ItemPath {
      let section = id / perSection
      return ItemPath(item: id - section * perSection, section: section)
    }
    func newRow(_ id: Int) -> (Row, ItemPath) {
      let path = newPath[id] ?? ItemPath(item: -1, section: -1)
      return (after[path.section].objects[path.item], path)
    }

    var list: [ResultsEvent<Row>] = []
    list.reserveCapacity(4 * quarter)
    for id in picked[0..<quarter] { list.append(.deleted(Row(id: id), at: oldPath(id))) }
    for id in moved {
      let (row, to) = newRow(id)
      list.append(.moved(row, from: oldPath(id), to: to))
    }
    for id in picked[(2 * quarter)..<(3 * quarter)] {
      let (row, to) = newRow(id)
      list.append(.updated(row, at: oldPath(id), newPath: to))
    }
    for offset in 0..<quarter {
      let (row, to) = newRow(objects + offset)
      list.append(.inserted(row, at: to))
    }
    list.shuffle(using: &rng)
    return CoordinatorScenario(
      name: "\(Scenario.label(4 * quarter)) events", before: before, after: after, events: list)
  }
}

extension CoordinatorScenario {
  /// The benchmarked change: 10,000 events over 100 sections of 1,000 objects.
  public static let events10k = mixed(events: 10_000)
  /// The same proportions with 1,000 events, for the memory scaling.
  public static let events1k = mixed(events: 1_000)
  /// The same proportions with 100,000 events (three quarters of the objects are touched).
  public static let events100k = mixed(events: 100_000)
}
