// The steps of a `ReplayRun` that act on the table and its coordinator: scrolling, selection,
// resizing and restyling, pausing, resuming and loading.

import ResultsKit
import ResultsKitText

extension ReplayRun {
  func selectOrScroll(_ input: inout FuzzInput) {
    let path = ItemPath(item: input.int(in: -1...9), section: input.int(in: -1...4))
    switch input.int(below: 6) {
    case 0:
      table.scrollOffset = input.int(in: -2...30)
      trace("table.scrollOffset = \(table.scrollOffset)")
    case 1:
      trace("table.scrollToRow(at: \(path))")
      table.scrollToRow(at: path)
    case 2:
      trace("table.deselectRow(at: \(path))")
      table.deselectRow(at: path)
    case 3:
      table.allowsMultipleSelection.toggle()
      trace("table.allowsMultipleSelection = \(table.allowsMultipleSelection)")
    case 4 where path.item < 0:
      trace("table.scrollToIndexTitle(at: \(path.section))")
      table.scrollToIndexTitle(at: path.section)
    case 4:
      trace("table.selectRow(at: nil)")
      table.selectRow(at: nil)
    default:
      trace("table.selectRow(at: \(path))")
      table.selectRow(at: path)
    }
    check("after a scroll or selection")
  }

  func reshape(_ input: inout FuzzInput) {
    switch input.int(below: 3) {
    case 0: settings.width = input.int(in: 0...40)
    case 1: settings.height = input.int(in: 0...12)
    default: settings.style = input.choose([.unicode, .ascii, .plain])
    }
    trace("table: \(settings)")
    table.width = settings.width
    table.height = settings.height
    table.style = settings.style
    check("after resizing or restyling")
  }

  func togglePause(_ input: inout FuzzInput) {
    guard let coordinator, let controller = driver.session?.controller else { return }
    if !paused { idsAtPause = ReplayRun.ids(controller) }
    paused.toggle()
    trace("coordinator.isPaused = \(paused)")
    coordinator.isPaused = paused
    check("after isPaused = \(paused)")
  }

  func resume(animated: Bool) {
    guard let coordinator else { return }
    let wasPaused = paused
    let selected = paused ? selectedIDs(in: idsAtPause) : nil
    trace("try coordinator.resume(animated: \(animated))")
    do {
      try coordinator.resume(animated: animated)
    } catch {
      violated("resume(animated: \(animated)) threw \(error)")
    }
    paused = false
    check("after resume(animated: \(animated))")
    if wasPaused, let selected, let after = selectedIDs() {
      require(
        after.isSubset(of: selected),
        "after resume(animated: \(animated)): the selection moved from \(selected) to \(after)")
    }
  }

  func load() {
    guard let coordinator else { return }
    trace("try coordinator.loadData()")
    do {
      try coordinator.loadData()
    } catch {
      violated("loadData() threw \(error)")
    }
    check("after loadData()")
  }
}
