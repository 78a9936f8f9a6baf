import ResultsKit
import ResultsKitViewSupport

/// A list's view as a coordinator's target, with the list's selection and scroll request kept
/// in step with each batch and reload.
///
/// The coordinator's calls go to the view (a `UICollectionView`, an `NSTableView`, a fake in
/// the tests) first; a batch the view rejects is rethrown, and the coordinator then reloads.
/// After the view has applied a batch, the target moves the selected rows along with it
/// (``SelectionTracker``), makes the view select exactly those rows, and scrolls to a waiting
/// request's object if the batch brought it in. After a reload it looks the selected objects
/// and the request up again. None of this reads more than the selected objects' rows and, when
/// needed, the rows the batch inserts: a batch costs what it changes, whatever the number of
/// rows.
///
/// While the list is paused (``isPaused``) the view is behind its monitor: a selection set from
/// outside, or a scroll request, waits until the reload or batch that ends the pause.
package final class ListTarget<Object: Identifiable>: Coordinatable {
  /// The view the batches go to.
  package let view: any ListPlatformView
  /// The monitor the view shows, read with every index checked.
  package let reader: MonitorReader<Object>
  /// The selected objects and their rows.
  package internal(set) var selection = SelectionTracker<Object.ID>()
  /// The scroll request waiting for its object.
  package internal(set) var pendingScroll = PendingScroll<Object.ID>()
  /// Whether the list keeps a selection; without one the view's own selection is left alone.
  package var tracksSelection = false
  /// Whether the view may be behind its monitor: look-ups wait for the end of the pause.
  package var isPaused = false
  /// Whether the view has been given the results once.
  package private(set) var hasLoaded = false
  /// Whether the target is changing the view (a batch, a reload, its selection): selection
  /// changes the view reports meanwhile are the target's own, not the user's.
  package internal(set) var isUpdatingView = false
  /// Called with the selected identifiers when the selection changes other than through
  /// ``setSelection(_:)``: the user chose rows, or objects went away.
  package var onSelectionChange: ((Set<Object.ID>) -> Void)?

  /// A target that applies batches to `view`, which shows `monitor`.
  ///
  /// - Parameters:
  ///   - view: The view; kept.
  ///   - monitor: The monitor the view's data source reads; kept.
  package init(view: any ListPlatformView, monitor: any ResultsMonitor<Object>) {
    self.view = view
    reader = MonitorReader(monitor: monitor)
  }

  /// The identifiers of the selected objects.
  package var selectedIDs: Set<Object.ID> { selection.ids }

  /// Reloads the view, then finds the selected objects and the waiting scroll request's object
  /// in the results, and selects and scrolls.
  ///
  /// - Complexity: One monitor look-up per selected object (and for the request), plus the
  ///   view's reload.
  package func reloadData() {
    isUpdatingView = true
    defer { isUpdatingView = false }
    view.reloadData()
    hasLoaded = true
    let dropped = tracksSelection ? selection.relocate(reader.path(ofObjectWithID:)) : []
    showSelection()
    if let scroll = pendingScroll.resolve(reader.path(ofObjectWithID:)) {
      view.scroll(to: scroll.path, animated: scroll.animated)
    }
    report(dropped)
  }

  /// Applies `batch` to the view, then moves the selection along, selects its rows, and
  /// scrolls to the waiting request's object if it is now shown.
  ///
  /// - Parameter batch: The changes, in UIKit's coordinates.
  /// - Throws: What the view throws for a batch that does not fit; the selection and the
  ///   request are left as they were (the coordinator then reloads).
  /// - Complexity: The view's work, plus O(*s* log *k*) for *s* selected objects and *k*
  ///   changes, plus one read per inserted row when a selected or requested object left its
  ///   row.
  package func apply(_ batch: ChangeBatch) throws {
    isUpdatingView = true
    defer { isUpdatingView = false }
    try view.apply(batch)
    var inserted: [ItemPath]?
    let insertedPaths = { [reader] () -> [ItemPath] in
      if let inserted { return inserted }
      let paths = batch.insertedPaths(itemCount: reader.numberOfItems(inSection:))
      inserted = paths
      return paths
    }
    var dropped: [Object.ID] = []
    if tracksSelection {
      dropped = selection.follow(
        batch, identifier: reader.rowID(at:), insertedPaths: insertedPaths)
      dropped += selection.resolve(reader.path(ofObjectWithID:))
    }
    showSelection()
    if let scroll = pendingScroll.resolveAfterBatch(
      identifier: reader.rowID(at:), insertedPaths: insertedPaths,
      path: reader.path(ofObjectWithID:))
    {
      view.scroll(to: scroll.path, animated: scroll.animated)
    }
    report(dropped)
  }

  /// Calls ``onSelectionChange`` when objects were dropped from the selection.
  private func report(_ dropped: [Object.ID]) {
    if !dropped.isEmpty { onSelectionChange?(selection.ids) }
  }

  /// Makes the view select exactly the rows of the located objects.
  ///
  /// - Complexity: O(*s* log *s*) for *s* selected rows, in the view and in the selection.
  func showSelection() {
    guard tracksSelection else { return }
    let wanted = Set(selection.located.values)
    let shown = Set(view.selectedPaths)
    let deselect = shown.subtracting(wanted).sorted()
    let select = wanted.subtracting(shown).sorted()
    let wasUpdating = isUpdatingView
    isUpdatingView = true
    defer { isUpdatingView = wasUpdating }
    if !deselect.isEmpty { view.setSelected(false, at: deselect) }
    if !select.isEmpty { view.setSelected(true, at: select) }
  }
}
