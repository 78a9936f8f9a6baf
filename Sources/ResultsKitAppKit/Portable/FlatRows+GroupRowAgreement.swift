extension FlatRows {
  /// Whether group rows are shown, as two layouts of a table's rows agree on it: the setting to
  /// map a batch from `before` to `after` row by row, or `nil` when they disagree.
  ///
  /// A layout without sections has no rows, so its setting shows nothing and agrees with any:
  /// a table that shows nothing yet takes the setting of the rows it is about to show. Two
  /// layouts with sections that disagree (results that became, or stopped being, one section
  /// named `""`) cannot be mapped row by row: the table reloads instead.
  ///
  /// - Parameters:
  ///   - before: The rows the table shows.
  ///   - after: The rows it is to show.
  /// - Returns: The shared setting, or `nil`.
  static func sharedGroupRowSetting(_ before: FlatRows, _ after: FlatRows) -> Bool? {
    if before.itemCounts.isEmpty { return after.showsGroupRows }
    if after.itemCounts.isEmpty { return before.showsGroupRows }
    return before.showsGroupRows == after.showsGroupRows ? before.showsGroupRows : nil
  }

  /// The same sections laid out with group rows shown or not.
  ///
  /// - Parameter showsGroupRows: Whether each section begins with a group row.
  /// - Returns: The rows of ``itemCounts`` with that setting.
  func withGroupRows(_ showsGroupRows: Bool) -> FlatRows {
    showsGroupRows == self.showsGroupRows
      ? self : FlatRows(itemCounts: itemCounts, showsGroupRows: showsGroupRows)
  }
}
