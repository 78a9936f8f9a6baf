#if canImport(AppKit)
  import AppKit
  import ResultsKit
  import ResultsKitViewSupport

  extension TableViewDataSource where Configurator.Object: Identifiable {
    /// The object's identifier type.
    public typealias ObjectID = Configurator.Object.ID

    /// The row that shows the object whose identifier is `id`, or `nil` when the results have
    /// no such object or the table does not show its place.
    ///
    /// The object is looked up in the monitor's results now (`itemPath(matching:)`, from its
    /// index for a `ResultsController`); while the table is behind its monitor (a paused
    /// coordinator) the row is where the object is now, which the table shows once it
    /// catches up.
    ///
    /// - Parameter id: The object's identifier.
    /// - Returns: The row of ``shownRows``, or `nil`.
    /// - Complexity: The monitor's look-up.
    public func row(ofObjectWithID id: ObjectID) -> Int? {
      reader.monitor.itemPath(matching: ObjectLookup(id: id)).flatMap(row(of:))
    }

    /// Selects the rows of the objects whose identifiers are `ids`; the others are left out.
    ///
    /// - Parameters:
    ///   - ids: The objects' identifiers.
    ///   - tableView: The table whose data source this is.
    ///   - extending: Whether to add to the selection rather than replace it; `false` by
    ///     default.
    /// - Returns: The rows selected.
    /// - Complexity: One monitor look-up per identifier.
    @discardableResult
    public func selectObjects(
      withIDs ids: some Sequence<ObjectID>, in tableView: NSTableView,
      byExtendingSelection extending: Bool = false
    ) -> IndexSet {
      // Read first: a table that has not asked for its rows since it reloaded asks now, which
      // brings the shown rows up to date.
      let rowCount = tableView.numberOfRows
      let rows = IndexSet(
        RowSelection(ids: ids).rows(in: shownRows) { path(ofObjectWithID: $0) }
          .filter { $0 < rowCount })
      tableView.selectRowIndexes(rows, byExtendingSelection: extending)
      rememberSelection(of: tableView)
      return rows
    }

    /// Scrolls the table so that the row of the object whose identifier is `id` is visible.
    ///
    /// - Parameters:
    ///   - id: The object's identifier.
    ///   - tableView: The table whose data source this is.
    /// - Returns: Whether the table shows a row for the object (and scrolled to it).
    /// - Complexity: The monitor's look-up.
    @discardableResult
    public func scrollToObject(withID id: ObjectID, in tableView: NSTableView) -> Bool {
      let rowCount = tableView.numberOfRows  // first, as in selectObjects(withIDs:in:)
      guard let row = row(ofObjectWithID: id), row < rowCount else { return false }
      tableView.scrollRowToVisible(row)
      return true
    }

    /// Where the object whose identifier is `id` is in the monitor's results now.
    private func path(ofObjectWithID id: ObjectID) -> ItemPath? {
      reader.monitor.itemPath(matching: ObjectLookup(id: id))
    }
  }

  extension TableViewDataSource: TableSelectionRestoring where Configurator.Object: Identifiable {
    /// Remembers the identifiers of the objects that the selected rows show now.
    ///
    /// The data source calls it when the table's selection changes, and a table's target
    /// after each batch, while the rows and the results agree.
    ///
    /// - Parameter tableView: The table whose data source this is.
    /// - Complexity: O(*r* log *s*) for *r* selected rows and *s* sections, plus the reads.
    public func rememberSelection(of tableView: NSTableView) {
      let selection = RowSelection(rows: tableView.selectedRowIndexes, of: shownRows) {
        reader.object(at: $0)?.id
      }
      rememberedSelection = selection.ids.map(AnyHashable.init)
    }

    /// A closure that selects the rows of the objects remembered now, by identifier, to call
    /// after the table reloads; it deselects the rows of objects that are gone.
    ///
    /// - Parameter tableView: The table whose data source this is.
    /// - Returns: The closure.
    public func selectionRestorer(for tableView: NSTableView) -> () -> Void {
      let ids = rememberedSelection.compactMap { $0.base as? ObjectID }
      return { [weak self, weak tableView] in
        guard let self, let tableView else { return }
        self.selectObjects(withIDs: ids, in: tableView)
      }
    }
  }
#endif
