import ResultsKit
import ResultsKitSwiftUI
import TestSupport

/// A stand-in for a list's `UICollectionView` or `NSTableView`: it shows rows (an identifier,
/// a version, a selected flag), replays each batch on them the way UIKit does, and holds every
/// call to the rules a real view enforces.
///
/// Its data source is `dataSource`, the rows of the monitor's results now. A batch is validated
/// and replayed with `ChangeBatch.applied(to:taking:)`: kept and moved rows keep their
/// content and their selection, inserted and reloaded rows are taken from the data source
/// unselected (a reloaded cell is a new cell). A reload shows the data source and clears the
/// selection, the worst a real view may do. ``updateRow(at:with:)`` is the coordinator's
/// `updateCell`: it sets a row's content in place, keeping its selection.
///
/// Anything a real view would reject — selecting, scrolling to or updating a row it does not
/// show — is listed in ``violations``.
final class FakeListView: ListPlatformView {
  struct Row: Equatable, CustomStringConvertible {
    var id: Int
    var version: Int
    var isSelected = false

    var description: String { "\(id).\(version)\(isSelected ? "*" : "")" }
  }

  /// The rows of the results now, as the data source answers.
  let dataSource: () -> [[Row]]
  /// The rows shown.
  private(set) var shown: [[Row]] = []
  private(set) var reloads = 0
  private(set) var batches: [ChangeBatch] = []
  private(set) var rowsUpdatedInPlace = 0
  private(set) var scrolls: [(path: ItemPath, id: Int, animated: Bool)] = []
  private(set) var selectionCalls = 0
  private(set) var violations: [String] = []
  /// Called inside `apply` after the replay: a real view may report a selection change then.
  var duringApply: (() -> Void)?

  init(dataSource: @escaping () -> [[Row]]) {
    self.dataSource = dataSource
  }

  /// A view whose data source is `monitor`'s results, read directly (not through the list).
  convenience init(monitor: some ResultsMonitor<SnapshotItem>) {
    self.init {
      monitor.sections.map { $0.objects.map { Row(id: $0.id, version: $0.version) } }
    }
  }

  /// The rows shown, without their selection: what a test compares with the results.
  var content: [[Row]] {
    shown.map { $0.map { Row(id: $0.id, version: $0.version) } }
  }

  /// The identifiers of the rows shown selected.
  var selectedIDs: Set<Int> {
    Set(shown.flatMap { $0.filter(\.isSelected).map(\.id) })
  }

  func reloadData() {
    reloads += 1
    shown = dataSource()
  }

  func apply(_ batch: ChangeBatch) throws {
    batches.append(batch)
    shown = try batch.applied(to: shown, taking: dataSource())
    duringApply?()
  }

  var selectedPaths: [ItemPath] {
    shown.indices.flatMap { section in
      shown[section].indices.filter { shown[section][$0].isSelected }.map {
        ItemPath(item: $0, section: section)
      }
    }
  }

  func setSelected(_ selected: Bool, at paths: [ItemPath]) {
    selectionCalls += 1
    for path in paths {
      guard contains(path) else {
        violations.append("selection of \(path), which the view does not show")
        continue
      }
      shown[path.section][path.item].isSelected = selected
    }
  }

  func scroll(to path: ItemPath, animated: Bool) {
    guard contains(path) else {
      violations.append("scroll to \(path), which the view does not show")
      return
    }
    scrolls.append((path, shown[path.section][path.item].id, animated))
  }

  /// The coordinator's `updateCell`: the row's content, in place.
  func updateRow(at path: ItemPath, with object: SnapshotItem) {
    guard contains(path) else {
      violations.append("update of \(path), which the view does not show")
      return
    }
    if shown[path.section][path.item].id != object.id {
      violations.append(
        "update of \(path) with object \(object.id), shown there: \(shown[path.section][path.item].id)"
      )
    }
    shown[path.section][path.item].version = object.version
    rowsUpdatedInPlace += 1
  }

  /// The user selects (or deselects) the row at `path`, as a tap does; the list is told by
  /// the caller.
  func userToggles(_ path: ItemPath) {
    guard contains(path) else { return }
    shown[path.section][path.item].isSelected.toggle()
  }

  private func contains(_ path: ItemPath) -> Bool {
    shown.indices.contains(path.section) && shown[path.section].indices.contains(path.item)
  }
}
