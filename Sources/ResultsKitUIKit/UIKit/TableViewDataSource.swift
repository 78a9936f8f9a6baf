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
  /// Rows can be deleted (swipe to delete, or the table's editing mode) when ``onDelete`` is
  /// set, and reordered when ``onMove`` is; see <doc:EverydayRecipes>. The class is open:
  /// a subclass may answer more of `UITableViewDataSource`, or override these answers.
  ///
  /// The class is isolated to the main actor, as UIKit's data sources are.
  @MainActor
  open class TableViewDataSource<Configurator: TableViewCellConfigurator>: NSObject,
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
    /// Deletes the object of a row the user deleted (swipe to delete, or the delete control in
    /// editing mode), given with the row's path; `nil` (the default) lets no row be deleted.
    ///
    /// Delete the object from your store here. The table deletes no row itself: the commit
    /// reaches it through the coordinator as an ordinary batch, animated like any other.
    public var onDelete: ((Configurator.Object, ItemPath) -> Void)?
    /// Records the new place of a row the user dragged, given with its object and its paths
    /// before and after the move; `nil` (the default) lets no row be moved.
    ///
    /// The table has already moved the row: commit the new order inside the coordinator's
    /// `performUserMove(from:to:_:)`, so that the batch of that commit does not move the row a
    /// second time.
    public var onMove: ((Configurator.Object, ItemPath, ItemPath) -> Void)?

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
    open func numberOfSections(in tableView: UITableView) -> Int {
      reader.numberOfSections
    }

    /// The monitor's number of objects in `section` (0 for a section it does not have).
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      reader.numberOfItems(inSection: section)
    }

    /// A cell dequeued with the configurator's reuse identifier and configured for the object.
    ///
    /// A dequeued cell that is not a `Configurator.Cell` (another class is registered for the
    /// identifier) is returned unconfigured. A row the monitor does not have gets the empty
    /// placeholder cell (see ``placeholderReuseIdentifier``).
    open func tableView(
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
    open func tableView(
      _ tableView: UITableView, titleForHeaderInSection section: Int
    ) -> String? {
      reader.headerTitle(
        forSection: section, showsSectionHeaders: showsSectionHeaders,
        defaultSectionTitle: defaultSectionTitle)
    }

    /// The monitor's `sectionIndexTitles` when ``showsSectionIndex`` is on, else `nil` (no
    /// index).
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? {
      reader.sectionIndexTitles(showsSectionIndex: showsSectionIndex)
    }

    /// The monitor's section for the index title (its
    /// `section(forSectionIndexTitle:at:)`).
    open func tableView(
      _ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int
    ) -> Int {
      reader.section(forSectionIndexTitle: title, at: index)
    }

    /// Whether the row may be edited: when ``onDelete`` or ``onMove`` is set, for a row the
    /// monitor has. (The table's delegate chooses the editing style of a row, with
    /// `tableView(_:editingStyleForRowAt:)`: `.none` for reordering without deleting.)
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
      (onDelete != nil || onMove != nil) && object(at: indexPath) != nil
    }

    /// Passes a deleted row's object to ``onDelete``; other editing styles, and rows the
    /// monitor does not have, are ignored.
    open func tableView(
      _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
      forRowAt indexPath: IndexPath
    ) {
      guard editingStyle == .delete, let onDelete, let path = ItemPath(indexPath),
        let object = reader.object(at: path)
      else { return }
      onDelete(object, path)
    }

    /// Whether the row may be dragged: when ``onMove`` is set, for a row the monitor has.
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
      onMove != nil && object(at: indexPath) != nil
    }

    /// Passes a dragged row's object and its paths to ``onMove``.
    open func tableView(
      _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
      to destinationIndexPath: IndexPath
    ) {
      guard let onMove, let move = reader.userMove(from: sourceIndexPath, to: destinationIndexPath)
      else { return }
      onMove(move.object, move.source, move.destination)
    }
  }
#endif
