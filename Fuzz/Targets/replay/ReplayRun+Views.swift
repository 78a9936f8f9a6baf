// The views of a `ReplayRun`: attaching them once the replay has a session, the selected ids,
// and the checks that hold after every line and step.

import ResultsKit
import ResultsKitReplay
import ResultsKitStore
import ResultsKitText

extension ReplayRun {
  /// Gives each view its data source and coordinator once the replay has a session.
  func attachViews() {
    guard let session = driver.session else { return }
    for view in views where view.coordinator == nil {
      view.fuzzed.attach(to: session.controller)
      let updateCell = session.fetch.updates == .reconfigure ? view.fuzzed.makeUpdateCell() : nil
      let coordinator = ResultsCoordinator(
        target: view.target, monitor: session.controller, updateCell: updateCell)
      coordinator.reloadThreshold = threshold
      coordinator.onInconsistency = { [unowned view] error in view.reports.append("\(error)") }
      view.coordinator = coordinator
      do {
        try coordinator.loadData()
      } catch {
        violated("\(view.name): loadData() threw \(error)")
      }
      trace("\(view.name) attached, updates: \(session.fetch.updates)")
    }
  }

  /// The ids of the controller's results, section by section.
  static func ids(_ controller: ResultsController<ReplayObject>) -> [[String]] {
    controller.sections.map { $0.objects.map(\.id) }
  }

  /// The ids of the objects in `view`'s selected items, reading the items from `shown` (by
  /// default the controller's results, which the view shows when it is in step); `nil` while
  /// paused.
  func selectedIDs(_ view: CoordinatedView, in shown: [[String]]? = nil) -> Set<String>? {
    guard let controller = driver.session?.controller, view.coordinator != nil else { return nil }
    let rows = shown ?? (view.paused ? nil : ReplayRun.ids(controller))
    guard let rows else { return nil }
    var selected: Set<String> = []
    for path in view.fuzzed.selected {
      guard rows.indices.contains(path.section), rows[path.section].indices.contains(path.item)
      else { violated("\(view.name): the selected item \(path) is not in \(rows)") }
      selected.insert(rows[path.section][path.item])
    }
    return selected
  }

  /// The checks that hold after every line and step, for every view.
  func check(_ context: @autoclosure () -> String) {
    for view in views { check(view, context()) }
  }

  /// The checks of `view`: no reports; a frame of the promised shape; and, while its
  /// coordinator is not paused, the controller's counts and exactly the frame of a fresh view
  /// of the same data source, settings, scroll offset and selection.
  func check(_ view: CoordinatedView, _ context: @autoclosure () -> String) {
    let fuzzed = view.fuzzed
    require(view.reports.isEmpty, "\(context()): the \(view.name) reported \(view.reports)")
    guard let controller = driver.session?.controller, view.coordinator != nil else { return }
    let frame = fuzzed.render()
    requireFrameShape(frame, width: fuzzed.width, height: fuzzed.height, context())
    // A paused view shows the results of the moment it was paused.
    guard !view.paused else { return }
    let expected = controller.sections.map(\.objects.count)
    require(
      fuzzed.counts == expected,
      "\(context()): the \(view.name) shows \(fuzzed.counts), the results have \(expected)")
    trace(
      "  \(view.name): counts \(fuzzed.counts), scrollOffset \(fuzzed.scrollOffset), selected "
        + "\(fuzzed.selected.map(\.description))")
    guard let fresh = fuzzed.freshRender() else { return }
    require(
      fresh.scrollOffset == fuzzed.scrollOffset,
      "\(context()): the \(view.name)'s scroll offset \(fuzzed.scrollOffset) is out of range "
        + "(a fresh one keeps \(fresh.scrollOffset))")
    require(
      frame == fresh.frame,
      "\(context()): the \(view.name) (\(fuzzed.settings)) renders\n\(frame)\nbut a fresh one "
        + "renders\n\(fresh.frame)")
  }
}
