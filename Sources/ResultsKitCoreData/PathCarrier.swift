import ResultsKit

/// Carries a path from before a change to after it, for an object that kept its place among
/// the objects that did not move, through the change's section deletes and inserts and its
/// object removals (deletes, moves away) and placements (inserts, moves in).
///
/// Surviving sections keep their order, and so do the unmoved objects of each section: an
/// unmoved object's rank among them is the same before and after, and after the change they
/// fill, in order, the places no inserted or moved-in object takes.
struct PathCarrier {
  /// Section indexes before the change, ascending, each once.
  let deletedSections: [Int]
  /// Section indexes after the change, ascending, each once.
  let insertedSections: [Int]
  /// Paths before the change of deleted and moved objects, ascending, each once.
  let removed: [ItemPath]
  /// Paths after the change of inserted and moved objects, ascending, each once.
  let added: [ItemPath]

  /// Whether the section at `section`, an index before the change, was deleted.
  ///
  /// - Complexity: O(log *d*) for *d* deleted sections.
  func isDeletedSection(_ section: Int) -> Bool {
    deletedSections.containsSorted(section)
  }

  /// The path after the change of the unmoved object at `path` before it, or `nil` when its
  /// section was deleted.
  ///
  /// - Complexity: O(log *k*) for *k* sections and paths.
  func carry(_ path: ItemPath) -> ItemPath? {
    guard !isDeletedSection(path.section) else { return nil }
    let sectionRank = path.section - deletedSections.lowerBound(of: path.section)
    let section = Self.place(ofRank: sectionRank, among: insertedSections.indices) {
      insertedSections[$0]
    }

    let sectionStart = removed.lowerBound(of: ItemPath(item: 0, section: path.section))
    let removedBefore = removed.lowerBound(of: path) - sectionStart
    let itemRank = path.item - removedBefore

    let addedStart = added.lowerBound(of: ItemPath(item: 0, section: section))
    let addedEnd = added.lowerBound(of: ItemPath(item: 0, section: section + 1))
    let item = Self.place(ofRank: itemRank, among: addedStart..<addedEnd) { added[$0].item }
    return ItemPath(item: item, section: section)
  }

  /// The `rank`-th (from 0) non-negative integer that none of the places `taken(i)`, for `i`
  /// in `indexes`, holds.
  ///
  /// With the places ascending and unique, `taken(i) - offset(i)` does not decrease: the places
  /// taken before the answer are those where it is at most `rank`, a prefix of `indexes`.
  ///
  /// - Parameters:
  ///   - rank: The rank among the free places.
  ///   - indexes: Where the taken places are.
  ///   - taken: The taken place at an index; ascending, each once.
  /// - Complexity: O(log *t*) for *t* taken places.
  static func place(ofRank rank: Int, among indexes: Range<Int>, taken: (Int) -> Int) -> Int {
    let before = indexes.partitioningIndex { taken($0) - ($0 - indexes.lowerBound) > rank }
    return rank + (before - indexes.lowerBound)
  }
}
