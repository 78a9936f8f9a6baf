import ResultsKit
import ResultsKitTesting

extension ModelBased {
  /// Random sectioned snapshots and random successors of them, from a seed.
  ///
  /// Section names come from a pool of ten and ids from a pool of 40, so names and ids leave
  /// and come back. A successor is sometimes empty (no sections), sometimes unchanged,
  /// sometimes unrelated, and otherwise the previous snapshot after one to five edits: sections
  /// appearing (empty, with new objects or with objects taken from other sections), vanishing
  /// (their objects gone or scattered), moving, swapping and being renamed; objects inserted,
  /// deleted, moved within and across sections, shuffled, reversed and changed in content.
  struct SnapshotGenerator {
    static let sectionNames = ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j"]
    static let idPool = 40

    private var rng: SeededRandomNumberGenerator

    init(seed: UInt64) {
      rng = SeededRandomNumberGenerator(seed: seed)
    }

    /// A number in `0..<upperBound`.
    mutating func int(_ upperBound: Int) -> Int {
      Int.random(in: 0..<upperBound, using: &rng)
    }

    /// True `percent` times in a hundred.
    mutating func chance(_ percent: Int) -> Bool { int(100) < percent }

    /// Shuffles `values` with the generator's own sequence.
    mutating func shuffle<T>(_ values: inout [T]) { values.shuffle(using: &rng) }

    /// A snapshot of one to five sections (rarely none) of up to eight objects, versions 0–2.
    mutating func randomSnapshot() -> Snapshot {
      var names = Self.sectionNames
      shuffle(&names)
      var ids = Array(0..<Self.idPool)
      shuffle(&ids)
      var snapshot: Snapshot = []
      for name in names.prefix(chance(5) ? 0 : 1 + int(5)) {
        let count = min(int(9), ids.count)
        let objects = ids.prefix(count).map { Item(id: $0, version: int(3)) }
        ids.removeFirst(count)
        snapshot.append(ResultsSection(name: name, objects: objects))
      }
      return snapshot
    }

    /// The next snapshot of a sequence that is at `snapshot` now.
    mutating func successor(of snapshot: Snapshot) -> Snapshot {
      let roll = int(100)
      if roll < 3 { return [] }
      if roll < 7 { return snapshot }
      if roll < 12 { return randomSnapshot() }
      var next = snapshot
      for _ in 0...int(5) { edit(&next) }
      return next
    }

    // MARK: - Edits

    private mutating func edit(_ s: inout Snapshot) {
      // Deleting sections removes objects faster than single inserts add them: lean the other
      // way when the snapshot is small, so that sequences do not dwindle to nothing.
      if s.count < 2 || s.reduce(0, { $0 + $1.objects.count }) < 8, chance(50) {
        return chance(50) ? insertSection(&s) : insertObject(&s)
      }
      switch int(16) {
      case 0, 1: insertSection(&s)
      case 2: deleteSection(&s)
      case 3: moveSection(&s)
      case 4: renameSection(&s)
      case 5: emptySection(&s)
      case 6: insertObject(&s)
      case 7: deleteObject(&s)
      case 8: moveObject(&s, acrossSections: false)
      case 9: moveObject(&s, acrossSections: true)
      case 10, 11: updateObjects(&s)
      case 12: reorderSection(&s)
      case 13: moveObject(&s, acrossSections: chance(50), changing: true)
      case 14: swapNeighbours(&s)
      default: insertObject(&s)
      }
    }

    private func freeNames(_ s: Snapshot) -> [String] {
      let used = Set(s.map(\.name))
      return Self.sectionNames.filter { !used.contains($0) }
    }

    private func freeIDs(_ s: Snapshot) -> [Int] {
      let used = Set(s.flatMap { $0.objects.map(\.id) })
      return (0..<Self.idPool).filter { !used.contains($0) }
    }

    private mutating func randomPath(_ s: Snapshot) -> ItemPath? {
      let filled = s.indices.filter { !s[$0].objects.isEmpty }
      guard !filled.isEmpty else { return nil }
      let section = filled[int(filled.count)]
      return ItemPath(item: int(s[section].objects.count), section: section)
    }

    /// Takes a random object out of `s`.
    private mutating func takeObject(_ s: inout Snapshot) -> Item? {
      guard let path = randomPath(s) else { return nil }
      return s[path.section].objects.remove(at: path.item)
    }

    /// Puts `item` at a random place of a random section (there must be one).
    private mutating func place(_ item: Item, in s: inout Snapshot, section: Int? = nil) {
      let target = section ?? int(s.count)
      s[target].objects.insert(item, at: int(s[target].objects.count + 1))
    }

    private mutating func insertSection(_ s: inout Snapshot) {
      let names = freeNames(s)
      guard !names.isEmpty else { return }
      var objects: [Item] = []
      var ids = freeIDs(s)
      shuffle(&ids)
      for id in ids.prefix(int(6)) { objects.append(Item(id: id, version: int(3))) }
      if chance(40) {
        for _ in 0..<(1 + int(3)) {
          if var taken = takeObject(&s) {
            if chance(30) { taken.version += 1 }
            objects.insert(taken, at: int(objects.count + 1))
          }
        }
      }
      s.insert(
        ResultsSection(name: names[int(names.count)], objects: objects), at: int(s.count + 1))
    }

    private mutating func deleteSection(_ s: inout Snapshot) {
      guard !s.isEmpty else { return }
      let removed = s.remove(at: int(s.count))
      guard !s.isEmpty, chance(50) else { return }
      for var item in removed.objects where chance(60) {
        if chance(30) { item.version += 1 }
        place(item, in: &s)
      }
    }

    private mutating func moveSection(_ s: inout Snapshot) {
      guard s.count >= 2 else { return }
      let section = s.remove(at: int(s.count))
      s.insert(section, at: int(s.count + 1))
    }

    private mutating func renameSection(_ s: inout Snapshot) {
      let names = freeNames(s)
      guard !names.isEmpty, !s.isEmpty else { return }
      s[int(s.count)].name = names[int(names.count)]
    }

    private mutating func emptySection(_ s: inout Snapshot) {
      guard !s.isEmpty else { return }
      let section = int(s.count)
      let objects = s[section].objects
      s[section].objects = []
      guard s.count >= 2, chance(50) else { return }
      for item in objects where chance(70) {
        var other = int(s.count - 1)
        if other >= section { other += 1 }
        place(item, in: &s, section: other)
      }
    }

    private mutating func insertObject(_ s: inout Snapshot) {
      let ids = freeIDs(s)
      guard !s.isEmpty, !ids.isEmpty else { return }
      for id in ids.shuffled(using: &rng).prefix(1 + int(3)) {
        place(Item(id: id, version: int(3)), in: &s)
      }
    }

    private mutating func deleteObject(_ s: inout Snapshot) {
      _ = takeObject(&s)
    }

    private mutating func moveObject(
      _ s: inout Snapshot, acrossSections: Bool, changing: Bool = false
    ) {
      guard let path = randomPath(s) else { return }
      var item = s[path.section].objects.remove(at: path.item)
      if changing { item.version += 1 }
      var section = path.section
      if acrossSections, s.count >= 2 {
        section = int(s.count - 1)
        if section >= path.section { section += 1 }
      }
      place(item, in: &s, section: section)
    }

    private mutating func updateObjects(_ s: inout Snapshot) {
      let everywhere = chance(25)
      for section in s.indices {
        for item in s[section].objects.indices where everywhere ? chance(30) : chance(8) {
          s[section].objects[item].version += 1
        }
      }
      if let path = randomPath(s) { s[path.section].objects[path.item].version += 1 }
    }

    private mutating func reorderSection(_ s: inout Snapshot) {
      guard !s.isEmpty else { return }
      let section = int(s.count)
      if chance(50) {
        s[section].objects.reverse()
      } else {
        shuffle(&s[section].objects)
      }
    }

    private mutating func swapNeighbours(_ s: inout Snapshot) {
      guard let path = randomPath(s), path.item + 1 < s[path.section].objects.count else { return }
      s[path.section].objects.swapAt(path.item, path.item + 1)
    }
  }
}
