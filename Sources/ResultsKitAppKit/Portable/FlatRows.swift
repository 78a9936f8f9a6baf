import ResultsKit
import ResultsKitAlgorithms

/// Sectioned results as one list of rows, the way an `NSTableView` shows them: each section's
/// group row (a header), when the table shows group rows, followed by the section's items.
///
/// A table of unsectioned results shows no group rows: its rows are its items.
///
///     let rows = FlatRows(itemCounts: [2, 0, 1], showsGroupRows: true)
///     rows.count                                    // 6
///     rows.row(of: ItemPath(item: 0, section: 2))   // 5
///     rows.content(ofRow: 3)                        // .groupRow(section: 1)
///
/// - Complexity: Building costs O(*s*) for *s* sections; each question O(log *s*) at most.
public struct FlatRows: Equatable, Sendable {
  /// What a row shows.
  public enum Content: Equatable, Sendable {
    /// The group row of a section: its header.
    case groupRow(section: Int)
    /// An item of a section.
    case item(ItemPath)
  }

  /// The number of items in each section.
  public let itemCounts: [Int]
  /// Whether each section begins with a group row.
  public let showsGroupRows: Bool
  /// The row of each section's first row (its group row, when shown), then the row count.
  private let starts: [Int]

  /// The rows of sections holding `itemCounts` items.
  ///
  /// - Parameters:
  ///   - itemCounts: The number of items in each section, in order.
  ///   - showsGroupRows: Whether each section begins with a group row.
  public init(itemCounts: [Int], showsGroupRows: Bool) {
    self.itemCounts = itemCounts
    self.showsGroupRows = showsGroupRows
    var starts = [0]
    starts.reserveCapacity(itemCounts.count + 1)
    for count in itemCounts {
      starts.append(starts[starts.count - 1] + count + Self.header(showsGroupRows))
    }
    self.starts = starts
  }

  /// The rows a group row takes: one when shown, else none.
  private static func header(_ showsGroupRows: Bool) -> Int { showsGroupRows ? 1 : 0 }

  /// The number of rows.
  public var count: Int { starts[starts.count - 1] }

  /// The first row of `section`: its group row when the table shows them, else its first item.
  ///
  /// - Precondition: `section` is a section of these rows.
  public func firstRow(of section: Int) -> Int { starts[section] }

  /// The rows of `section`, its group row included when shown.
  ///
  /// - Precondition: `section` is a section of these rows.
  public func rows(of section: Int) -> Range<Int> { starts[section]..<starts[section + 1] }

  /// The row of the item at `path`.
  ///
  /// - Precondition: `path` is an item of these rows.
  public func row(of path: ItemPath) -> Int {
    starts[path.section] + Self.header(showsGroupRows) + path.item
  }

  /// What `row` shows, or `nil` when there is no such row.
  ///
  /// - Complexity: O(log *s*) for *s* sections.
  public func content(ofRow row: Int) -> Content? {
    guard row >= 0, row < count else { return nil }
    // The last section that starts at or before `row`.
    let section = starts.upperBound(of: row) - 1
    let offset = row - starts[section]
    if showsGroupRows, offset == 0 { return .groupRow(section: section) }
    return .item(ItemPath(item: offset - Self.header(showsGroupRows), section: section))
  }
}
