#if canImport(UIKit)
  import Foundation
  import ResultsKit
  import ResultsKitViewSupport
  import UIKit

  /// A table view data source over a monitor, with cells from a ``TableViewCellConfigurator``:
  /// the counterpart of FetchedResultsCoordinator's `FetchedTableDataSource`.
  ///
  ///     let dataSource = TableViewDataSource(configurator: NoteRow(), monitor: monitor)
  ///     dataSource.showsSectionHeaders = true
  ///     tableView.dataSource = dataSource      // the table holds it weakly: keep it
  ///
  /// Sections and rows are the monitor's. A row's cell is dequeued with the configurator's
  /// reuse identifier and configured by it.
  ///
  /// The table may ask for a row the monitor no longer has, while it is behind the monitor
  /// (its coordinator is paused, or the results changed before the batch that describes them
  /// arrived). That row gets an empty placeholder cell: a plain `UITableViewCell` that the data
  /// source registers itself under ``placeholderReuseIdentifier`` and never configures, so a
  /// reused one is always empty. It is replaced when the table catches up (the batch or reload
  /// that follows). No index the table asks for traps.
  ///
  /// The class is isolated to the main actor, as UIKit's data sources are.
  @MainActor
  public final class TableViewDataSource<Configurator: TableViewCellConfigurator>: NSObject,
    UITableViewDataSource
  {
    private let configurator: Configurator
    private let reader: MonitorReader<Configurator.Object>

    /// Whether sections show their names as headers; `false` by default
    /// (FetchedResultsCoordinator's `systemHeaders`).
    public var showsSectionHeaders = false
    /// Whether the table shows the monitor's section index; `false` by default
    /// (FetchedResultsCoordinator's `tableIndex`).
    public var showsSectionIndex = false
    /// The header of a section named `""`, such as the one section of unsectioned results;
    /// `nil` by default.
    public var defaultSectionTitle: String?

    /// The reuse identifier under which the data source registers the `UITableViewCell` it
    /// returns, empty, for a row the monitor does not have.
    public static var placeholderReuseIdentifier: String { placeholderIdentifier }

    /// Creates a data source that shows `monitor`'s results in cells configured by
    /// `configurator`.
    ///
    /// The data source keeps both.
    ///
    /// - Parameters:
    ///   - configurator: Gives the reuse identifiers and configures the cells.
    ///   - monitor: The results to show.
    public init<Monitor: ResultsMonitor>(configurator: Configurator, monitor: Monitor)
    where Monitor.Object == Configurator.Object {
      self.configurator = configurator
      reader = MonitorReader(monitor: monitor)
    }

    /// The monitor's object at `indexPath`, or `nil` when it has none there (the table is
    /// behind it, or the path does not name a row).
    ///
    /// - Parameter indexPath: A row's path.
    /// - Returns: The object, or `nil`.
    public func object(at indexPath: IndexPath) -> Configurator.Object? {
      ItemPath(indexPath).flatMap(reader.object(at:))
    }

    /// The monitor's number of sections.
    public func numberOfSections(in tableView: UITableView) -> Int {
      reader.numberOfSections
    }

    /// The monitor's number of objects in `section` (0 for a section it does not have).
    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      reader.numberOfItems(inSection: section)
    }

    /// A cell dequeued with the configurator's reuse identifier and configured for the object.
    ///
    /// A dequeued cell that is not a `Configurator.Cell` (another class is registered for the
    /// identifier) is returned unconfigured. A row the monitor does not have gets the empty
    /// placeholder cell (see ``placeholderReuseIdentifier``).
    public func tableView(
      _ tableView: UITableView, cellForRowAt indexPath: IndexPath
    ) -> UITableViewCell {
      guard let object = object(at: indexPath) else {
        tableView.register(
          UITableViewCell.self, forCellReuseIdentifier: Self.placeholderReuseIdentifier)
        return tableView.dequeueReusableCell(
          withIdentifier: Self.placeholderReuseIdentifier, for: indexPath)
      }
      let identifier = configurator.reuseIdentifier(for: object, at: indexPath)
      let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
      if let cell = cell as? Configurator.Cell {
        configurator.configure(cell, with: object, at: indexPath)
      }
      return cell
    }

    /// ``defaultSectionTitle`` for a section named `""` (unsectioned results); else,
    /// when ``showsSectionHeaders`` is on, the section's name (none for a section named `""`);
    /// else `nil`.
    public func tableView(
      _ tableView: UITableView, titleForHeaderInSection section: Int
    ) -> String? {
      reader.headerTitle(
        forSection: section, showsSectionHeaders: showsSectionHeaders,
        defaultSectionTitle: defaultSectionTitle)
    }

    /// The monitor's `sectionIndexTitles` when ``showsSectionIndex`` is on, else `nil` (no
    /// index).
    public func sectionIndexTitles(for tableView: UITableView) -> [String]? {
      reader.sectionIndexTitles(showsSectionIndex: showsSectionIndex)
    }

    /// The monitor's section for the index title (its
    /// `section(forSectionIndexTitle:at:)`).
    public func tableView(
      _ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int
    ) -> Int {
      reader.section(forSectionIndexTitle: title, at: index)
    }
  }
#endif
