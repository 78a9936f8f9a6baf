import ResultsKit
import ResultsKitText

/// A table or a grid showing `source`, loaded, scrolled to `scroll` and with `selection`
/// selected: from here on the checks drive it through `TextResultsView` alone.
func makeRenderer(
  _ source: TokenSource, _ view: ViewSettings, scroll: Int, selection: [ItemPath]
) -> any TextResultsView {
  let renderer: any TextResultsView
  if view.grid {
    let grid = TextGrid(width: view.width, height: view.height, itemWidth: view.itemWidth)
    grid.register(TextCell.self, forCellWithReuseIdentifier: "token")
    grid.register(
      TextCell.self, forSupplementaryViewOfKind: TextGrid.sectionHeaderKind,
      withReuseIdentifier: "header")
    grid.dataSource = source
    renderer = grid
  } else {
    let table = TextTable(width: view.width, height: view.height)
    table.register(TextCell.self, forCellReuseIdentifier: "token")
    table.dataSource = source
    renderer = table
  }
  renderer.style = view.style
  renderer.validation = view.recover ? .recover : .strict
  renderer.allowsMultipleSelection = view.multipleSelection
  renderer.reloadData()
  renderer.scrollOffset = scroll
  for path in selection { renderer.select(path) }
  return renderer
}
