import ResultsKit
import ResultsKitTesting

/// Random item counts and batches for the property tests in `BatchPropertyTests`.
enum RandomBatches {
  /// Up to `maxSections` sections of up to `maxItems` items each.
  static func counts(
    maxSections: Int = 4, maxItems: Int = 4, using rng: inout SeededRandomNumberGenerator
  ) -> [Int] {
    (0..<Int.random(in: 0...maxSections, using: &rng)).map { _ in
      Int.random(in: 0...maxItems, using: &rng)
    }
  }

  /// A batch of small random entries that may or may not fit the counts.
  static func arbitrary(using rng: inout SeededRandomNumberGenerator) -> ChangeBatch {
    func index() -> Int { Int.random(in: -1...5, using: &rng) }
    func path() -> ItemPath {
      ItemPath(item: index(), section: Int.random(in: -1...4, using: &rng))
    }
    func list<T>(_ make: () -> T) -> [T] {
      (0..<Int.random(in: 0...3, using: &rng)).map { _ in make() }
    }
    return ChangeBatch(
      deletedSections: list(index), insertedSections: list(index),
      deletedItems: list(path), insertedItems: list(path),
      movedItems: list { ItemMove(from: path(), to: path()) },
      reloadedItems: list(path), reconfiguredItems: list(path))
  }

  /// A valid batch for `before`, built the way UIKit applies one, and the counts after it.
  ///
  /// Includes item deletes inside deleted sections and item inserts inside inserted sections
  /// (both absorbed). The lists are in random order.
  static func valid(before: [Int], using rng: inout SeededRandomNumberGenerator) -> (
    ChangeBatch, after: [Int]
  ) {
    func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &rng) < p }
    var batch = ChangeBatch()

    // Sections: delete some, insert some, map the survivors to their new indices.
    batch.deletedSections = before.indices.filter { _ in chance(0.2) }
    let surviving = before.indices.filter { !batch.deletedSections.contains($0) }
    let afterSectionCount = surviving.count + Int.random(in: 0...2, using: &rng)
    batch.insertedSections = Array(
      (0..<afterSectionCount).shuffled(using: &rng).prefix(afterSectionCount - surviving.count))
    let targets = (0..<afterSectionCount).filter { !batch.insertedSections.contains($0) }
    var after = [Int](repeating: 0, count: afterSectionCount)

    // Absorbed item deletes.
    for section in batch.deletedSections {
      for item in 0..<before[section] where chance(0.3) {
        batch.deletedItems.append(ItemPath(item: item, section: section))
      }
    }

    // Items of surviving sections: delete, move away, or keep (and perhaps reload).
    var movingTo: [[ItemPath]] = Array(repeating: [], count: afterSectionCount)
    for (section, target) in zip(surviving, targets) {
      for item in 0..<before[section] {
        let path = ItemPath(item: item, section: section)
        switch Double.random(in: 0..<1, using: &rng) {
        case ..<0.2: batch.deletedItems.append(path)
        case ..<0.4: movingTo[targets[Int.random(in: targets.indices, using: &rng)]].append(path)
        default:
          after[target] += 1
          if chance(0.2) { batch.reloadedItems.append(path) }
        }
      }
    }

    // Destinations: inserts and arriving moves take random free slots of each target.
    for target in targets {
      let inserts = Int.random(in: 0...2, using: &rng)
      after[target] += inserts + movingTo[target].count
      var slots = (0..<after[target]).shuffled(using: &rng)[...]
      for _ in 0..<inserts {
        batch.insertedItems.append(ItemPath(item: slots.removeFirst(), section: target))
      }
      for from in movingTo[target] {
        batch.movedItems.append(
          ItemMove(from: from, to: ItemPath(item: slots.removeFirst(), section: target)))
      }
    }

    // Inserted sections, with absorbed item inserts.
    for section in batch.insertedSections {
      after[section] = Int.random(in: 0...3, using: &rng)
      for item in 0..<after[section] where chance(0.3) {
        batch.insertedItems.append(ItemPath(item: item, section: section))
      }
    }

    // Reconfigures anywhere after the batch.
    for section in after.indices {
      for item in 0..<after[section] where chance(0.15) {
        batch.reconfiguredItems.append(ItemPath(item: item, section: section))
      }
    }

    batch.deletedSections.shuffle(using: &rng)
    batch.deletedItems.shuffle(using: &rng)
    batch.insertedItems.shuffle(using: &rng)
    batch.movedItems.shuffle(using: &rng)
    batch.reloadedItems.shuffle(using: &rng)
    batch.reconfiguredItems.shuffle(using: &rng)
    return (batch, after)
  }

  /// The batch with one random entry added, removed or shifted by one, or the counts changed.
  static func mutated(
    _ batch: ChangeBatch, after: [Int], using rng: inout SeededRandomNumberGenerator
  ) -> (ChangeBatch, after: [Int]) {
    var batch = batch
    var after = after
    let extra = arbitrary(using: &rng)
    func nudge(_ path: ItemPath) -> ItemPath {
      var path = path
      if Bool.random(using: &rng) {
        path.item += Bool.random(using: &rng) ? 1 : -1
      } else {
        path.section += Bool.random(using: &rng) ? 1 : -1
      }
      return path
    }
    func change<T>(_ list: inout [T], add: T?, nudge: (T) -> T) {
      switch Int.random(in: 0..<3, using: &rng) {
      case 0: if let add { list.append(add) }
      case 1: if !list.isEmpty { list.remove(at: Int.random(in: list.indices, using: &rng)) }
      default:
        if !list.isEmpty {
          let i = Int.random(in: list.indices, using: &rng)
          list[i] = nudge(list[i])
        }
      }
    }
    switch Int.random(in: 0..<8, using: &rng) {
    case 0: change(&batch.deletedSections, add: extra.deletedSections.first) { $0 + 1 }
    case 1: change(&batch.insertedSections, add: extra.insertedSections.first) { $0 - 1 }
    case 2: change(&batch.deletedItems, add: extra.deletedItems.first, nudge: nudge)
    case 3: change(&batch.insertedItems, add: extra.insertedItems.first, nudge: nudge)
    case 4:
      change(&batch.movedItems, add: extra.movedItems.first) {
        Bool.random(using: &rng)
          ? ItemMove(from: nudge($0.from), to: $0.to) : ItemMove(from: $0.from, to: nudge($0.to))
      }
    case 5: change(&batch.reloadedItems, add: extra.reloadedItems.first, nudge: nudge)
    case 6: change(&batch.reconfiguredItems, add: extra.reconfiguredItems.first, nudge: nudge)
    default:
      if after.isEmpty || Bool.random(using: &rng) {
        after.append(Int.random(in: 0...2, using: &rng))
      } else {
        after[Int.random(in: after.indices, using: &rng)] += 1
      }
    }
    return (batch, after)
  }
}
