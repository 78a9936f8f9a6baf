//: # ResultsKit quick start
//:
//: A store of arrivals, a fetched-results controller over it, and a coordinator that keeps a
//: terminal table in step: every commit becomes one batch, checked the way UIKit checks it.
import ResultsKit
import ResultsKitStore
import ResultsKitText

struct Arrival: Identifiable, Equatable {
  var id: String
  var platform: String
  var minutes: Int
}

//: How an arrival fills a table cell, and which reuse queue the cell comes from.
struct ArrivalRow: TableCellConfigurator {
  func configure(_ cell: TextCell, with arrival: Arrival, at path: ItemPath) {
    cell.text = arrival.id
    cell.detailText = "\(arrival.minutes) min"
  }

  func reuseIdentifier(for arrival: Arrival, at path: ItemPath) -> String { "arrival" }
}

//: The store, and the controller: sorted by minutes, a section per platform.
let store = ObjectStore<Arrival>()
let controller = ResultsController(
  store: store,
  request: FetchRequest(sortBy: [.ascending(\.minutes)], sectionBy: { "Platform \($0.platform)" }))
//: A terminal table that reads the controller through a data source, kept in step by a
//: coordinator (on iOS, the target would be your `UITableView`).
let table = TextTable(width: 30, height: 7)
table.register(TextCell.self, forCellReuseIdentifier: "arrival")
let dataSource = TableDataSource(configurator: ArrivalRow(), monitor: controller)
dataSource.showsSectionHeaders = true
table.dataSource = dataSource
let coordinator = ResultsCoordinator(target: table, monitor: controller)
try coordinator.loadData()

//: Each commit reaches the table as one batch.
try store.perform { transaction in
  try transaction.insert(Arrival(id: "Brixton", platform: "1", minutes: 4))
  try transaction.insert(Arrival(id: "Stratford", platform: "2", minutes: 2))
  try transaction.insert(Arrival(id: "Morden", platform: "1", minutes: 7))
}
print(table.render())
try store.perform { try $0.update("Brixton") { $0.minutes = 9 } }  // one batch: a move
print(table.render())
