#if canImport(AppKit)
  import AppKit
  import ResultsKit

  /// Applies batches to an `NSTableView` whose data source lays its rows out as ``FlatRows``:
  /// the work that `NSTableView.apply(_:)` and ``TableViewTarget`` share.
  ///
  /// Isolated to the main actor, as the table is.
  @MainActor
  struct TableViewRowUpdater {
    let tableView: NSTableView
    var animations: TableViewTarget.RowAnimations
    var animated: Bool
    var completion: (@MainActor () -> Void)?

    /// Validates `batch` against the data source's rows, then makes its row changes in one
    /// `beginUpdates()`/`endUpdates()` and reloads the rows it reloads or reconfigures.
    ///
    /// The table's row count is read first: a table that has not loaded yet asks its data
    /// source now, which makes the data source's shown rows its current rows (and a non-empty
    /// batch then does not fit). When the rows cannot be changed one by one (see
    /// ``TableBatchPlan``), a batch that fits is applied by reloading the table, selecting the
    /// same objects again when the data source can.
    ///
    /// - Throws: The `BatchError` of a batch that does not fit; the table and its data source
    ///   are left unchanged then.
    func apply(_ batch: ChangeBatch) throws(BatchError) {
      let tableRowCount = tableView.numberOfRows
      let dataSource = tableView.dataSource as? any FlatRowsDataSource
      let empty = FlatRows(itemCounts: [], showsGroupRows: false)
      let plan = try TableBatchPlan(
        batch, tableRowCount: tableRowCount, before: dataSource?.shownRows ?? empty,
        after: dataSource?.currentRows ?? empty)
      switch plan {
      case .reload:
        perform { reloadKeepingSelection() }
      case .rows(let updates, let shownRows):
        dataSource?.shownRows = shownRows
        perform { make(updates) }
        (dataSource as? any TableSelectionRestoring)?.rememberSelection(of: tableView)
      }
    }

    /// Reloads the table, then selects the objects that were selected, by identifier, when the
    /// data source can find them (a ``TableSelectionRestoring`` data source).
    func reloadKeepingSelection() {
      let restore = (tableView.dataSource as? any TableSelectionRestoring)?.selectionRestorer(
        for: tableView)
      tableView.reloadData()
      restore?()
    }

    /// The AppKit calls of validated row changes.
    private func make(_ updates: FlatRowUpdates) {
      tableView.beginUpdates()
      if !updates.removedRows.isEmpty {
        tableView.removeRows(
          at: IndexSet(ranges: updates.removedRows),
          withAnimation: animated ? animations.removal : [])
      }
      for move in updates.movedRows {
        tableView.moveRow(at: move.from, to: move.to)
      }
      if !updates.insertedRows.isEmpty {
        tableView.insertRows(
          at: IndexSet(ranges: updates.insertedRows),
          withAnimation: animated ? animations.insertion : [])
      }
      tableView.endUpdates()
      let reloaded = IndexSet(updates.reloadedRows + updates.reconfiguredRows)
      if !reloaded.isEmpty, tableView.numberOfColumns > 0 {
        tableView.reloadData(
          forRowIndexes: reloaded,
          columnIndexes: IndexSet(integersIn: 0..<tableView.numberOfColumns))
      }
    }

    /// Runs `changes` in one animation group: its duration 0 when not animated, and the
    /// completion called on the main actor once the group's animations end (AppKit calls the
    /// group's handler on the main thread, from a non-isolated closure: the completion runs in
    /// a main-actor task it starts).
    private func perform(_ changes: () -> Void) {
      var completionHandler: (@Sendable () -> Void)?
      if let completion {
        completionHandler = { Task { @MainActor in completion() } }
      }
      NSAnimationContext.runAnimationGroup(
        { context in
          if !animated {
            context.duration = 0
            context.allowsImplicitAnimation = false
          }
          changes()
        }, completionHandler: completionHandler)
    }
  }

  extension IndexSet {
    /// The indices of `ranges`.
    init(ranges: [Range<Int>]) {
      self.init()
      for range in ranges { insert(integersIn: range) }
    }
  }
#endif
