// The table of a `ReplayRun`: attaching it once the replay has a session, the selected ids,
// and the checks that hold after every step.

import ResultsKit
import ResultsKitStore
import ResultsKitText

extension ReplayRun {
  /// Makes the table's data source and coordinator once the replay has a session.
  func attachTable() {
    guard coordinator == nil, let session = driver.session else { return }
    let dataSource = TableDataSource(configurator: configurator, monitor: session.controller)
    dataSource.showsSectionHeaders = headers
    dataSource.showsSectionIndex = index
    dataSource.defaultSectionTitle = defaultTitle
    self.dataSource = dataSource
    register(table)
    table.dataSource = dataSource
    table.onInconsistency = { [unowned self] error in reports.append("table: \(error)") }
    let updateCell: ResultsCoordinator<ReplayObject>.UpdateCell? =
      session.fetch.updates == .reconfigure ? configurator.makeUpdateVisibleCell(table) : nil
    let coordinator = ResultsCoordinator(
      target: table, monitor: session.controller, updateCell: updateCell)
    coordinator.reloadThreshold = threshold
    coordinator.onInconsistency = { [unowned self] error in reports.append("\(error)") }
    self.coordinator = coordinator
    do {
      try coordinator.loadData()
    } catch {
      violated("loadData() threw \(error)")
    }
    trace("table attached, updates: \(session.fetch.updates)")
  }

  func register(_ table: TextTable) {
    table.register(TextCell.self, forCellReuseIdentifier: "row")
    table.register(TextCell.self, forCellReuseIdentifier: "hidden")
  }

  /// The ids of the controller's results, section by section.
  static func ids(_ controller: ResultsController<ReplayObject>) -> [[String]] {
    controller.sections.map { $0.objects.map(\.id) }
  }

  /// The ids of the objects in the selected rows, reading the rows from `shown` (by default the
  /// controller's results, which the table shows when it is in step); `nil` while paused.
  func selectedIDs(in shown: [[String]]? = nil) -> Set<String>? {
    guard let controller = driver.session?.controller, coordinator != nil else { return nil }
    let rows = shown ?? (paused ? nil : ReplayRun.ids(controller))
    guard let rows else { return nil }
    var selected: Set<String> = []
    for path in table.indexPathsForSelectedRows {
      guard rows.indices.contains(path.section), rows[path.section].indices.contains(path.item)
      else { violated("the selected row \(path) is not in \(rows)") }
      selected.insert(rows[path.section][path.item])
    }
    return selected
  }

  /// The checks that hold after every step.
  func check(_ context: @autoclosure () -> String) {
    require(reports.isEmpty, "\(context()): the table's coordinator reported \(reports)")
    guard let dataSource, let controller = driver.session?.controller else { return }
    let frame = table.render()
    requireFrameShape(frame, width: settings.width, height: settings.height, context())
    // A paused table shows the results of the moment it was paused.
    guard !paused else { return }
    let expected = controller.sections.map(\.objects.count)
    let shown = (0..<table.numberOfSections).map { table.numberOfRows(inSection: $0) }
    require(
      shown == expected, "\(context()): the table shows \(shown), the results have \(expected)")
    trace(
      "  table: rows \(shown), scrollOffset \(table.scrollOffset), visible "
        + "\(table.indexPathsForVisibleRows.map(\.description)), selected "
        + "\(table.indexPathsForSelectedRows.map(\.description))")
    let fresh = TextTable(width: settings.width, height: settings.height)
    fresh.style = settings.style
    register(fresh)
    fresh.dataSource = dataSource
    fresh.reloadData()
    fresh.allowsMultipleSelection = true
    for path in table.indexPathsForSelectedRows { fresh.selectRow(at: path) }
    fresh.allowsMultipleSelection = table.allowsMultipleSelection
    fresh.scrollOffset = table.scrollOffset
    require(
      fresh.scrollOffset == table.scrollOffset,
      "\(context()): scroll offset \(table.scrollOffset) is out of range "
        + "(a fresh table keeps \(fresh.scrollOffset))")
    let expectedFrame = fresh.render()
    require(
      frame == expectedFrame,
      "\(context()): the table renders\n\(frame)\nbut a fresh one renders\n\(expectedFrame)")
  }
}
