import ResultsKit
import ResultsKitText
import Testing

/// `TableSelection` selects objects in a grid, and in any text view through `TextResultsView`,
/// as it does in a table.
@Suite("Selection by object in a grid")
struct GridSelectionTests {
  /// A `TableSelection` of its own over an `ArraySource`: the object of a path is its string.
  struct Letters: TableSelection {
    let source: ArraySource

    func object(at path: ItemPath) -> String {
      source.sections[path.section][path.item]
    }

    func itemPath(for letter: String) -> ItemPath? {
      for (section, letters) in source.sections.enumerated() {
        if let item = letters.firstIndex(of: letter) {
          return ItemPath(item: item, section: section)
        }
      }
      return nil
    }
  }

  @Test func selectsTheItemsOfObjectsInAGrid() {
    let source = ArraySource([["a", "b", "c"], ["d", "e"]])
    let grid = loadedGrid(source)
    let letters = Letters(source: source)
    grid.allowsMultipleSelection = true
    letters.select(["e", "missing", "b"], in: grid)
    #expect(
      grid.indexPathsForSelectedItems == [
        ItemPath(item: 1, section: 0), ItemPath(item: 1, section: 1),
      ])
    #expect(letters.selectedObjects(in: grid) == ["b", "e"])
    #expect(letters.selectedObject(in: grid) == "b")
    withExtendedLifetime(source) {}
  }

  @Test func withoutMultipleSelectionTheLastObjectWins() {
    let source = ArraySource([["a", "b", "c"]])
    let grid = loadedGrid(source)
    let letters = Letters(source: source)
    letters.select(["a", "c"], in: grid)
    #expect(letters.selectedObjects(in: grid) == ["c"])
    grid.selectItem(at: nil)
    #expect(letters.selectedObject(in: grid) == nil)
    #expect(letters.selectedObjects(in: grid).isEmpty)
    withExtendedLifetime(source) {}
  }

  @Test func theSelectedObjectsFollowABatch() throws {
    let source = ArraySource([["a", "b", "c"]])
    let grid = loadedGrid(source)
    let letters = Letters(source: source)
    letters.select(["b"], in: grid)
    source.sections[0].insert("z", at: 0)
    try grid.apply(ChangeBatch(insertedItems: [ItemPath(item: 0, section: 0)]))
    #expect(grid.indexPathsForSelectedItems == [ItemPath(item: 2, section: 0)])
    #expect(letters.selectedObject(in: grid) == "b")
    withExtendedLifetime(source) {}
  }

  @Test func worksThroughTheProtocolForATableToo() {
    let source = ArraySource([["a", "b", "c"]])
    let views: [any TextResultsView] = [loadedTable(source), loadedGrid(source)]
    let letters = Letters(source: source)
    for view in views {
      view.allowsMultipleSelection = true
      letters.select(["c", "a"], in: view)
      #expect(view.selectedPaths == [ItemPath(item: 0, section: 0), ItemPath(item: 2, section: 0)])
      #expect(letters.selectedObjects(in: view) == ["a", "c"])
      #expect(letters.selectedObject(in: view) == "a")
    }
    // The table's own spellings still answer the same.
    if let table = views.first as? TextTable {
      #expect(letters.selectedObjects(in: table) == ["a", "c"])
    }
    withExtendedLifetime(source) {}
  }

  @Test func listTableDataSourceSelectsInAGrid() {
    // A ListTableDataSource is a table's data source, but its objects' paths are the grid's
    // too when the grid shows the same list.
    let list = ListTableDataSource(configurator: Letter(), objects: ["x", "y", "z"])
    let source = ArraySource([list.objects])
    let grid = loadedGrid(source)
    list.select(["z"], in: grid)
    #expect(grid.indexPathsForSelectedItems == [ItemPath(item: 2, section: 0)])
    #expect(list.selectedObject(in: grid) == "z")
    withExtendedLifetime(source) {}
  }

  /// Cells for letters.
  struct Letter: TableCellConfigurator {
    func configure(_ cell: TextCell, with letter: String, at path: ItemPath) {
      cell.text = letter
    }

    func reuseIdentifier(for letter: String, at path: ItemPath) -> String { "row" }
  }
}
