import ResultsKit

/// A grid data source over a monitor, with cells from a ``GridCellConfigurator`` and, when
/// given one, section headers from a ``SupplementaryViewConfigurator``: the counterpart of
/// FetchedResultsCoordinator's `SimpleCollectionDataSource`.
///
/// Without a supplementary configurator the grid gets no supplementary views, and nothing is
/// asked for them.
public final class GridDataSource<Object, Cell: TextCell>: TextGridDataSource {
  private let core: DataSourceCore<Object, Cell>
  private let supplementaryConfigurator: (any SupplementaryViewConfigurator)?

  /// Creates a data source that shows `monitor`'s results in cells.
  ///
  /// Cells are configured by `configurator`, supplementary views by
  /// `supplementaryConfigurator`. The data source keeps all three.
  ///
  /// - Parameters:
  ///   - configurator: Makes and configures the cells.
  ///   - monitor: The results to show.
  ///   - supplementaryConfigurator: Makes and configures section headers; `nil` (the
  ///     default) for none.
  public init<C: GridCellConfigurator, M: ResultsMonitor>(
    configurator: C, monitor: M,
    supplementaryConfigurator: (any SupplementaryViewConfigurator)? = nil
  ) where C.Object == Object, C.Cell == Cell, M.Object == Object {
    core = DataSourceCore(monitor: monitor, cells: CellMaker(configurator))
    self.supplementaryConfigurator = supplementaryConfigurator
  }

  /// The monitor's object at `path`.
  public func object(at path: ItemPath) -> Object {
    core.monitor.object(at: path)
  }

  /// The monitor's number of sections.
  public func numberOfSections(in grid: TextGrid) -> Int {
    core.monitor.numberOfSections
  }

  /// The monitor's number of objects in `section`.
  public func grid(_ grid: TextGrid, numberOfItemsInSection section: Int) -> Int {
    core.monitor.numberOfObjects(inSection: section)
  }

  /// A cell dequeued with the configurator's reuse identifier and configured for the object
  /// (a new `Cell` when the registered class is not `Cell`).
  ///
  /// An item the monitor does not have (the grid is behind the monitor: its coordinator is
  /// paused, or the results changed without a batch or a reload) gets an empty `Cell` that is
  /// never reused, until the grid is brought up to date.
  public func grid(_ grid: TextGrid, cellForItemAt path: ItemPath) -> TextCell {
    core.cell(at: path) { grid.dequeueReusableCell(withReuseIdentifier: $0, for: path) }
  }

  /// A view dequeued and configured by the supplementary configurator, or `nil` without one.
  ///
  /// A section the monitor does not have (the grid is behind the monitor, as for cells) gets
  /// an empty view that is never reused: the configurator is not asked to show a section that
  /// is gone.
  public func grid(
    _ grid: TextGrid, viewForSupplementaryElementOfKind kind: String, at path: ItemPath
  ) -> TextCell? {
    guard let supplementaryConfigurator else { return nil }
    guard core.monitor.containsSection(path.section) else { return TextCell(reuseIdentifier: "") }
    let identifier = supplementaryConfigurator.reuseIdentifier(
      forSupplementaryViewOfKind: kind, at: path)
    let view = grid.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: identifier, for: path)
    supplementaryConfigurator.configure(view, ofKind: kind, at: path)
    return view
  }
}

extension GridDataSource: TableSelection where Object: Identifiable {
  /// Where the object with `object`'s identifier is, so that a stale copy still finds its
  /// item.
  ///
  /// The monitor finds it (``/ResultsKit/ResultsMonitor/itemPath(matching:)``), as for
  /// ``TableDataSource/itemPath(for:)``.
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
