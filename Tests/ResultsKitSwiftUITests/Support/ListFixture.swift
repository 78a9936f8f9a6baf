import ResultsKit
import ResultsKitSwiftUI
import TestSupport

/// A list over a `SnapshotMonitor` of ``SnapshotItem``s, shown in a ``FakeListView``, with its
/// selection binding, and everything it reported.
///
/// The session is made and loaded as a list's host does: the coordinator's `updateCell` sets
/// the fake view's row in place, the target reports selection changes to ``binding``.
final class ListFixture {
  let monitor: SnapshotMonitor<SnapshotItem>
  let view: FakeListView
  let session: ListSession<SnapshotItem>
  /// The selection binding's value: set by the test, or by the list.
  private(set) var binding: Set<Int> = []
  /// How many times the list set the binding.
  private(set) var selectionReports = 0
  private(set) var errors: [any Error] = []

  init(
    _ sections: [ResultsSection<SnapshotItem>], tracksSelection: Bool = true,
    paused: Bool = false, resuming style: ResumeStyle = .reload
  ) {
    monitor = SnapshotMonitor(sections: sections)
    let view = FakeListView(monitor: monitor)
    self.view = view
    session = ListSession(
      monitor: monitor, view: view,
      updateCell: { path, object in view.updateRow(at: path, with: object) })
    session.target.tracksSelection = tracksSelection
    session.target.onSelectionChange = { [unowned self] ids in
      binding = ids
      selectionReports += 1
    }
    session.onInconsistency = { [unowned self] error in errors.append(error) }
    session.load(paused: paused, resuming: style)
  }

  /// The binding set from outside the list.
  func select(_ ids: Set<Int>) {
    binding = ids
    session.target.setSelection(ids)
  }

  /// The user taps the row at `path`.
  func tap(_ path: ItemPath) {
    view.userToggles(path)
    session.target.viewSelectionDidChange()
  }

  func publish(_ sections: [ResultsSection<SnapshotItem>]) throws {
    try monitor.publish(sections: sections)
  }

  /// The rows of the monitor's results, for comparing with the view's.
  var expectedContent: [[FakeListView.Row]] {
    monitor.sections.map { $0.objects.map { FakeListView.Row(id: $0.id, version: $0.version) } }
  }

  /// Where the object `id` is in the monitor's results.
  func path(of id: Int) -> ItemPath? {
    for (index, section) in monitor.sections.enumerated() {
      if let item = section.objects.firstIndex(where: { $0.id == id }) {
        return ItemPath(item: item, section: index)
      }
    }
    return nil
  }
}

/// An item at version 0.
func item(_ id: Int, _ version: Int = 0) -> SnapshotItem {
  SnapshotItem(id: id, version: version)
}
