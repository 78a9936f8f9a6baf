import ResultsKit

/// A table data source over a monitor (a `ResultsController`, a `SnapshotMonitor`, a mapped
/// monitor…), with cells from a ``TableCellConfigurator``: the counterpart of
/// FetchedResultsCoordinator's `FetchedTableDataSource`.
///
///     let dataSource = TableDataSource(configurator: TrainCellConfigurator(), monitor: controller)
///     dataSource.showsSectionHeaders = true
///     table.dataSource = dataSource        // the table holds it weakly: keep it
///
/// Sections and rows are the monitor's. A row's cell is dequeued with the configurator's reuse
/// identifier and configured by it. A section's header title is ``defaultSectionTitle`` for a
/// section named `""` (the section of unsectioned results), else the section's name (or what
/// ``sectionTitleFormatter`` makes of it) when ``showsSectionHeaders`` is on, else none. The
/// section index is the monitor's `sectionIndexTitles` when ``showsSectionIndex`` is on.
public final class TableDataSource<Object, Cell: TextCell>: TextTableDataSource {
  private let core: DataSourceCore<Object, Cell>

  /// Whether sections show their names as headers; `false` by default.
  public var showsSectionHeaders = false
  /// Whether the table shows the monitor's section index; `false` by default.
  public var showsSectionIndex = false
  /// The header of a section named `""`, such as the one section of unsectioned results; `nil`
  /// by default.
  public var defaultSectionTitle: String?
  /// Makes a section's header title from its name, when ``showsSectionHeaders`` is on; `nil`
  /// (the default) shows the name itself.
  ///
  ///     // Sections named by a sort-friendly key, titled for people.
  ///     dataSource.showsSectionHeaders = true
  ///     dataSource.sectionTitleFormatter = { $0 == "0-open" ? "To do" : "Done" }
  ///
  /// It is asked for every section's header, the section named `""` included (unless
  /// ``defaultSectionTitle`` titles it); returning `nil` gives that section no header. It
  /// changes the headers only: the section index is still the monitor's, so over a
  /// `ResultsController` set its `sectionIndexTitleFormatter` to match.
  public var sectionTitleFormatter: ((String) -> String?)?

  /// Creates a data source that shows `monitor`'s results in cells configured by `configurator`.
  ///
  /// The data source keeps both.
  ///
  /// - Parameters:
  ///   - configurator: Makes and configures the cells.
  ///   - monitor: The results to show.
  public init<C: TableCellConfigurator, M: ResultsMonitor>(configurator: C, monitor: M)
  where C.Object == Object, C.Cell == Cell, M.Object == Object {
    core = DataSourceCore(monitor: monitor, cells: CellMaker(configurator))
  }

  /// The monitor's object at `path`.
  public func object(at path: ItemPath) -> Object {
    core.monitor.object(at: path)
  }

  /// The monitor's number of sections.
  public func numberOfSections(in table: TextTable) -> Int {
    core.monitor.numberOfSections
  }

  /// The monitor's number of objects in `section`.
  public func table(_ table: TextTable, numberOfRowsInSection section: Int) -> Int {
    core.monitor.numberOfObjects(inSection: section)
  }

  /// A cell dequeued with the configurator's reuse identifier and configured for the object.
  ///
  /// When the registered class is not `Cell`, a new `Cell` is made for the identifier instead,
  /// so the configurator always gets the type it expects. A row the monitor does not have
  /// (the table is behind the monitor: its coordinator is paused, or the results changed
  /// without a batch or a reload) gets an empty `Cell` that is never reused, until the table
  /// is brought up to date.
  public func table(_ table: TextTable, cellForRowAt path: ItemPath) -> TextCell {
    core.cell(at: path) { table.dequeueReusableCell(withIdentifier: $0, for: path) }
  }

  /// ``defaultSectionTitle`` for a section named `""` (unsectioned results); otherwise, when
  /// ``showsSectionHeaders`` is on, ``sectionTitleFormatter`` applied to the section's name,
  /// or without a formatter the name itself (none for `""`); otherwise `nil`, and `nil` for a
  /// section the monitor no longer has (the table is behind it).
  public func table(_ table: TextTable, titleForHeaderInSection section: Int) -> String? {
    core.monitor.headerTitle(
      forSection: section, showsSectionHeaders: showsSectionHeaders,
      defaultSectionTitle: defaultSectionTitle, formatter: sectionTitleFormatter)
  }

  /// The monitor's section index titles when ``showsSectionIndex`` is on, else `nil`.
  public func sectionIndexTitles(for table: TextTable) -> [String]? {
    showsSectionIndex ? core.monitor.sectionIndexTitles : nil
  }

  /// The monitor's section for the index title.
  public func table(
    _ table: TextTable, sectionForSectionIndexTitle title: String, at index: Int
  ) -> Int {
    core.monitor.section(forSectionIndexTitle: title, at: index)
  }
}

extension TableDataSource: TableSelection where Object: Identifiable {
  /// Where the object with `object`'s identifier is, so that a stale copy still finds its row.
  ///
  /// The monitor finds it (``/ResultsKit/ResultsMonitor/itemPath(matching:)``): a `ResultsController` by
  /// its index, a monitor mapped from one through it, others by a scan.
  ///
  /// - Parameter object: The object, or a copy of it from before a change.
  /// - Returns: Its path, or `nil` when the monitor has no object with its identifier.
  /// - Complexity: O(log *n*) over a `ResultsController`, or a `map` of one whose objects
  ///   keep their identifiers (O(*n*) there for an object that is not shown); O(*n*) over
  ///   other monitors.
  public func itemPath(for object: Object) -> ItemPath? {
    core.itemPath(for: object)
  }
}
