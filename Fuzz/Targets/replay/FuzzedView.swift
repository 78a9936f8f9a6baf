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
  var view: any Coordinatable { get }
  /// Makes the view's data source over `controller` (the view holds it weakly; this keeps
  /// it) and hands it to the view.
  func attach(to controller: ResultsController<ReplayObject>)
  /// An `updateCell` closure for the view's coordinator, from `makeUpdateVisibleCell`.
  func makeUpdateCell() -> ResultsCoordinator<ReplayObject>.UpdateCell
  var width: Int { get }
  var height: Int { get }
  var scrollOffset: Int { get }
  /// The item counts the view shows.
  var counts: [Int] { get }
  /// The selected paths, ascending.
  var selected: [ItemPath] { get }
  /// The view's settings, for traces and messages.
  var settings: String { get }
  func render() -> String
  /// What a new view with the same data source, settings, scroll offset and selection
  /// renders after `reloadData()`, and the scroll offset it keeps; `nil` before `attach`.
  func freshRender() -> (frame: String, scrollOffset: Int)?
  /// Scrolls or selects as the input says; says what it did.
  func selectOrScroll(_ input: inout FuzzInput) -> String
  /// Resizes or restyles as the input says; says what it did.
  func reshape(_ input: inout FuzzInput) -> String
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
