import ResultsKit
import ResultsKitText
import Testing

/// One scripted scenario played through `any TextResultsView`, once with a table and once with
/// a grid: both views answer the same way, without the script asking which one it drives.
@Suite("TextResultsView")
struct TextResultsViewTests {
  /// The two views of the scenario, laid out alike: plain, 3 lines high, one item per line.
  enum Kind: String, CaseIterable, CustomTestStringConvertible {
    case table, grid

    var testDescription: String { rawValue }

    /// A loaded view of this kind showing `source`.
    func make(_ source: ArraySource) -> any TextResultsView {
      switch self {
      case .table: loadedTable(source, width: 12, height: 3, style: .plain)
      case .grid: loadedGrid(source, width: 12, height: 3, itemWidth: 12, style: .plain)
      }
    }
  }

  @Test(arguments: Kind.allCases)
  func theSameScriptGivesTheSameAnswers(_ kind: Kind) throws {
    let source = ArraySource([["a", "b", "c", "d", "e", "f"]])
    let view = kind.make(source)
    #expect(view.numberOfSections == 1)
    #expect(view.numberOfItems(inSection: 0) == 6)
    #expect(view.numberOfItems(inSection: 3) == 0)
    #expect(view.visiblePaths == [item(0), item(1), item(2)])
    #expect(view.cell(at: item(1))?.text == "b")
    #expect(view.cell(at: item(4)) == nil)
    #expect(lines(view.render()).map(trimmed) == ["a", "b", "c"])

    view.scroll(to: item(4))
    #expect(view.scrollOffset == 2)
    #expect(view.visiblePaths == [item(2), item(3), item(4)])
    view.scrollOffset = 100
    #expect(view.scrollOffset == 3)
    view.scroll(to: item(0))
    #expect(view.scrollOffset == 0)

    view.select(item(1))
    view.select(item(3))
    #expect(view.selectedPaths == [item(3)])
    view.allowsMultipleSelection = true
    view.select(item(1))
    view.select(item(9))
    #expect(view.selectedPaths == [item(1), item(3)])
    view.deselect(item(3))
    #expect(view.selectedPaths == [item(1)])
    #expect(lines(view.render())[1].hasPrefix(">"))

    // A batch: the selection follows its item, the new item gets a cell.
    source.sections[0].insert("z", at: 0)
    try view.apply(ChangeBatch(insertedItems: [item(0)]))
    #expect(view.numberOfItems(inSection: 0) == 7)
    #expect(view.selectedPaths == [item(2)])
    #expect(view.cell(at: item(0))?.text == "z")
    #expect(view.render(ansi: true).contains(ansiGreen))

    // Strict validation: a batch that does not fit is refused and changes nothing.
    let before = view.render()
    #expect(view.validation == .strict)
    #expect(throws: BatchError.self) { try view.apply(ChangeBatch(insertedItems: [item(0)])) }
    #expect(view.render() == before)
    #expect(view.selectedPaths == [item(2)])

    // Recover: reported through onInconsistency, then reloaded (the selection cleared).
    var reported: [BatchError] = []
    view.validation = .recover
    view.onInconsistency = { reported.append($0) }
    try view.apply(ChangeBatch(deletedItems: [item(0)]))
    #expect(reported.count == 1)
    #expect(view.selectedPaths.isEmpty)
    #expect(view.numberOfItems(inSection: 0) == 7)

    // A visible cell configured again in place is marked as updated; another is left alone.
    let configured = view.reconfigureVisibleCell(at: item(1), as: TextCell.self) {
      $0.text = "A!"
    }
    #expect(configured)
    #expect(!view.reconfigureVisibleCell(at: item(6), as: TextCell.self) { $0.text = "x" })
    #expect(!view.reconfigureVisibleCell(at: item(0), as: UnusedCell.self) { _ in })
    #expect(lines(view.render()).map(trimmed) == ["z", "A!", "b"])
    #expect(view.render(ansi: true).contains(ansiYellow + " A!"))

    view.reloadData()
    #expect(lines(view.render()).map(trimmed) == ["z", "a", "b"])
    withExtendedLifetime(source) {}
  }

  @Test(arguments: Kind.allCases)
  func aTableAndAGridRenderTheSameScriptAlike(_ kind: Kind) throws {
    // The frames of both kinds after the same steps, each compared with the table's.
    func frames(_ kind: Kind) throws -> [String] {
      let source = ArraySource([["a", "b", "c", "d"]])
      let view = kind.make(source)
      var frames = [view.render()]
      view.select(item(2))
      view.scroll(to: item(3))
      frames.append(view.render())
      source.sections[0].remove(at: 0)
      try view.apply(ChangeBatch(deletedItems: [item(0)]))
      frames.append(view.render())
      withExtendedLifetime(source) {}
      return frames.map { lines($0).map(trimmed).joined(separator: "|") }
    }
    #expect(try frames(kind) == frames(.table))
    #expect(try frames(kind) == ["a|b|c", "b|>c|d", "b|>c|d"])
  }

  @Test(arguments: Kind.allCases)
  func makeUpdateVisibleCellWorksForAnyView(_ kind: Kind) {
    let source = ArraySource([["a", "b"]])
    let view = kind.make(source)
    let update = LetterConfigurator().makeUpdateVisibleCell(in: view)
    update(item(1), "B")
    update(item(5), "X")
    #expect(lines(view.render()).map(trimmed) == ["a", "B!", ""])
    #expect(view.render(ansi: true).contains(ansiYellow + " B!"))
    withExtendedLifetime(source) {}
  }

  @Test func theClosureHoldsTheViewWeakly() {
    let source = ArraySource([["a"]])
    weak var weakGrid: TextGrid?
    var update: ((ItemPath, String) -> Void)?
    do {
      let grid = loadedGrid(source)
      weakGrid = grid
      update = LetterConfigurator().makeUpdateVisibleCell(in: grid)
    }
    #expect(weakGrid == nil)
    update?(item(0), "a")
    withExtendedLifetime(source) {}
  }

  private func item(_ item: Int) -> ItemPath {
    ItemPath(item: item, section: 0)
  }

  /// `line` without the spaces at its ends.
  private func trimmed(_ line: String) -> String {
    String(String(line.drop { $0 == " " }.reversed()).drop { $0 == " " }.reversed())
  }
}

/// The escape code of an updated item's colour, yellow.
private let ansiYellow = "\u{1B}[33m"
/// The escape code of an inserted item's colour, green.
private let ansiGreen = "\u{1B}[32m"

/// A cell class the views in these tests never make.
private final class UnusedCell: TextCell {}

/// Fills a cell with the letter and `!`, as a table or a grid configurator.
private struct LetterConfigurator: TableCellConfigurator, GridCellConfigurator {
  func configure(_ cell: TextCell, with letter: String, at path: ItemPath) {
    cell.text = letter + "!"
  }

  func reuseIdentifier(for letter: String, at path: ItemPath) -> String { "row" }
}
