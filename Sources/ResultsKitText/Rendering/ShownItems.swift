import ResultsKit
import ResultsKitAlgorithms

/// What a table or grid shows: its item counts, the lines of its sections and its scroll
/// position, the cells of its visible items, its selection, the marks of the last batch and
/// how it validates a batch, kept in step with batches the way UIKit keeps its views.
///
/// Both renderers own one, the core they share; through ``ShownItemsView`` they add the
/// layout (which items are visible, what heads a section) and the drawing.
///
/// A cell is *confirmed* when it was made while the view was in step with its data source:
/// during ``reload(counts:)`` or ``apply(_:map:counts:)`` and the layout that follows them.
/// A cell made by any other layout (a scroll or a resize) is *provisional*: the view may have
/// been behind its data source then (its coordinator paused, or the data changed before the
/// batch that describes it), so the data source answered for its current object at that index,
/// which is not necessarily the item the view counts there. A batch moves confirmed cells
/// with their items and drops provisional ones, so that the layout after it asks the data
/// source for them again at their new paths.
final class ShownItems {
  /// The number of items in each section as last loaded or applied: a batch's "before".
  private(set) var counts: [Int] = []
  /// The cells of the visible items.
  private(set) var cells: [ItemPath: TextCell] = [:]
  /// The items of ``cells`` whose cell is provisional (made outside a reload or a batch).
  private(set) var provisional: Set<ItemPath> = []
  /// The selected items, ascending.
  private(set) var selected: [ItemPath] = []
  /// Whether selecting adds to the selection instead of replacing it.
  var allowsMultipleSelection = false
  /// What the last batch inserted, moved and updated.
  private(set) var marks = BatchMarks.none
  /// The registered cell classes and the reuse queues.
  var pool = ReusePool()
  /// Where each section's lines start, and which sections have a header line.
  var lines = SectionLines()
  /// The first visible line: the view's `scrollOffset`.
  var firstLine = 0
  /// What the view's `apply` does with a batch that does not fit.
  var validation = ValidationMode.strict
  /// Called with the error of a batch that did not fit, in ``ValidationMode/recover`` mode,
  /// before the view reloads.
  var onInconsistency: ((BatchError) -> Void)?
  /// The item whose cell is being configured again: dequeuing for it returns that cell.
  private var reconfiguring: ItemPath?
  /// The name of the renderer, for diagnostics.
  private let owner: String

  init(owner: String) {
    self.owner = owner
  }

  /// The item counts a data source gives: `items(s)` for each of its `sections` sections;
  /// negative answers count as 0.
  static func counts(sections: Int, items: (Int) -> Int) -> [Int] {
    (0..<Swift.max(0, sections)).map { Swift.max(0, items($0)) }
  }

  /// The number of items shown in `section`; 0 for a section that is not shown.
  func count(inSection section: Int) -> Int {
    counts.indices.contains(section) ? counts[section] : 0
  }

  /// Whether `path` names an item that is shown.
  func contains(_ path: ItemPath) -> Bool {
    counts.indices.contains(path.section) && path.item >= 0 && path.item < counts[path.section]
  }

  /// A cell for the item at `path`: its own cell while it is being configured again, else a
  /// queued or new cell (a plain `TextCell`, reported once, for an unregistered identifier).
  func dequeue(_ identifier: String, for path: ItemPath) -> TextCell {
    if let reconfiguring, reconfiguring == path, let cell = cells[path],
      cell.reuseIdentifier == identifier
    {
      return cell
    }
    let (cell, firstMiss) = pool.dequeue(identifier)
    if firstMiss {
      StandardError.write(
        "\(owner): unable to dequeue a cell with identifier \"\(identifier)\": no class is "
          + "registered for it; using a plain TextCell. Register one with register(_:for…).")
    }
    return cell
  }

  /// Shows `counts` from scratch: every cell goes back to its queue, and the selection and
  /// the marks are cleared (as `reloadData()` does in UIKit).
  func reload(counts: [Int]) {
    for cell in cells.values { pool.enqueue(cell) }
    cells = [:]
    provisional = []
    selected = []
    marks = .none
    self.counts = counts
  }

  /// Checks `batch` against the counts shown and `after`, the data source's counts, as UIKit
  /// does, and handles a batch that does not fit the way ``validation`` says.
  ///
  /// - Returns: Whether the renderer goes on with the batch; `false` after a recovery (the
  ///   error reported through ``onInconsistency``, the renderer reloaded through `reload`).
  /// - Throws: In ``ValidationMode/strict`` mode, the error of a batch that does not fit;
  ///   nothing has changed then.
  func admits(_ batch: ChangeBatch, after: [Int], reload: () -> Void) throws(BatchError) -> Bool {
    do {
      try batch.validate(before: counts, after: after)
      return true
    } catch {
      guard validation == .recover else { throw error }
      onInconsistency?(error)
      reload()
      return false
    }
  }

  /// Carries the cells and the selection through a batch that passed validation (whose path
  /// map is `map`), and shows `counts`, the counts after it.
  ///
  /// Cells of deleted and reloaded items, and provisional cells, go back to their queues; the
  /// others move with their items. Deleted items leave the selection; moved ones stay selected.
  ///
  /// - Complexity: O(*k* log *k* + (*v* + *m*) log *k*) for *k* changes, *v* cells and *m*
  ///   selected items.
  func apply(_ batch: ChangeBatch, map: ItemPathMap, counts: [Int]) {
    let reloaded = batch.reloadedItems.ascending()
    var moved: [ItemPath: TextCell] = [:]
    moved.reserveCapacity(cells.count)
    for (path, cell) in cells {
      if !provisional.contains(path), !reloaded.containsSorted(path),
        let after = map.pathAfter(path)
      {
        moved[after] = cell
      } else {
        pool.enqueue(cell)
      }
    }
    cells = moved
    provisional = []
    selected = selected.compactMap(map.pathAfter).ascending()
    marks = BatchMarks(batch, map: map)
    self.counts = counts
  }

  /// Gives exactly the items `visible` cells: the others' cells go back to their queues, and
  /// `makeCell` (the data source) is asked for each visible item without one.
  ///
  /// - Parameters:
  ///   - visible: The items in view.
  ///   - confirmed: Whether the view is in step with its data source: it is laying out after
  ///     a reload or a batch. Otherwise the new cells are provisional.
  ///   - makeCell: The data source's cell for an item.
  /// - Returns: The items that got a new cell.
  @discardableResult
  func show(
    _ visible: [ItemPath], confirmed: Bool, makeCell: (ItemPath) -> TextCell?
  ) -> Set<ItemPath> {
    let wanted = Set(visible)
    for (path, cell) in cells where !wanted.contains(path) {
      pool.enqueue(cell)
      cells[path] = nil
      provisional.remove(path)
    }
    var made: Set<ItemPath> = []
    for path in visible where cells[path] == nil {
      guard let cell = makeCell(path) else { continue }
      cells[path] = cell
      made.insert(path)
    }
    if !confirmed { provisional.formUnion(made) }
    return made
  }

  /// Asks `makeCell` again for the items of `paths` that have a cell and are not in `fresh`;
  /// while it runs, dequeuing for the item returns its own cell (UIKit's reconfigure).
  func reconfigure(
    _ paths: [ItemPath], skipping fresh: Set<ItemPath>, makeCell: (ItemPath) -> TextCell?
  ) {
    for path in paths where !fresh.contains(path) {
      guard let old = cells[path] else { continue }
      reconfiguring = path
      let cell = makeCell(path)
      reconfiguring = nil
      guard let cell, cell !== old else { continue }
      pool.enqueue(old)
      cells[path] = cell
    }
  }

  /// Marks the item at `path` as updated in place (its visible cell was configured again
  /// after the last batch), until the next batch or reload replaces the marks.
  func markUpdatedInPlace(_ path: ItemPath) {
    guard cells[path] != nil else { return }
    marks.markUpdated(path)
  }

  /// Selects the item at `path`, or clears the selection when `path` is `nil`.
  ///
  /// Selecting replaces the selection unless ``allowsMultipleSelection``. An item that is not
  /// shown is ignored.
  func select(_ path: ItemPath?) {
    guard let path else {
      selected = []
      return
    }
    guard contains(path) else { return }
    if !allowsMultipleSelection {
      selected = [path]
    } else if !selected.containsSorted(path) {
      selected = (selected + [path]).sorted()
    }
  }

  /// Removes the item at `path` from the selection.
  func deselect(_ path: ItemPath) {
    selected.removeAll { $0 == path }
  }
}
