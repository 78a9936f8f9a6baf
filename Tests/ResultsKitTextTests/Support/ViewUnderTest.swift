import ResultsKit
import ResultsKitTesting
import ResultsKitText

/// A table or a grid of the catch-up model tests: what the tests do to it, and what a fresh
/// view of the same settings renders.
protocol ViewUnderTest: AnyObject {
  /// `"table"` or `"grid"`.
  var name: String { get }
  /// The view itself.
  var view: any TextResultsView { get }
  /// An `updateCell` closure for the view's coordinator, from the configurator's
  /// `makeUpdateVisibleCell`.
  var updateCell: (ItemPath, Card) -> Void { get }
  /// The view's settings, for messages.
  var settings: String { get }
  /// What a new view with the same data source, settings, scroll offset and selection renders
  /// after `reloadData()`, and the scroll offset it keeps.
  func freshRender() -> (frame: String, scrollOffset: Int)
  /// A random change of size, style or scroll position, or a selection; says what it did.
  func layoutStep(_ random: inout SeededRandomNumberGenerator) -> String
}

extension ViewUnderTest {
  var width: Int { view.width }
  var height: Int { view.height }
  var scrollOffset: Int { view.scrollOffset }
  /// The item counts the view shows.
  var counts: [Int] { (0..<view.numberOfSections).map { view.numberOfItems(inSection: $0) } }

  func render() -> String { view.render() }

  /// What `fresh`, a new view of the same kind, settings and data source, renders once
  /// loaded with the view's selection and scroll offset, and the scroll offset it keeps.
  func render(fresh: some TextResultsView) -> (frame: String, scrollOffset: Int) {
    fresh.reloadData()
    fresh.allowsMultipleSelection = true
    for path in view.selectedPaths { fresh.select(path) }
    fresh.scrollOffset = view.scrollOffset
    return (fresh.render(), fresh.scrollOffset)
  }

  /// A style chosen at random.
  static func randomStyle(_ random: inout SeededRandomNumberGenerator) -> TextStyle {
    [TextStyle.unicode, .ascii, .plain][random.next(below: 3)]
  }

  /// A width for a step: mostly wide enough to tell the cards apart, sometimes narrow.
  func randomWidth(_ random: inout SeededRandomNumberGenerator) -> Int {
    random.next(below: 4) == 0 ? random.next(below: 20) : 20 + random.next(below: 41)
  }

  /// A path for a step to scroll to or select: mostly one the view shows, sometimes not.
  func randomPath(_ random: inout SeededRandomNumberGenerator) -> ItemPath {
    let counts = counts
    let section = random.next(below: counts.count + 1)
    let items = counts.indices.contains(section) ? counts[section] : 1
    return ItemPath(item: random.next(below: items + 1), section: section)
  }

  /// Problems with the frame's shape: exactly `height` lines of `width` columns.
  func shapeProblems(_ frame: String) -> [String] {
    guard height > 0 else { return frame.isEmpty ? [] : ["a view 0 lines high renders text"] }
    let frameLines = lines(frame)
    var problems: [String] = []
    if frameLines.count != height {
      problems.append("\(frameLines.count) lines instead of \(height)")
    }
    for line in frameLines where line.displayWidth != max(0, width) {
      problems.append("a line of \(line.displayWidth) columns instead of \(width): \"\(line)\"")
    }
    return problems
  }
}
