import ResultsKit
import ResultsKitStore
import ResultsKitText
import Testing

/// Model-based, end to end, under seeded random transactions.
///
/// `ObjectStore` → `ResultsController` → `ResultsCoordinator` → `TableDataSource` +
/// `TextTable`. After every commit the
/// table, kept in step batch by batch, renders exactly like a fresh table loaded from scratch
/// on the same results (same size, style, scroll offset and selection).
@Suite struct EndToEndRenderTests {
  struct Departure: Identifiable, Equatable {
    var id: Int
    var platform: String
    var time: Int
    var status: String
    var visible: Bool
  }

  struct DepartureConfigurator: TableCellConfigurator {
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
    var description: String {
      "seed \(seed), \(sectioned ? "sectioned" : "one section"), "
        + "\(updateCell ? "updateCell" : "reloads"), \(style)"
    }
  }

  static let cases: [Case] = [
    Case(seed: 1, sectioned: true, updateCell: true, style: .unicode),
    Case(seed: 2, sectioned: true, updateCell: false, style: .ascii),
    Case(seed: 3, sectioned: false, updateCell: true, style: .plain),
    Case(seed: 4, sectioned: false, updateCell: false, style: .unicode),
    Case(seed: 5, sectioned: true, updateCell: true, style: .plain),
    Case(seed: 6, sectioned: true, updateCell: false, style: .unicode),
  ]

  static let transactions = 400

  @Test(arguments: cases)
  func renderMatchesAFreshTableAfterEveryCommit(_ test: Case) throws {
    var random = SplitMix64(seed: test.seed)
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
    let configurator = DepartureConfigurator()
    func makeTable() -> (TextTable, TableDataSource<Departure, TextCell>) {
      let table = TextTable(width: 44, height: 12)
      table.style = test.style
      table.register(TextCell.self, forCellReuseIdentifier: "departure")
      let dataSource = TableDataSource(configurator: configurator, monitor: controller)
      dataSource.showsSectionHeaders = true
      dataSource.showsSectionIndex = true
      dataSource.defaultSectionTitle = "Departures"
      table.dataSource = dataSource
      return (table, dataSource)
    }
    let (table, dataSource) = makeTable()
    table.allowsMultipleSelection = true
    let coordinator = ResultsCoordinator(
      target: table, monitor: controller,
      updateCell: test.updateCell ? configurator.makeUpdateVisibleCell(table) : nil)
    var problems: [String] = []
    coordinator.onInconsistency = { problems.append("\($0)") }
    try coordinator.loadData()
    var nextID = 40
    var batches = 0
    for step in 0..<Self.transactions {
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
      if random.next(below: 4) == 0 { table.scrollOffset = random.next(below: 30) }
      if random.next(below: 5) == 0,
        let row = table.indexPathsForVisibleRows.randomElement(using: &random)
      {
        table.selectRow(at: row)
      }
      let (fresh, freshSource) = makeTable()
      fresh.reloadData()
      fresh.scrollOffset = table.scrollOffset
      fresh.allowsMultipleSelection = true
      for row in table.indexPathsForSelectedRows { fresh.selectRow(at: row) }
      let frame = table.render()
      if frame != fresh.render() {
        problems.append(
          "commit \(step): the table differs from a fresh one:\n\(frame)\n---\n\(fresh.render())")
      }
      for line in lines(frame) where line.displayWidth != 44 {
        problems.append("commit \(step): a line of \(line.displayWidth) columns: \(line)")
      }
      withExtendedLifetime(freshSource) {}
      if problems.count > 3 { break }
      batches += 1
    }
    #expect(problems.isEmpty, "\(test): \(problems.prefix(3).joined(separator: "\n"))")
    #expect(batches == Self.transactions)
    withExtendedLifetime(dataSource) {}
  }
}
