import ResultsKit
import ResultsKitStore
import ResultsKitTesting
import ResultsKitText
import TestSupport
import Testing

/// Model-based, end to end, under seeded random transactions.
///
/// `ObjectStore` → `ResultsController` → `ResultsCoordinator` → `TableDataSource` +
/// `TextTable` (and `GridDataSource` + `TextGrid`). After every commit the
/// view, kept in step batch by batch, renders exactly like a fresh one loaded from scratch
/// on the same results (same size, style, scroll offset and selection).
///
/// Each of the 9 cases runs 400 transactions; with `RESULTSKIT_SOAK_TRANSACTIONS=N` the test runs
/// *N* in total, ⌈*N* / 9⌉ per case (see `Soak`).
@Suite struct EndToEndRenderTests {
  struct Departure: Identifiable, Equatable {
    var id: Int
    var platform: String
    var time: Int
    var status: String
    var visible: Bool
  }

  struct DepartureConfigurator: TableCellConfigurator, GridCellConfigurator {
    func configure(_ cell: TextCell, with departure: Departure, at path: ItemPath) {
      cell.text = "\(departure.time) #\(departure.id) 東"
      cell.detailText = departure.status
      cell.accessory = departure.time % 3 == 0 ? .checkmark : .none
    }
    func reuseIdentifier(for departure: Departure, at path: ItemPath) -> String { "departure" }
  }

  struct Case: CustomStringConvertible, Sendable {
    var seed: UInt64
    var sectioned: Bool
    var updateCell: Bool
    var style: TextStyle
    var grid = false
    var description: String {
      "seed \(seed), \(grid ? "grid" : "table"), \(sectioned ? "sectioned" : "one section"), "
        + "\(updateCell ? "updateCell" : "reloads"), \(style)"
    }
  }

  /// The grid's section headers.
  final class Headers: SupplementaryViewConfigurator {
    let controller: ResultsController<Departure>
    init(_ controller: ResultsController<Departure>) { self.controller = controller }
    func configure(_ view: TextCell, ofKind kind: String, at path: ItemPath) {
      view.text = "— " + controller.sectionName(at: path.section)
    }
    func reuseIdentifier(forSupplementaryViewOfKind kind: String, at path: ItemPath) -> String {
      "header"
    }
  }

  /// A table or a grid, with what the test does to it, and its data source (which the view
  /// holds only weakly).
  struct View {
    let target: any Coordinatable
    let render: () -> String
    let reload: () -> Void
    let scroll: (Int) -> Void
    let offset: () -> Int
    let visible: () -> [ItemPath]
    let select: (ItemPath) -> Void
    let selected: () -> [ItemPath]
    let updateCell: (ItemPath, Departure) -> Void
    let dataSource: AnyObject
  }

  static func makeView(
    _ test: Case, controller: ResultsController<Departure>, width: Int
  ) -> View {
    let configurator = DepartureConfigurator()
    if test.grid {
      let grid = TextGrid(width: width, height: 12, itemWidth: 22)
      grid.style = test.style
      grid.allowsMultipleSelection = true
      grid.register(TextCell.self, forCellWithReuseIdentifier: "departure")
      grid.register(
        TextCell.self, forSupplementaryViewOfKind: TextGrid.sectionHeaderKind,
        withReuseIdentifier: "header")
      let dataSource = GridDataSource(
        configurator: configurator, monitor: controller,
        supplementaryConfigurator: test.sectioned ? Headers(controller) : nil)
      grid.dataSource = dataSource
      return View(
        target: grid, render: { grid.render() }, reload: grid.reloadData,
        scroll: { grid.scrollOffset = $0 }, offset: { grid.scrollOffset },
        visible: { grid.indexPathsForVisibleItems }, select: { grid.selectItem(at: $0) },
        selected: { grid.indexPathsForSelectedItems },
        updateCell: configurator.makeUpdateVisibleCell(grid), dataSource: dataSource)
    }
    let table = TextTable(width: width, height: 12)
    table.style = test.style
    table.allowsMultipleSelection = true
    table.register(TextCell.self, forCellReuseIdentifier: "departure")
    let dataSource = TableDataSource(configurator: configurator, monitor: controller)
    dataSource.showsSectionHeaders = true
    dataSource.showsSectionIndex = true
    dataSource.defaultSectionTitle = "Departures"
    table.dataSource = dataSource
    return View(
      target: table, render: { table.render() }, reload: table.reloadData,
      scroll: { table.scrollOffset = $0 }, offset: { table.scrollOffset },
      visible: { table.indexPathsForVisibleRows }, select: { table.selectRow(at: $0) },
      selected: { table.indexPathsForSelectedRows },
      updateCell: configurator.makeUpdateVisibleCell(table), dataSource: dataSource)
  }

  static let cases: [Case] = [
    Case(seed: 1, sectioned: true, updateCell: true, style: .unicode),
    Case(seed: 2, sectioned: true, updateCell: false, style: .ascii),
    Case(seed: 3, sectioned: false, updateCell: true, style: .plain),
    Case(seed: 4, sectioned: false, updateCell: false, style: .unicode),
    Case(seed: 5, sectioned: true, updateCell: true, style: .plain),
    Case(seed: 6, sectioned: true, updateCell: false, style: .unicode),
    Case(seed: 7, sectioned: true, updateCell: true, style: .unicode, grid: true),
    Case(seed: 8, sectioned: true, updateCell: false, style: .ascii, grid: true),
    Case(seed: 9, sectioned: false, updateCell: false, style: .plain, grid: true),
  ]

  static let transactions = Soak.perCase(cases: cases.count, usual: 400)

  @Test(arguments: cases)
  func renderMatchesAFreshTableAfterEveryCommit(_ test: Case) throws {
    var random = SeededRandomNumberGenerator(seed: test.seed)
    let platforms = ["1", "2", "3", "4"]
    let statuses = ["on time", "delayed", "boarding", "🚆 due"]
    func departure(_ id: Int) -> Departure {
      Departure(
        id: id, platform: platforms[random.next(below: 4)], time: 1_200 + random.next(below: 40),
        status: statuses[random.next(below: 4)], visible: random.next(below: 5) != 0)
    }
    let store = try ObjectStore((0..<40).map(departure))
    let request = FetchRequest<Departure>(
      predicate: { $0.visible }, sortBy: [.ascending(\.time)],
      sectionBy: test.sectioned ? { "Platform " + $0.platform } : nil)
    let controller = ResultsController(store: store, request: request)
    let view = Self.makeView(test, controller: controller, width: 44)
    let coordinator = ResultsCoordinator(
      target: view.target, monitor: controller, updateCell: test.updateCell ? view.updateCell : nil)
    var problems: [String] = []
    var step = 0
    coordinator.onInconsistency = { problems.append("commit \(step): \($0)") }
    try coordinator.loadData()
    var nextID = 40
    var batches = 0
    for index in 0..<Self.transactions {
      step = index
      try store.perform { transaction in
        for _ in 0..<(1 + random.next(below: 4)) {
          let id = random.next(below: nextID)
          let kind = random.next(below: 7)
          if kind == 0 {
            try transaction.insert(departure(nextID))
            nextID += 1
          } else if var existing = transaction[id: id] {
            switch kind {
            case 1: try transaction.delete(id)
            case 2: existing.time = 1_200 + random.next(below: 40)
            case 3: existing.status = statuses[random.next(below: 4)]
            case 4: existing.visible.toggle()
            case 5: existing.platform = platforms[random.next(below: 4)]
            default: existing.time += 1
            }
            if kind != 1 { try transaction.update(existing) }
          }
        }
      }
      if random.next(below: 4) == 0 { view.scroll(random.next(below: 30)) }
      if random.next(below: 5) == 0, let path = view.visible().randomElement(using: &random) {
        view.select(path)
      }
      let fresh = Self.makeView(test, controller: controller, width: 44)
      fresh.reload()
      fresh.scroll(view.offset())
      for path in view.selected() { fresh.select(path) }
      let frame = view.render()
      if frame != fresh.render() {
        problems.append(
          "commit \(step): the view differs from a fresh one:\n\(frame)\n---\n\(fresh.render())")
      }
      for line in lines(frame) where line.displayWidth != 44 {
        problems.append("commit \(step): a line of \(line.displayWidth) columns: \(line)")
      }
      if problems.count > 3 { break }
      batches += 1
    }
    #expect(problems.isEmpty, "\(test): \(problems.prefix(3).joined(separator: "\n"))")
    #expect(batches == Self.transactions)
    Soak.report("EndToEndRenderTests", case: "\(test)", ran: batches)
    withExtendedLifetime(view.dataSource) {}
  }
}
