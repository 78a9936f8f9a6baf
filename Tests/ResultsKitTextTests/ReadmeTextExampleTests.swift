import ResultsKit
import ResultsKitStore
import ResultsKitText
import Testing

/// The scene of the terminal guide's text-table example as a unit test (the guide's own code is
/// compiled, run and compared with its output by .ci/check-doc-examples).
@Suite struct ReadmeTextExampleTests {
  struct Arrival: Identifiable, Equatable {
    var id: String
    var platform: String
    var time: Int
  }

  struct ArrivalRow: TableCellConfigurator {
    func configure(_ cell: TextCell, with arrival: Arrival, at path: ItemPath) {
      cell.text = arrival.id
      cell.detailText = "in \(arrival.time) s"
    }
    func reuseIdentifier(for arrival: Arrival, at path: ItemPath) -> String { "arrival" }
  }

  @Test func textTableExampleRendersWhatTheReadmeShows() throws {
    let store = ObjectStore<Arrival>()
    let controller = ResultsController(
      store: store,
      request: FetchRequest(sortBy: [.ascending(\.time)], sectionBy: { "Platform " + $0.platform }))

    let table = TextTable(width: 30, height: 7)
    table.register(TextCell.self, forCellReuseIdentifier: "arrival")
    let dataSource = TableDataSource(configurator: ArrivalRow(), monitor: controller)
    dataSource.showsSectionHeaders = true
    table.dataSource = dataSource  // held weakly, like UIKit's

    let coordinator = ResultsCoordinator(
      target: table, monitor: controller, updateCell: ArrivalRow().makeUpdateVisibleCell(table))
    try coordinator.loadData()

    try store.perform { transaction in
      try transaction.insert(Arrival(id: "Bath Spa", platform: "1", time: 120))
      try transaction.insert(Arrival(id: "York", platform: "2", time: 60))
      try transaction.insert(Arrival(id: "Bristol", platform: "1", time: 90))
    }
    #expect(
      table.render() == """
        ┌────────────────────────────┐
        ├─ Platform 1 ───────────────┤
        │ Bristol            in 90 s │
        │ Bath Spa          in 120 s │
        ├─ Platform 2 ───────────────┤
        │ York               in 60 s │
        └────────────────────────────┘
        """)
  }
}
