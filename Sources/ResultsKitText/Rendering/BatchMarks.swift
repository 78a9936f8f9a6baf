import ResultsKit
import ResultsKitAlgorithms

/// How the last batch changed an item, for `render(ansi: true)`.
enum ItemMark: Hashable, Sendable {
  case inserted, moved, updated
}

/// The items the last batch inserted, moved or updated, by their paths after it, and the items
/// configured again in place since then (through `makeUpdateVisibleCell`), which count as
/// updated.
struct BatchMarks {
  /// No marks: after a reload, or before any batch.
  static let none = BatchMarks(insertedSections: [], inserted: [], moved: [], updated: [])

  private let insertedSections: [Int]
  private let inserted: [ItemPath]
  private let moved: [ItemPath]
  private var updated: [ItemPath]

  private init(
    insertedSections: [Int], inserted: [ItemPath], moved: [ItemPath], updated: [ItemPath]
  ) {
    self.insertedSections = insertedSections
    self.inserted = inserted
    self.moved = moved
    self.updated = updated
  }

  /// The marks of `batch`, whose path map is `map`.
  ///
  /// - Complexity: O(*k* log *k*) for *k* changes (O(*k*) for the lists of a canonical batch,
  ///   which are already sorted).
  init(_ batch: ChangeBatch, map: ItemPathMap) {
    insertedSections = batch.insertedSections.ascending()
    inserted = batch.insertedItems.ascending()
    moved = batch.movedItems.map(\.to).ascending()
    updated = (batch.reconfiguredItems + batch.reloadedItems.compactMap(map.pathAfter)).ascending()
  }

  /// Marks the item at `path` as updated: its cell was configured again in place after the
  /// batch.
  ///
  /// - Complexity: O(*k*) for *k* marked items.
  mutating func markUpdated(_ path: ItemPath) {
    if !updated.containsSorted(path) { updated.insertSorted(path) }
  }

  /// The mark of the item at `path` (after the batch), if the batch changed it.
  ///
  /// - Complexity: O(log *k*).
  func mark(at path: ItemPath) -> ItemMark? {
    if inserted.containsSorted(path) || insertedSections.containsSorted(path.section) {
      return .inserted
    }
    if moved.containsSorted(path) { return .moved }
    if updated.containsSorted(path) { return .updated }
    return nil
  }
}

extension Array where Element: Comparable {
  /// The elements in ascending order (without sorting when they already are).
  func ascending() -> [Element] {
    zip(self, dropFirst()).allSatisfy { $0 <= $1 } ? self : sorted()
  }
}
