import ResultsKit
import ResultsKitTesting
import ResultsKitText
import TestSupport
import Testing

/// The data sources behave like FetchedResultsCoordinator's table and collection data sources: header
/// precedence, index titles on and off, section for an index title, reuse identifiers passed
/// through, supplementary views only with a configurator, the list data source, selection.
@Suite struct DataSourceBehaviourTests {
  struct Train: Identifiable, Equatable {
    var id: String
    var name: String
  }

  /// Cells for trains, with a reuse identifier per kind of train.
  final class TrainConfigurator: TableCellConfigurator, GridCellConfigurator {
    var configured: [(ItemPath, String)] = []
    func configure(_ cell: TrackingCell, with train: Train, at path: ItemPath) {
      cell.text = train.name
      configured.append((path, train.id))
    }
    func reuseIdentifier(for train: Train, at path: ItemPath) -> String {
      train.id.hasPrefix("x") ? "express" : "stopping"
    }
  }

  private func sections(_ names: [String]) -> [ResultsSection<Train>] {
    names.map { name in
      ResultsSection(name: name, objects: [Train(id: "\(name)1", name: "to \(name)")])
    }
  }

  private func tableSource(_ names: [String]) -> (
    TableDataSource<Train, TrackingCell>, ScriptedMonitor<Train>
  ) {
    let monitor = ScriptedMonitor(sections: sections(names))
    return (TableDataSource(configurator: TrainConfigurator(), monitor: monitor), monitor)
  }

  @Test func headerTitlePrecedence() {
    let table = TextTable()
    let (sectioned, _) = tableSource(["Bath", "York"])
    #expect(sectioned.table(table, titleForHeaderInSection: 0) == nil, "off by default")
    sectioned.defaultSectionTitle = "Departures"
    #expect(sectioned.table(table, titleForHeaderInSection: 1) == nil, "default is for unsectioned")
    sectioned.showsSectionHeaders = true
    #expect(sectioned.table(table, titleForHeaderInSection: 1) == "York")

    let (unsectioned, _) = tableSource([""])
    unsectioned.showsSectionHeaders = true
    #expect(unsectioned.table(table, titleForHeaderInSection: 0) == nil, "the unnamed section")
    unsectioned.defaultSectionTitle = "Departures"
    #expect(unsectioned.table(table, titleForHeaderInSection: 0) == "Departures")
    unsectioned.showsSectionHeaders = false
    #expect(unsectioned.table(table, titleForHeaderInSection: 0) == "Departures")
  }

  @Test func aSectionTheMonitorNoLongerHasGetsNoHeaderTitle() {
    let table = TextTable()
    let (sectioned, _) = tableSource(["Bath", "York"])
    sectioned.showsSectionHeaders = true
    sectioned.defaultSectionTitle = "Departures"
    #expect(sectioned.table(table, titleForHeaderInSection: 1) == "York")
    #expect(sectioned.table(table, titleForHeaderInSection: 2) == nil, "past the last section")
    #expect(sectioned.table(table, titleForHeaderInSection: -1) == nil)
  }

  @Test func headerTitlesFromAFormatter() {
    let table = TextTable()
    let (sectioned, _) = tableSource(["Bath", "York", ""])
    sectioned.sectionTitleFormatter = { $0 == "York" ? nil : "To \($0)" }
    #expect(sectioned.table(table, titleForHeaderInSection: 0) == nil, "headers still off")
    sectioned.showsSectionHeaders = true
    #expect(sectioned.table(table, titleForHeaderInSection: 0) == "To Bath")
    #expect(sectioned.table(table, titleForHeaderInSection: 1) == nil, "the formatter said none")
    #expect(sectioned.table(table, titleForHeaderInSection: 2) == "To ", "asked for \"\" too")
    sectioned.defaultSectionTitle = "Departures"
    #expect(sectioned.table(table, titleForHeaderInSection: 2) == "Departures", "default first")
    sectioned.sectionTitleFormatter = nil
    #expect(sectioned.table(table, titleForHeaderInSection: 1) == "York", "names again")
  }

  @Test func indexTitlesOnAndOffAndTheSectionForATitle() {
    let table = TextTable()
    let (source, monitor) = tableSource(["apple", "avocado", "banana", "cherry"])
    #expect(source.sectionIndexTitles(for: table) == nil)
    source.showsSectionIndex = true
    #expect(source.sectionIndexTitles(for: table) == ["A", "B", "C"])
    #expect(source.sectionIndexTitles(for: table) == monitor.sectionIndexTitles)
    #expect(source.table(table, sectionForSectionIndexTitle: "B", at: 1) == 2)
    #expect(source.table(table, sectionForSectionIndexTitle: "C", at: 2) == 3)
  }

  @Test func theTableShowsHeadersAndTheIndexAndScrollsToAnIndexTitle() {
    let (source, _) = tableSource(["apple", "banana", "cherry", "damson", "elder"])
    source.showsSectionHeaders = true
    source.showsSectionIndex = true
    let table = TextTable(width: 30, height: 6)
    table.register(TrackingCell.self, forCellReuseIdentifier: "stopping")
    table.dataSource = source
    table.reloadData()
    let frame = lines(table.render())
    #expect(frame[1].contains("apple") && frame[1].hasSuffix("A│"))
    #expect(frame[4].hasSuffix("D│"))
    table.scrollToIndexTitle(at: 2)  // "C"
    #expect(table.scrollOffset == 4)  // two lines (header and row) per section
    #expect(lines(table.render())[1].contains("cherry"))
  }

  @Test func reuseIdentifiersArePassedThroughAndRegisteredClassesUsed() throws {
    let monitor = ScriptedMonitor(sections: [
      ResultsSection(
        name: "",
        objects: [Train(id: "x1", name: "Express"), Train(id: "s1", name: "Stopping")])
    ])
    let configurator = TrainConfigurator()
    let source = TableDataSource(configurator: configurator, monitor: monitor)
    let table = TextTable()
    table.register(TrackingCell.self, forCellReuseIdentifier: "express")
    table.register(TrackingCell.self, forCellReuseIdentifier: "stopping")
    table.dataSource = source
    table.reloadData()
    #expect(table.cellForRow(at: path(0, 0))?.reuseIdentifier == "express")
    #expect(table.cellForRow(at: path(0, 1))?.reuseIdentifier == "stopping")
    #expect(table.cellForRow(at: path(0, 0)) is TrackingCell)
    #expect(configurator.configured.map(\.1) == ["x1", "s1"])
    #expect(table.unregisteredReuseIdentifiers.isEmpty)
  }

  @Test func aWronglyRegisteredClassStillGivesTheConfiguratorItsCellType() {
    let (source, _) = tableSource(["a"])
    let table = TextTable()
    table.register(TextCell.self, forCellReuseIdentifier: "stopping")  // not a TrackingCell
    table.dataSource = source
    table.reloadData()
    #expect(table.cellForRow(at: path(0, 0)) is TrackingCell)
    #expect(table.cellForRow(at: path(0, 0))?.text == "to a")
  }

  @Test func anUnregisteredIdentifierFallsBackToAPlainCellAndIsReported() {
    let source = ArraySource([["a", "b"]])
    source.identifier = "nobody-registered-this"
    let table = TextTable(width: 20, height: 5)
    table.dataSource = source
    table.reloadData()
    #expect(table.cellForRow(at: path(0, 1))?.text == "b")
    #expect(table.unregisteredReuseIdentifiers == ["nobody-registered-this"])
  }

  final class HeaderConfigurator: SupplementaryViewConfigurator {
    var configured: [Int] = []
    func configure(_ view: TextCell, ofKind kind: String, at path: ItemPath) {
      view.text = "Section \(path.section) (\(kind))"
      configured.append(path.section)
    }
    func reuseIdentifier(forSupplementaryViewOfKind kind: String, at path: ItemPath) -> String {
      "header"
    }
  }

  @Test func supplementaryViewsOnlyWithAConfigurator() {
    let monitor = ScriptedMonitor(sections: sections(["a", "b"]))
    let grid = TextGrid(width: 40, height: 10, itemWidth: 20)
    grid.register(TrackingCell.self, forCellWithReuseIdentifier: "stopping")
    grid.register(
      TextCell.self, forSupplementaryViewOfKind: TextGrid.sectionHeaderKind,
      withReuseIdentifier: "header")

    let plain = GridDataSource(configurator: TrainConfigurator(), monitor: monitor)
    #expect(
      plain.grid(
        grid, viewForSupplementaryElementOfKind: TextGrid.sectionHeaderKind, at: path(0, 0))
        == nil)
    grid.dataSource = plain
    grid.reloadData()
    #expect(!grid.render().contains("Section"))

    let headers = HeaderConfigurator()
    let withHeaders = GridDataSource(
      configurator: TrainConfigurator(), monitor: monitor, supplementaryConfigurator: headers)
    grid.dataSource = withHeaders
    grid.reloadData()
    let frame = lines(grid.render())
    #expect(frame[0].hasPrefix("Section 0 (header)"))
    #expect(frame[4].hasPrefix("Section 1 (header)"))
    #expect(headers.configured == [0, 1])
  }

  @Test func theListDataSource() {
    let trains = [Train(id: "s1", name: "one"), Train(id: "s2", name: "two")]
    let list = ListTableDataSource(configurator: TrainConfigurator(), objects: trains)
    let table = TextTable(width: 20, height: 6)
    table.register(TrackingCell.self, forCellReuseIdentifier: "stopping")
    table.dataSource = list
    table.reloadData()
    #expect(table.numberOfSections == 1)
    #expect(table.numberOfRows(inSection: 0) == 2)
    #expect(list.object(at: path(0, 1)) == trains[1])
    #expect(list.itemPath(for: trains[1]) == path(0, 1))
    #expect(list.itemPath(for: Train(id: "zz", name: "none")) == nil)
    list.defaultSectionTitle = "All"
    #expect(list.table(table, titleForHeaderInSection: 0) == "All")
    list.objects = [trains[1]]
    #expect(table.numberOfRows(inSection: 0) == 2, "the table shows what it loaded")
    table.reloadData()
    #expect(table.numberOfRows(inSection: 0) == 1)
    #expect(table.cellForRow(at: path(0, 0))?.text == "two")
  }

  @Test func selectionHelpers() {
    let trains = (0..<5).map { Train(id: "s\($0)", name: "t\($0)") }
    let monitor = ScriptedMonitor(sections: [ResultsSection(name: "", objects: trains)])
    let source = TableDataSource(configurator: TrainConfigurator(), monitor: monitor)
    let table = TextTable(width: 20, height: 10)
    table.register(TrackingCell.self, forCellReuseIdentifier: "stopping")
    table.dataSource = source
    table.reloadData()
    table.allowsMultipleSelection = true
    let stale = Train(id: "s3", name: "renamed since")
    source.select([trains[4], Train(id: "unknown", name: "?"), stale], in: table)
    #expect(table.indexPathsForSelectedRows == [path(0, 3), path(0, 4)])
    #expect(source.selectedObjects(in: table).map(\.id) == ["s3", "s4"])
    #expect(source.selectedObject(in: table)?.id == "s3")
    table.allowsMultipleSelection = false
    source.select([trains[0], trains[1]], in: table)
    #expect(table.indexPathsForSelectedRows == [path(0, 1)], "single selection: the last wins")
  }
}
