import ResultsKit
import ResultsKitAlgorithms

/// The row changes that turn a table of one list of rows — an `NSTableView` — from showing one
/// set of sections into showing the next, for a batch in UIKit's coordinates.
///
/// A table of one list applies each change to the rows as they are when it is made, where
/// UIKit takes a batch's deletes on the rows before it and its inserts on the rows after it.
/// The changes come in the order to make them, inside one `beginUpdates()`/`endUpdates()`:
///
/// 1. ``removedRows`` in one `removeRows(at:withAnimation:)`: the deleted items, and every row
///    of a deleted section, its group row included (rows before the batch);
/// 2. ``movedRows``, one `moveRow(at:to:)` each, in order: every moved item goes to its place
///    among the rows that stay (each move counted on the rows as they are then);
/// 3. ``insertedRows`` in one `insertRows(at:withAnimation:)`: the inserted items, and every row
///    of an inserted section (rows after the batch, so the rows that stay are in place);
/// 4. ``reloadedRows`` in one `reloadData(forRowIndexes:columnIndexes:)`, and
///    ``reconfiguredRows``, whose shown cells are updated in place (both rows after the batch).
///
/// Item changes a section change covers are left out, as UIKit absorbs them: deletes and
/// reloads in a deleted section, inserts and reconfigures in an inserted one.
///
/// - Complexity: O(*k* log *k* + *s*) for *k* item changes and *s* sections: never a pass over
///   the rows. Row ranges keep a deleted or inserted section to one range however long.
public struct FlatRowUpdates: Equatable, Sendable {
  /// The rows to remove, before the batch: ascending, disjoint, not adjacent.
  public var removedRows: [Range<Int>]
  /// The moves, in the order to make them.
  public var movedRows: [RowMove]
  /// The rows to insert, after the batch: ascending, disjoint, not adjacent.
  public var insertedRows: [Range<Int>]
  /// The rows whose cells are made again, after the batch, ascending.
  public var reloadedRows: [Int]
  /// The rows whose shown cells are updated in place, after the batch, ascending.
  public var reconfiguredRows: [Int]

  /// The row changes of `batch` for a table whose sections held `before` items each and hold
  /// `after` items each.
  ///
  /// - Parameters:
  ///   - batch: The changes, in UIKit's coordinates (canonical or not).
  ///   - before: The number of items of each section the table shows, before the batch.
  ///   - after: The number of items of each section after the batch (the data source's).
  ///   - showsGroupRows: Whether each section begins with a group row.
  /// - Throws: The `BatchError` of `batch` when it does not turn `before` into `after`;
  ///   nothing is computed then.
  public init(
    _ batch: ChangeBatch, before: [Int], after: [Int], showsGroupRows: Bool
  ) throws(BatchError) {
    try batch.validate(before: before, after: after)
    let before = FlatRows(itemCounts: before, showsGroupRows: showsGroupRows)
    let after = FlatRows(itemCounts: after, showsGroupRows: showsGroupRows)
    let deletedSections = Array(Set(batch.deletedSections)).sorted()
    let insertedSections = Array(Set(batch.insertedSections)).sorted()
    removedRows = Self.ranges(
      sections: deletedSections, of: before,
      items: batch.deletedItems.filter { !deletedSections.containsSorted($0.section) })
    insertedRows = Self.ranges(
      sections: insertedSections, of: after,
      items: batch.insertedItems.filter { !insertedSections.containsSorted($0.section) })
    let map = ItemPathMap(batch)
    reloadedRows = batch.reloadedItems.compactMap { path in
      map.pathAfter(path).map { after.row(of: $0) }
    }.sorted()
    reconfiguredRows = batch.reconfiguredItems
      .filter { !insertedSections.containsSorted($0.section) }
      .map { after.row(of: $0) }.sorted()
    movedRows = RowMoves(
      batch.movedItems, before: before, after: after, removed: removedRows,
      inserted: insertedRows
    ).moves()
  }

  /// Whole sections' rows and single items' rows of `rows`, as ascending coalesced ranges.
  static func ranges(sections: [Int], of rows: FlatRows, items: [ItemPath]) -> [Range<Int>] {
    var pieces = sections.map { rows.rows(of: $0) }
    pieces += items.map { rows.row(of: $0) }.map { $0..<($0 + 1) }
    pieces.sort { $0.lowerBound < $1.lowerBound }
    var merged: [Range<Int>] = []
    for piece in pieces where !piece.isEmpty {
      if let last = merged.last, last.upperBound >= piece.lowerBound {
        merged[merged.count - 1] = last.lowerBound..<Swift.max(last.upperBound, piece.upperBound)
      } else {
        merged.append(piece)
      }
    }
    return merged
  }
}
