import ResultsKit
import ResultsKitAppKit
import TestSupport

/// A table of one list of rows that takes row changes the way `NSTableView` does — each on the
/// rows as they are when it is made, ranges as `NSMutableArray`'s index sets — and asks its
/// data source for the rows it inserts or reloads.
struct FakeRowTable {
  /// What a row shows: a section's group row (its name) or an item.
  enum Row: Equatable, CustomStringConvertible {
    case group(String)
    case item(SnapshotItem)

    var description: String {
      switch self {
      case .group(let name): "[\(name)]"
      case .item(let item): "\(item)"
      }
    }
  }

  /// The rows shown.
  private(set) var rows: [Row]
  /// What the data source gives for each row after the changes.
  let source: [Row]
  /// Calls that a table would refuse: an index out of range, a change outside an update.
  private(set) var violations: [String] = []
  /// The number of `beginUpdates()`/`endUpdates()` pairs.
  private(set) var updateBlocks = 0

  /// The rows of `sections`, with a group row per section when `groupRows`.
  static func rows(of sections: [ResultsSection<SnapshotItem>], groupRows: Bool) -> [Row] {
    sections.flatMap { section in
      (groupRows ? [Row.group(section.name)] : []) + section.objects.map { Row.item($0) }
    }
  }

  init(
    showing old: [ResultsSection<SnapshotItem>], source new: [ResultsSection<SnapshotItem>],
    groupRows: Bool
  ) {
    rows = Self.rows(of: old, groupRows: groupRows)
    source = Self.rows(of: new, groupRows: groupRows)
  }

  /// Makes `updates` inside one update block, in their order.
  mutating func apply(_ updates: FlatRowUpdates) {
    updateBlocks += 1
    var removed = 0
    for range in updates.removedRows {
      let lower = range.lowerBound - removed
      guard lower >= 0, range.upperBound - removed <= rows.count else {
        return violations.append("remove \(range) of \(rows.count) rows")
      }
      rows.removeSubrange(lower..<(lower + range.count))
      removed += range.count
    }
    for move in updates.movedRows {
      guard move.from >= 0, move.from < rows.count, move.to >= 0, move.to < rows.count else {
        return violations.append("move \(move) in \(rows.count) rows")
      }
      rows.insert(rows.remove(at: move.from), at: move.to)
    }
    for range in updates.insertedRows {
      for row in range {
        guard row <= rows.count, row < source.count else {
          return violations.append("insert \(row) into \(rows.count) rows")
        }
        rows.insert(source[row], at: row)
      }
    }
    for row in updates.reloadedRows + updates.reconfiguredRows {
      guard row < rows.count, row < source.count else {
        return violations.append("reload \(row) of \(rows.count) rows")
      }
      rows[row] = source[row]
    }
  }
}
