#if canImport(AppKit)
  import AppKit
  import ResultsKit

  /// Configures a table's cell views for objects: what a ``TableViewDataSource`` needs to know
  /// about your rows.
  ///
  ///     struct StationCell: TableCellViewConfigurator {
  ///         func configure(_ view: NSTableCellView, with station: Station,
  ///                        column: NSTableColumn, at path: ItemPath) {
  ///             view.textField?.stringValue = station.name
  ///         }
  ///     }
  ///
  /// The data source gets each view from `makeView(withIdentifier:owner:)` with
  /// ``identifier(for:column:)`` (by default the column's identifier, as Interface Builder
  /// names a column's prototype cell view); when the table has none for it, from
  /// ``makeView(withIdentifier:)``, which you implement to make views in code.
  ///
  /// The protocol is isolated to the main actor, as views are; a conforming type is too.
  @MainActor
  public protocol TableCellViewConfigurator<Object> {
    /// The objects the rows show.
    associatedtype Object
    /// The class of the cell views.
    associatedtype CellView: NSTableCellView
    /// Shows `object`, in `column` of the row of `path`, in `view`.
    ///
    /// - Parameters:
    ///   - view: A view made, or reused, for the identifier ``identifier(for:column:)`` gave.
    ///   - object: The object of the row.
    ///   - column: The column of the view.
    ///   - path: The object's section and item.
    func configure(_ view: CellView, with object: Object, column: NSTableColumn, at path: ItemPath)
    /// The identifier of the cell view for `object` in `column`: the table reuses views by it.
    ///
    /// The default is `column.identifier`.
    ///
    /// - Parameters:
    ///   - object: The object of the row.
    ///   - column: The column of the view.
    /// - Returns: The identifier.
    func identifier(for object: Object, column: NSTableColumn) -> NSUserInterfaceItemIdentifier
    /// A new cell view for `identifier`, made in code, when the table has no view to reuse and
    /// no nib or prototype for it.
    ///
    /// The data source sets the view's identifier, so that the table reuses it. The default
    /// is `nil`: the row shows an empty placeholder view in that column.
    ///
    /// - Parameter identifier: The identifier ``identifier(for:column:)`` gave.
    /// - Returns: The view, or `nil`.
    func makeView(withIdentifier identifier: NSUserInterfaceItemIdentifier) -> CellView?
  }

  extension TableCellViewConfigurator {
    /// The column's identifier: a prototype cell view that Interface Builder puts in a column
    /// has it.
    ///
    /// - Parameters:
    ///   - object: The object of the row.
    ///   - column: The column of the view.
    /// - Returns: `column.identifier`.
    public func identifier(for object: Object, column: NSTableColumn)
      -> NSUserInterfaceItemIdentifier
    {
      column.identifier
    }

    /// No view made in code: without a nib or prototype, the row shows an empty view.
    ///
    /// - Parameter identifier: The identifier ``identifier(for:column:)`` gave.
    /// - Returns: `nil`.
    public func makeView(withIdentifier identifier: NSUserInterfaceItemIdentifier) -> CellView? {
      nil
    }

    /// An `updateCell` closure for a `ResultsCoordinator`: it configures the shown cell views
    /// of an object's row again with the object's new content, in place, instead of reloading
    /// the row.
    ///
    ///     let coordinator = ResultsCoordinator(target: tableView, monitor: monitor,
    ///                                          updateCell: cells.makeUpdateVisibleCell(tableView))
    ///
    /// The coordinator calls it after the batch, with after-batch paths. The path becomes a row
    /// through the rows the table's data source (a ``FlatRowsDataSource``) says it shows; each
    /// column's view of that row is configured when the table has one made
    /// (`view(atColumn:row:makeIfNecessary: false)`) and it is a `CellView`. A row that is not
    /// shown, or a path outside the rows, is left alone: it gets freshly configured views
    /// when it comes into view. The closure keeps the configurator and holds the table weakly;
    /// call it on the main actor, where the coordinator runs.
    ///
    /// - Parameter tableView: The table whose views to update.
    /// - Returns: The closure to pass as `updateCell`.
    /// - Complexity: O(*c*) for *c* columns per call, plus the configuring.
    public func makeUpdateVisibleCell(_ tableView: NSTableView) -> (ItemPath, Object) -> Void {
      { [weak tableView] path, object in
        guard let tableView,
          let rows = (tableView.dataSource as? any FlatRowsDataSource)?.shownRows,
          let row = rows.rowIfPresent(of: path), row < tableView.numberOfRows
        else { return }
        for (index, column) in tableView.tableColumns.enumerated() {
          let view = tableView.view(atColumn: index, row: row, makeIfNecessary: false)
          guard let view = view as? CellView else { continue }
          configure(view, with: object, column: column, at: path)
        }
      }
    }
  }
#endif
