import ResultsKit
import ResultsKitReplay
import ResultsKitStore
import ResultsKitText

/// The table or the grid of a `ReplayRun`: what the steps do to it, and the fresh view the
/// checks compare it with.
protocol FuzzedView: AnyObject {
  /// `"table"` or `"grid"`.
  var name: String { get }
  /// The view itself.
  var view: any TextResultsView { get }
  /// Makes the view's data source over `controller` (the view holds it weakly; this keeps
  /// it) and hands it to the view.
  func attach(to controller: ResultsController<ReplayObject>)
  /// An `updateCell` closure for the view's coordinator, from `makeUpdateVisibleCell`.
  func makeUpdateCell() -> ResultsCoordinator<ReplayObject>.UpdateCell
  /// The view's settings, for traces and messages.
  var settings: String { get }
  /// What a new view with the same data source, settings, scroll offset and selection
  /// renders after `reloadData()`, and the scroll offset it keeps; `nil` before `attach`.
  func freshRender() -> (frame: String, scrollOffset: Int)?
  /// Scrolls or selects as the input says; says what it did.
  func selectOrScroll(_ input: inout FuzzInput) -> String
  /// Resizes or restyles as the input says; says what it did.
  func reshape(_ input: inout FuzzInput) -> String
}

extension FuzzedView {
  var width: Int { view.width }
  var height: Int { view.height }
  var scrollOffset: Int { view.scrollOffset }
  /// The item counts the view shows.
  var counts: [Int] { (0..<view.numberOfSections).map { view.numberOfItems(inSection: $0) } }
  /// The selected paths, ascending.
  var selected: [ItemPath] { view.selectedPaths }

  func render() -> String { view.render() }

  /// `fresh`, a new view of the same kind, settings and data source, loaded, with the view's
  /// selection and scroll offset: what it renders, and the scroll offset it keeps.
  func render(fresh: some TextResultsView) -> (frame: String, scrollOffset: Int) {
    fresh.reloadData()
    fresh.allowsMultipleSelection = true
    for path in view.selectedPaths { fresh.select(path) }
    fresh.scrollOffset = view.scrollOffset
    return (fresh.render(), fresh.scrollOffset)
  }
}

extension FuzzInput {
  /// A path to scroll to or select: mostly small, sometimes out of range or negative.
  mutating func itemPath() -> ItemPath {
    ItemPath(item: int(in: -1...9), section: int(in: -1...4))
  }

  /// A style.
  mutating func style() -> TextStyle {
    choose([.unicode, .ascii, .plain])
  }
}
