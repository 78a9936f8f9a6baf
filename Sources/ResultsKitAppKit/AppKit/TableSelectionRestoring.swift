#if canImport(AppKit)
  import AppKit

  /// A table's data source that knows which objects the selected rows show, so that the table
  /// selects the same objects again — not the same row numbers — after it reloads.
  ///
  /// `NSTableView` keeps its selection across removed, inserted and moved rows itself. A full
  /// `reloadData()` keeps the selected row numbers instead, which after a change of the results
  /// show other objects. A ``TableViewTarget`` (and an `NSTableView` target, when it has to
  /// reload to apply a batch) asks a data source of this kind for a restorer before it reloads
  /// and calls it after. The data source must remember the selection while its rows and its
  /// results agree — when the selection changes and after each batch — because when the table
  /// reloads, its monitor already holds the new results.
  ///
  /// ``TableViewDataSource`` is one when its objects are `Identifiable`.
  ///
  /// The protocol is isolated to the main actor, as the table is.
  @MainActor
  public protocol TableSelectionRestoring: AnyObject {
    /// Remembers which objects the selected rows of `tableView` show now.
    ///
    /// - Parameter tableView: The table whose data source this is.
    func rememberSelection(of tableView: NSTableView)
    /// A closure that selects the rows of the remembered objects, to call after the table
    /// reloads; the objects that are gone are left out.
    ///
    /// - Parameter tableView: The table whose data source this is.
    /// - Returns: The closure; it replaces the table's selection.
    func selectionRestorer(for tableView: NSTableView) -> () -> Void
  }
#endif
