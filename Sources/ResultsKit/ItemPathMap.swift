import ResultsKitAlgorithms

/// Where the positions before a batch are after it, and the other way round.
///
/// A view that keeps state per row — a selection, a cell cache, a scroll anchor — needs to move
/// that state along when it applies a batch. The map answers for one path at a time, without
/// touching the rows the batch leaves alone:
///
///     let map = ItemPathMap(batch)              // a batch that passed `validate`
///     selection = selection.compactMap { map.pathAfter($0) }
///
/// A path the batch keeps (neither deleted nor moved, in a section that survives) lands where
/// UIKit puts it: after the section's deletes and moves out are taken away and its inserts and
/// moves in are placed. A moved path lands at its move's destination. A reloaded path is kept:
/// it lands where its row lands (its cell is replaced, its place is not).
///
/// The answers are meaningful only for a batch that passes
/// ``ChangeBatch/validate(before:after:)``; for any other batch they are unspecified, but the
/// map never traps.
///
/// - Complexity: Building the map costs O(*k* log *k*) for *k* changes; each query
///   O(log *k*).
public struct ItemPathMap: Sendable {
  private let deletedSections: [Int]
  private let insertedSections: [Int]
  /// Deleted and moved-from paths outside deleted sections, ascending.
  private let removed: [ItemPath]
  /// Inserted and moved-to paths outside inserted sections, ascending.
  private let added: [ItemPath]
  /// The moves, ascending by source.
  private let movesBySource: [ItemMove]
  /// The moves, ascending by destination.
  private let movesByDestination: [ItemMove]

  /// Builds the map of `batch`.
  ///
  /// - Parameter batch: A batch that passes validation; it need not be canonical.
  public init(_ batch: ChangeBatch) {
    let deletedSections = Array(Set(batch.deletedSections)).sorted()
    let insertedSections = Array(Set(batch.insertedSections)).sorted()
    self.deletedSections = deletedSections
    self.insertedSections = insertedSections
    removed = (batch.deletedItems + batch.movedItems.map(\.from))
      .filter { !deletedSections.containsSorted($0.section) }
      .sorted()
    added = (batch.insertedItems + batch.movedItems.map(\.to))
      .filter { !insertedSections.containsSorted($0.section) }
      .sorted()
    movesBySource = batch.movedItems.sorted { $0.from < $1.from }
    movesByDestination = batch.movedItems.sorted { $0.to < $1.to }
  }

  /// The index after the batch of the section at `section` before it, or `nil` when the batch
  /// deletes it.
  public func sectionAfter(_ section: Int) -> Int? {
    guard !deletedSections.containsSorted(section) else { return nil }
    let rank = section - deletedSections.countLess(than: section)
    return Self.position(ofRank: rank, skipping: insertedSections[...])
  }

  /// The index before the batch of the section at `section` after it, or `nil` when the batch
  /// inserts it.
  public func sectionBefore(_ section: Int) -> Int? {
    guard !insertedSections.containsSorted(section) else { return nil }
    let rank = section - insertedSections.countLess(than: section)
    return Self.position(ofRank: rank, skipping: deletedSections[...])
  }

  /// Where the item at `path` before the batch is after it, or `nil` when the batch deletes it
  /// (or its section).
  public func pathAfter(_ path: ItemPath) -> ItemPath? {
    if let move = movesBySource.first(sortedBy: \.from, equalTo: path) { return move.to }
    guard let section = sectionAfter(path.section) else { return nil }
    let removedHere = removed.inSection(path.section)
    guard !removedHere.containsSorted(item: path.item) else { return nil }
    let rank = path.item - removedHere.countLess(thanItem: path.item)
    let item = Self.position(ofRank: rank, skipping: added.inSection(section).lazy.map(\.item))
    return ItemPath(item: item, section: section)
  }

  /// Where the item at `path` after the batch was before it, or `nil` when the batch inserts it
  /// (or its section).
  public func pathBefore(_ path: ItemPath) -> ItemPath? {
    if let move = movesByDestination.first(sortedBy: \.to, equalTo: path) { return move.from }
    guard let section = sectionBefore(path.section) else { return nil }
    let addedHere = added.inSection(path.section)
    guard !addedHere.containsSorted(item: path.item) else { return nil }
    let rank = path.item - addedHere.countLess(thanItem: path.item)
    let item = Self.position(ofRank: rank, skipping: removed.inSection(section).lazy.map(\.item))
    return ItemPath(item: item, section: section)
  }

  /// The position of the kept element with rank `rank` (0 for the first) among positions some
  /// of which, `taken` (ascending), hold other elements.
  ///
  /// The answer is `rank + j` for the smallest `j` with `taken[j] - j > rank`: `taken[j] - j`
  /// never decreases, so a binary search finds it.
  private static func position<Taken: RandomAccessCollection>(
    ofRank rank: Int, skipping taken: Taken
  ) -> Int where Taken.Element == Int {
    let offset = (0..<taken.count).partitioningIndex { offset in
      taken[taken.index(taken.startIndex, offsetBy: offset)] - offset > rank
    }
    return rank + offset
  }
}

extension [Int] {
  /// How many elements of the ascending array are less than `value`.
  fileprivate func countLess(than value: Int) -> Int {
    lowerBound(of: value)
  }
}

extension [ItemPath] {
  /// The paths of `section` in the ascending array.
  fileprivate func inSection(_ section: Int) -> ArraySlice<ItemPath> {
    let start = lowerBound(of: ItemPath(item: .min, section: section))
    let end = lowerBound(of: ItemPath(item: .min, section: section &+ 1))
    return self[start..<Swift.max(start, end)]
  }
}

extension ArraySlice<ItemPath> {
  /// How many paths of the ascending slice (one section) have an item less than `item`.
  fileprivate func countLess(thanItem item: Int) -> Int {
    partitioningIndex { $0.item >= item } - startIndex
  }

  /// Whether the ascending slice (one section) holds a path with item `item`.
  fileprivate func containsSorted(item: Int) -> Bool {
    let index = startIndex + countLess(thanItem: item)
    return index < endIndex && self[index].item == item
  }
}

extension [ItemMove] {
  /// The move whose `key` path equals `path`, in an array ascending by that key.
  fileprivate func first(sortedBy key: KeyPath<ItemMove, ItemPath>, equalTo path: ItemPath)
    -> ItemMove?
  {
    let index = partitioningIndex { $0[keyPath: key] >= path }
    return index < count && self[index][keyPath: key] == path ? self[index] : nil
  }
}
