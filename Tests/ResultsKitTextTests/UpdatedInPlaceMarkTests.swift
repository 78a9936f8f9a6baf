import ResultsKit
import ResultsKitStore
import ResultsKitText
import Testing

/// Rows and cards that `makeUpdateVisibleCell` configures again in place after a batch are
/// marked as updated (yellow) by `render(ansi: true)`, like reloaded ones; `render()` is
/// unchanged.
@Suite struct UpdatedInPlaceMarkTests {
  struct Train: Identifiable, Equatable {
    var id: String
    var time: Int
    var status = "On time"
  }

  struct TrainCell: TableCellConfigurator, GridCellConfigurator {
    func configure(_ cell: TextCell, with train: Train, at path: ItemPath) {
      cell.text = train.id + " " + train.status
    }
    func reuseIdentifier(for train: Train, at path: ItemPath) -> String { "train" }
  }

  private static let yellow = "\u{1B}[33m"
  private static let green = "\u{1B}[32m"

  /// The lines of `render(ansi: true)` that hold `text`.
  private func lines(_ rendered: String, holding text: String) -> [Substring] {
    rendered.split(separator: "\n").filter { $0.contains(text) }
  }

  /// A store of three trains and a controller sorted by time.
  private func station() throws -> (ObjectStore<Train>, ResultsController<Train>) {
    let store = ObjectStore<Train>()
    let controller = ResultsController(
      store: store, request: FetchRequest(sortBy: [.ascending(\.time)]))
    try store.perform { transaction in
      for (index, id) in ["Bath", "York", "Leeds"].enumerated() {
        try transaction.insert(Train(id: id, time: 60 * (index + 1)))
      }
    }
    return (store, controller)
  }

  /// Commits a batch that inserts "Derby" and, in the same change, updates York in place.
  private func insertAndDelay(_ store: ObjectStore<Train>) throws {
    try store.perform { transaction in
      try transaction.insert(Train(id: "Derby", time: 300))
      transaction.upsert(Train(id: "York", time: 120, status: "Delayed"))
    }
  }

  @Test func aTableRowUpdatedInPlaceIsYellowAfterTheBatch() throws {
    let (store, controller) = try station()
    let table = TextTable(width: 30, height: 8)
    table.register(TextCell.self, forCellReuseIdentifier: "train")
    let dataSource = TableDataSource(configurator: TrainCell(), monitor: controller)
    table.dataSource = dataSource
    let coordinator = ResultsCoordinator(
      target: table, monitor: controller, updateCell: TrainCell().makeUpdateVisibleCell(table))
    try coordinator.loadData()
    try insertAndDelay(store)

    let colored = table.render(ansi: true)
    #expect(lines(colored, holding: "York Delayed").allSatisfy { $0.contains(Self.yellow) })
    #expect(lines(colored, holding: "York Delayed").count == 1)
    #expect(lines(colored, holding: "Derby").allSatisfy { $0.contains(Self.green) })
    #expect(lines(colored, holding: "Bath").allSatisfy { !$0.contains("\u{1B}[3") })
    #expect(!table.render().contains("\u{1B}"))

    // A reload, or the next batch, replaces the marks.
    try store.perform { transaction in try transaction.insert(Train(id: "Ely", time: 400)) }
    #expect(!table.render(ansi: true).contains(Self.yellow))
    try store.perform { transaction in
      transaction.upsert(Train(id: "Bath", time: 60, status: "Boarding"))
    }
    #expect(
      lines(table.render(ansi: true), holding: "Bath Boarding").first?.contains(Self.yellow) == true
    )
    table.reloadData()
    #expect(!table.render(ansi: true).contains(Self.yellow))
  }

  @Test func aGridCardUpdatedInPlaceIsYellowAfterTheBatch() throws {
    let (store, controller) = try station()
    let grid = TextGrid(width: 20, height: 12, itemWidth: 20)  // one card a row
    grid.register(TextCell.self, forCellWithReuseIdentifier: "train")
    let dataSource = GridDataSource(configurator: TrainCell(), monitor: controller)
    grid.dataSource = dataSource
    let coordinator = ResultsCoordinator(
      target: grid, monitor: controller, updateCell: TrainCell().makeUpdateVisibleCell(grid))
    try coordinator.loadData()
    let plainBefore = grid.render()
    try insertAndDelay(store)

    let colored = grid.render(ansi: true)
    #expect(!lines(colored, holding: "York Delayed").isEmpty)
    #expect(lines(colored, holding: "York Delayed").allSatisfy { $0.contains(Self.yellow) })
    #expect(lines(colored, holding: "Bath").allSatisfy { !$0.contains(Self.yellow) })
    #expect(!grid.render().contains("\u{1B}"))
    #expect(grid.render() != plainBefore)
  }

  @Test func aRowThatIsNotVisibleIsNotMarked() throws {
    let (_, controller) = try station()
    let table = TextTable(width: 30, height: 4)
    table.register(TextCell.self, forCellReuseIdentifier: "train")
    let dataSource = TableDataSource(configurator: TrainCell(), monitor: controller)
    table.dataSource = dataSource
    controller.performFetch()
    table.reloadData()
    let update = TrainCell().makeUpdateVisibleCell(table)
    update(ItemPath(item: 2, section: 0), Train(id: "Leeds", time: 180, status: "Late"))
    #expect(table.indexPathsForVisibleRows.count == 2)
    table.height = 6
    #expect(!table.render(ansi: true).contains(Self.yellow))
    update(ItemPath(item: 0, section: 0), Train(id: "Bath", time: 60, status: "Late"))
    #expect(
      lines(table.render(ansi: true), holding: "Bath Late").first?.contains(Self.yellow) == true)
  }
}
