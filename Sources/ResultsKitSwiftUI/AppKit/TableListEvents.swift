#if canImport(SwiftUI) && os(macOS)
  import SwiftUI

  /// What a list's table — its data source, its double-click target, its menu — asks of the
  /// list's host.
  @MainActor
  protocol TableListEvents: AnyObject {
    /// The table's selection changed.
    func selectionDidChange()
    /// The user double-clicked `row`.
    func performPrimaryAction(atRow row: Int)
    /// The swipe actions of `row` on `edge`; none for no swipe.
    func swipeActions(forRow row: Int, edge: HorizontalEdge) -> [ResultsListAction]
    /// The context menu items of `row`; none for no menu.
    func menuActions(forRow row: Int) -> [ResultsListAction]
  }
#endif
