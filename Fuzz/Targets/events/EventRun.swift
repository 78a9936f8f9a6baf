import ResultsKit
import ResultsKitTesting

/// The monitor, the two coordinators and their targets, and the model of the protocol.
struct EventRun {
  let monitor: ScriptedMonitor<Item>
  let target: RecordingTarget
  let coordinator: ResultsCoordinator<Item>
  let content: ContentTarget<Item>
  let contentCoordinator: ResultsCoordinator<Item>
  let log = Log()
  /// The protocol phase of both coordinators (they receive the same events, unless paused).
  var phase = Phase.idle
  var contentPhase = Phase.idle
  var paused = false
  /// Whether the target showed the monitor's counts when the coordinator was last paused (or
  /// loaded while paused): an animated resume diffs from the monitor's results at that moment.
  var inStepAtPause = true

  /// What the closures report.
  final class Log {
    var reports: [String] = []
    var contentReports: [String] = []
    var cells: [(ItemPath, Item)] = []
    var counts: [Int] = []
  }

  init(_ input: inout FuzzInput) {
    let monitor = ScriptedMonitor(sections: input.snapshot())
    trace("monitor = ScriptedMonitor(sections: \(monitor.sections))")
    let target = RecordingTarget(monitor: monitor)
    let log = log
    let configuresCells = input.bool()
    coordinator = ResultsCoordinator(
      target: target, monitor: monitor,
      updateCell: configuresCells ? { path, object in log.cells.append((path, object)) } : nil)
    let threshold = input.int(below: 8)
    coordinator.reloadThreshold = threshold < 5 ? nil : threshold - 4
    trace(
      "coordinator: updateCell \(configuresCells), reloadThreshold "
        + "\(coordinator.reloadThreshold.map { "\($0)" } ?? "nil")")
    coordinator.onInconsistency = { log.reports.append("\($0)") }
    coordinator.onObjectCountChange = { log.counts.append($0) }
    let content = ContentTarget { monitor.sections.map(\.objects) }
    contentCoordinator = ResultsCoordinator(
      target: content, monitor: monitor,
      updateCell: input.bool() ? { path, object in content.updateCell(at: path, object) } : nil)
    contentCoordinator.onInconsistency = { log.contentReports.append("\($0)") }
    self.monitor = monitor
    self.target = target
    self.content = content
    do {
      try coordinator.loadData()
      try contentCoordinator.loadData()
    } catch {
      violated("loadData() threw \(error) over a scripted monitor")
    }
    requireInStep("after loadData()")
    requireCountReported("after loadData()")
  }

  var monitorCounts: [Int] { counts(monitor.sections) }

  func requireInStep(_ context: String) {
    require(
      target.counts == monitorCounts,
      "\(context): the target shows \(target.counts), the monitor has \(monitorCounts)")
  }

  func requireCountReported(_ context: String) {
    require(
      log.counts.last == monitor.numberOfObjects,
      "\(context): onObjectCountChange reported \(log.counts), the monitor has "
        + "\(monitor.numberOfObjects)")
    require(
      zip(log.counts, log.counts.dropFirst()).allSatisfy { $0 != $1 },
      "onObjectCountChange repeated a value: \(log.counts)")
  }

  // MARK: - Steps

  mutating func step(_ input: inout FuzzInput) {
    switch input.int(below: 12) {
    case 0, 1, 2:
      let event = input.event()
      trace("monitor.send(\(event))")
      sendOne(event)
    case 3, 4:
      let sections = input.snapshot()
      let events = input.events()
      trace("monitor.sendChange(to: \(sections), \(events))")
      sendChange(to: sections, events, correct: false)
    case 5, 6, 7:
      sendCorrectChange(&input)
    case 8:
      let sections = input.snapshot()
      trace("monitor.sections = \(sections)")
      monitor.sections = sections  // silently: the targets drift
    case 9:
      trace("coordinator.isPaused = \(!paused)")
      setPaused(!paused)
    case 10:
      let animated = input.bool()
      trace("try coordinator.resume(animated: \(animated))")
      resume(animated: animated)
    default:
      trace("try coordinator.loadData()")
      load()
    }
  }
}
