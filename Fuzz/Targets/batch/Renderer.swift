import ResultsKit
import ResultsKitText

/// A table or a grid, behind one interface.
protocol Renderer: Coordinatable {
  var scrollOffset: Int { get set }
  var selection: [ItemPath] { get }
  func select(_ path: ItemPath)
  func render() -> String
  /// `apply(_:)`, with its typed error.
  func applyBatch(_ batch: ChangeBatch) throws(BatchError)
}

extension TextTable: Renderer {
  var selection: [ItemPath] { indexPathsForSelectedRows }
  func select(_ path: ItemPath) { selectRow(at: path) }
  func render() -> String { render(ansi: false) }
  func applyBatch(_ batch: ChangeBatch) throws(BatchError) { try apply(batch) }
}

extension TextGrid: Renderer {
  var selection: [ItemPath] { indexPathsForSelectedItems }
  func select(_ path: ItemPath) { selectItem(at: path) }
  func render() -> String { render(ansi: false) }
  func applyBatch(_ batch: ChangeBatch) throws(BatchError) { try apply(batch) }
}

/// A renderer showing `source`, loaded, scrolled to `scroll` and with `selection` selected.
func makeRenderer(
  _ source: TokenSource, _ view: ViewSettings, scroll: Int, selection: [ItemPath]
) -> any Renderer {
  let renderer: any Renderer
  if view.grid {
    let grid = TextGrid(width: view.width, height: view.height, itemWidth: view.itemWidth)
    grid.register(TextCell.self, forCellWithReuseIdentifier: "token")
    grid.register(
      TextCell.self, forSupplementaryViewOfKind: TextGrid.sectionHeaderKind,
      withReuseIdentifier: "header")
    grid.dataSource = source
    grid.style = view.style
    grid.validation = view.recover ? .recover : .strict
    grid.allowsMultipleSelection = view.multipleSelection
    renderer = grid
  } else {
    let table = TextTable(width: view.width, height: view.height)
    table.register(TextCell.self, forCellReuseIdentifier: "token")
    table.dataSource = source
    table.style = view.style
    table.validation = view.recover ? .recover : .strict
    table.allowsMultipleSelection = view.multipleSelection
    renderer = table
  }
  renderer.reloadData()
  renderer.scrollOffset = scroll
  for path in selection { renderer.select(path) }
  return renderer
}
