import ResultsKit
import ResultsKitStore
import ResultsKitText
import Testing

/// A to-do table whose sections are in an order of their own and titled apart from their
/// names, rendered through a controller and a coordinator.
@Suite struct SectionTitleRenderTests {
  struct Todo: Identifiable, Equatable {
    var id: Int
    var title: String
    var done = false
  }

  struct TodoRow: TableCellConfigurator {
    func configure(_ cell: TextCell, with todo: Todo, at path: ItemPath) {
      cell.text = todo.title
    }
    func reuseIdentifier(for todo: Todo, at path: ItemPath) -> String { "todo" }
  }

  @Test func openAboveDoneTitledForPeopleWithAMatchingIndex() throws {
    let store = try ObjectStore([
      Todo(id: 1, title: "milk", done: true), Todo(id: 2, title: "bread"),
    ])
    let controller = ResultsController(
      store: store,
      request: FetchRequest(
        sortBy: [.ascending(\.title)], sectionBy: { $0.done ? "done" : "open" },
        sectionOrder: .listed(["open", "done"])))
    let title = { (name: String) in name == "open" ? "To do" : "Done" }
    controller.sectionIndexTitleFormatter = { String(title($0).prefix(1)) }

    let table = TextTable(width: 24, height: 7)
    table.register(TextCell.self, forCellReuseIdentifier: "todo")
    let dataSource = TableDataSource(configurator: TodoRow(), monitor: controller)
    dataSource.showsSectionHeaders = true
    dataSource.showsSectionIndex = true
    dataSource.sectionTitleFormatter = title
    table.dataSource = dataSource
    let coordinator = ResultsCoordinator(target: table, monitor: controller)
    try coordinator.loadData()
    try store.perform { try $0.insert(Todo(id: 3, title: "eggs")) }

    #expect(controller.sections.map(\.name) == ["open", "done"])
    #expect(dataSource.sectionIndexTitles(for: table) == ["T", "D"])
    #expect(dataSource.table(table, sectionForSectionIndexTitle: "D", at: 1) == 1)
    #expect(
      table.render() == """
        ┌────────────────────┬─┐
        ├─ To do ────────────┤T│
        │ bread              │D│
        │ eggs               │ │
        ├─ Done ─────────────┤ │
        │ milk               │ │
        └────────────────────┴─┘
        """)
  }
}
