import ResultsKit
import ResultsKitAppKit

extension FlatRows {
  /// The row of the item at `path`, or `nil` when these rows have no such item.
  ///
  /// - Parameter path: Any path.
  /// - Returns: The row, or `nil`.
  /// - Complexity: O(1).
  package func shownRow(of path: ItemPath) -> Int? {
    guard itemCounts.indices.contains(path.section), path.item >= 0,
      path.item < itemCounts[path.section]
    else { return nil }
    return row(of: path)
  }

  /// The item path that `row` shows, or `nil` for a group row or a row past these rows.
  ///
  /// - Parameter row: Any row.
  /// - Returns: The path, or `nil`.
  /// - Complexity: O(log *s*) for *s* sections.
  package func itemPath(ofRow row: Int) -> ItemPath? {
    guard case .item(let path)? = content(ofRow: row) else { return nil }
    return path
  }
}
