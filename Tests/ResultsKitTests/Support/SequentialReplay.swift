import ResultsKit

/// An independent replay of a *valid* batch: the oracle for `applied(to:taking:)`.
///
/// It follows UIKit's documented procedure: remove deleted sections, deleted items and move
/// sources; then insert sections, and items and move destinations one by one in ascending
/// order; then refresh reloaded and reconfigured elements from `after`.
enum SequentialReplay {
  /// The content `batch` produces from `before`, taking new elements from `after`.
  static func apply<Element>(
    _ batch: ChangeBatch, to before: [[Element]], taking after: [[Element]]
  ) -> [[Element]] {
    let deletedSections = Set(batch.deletedSections)
    let insertedSections = Set(batch.insertedSections)
    let removed = Set(batch.deletedItems).union(batch.movedItems.map(\.from))

    // Phase 1: what is left of each surviving section, remembering where each element was.
    var survivors: [[(origin: ItemPath?, element: Element)]] = []
    for (section, elements) in before.enumerated() where !deletedSections.contains(section) {
      survivors.append(
        elements.indices.compactMap { item in
          let path = ItemPath(item: item, section: section)
          return removed.contains(path) ? nil : (path, elements[item])
        })
    }

    // Phase 2: sections in after order, then item inserts and move destinations, ascending.
    var rows: [[(origin: ItemPath?, element: Element)]] = []
    var nextSurvivor = survivors.makeIterator()
    for section in after.indices {
      if insertedSections.contains(section) {
        rows.append(after[section].map { (nil, $0) })
      } else {
        rows.append(nextSurvivor.next() ?? [])
      }
    }
    var arrivals: [(to: ItemPath, origin: ItemPath?, element: Element)] = []
    for path in batch.insertedItems where !insertedSections.contains(path.section) {
      arrivals.append((path, nil, after[path.section][path.item]))
    }
    for move in batch.movedItems {
      arrivals.append((move.to, move.from, before[move.from.section][move.from.item]))
    }
    for arrival in arrivals.sorted(by: { $0.to < $1.to }) {
      rows[arrival.to.section].insert((arrival.origin, arrival.element), at: arrival.to.item)
    }

    // Phase 3: reloaded elements (by origin) and reconfigured positions get the new content.
    let reloaded = Set(batch.reloadedItems)
    let reconfigured = Set(batch.reconfiguredItems)
    return rows.enumerated().map { section, row in
      row.enumerated().map { item, entry in
        let refresh =
          entry.origin.map(reloaded.contains) ?? false
          || reconfigured.contains(ItemPath(item: item, section: section))
        return refresh ? after[section][item] : entry.element
      }
    }
  }
}
