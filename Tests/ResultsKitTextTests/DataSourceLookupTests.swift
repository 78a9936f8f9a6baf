import ResultsKit
import ResultsKitStore
import ResultsKitTesting
import ResultsKitText
import Testing

/// The data sources find an object's path through their monitor's own lookup: over a map of a
/// controller that is the controller's index, for tables and grids alike.
@Suite("Data sources: itemPath(for:) through the monitor")
struct DataSourceLookupTests {
  struct Train: Identifiable, Equatable {
    var id: Int
    var time: Int
  }

  struct Row: Identifiable, Equatable {
    var id: Int
    var label: String
  }

  final class RowConfigurator: TableCellConfigurator, GridCellConfigurator {
    func configure(_ cell: TextCell, with row: Row, at path: ItemPath) { cell.text = row.label }
    func reuseIdentifier(for row: Row, at path: ItemPath) -> String { "row" }
  }

  /// Counts the calls of a transform.
  final class Counter {
    var value = 0
  }

  /// A controller of `count` trains, mapped to rows by a counting transform.
  func mappedController(_ count: Int) throws -> (
    ResultsController<Train>, MappedMonitor<ResultsController<Train>, Row>, Counter
  ) {
    let store = try ObjectStore((0..<count).map { Train(id: $0, time: count - $0) })
    let controller = ResultsController(
      store: store, request: FetchRequest(sortBy: [.ascending(\.time)]))
    controller.performFetch()
    let transforms = Counter()
    let rows = controller.map { train in
      transforms.value += 1
      return Row(id: train.id, label: "\(train.time)")
    }
    return (controller, rows, transforms)
  }

  @Test("A table over map of 10,000 finds a row with one transform, not a scan")
  func tableOverMap() throws {
    let (_, rows, transforms) = try mappedController(10_000)
    let source = TableDataSource(configurator: RowConfigurator(), monitor: rows)
    transforms.value = 0
    // A stale copy (another label) finds the row by its identifier.
    #expect(source.itemPath(for: Row(id: 9_000, label: "old")) == ItemPath(item: 999, section: 0))
    #expect(transforms.value <= 1)
    #expect(source.itemPath(for: Row(id: 10_000, label: "")) == nil)
  }

  @Test("A grid over map of 10,000 finds an item with one transform, and selects by object")
  func gridOverMap() throws {
    let (_, rows, transforms) = try mappedController(10_000)
    let source = GridDataSource(configurator: RowConfigurator(), monitor: rows)
    transforms.value = 0
    #expect(source.itemPath(for: Row(id: 1, label: "")) == ItemPath(item: 9_998, section: 0))
    #expect(transforms.value <= 1)
    #expect(source.itemPath(for: Row(id: -1, label: "")) == nil)
    #expect(firstPath(of: [Row(id: 9_999, label: "")], in: source) == ItemPath(item: 0, section: 0))
  }

  /// Through the `TableSelection` requirements, as the selection helpers use them.
  func firstPath<S: TableSelection>(of objects: [S.Object], in selection: S) -> ItemPath? {
    objects.lazy.compactMap(selection.itemPath(for:)).first
  }

  @Test("A grid over a monitor without a lookup of its own finds an item by a scan")
  func gridOverScriptedMonitor() {
    let monitor = ScriptedMonitor(sections: [
      ResultsSection(name: "a", objects: [Row(id: 1, label: "one")]),
      ResultsSection(name: "b", objects: [Row(id: 2, label: "two"), Row(id: 3, label: "three")]),
    ])
    let source = GridDataSource(configurator: RowConfigurator(), monitor: monitor)
    #expect(source.itemPath(for: Row(id: 3, label: "")) == ItemPath(item: 1, section: 1))
    #expect(source.itemPath(for: Row(id: 4, label: "")) == nil)
    #expect(source.object(at: ItemPath(item: 0, section: 1)) == Row(id: 2, label: "two"))
  }
}
