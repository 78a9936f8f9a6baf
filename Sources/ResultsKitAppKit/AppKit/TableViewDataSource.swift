#if canImport(AppKit)
  import AppKit
  import ResultsKit
  import ResultsKitViewSupport

  /// A view-based `NSTableView`'s data source and delegate over a monitor, with cell views from
  /// a ``TableCellViewConfigurator`` and group rows from a ``TableGroupRowConfigurator``.
  ///
  ///     let dataSource = TableViewDataSource(configurator: StationCell(), monitor: controller)
  ///     tableView.dataSource = dataSource   // the table holds both weakly: keep it
  ///     tableView.delegate = dataSource
  ///     let coordinator = ResultsCoordinator(target: TableViewTarget(tableView),
  ///                                          monitor: controller)
  ///
  /// Rows: each section of the monitor is a group row (its header, from the group-row
  /// configurator, floating when the table's `floatsGroupRows` is on) followed by its objects,
  /// laid out as ``FlatRows``. Group rows are shown when ``showsGroupRows`` (set at init, `true`
  /// by default) is on, except for unsectioned results: one section named `""` has no name to
  /// show and gets no group row whatever the setting.
  ///
  /// As a ``FlatRowsDataSource`` it answers the table from ``shownRows``, the rows the table
  /// shows: the table's target sets them when it applies a batch, and the data source sets
  /// them to ``currentRows`` whenever the table asks for its number of rows (when it reloads).
  /// The table may ask for a row the monitor no longer has, while it is behind the monitor
  /// (its coordinator is paused, or the results changed before the batch that describes them
  /// arrived): that row gets an empty placeholder view (an `NSTableCellView` made under
  /// ``placeholderIdentifier`` and never configured). No row the table asks for traps.
  ///
  /// Selection: ``selectedObjects(in:)``, and for `Identifiable` objects selecting and
  /// scrolling to objects by identifier; the data source then also remembers the selected
  /// objects, so that a ``TableViewTarget`` selects them again after a reload (see
  /// ``TableSelectionRestoring``).
  ///
  /// The class is open so that an app can add delegate or data source methods in a subclass
  /// (mark them `@objc`, as the class is generic); its own methods are not overridable, except
  /// ``tableViewSelectionDidChange(_:)``, whose override must call `super`. It is isolated to
  /// the main actor, as AppKit's data sources are.
  @MainActor
  open class TableViewDataSource<Configurator: TableCellViewConfigurator>: NSObject,
    NSTableViewDataSource, NSTableViewDelegate, FlatRowsDataSource
  {
    /// The configurator of the item rows' cell views.
    public let configurator: Configurator
    /// The configurator of the group rows' views.
    public let groupRowConfigurator: any TableGroupRowConfigurator
    /// Whether sections begin with a group row (never for unsectioned results).
    public let showsGroupRows: Bool
    let reader: MonitorReader<Configurator.Object>
    /// The identifiers of the selected objects, kept while the rows and results agree, as
    /// `AnyHashable` (the objects' `ID` when they are `Identifiable`).
    var rememberedSelection: [AnyHashable] = []

    /// The rows the table shows.
    ///
    /// The table's target sets them when it applies a batch, and the data source sets them to
    /// ``currentRows`` when the table asks for its number of rows; none before that.
    public var shownRows: FlatRows

    /// The rows of the monitor's results now.
    ///
    /// - Complexity: O(*s*) count look-ups for *s* sections.
    public var currentRows: FlatRows {
      reader.monitor.flatRows(showsGroupRows: showsGroupRows)
    }

    /// The identifier under which the data source makes the empty `NSTableCellView` it shows
    /// for a row the monitor does not have.
    public static var placeholderIdentifier: NSUserInterfaceItemIdentifier {
      NSUserInterfaceItemIdentifier(ResultsKitAppKit.placeholderIdentifier)
    }

    /// Creates a data source that shows `monitor`'s results in cell views configured by
    /// `configurator`, with group rows from `groupRowConfigurator`.
    ///
    /// The data source keeps all three.
    ///
    /// - Parameters:
    ///   - configurator: Gives the identifiers and configures the cell views.
    ///   - monitor: The results to show.
    ///   - showsGroupRows: Whether each section begins with a group row; `true` by default.
    ///     Unsectioned results (one section named `""`) show none either way.
    ///   - groupRowConfigurator: Makes the group rows' views; by default
    ///     ``SectionNameGroupRows``, which shows the section's name.
    public init<Monitor: ResultsMonitor>(
      configurator: Configurator, monitor: Monitor, showsGroupRows: Bool = true,
      groupRowConfigurator: any TableGroupRowConfigurator = SectionNameGroupRows()
    ) where Monitor.Object == Configurator.Object {
      self.configurator = configurator
      self.groupRowConfigurator = groupRowConfigurator
      self.showsGroupRows = showsGroupRows
      reader = MonitorReader(monitor: monitor)
      shownRows = FlatRows(itemCounts: [], showsGroupRows: showsGroupRows)
    }

    /// The number of rows of the results now; they become the ``shownRows``.
    ///
    /// - Complexity: O(*s*) for *s* sections.
    public func numberOfRows(in tableView: NSTableView) -> Int {
      shownRows = currentRows
      return shownRows.count
    }

    /// The view of `row` in `tableColumn`: the group row's view from the group-row
    /// configurator, or a cell view made and configured by the configurator for the object.
    ///
    /// An item row asked for without a column (a full-width row) uses the first column. A row
    /// the monitor does not have, or whose view neither the table nor the configurator can
    /// make, gets the empty placeholder view (see ``placeholderIdentifier``).
    public func tableView(
      _ tableView: NSTableView, viewFor tableColumn: NSTableColumn?, row: Int
    ) -> NSView? {
      switch shownRows.content(ofRow: row) {
      case .groupRow(let section)?:
        guard reader.monitor.containsSection(section) else { return placeholder(in: tableView) }
        return groupRowConfigurator.view(
          forSection: section, named: reader.monitor.sectionName(at: section), in: tableView)
      case .item(let path)?:
        guard let column = tableColumn ?? tableView.tableColumns.first,
          let object = reader.object(at: path)
        else { return placeholder(in: tableView) }
        let identifier = configurator.identifier(for: object, column: column)
        let made = tableView.makeView(withIdentifier: identifier, owner: tableView.delegate)
        guard let view = made as? Configurator.CellView ?? newView(identifier) else {
          return placeholder(in: tableView)
        }
        configurator.configure(view, with: object, column: column, at: path)
        return view
      case nil:
        return placeholder(in: tableView)
      }
    }

    /// Whether `row` is a section's group row.
    public func tableView(_ tableView: NSTableView, isGroupRow row: Int) -> Bool {
      if case .groupRow? = shownRows.content(ofRow: row) { return true }
      return false
    }

    /// Remembers the objects now selected.
    ///
    /// It does so when they are `Identifiable` (see ``TableSelectionRestoring``); an override
    /// must call `super`.
    ///
    /// - Parameter notification: The table's selection-change notification.
    open func tableViewSelectionDidChange(_ notification: Notification) {
      guard let tableView = notification.object as? NSTableView else { return }
      (self as? any TableSelectionRestoring)?.rememberSelection(of: tableView)
    }

    /// A view made in code by the configurator, with its identifier set so the table reuses it.
    private func newView(_ identifier: NSUserInterfaceItemIdentifier) -> Configurator.CellView? {
      let view = configurator.makeView(withIdentifier: identifier)
      view?.identifier = identifier
      return view
    }

    /// The empty view of a row the data source cannot show: reused, or made.
    private func placeholder(in tableView: NSTableView) -> NSView {
      let identifier = Self.placeholderIdentifier
      if let view = tableView.makeView(withIdentifier: identifier, owner: nil) { return view }
      let view = NSTableCellView()
      view.identifier = identifier
      return view
    }
  }
#endif
