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
  var destination: String
  var minutes: Int
}

//: How an arrival fills a table cell, and which reuse queue the cell comes from.
struct ArrivalRow: TableCellConfigurator {
  func configure(_ cell: TextCell, with arrival: Arrival, at path: ItemPath) {
    cell.text = arrival.destination
    cell.detailText = "\(arrival.minutes) min"
  }

  func reuseIdentifier(for arrival: Arrival, at path: ItemPath) -> String { "arrival" }
}

//: The store, and a fetch sorted by time with one section per platform.
let store = ObjectStore<Arrival>()
let controller = ResultsController(
  store: store,
  request: FetchRequest(sortBy: [.ascending(\.minutes)], sectionBy: { "Platform \($0.platform)" }))

//: A table and its data source (the table holds it weakly, as UIKit does).
let table = TextTable(width: 36, height: 8)
table.register(TextCell.self, forCellReuseIdentifier: "arrival")
let dataSource = TableDataSource(configurator: ArrivalRow(), monitor: controller)
dataSource.showsSectionHeaders = true
table.dataSource = dataSource

//: A target of our own in front of the table, to print each batch as it is applied.
final class PrintingTarget: Coordinatable {
  let table: TextTable
  init(_ table: TextTable) { self.table = table }
  func reloadData() { table.reloadData() }
  func apply(_ batch: ChangeBatch) throws {
    print(batch)
    try table.apply(batch)
  }
}

//: The coordinator: it fetches, subscribes and reloads the table; from then on every commit
//: arrives as one batch, and changed rows are configured again in their visible cells.
let coordinator = ResultsCoordinator(
  target: PrintingTarget(table), monitor: controller,
  updateCell: ArrivalRow().makeUpdateVisibleCell(table))
try coordinator.loadData()

try store.perform { transaction in
  try transaction.insert(Arrival(id: "t1", platform: "1", destination: "Brixton", minutes: 4))
  try transaction.insert(Arrival(id: "t2", platform: "2", destination: "Stratford", minutes: 2))
  try transaction.insert(Arrival(id: "t3", platform: "1", destination: "Morden", minutes: 7))
}
print(table.render())

//: Two minutes later: the countdown changes every row; a delay puts Brixton behind Morden.
try store.perform { transaction in
  try transaction.update("t1") { $0.minutes = 9 }
  try transaction.update("t2") { $0.minutes = 0 }
  try transaction.update("t3") { $0.minutes = 5 }
}
print(table.render())

//: Stratford departs, and platform 2 with it; a new train arrives on platform 3.
try store.perform { transaction in
  try transaction.delete("t2")
  try transaction.insert(Arrival(id: "t4", platform: "3", destination: "Epping", minutes: 6))
}
print(table.render())
