import ResultsKit
import ResultsKitTesting

/// Fuzz target `events`: streams of `ResultsEvent`s, well-formed or not, from a
/// `ScriptedMonitor` into two `ResultsCoordinator`s, one driving a `RecordingTarget`, the other
/// a `ContentTarget` that replays the batches on the objects themselves.
///
/// The bytes are a script of steps: single events sent as they are (outside a change, nested
/// `willChange`, `didChange` alone, paths out of range, extreme indices), changes whose events
/// are random and contradict the sections, correct changes (made from a diff, in a minimal or
/// an FRC-like spelling), silent changes of the sections, pausing, resuming (animated or not)
/// and `loadData()`. Checked:
///
/// - Nothing traps.
/// - The coordinator follows the event protocol exactly as a model of it predicts: every
///   violation is reported once and followed by `reloadData()`.
/// - After a well-formed change (`sendChange`), while not paused, the target shows the
///   monitor's counts; when the coordinator reported something, its last call was a reload.
/// - A correct change that starts with the target in step is applied as one valid batch with
///   no report; the `ContentTarget` then shows exactly the monitor's objects, and every
///   `updateCell` call names a row that shows that object.
/// - `onObjectCountChange` never repeats a value and reports the count after a load.
/// - After the script and one final `loadData()`, the target shows the monitor's counts.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
  var run = EventRun(&input)
  var steps = 0
  while !input.isAtEnd, steps < 48 {
    run.step(&input)
    steps += 1
  }
  run.finish()
  return 0
}

/// Where the coordinator is in the event protocol, as the design describes it.
private enum Phase {
  case idle, collecting, discarding
}

/// The monitor, the two coordinators and their targets, and the model of the protocol.
private struct EventRun {
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

  /// The phase after `event`, and whether the coordinator must report a violation.
  static func next(_ phase: Phase, _ event: ResultsEvent<Item>) -> (Phase, reports: Bool) {
    switch (phase, event) {
    case (.idle, .willChange): (.collecting, false)
    case (.idle, _): (.idle, true)
    case (.collecting, .willChange): (.discarding, true)
    case (.collecting, .didChange), (.discarding, .didChange): (.idle, false)
    case (.collecting, _), (.discarding, _): (phase, false)
    }
  }

  /// Sends one event as it is and checks the coordinators' reaction against the model.
  mutating func sendOne(_ event: ResultsEvent<Item>) {
    let reports = log.reports.count
    let contentReports = log.contentReports.count
    let calls = target.calls.count
    let wasIdle = phase == .idle
    monitor.send(event)
    let context = "sending \(event) alone"
    if !paused {
      let (next, violation) = Self.next(phase, event)
      phase = next
      // A protocol violation is reported at once; a batch error from a closed change may be
      // reported too.
      if violation {
        require(
          log.reports.count > reports, "\(context): the violation was not reported")
        if wasIdle {
          require(target.calls.last == .reloadData, "\(context): no reload after the report")
          requireInStep(context)
        }
      } else if case .didChange = event, wasIdle == false {
        // The end of a change: applied or reloaded, either way in step; or an empty batch,
        // which the target is not asked about (see `sendChange`).
        if target.calls.count > calls { requireInStep(context) }
      } else {
        require(
          log.reports.count == reports && target.calls.count == calls,
          "\(context): reported \(log.reports.dropFirst(reports)) or called the target")
      }
    }
    let (next, contentViolation) = Self.next(contentPhase, event)
    contentPhase = next
    if contentViolation {
      require(
        log.contentReports.count > contentReports,
        "\(context): the content coordinator did not report")
    }
  }

  /// Sends a well-formed change; when `correct`, checks that it is applied cleanly and leaves
  /// the target in step.
  mutating func sendChange(
    to sections: [ResultsSection<Item>], _ events: [ResultsEvent<Item>], correct: Bool
  ) {
    let context = "sendChange(to: \(sections), \(events))"
    let old = monitor.sections
    let inStep = !paused && phase == .idle && target.counts == counts(old)
    let contentInStep = contentPhase == .idle && content.shown == objects(old)
    let reports = log.reports.count
    let contentReports = log.contentReports.count
    let errors = target.errors.count
    let calls = target.calls.count
    log.cells = []
    content.resetLog()
    monitor.sendChange(to: sections, events)
    // Markers inside `events` move the phase like single events; the change ends idle unless
    // one of them opened another change.
    for event in [ResultsEvent<Item>.willChange] + events + [.didChange] {
      phase = paused ? phase : Self.next(phase, event).0
      contentPhase = Self.next(contentPhase, event).0
    }
    guard !paused else { return }
    // The target was called (a batch or a reload): it shows the monitor's counts. A change
    // whose batch is empty is not shown to the target at all (DESIGN: "nothing is called for
    // an empty batch"), so events that leave out a change of the sections go unnoticed until
    // the next batch or reload; a correct change is checked below.
    if phase == .idle, target.calls.count > calls || log.reports.count > reports {
      requireInStep(context)
    }
    let hasMarkers = events.contains {
      switch $0 {
      case .willChange, .didChange: true
      default: false
      }
    }
    if log.reports.count > reports, phase == .idle, !hasMarkers {
      require(target.calls.last == .reloadData, "\(context): reported, but did not reload")
    }
    guard correct else { return }
    if inStep {
      requireInStep(context)
      require(
        log.reports.count == reports && target.errors.count == errors,
        "\(context): a correct change was reported: \(log.reports.dropFirst(reports)), "
          + "\(target.errors.dropFirst(errors))")
      let newCalls = target.calls.dropFirst(calls)
      require(
        newCalls.count <= 1, "\(context): a correct change made the calls \(Array(newCalls))")
      for (path, object) in log.cells {
        require(
          sections.indices.contains(path.section)
            && sections[path.section].objects.indices.contains(path.item)
            && sections[path.section].objects[path.item] == object,
          "\(context): updateCell(\(path), \(object)) does not name that object's row")
      }
      requireCountReported(context)
    }
    if contentInStep {
      require(
        log.contentReports.count == contentReports && content.refused.isEmpty
          && content.strayCells.isEmpty,
        "\(context): the content target got \(log.contentReports.dropFirst(contentReports)), "
          + "refused \(content.refused), stray cells \(content.strayCells)")
      require(
        content.shown == objects(sections),
        "\(context): the content target shows \(content.shown)")
    }
  }

  /// A correct change to a snapshot from the bytes, spelled minimally or like an FRC.
  mutating func sendCorrectChange(_ input: inout FuzzInput) {
    let old = monitor.sections
    let new = input.snapshot()
    let style = input.int(below: 4)
    guard let events = correctEvents(from: old, to: new, style: style) else {
      let events = input.events()
      trace("monitor.sendChange(to: \(new), \(events))")
      sendChange(to: new, events, correct: false)
      return
    }
    trace("monitor.sendChange(to: \(new), \(events))  // correct")
    sendChange(to: new, events, correct: true)
  }

  mutating func setPaused(_ value: Bool) {
    if value, !paused { inStepAtPause = phase == .idle && target.counts == monitorCounts }
    coordinator.isPaused = value
    paused = value
    phase = .idle
    if !value {
      require(target.calls.last == .reloadData, "un-pausing did not reload")
      requireInStep("after un-pausing")
      requireCountReported("after un-pausing")
    }
  }

  mutating func resume(animated: Bool) {
    let wasPaused = paused
    let calls = target.calls.count
    do {
      try coordinator.resume(animated: animated)
    } catch {
      violated("resume(animated: \(animated)) threw \(error) over a scripted monitor")
    }
    guard wasPaused else { return }
    paused = false
    phase = .idle
    // Animated, the batch goes from the monitor's results at the pause to the fresh ones: it
    // puts the target in step if the target was in step at the pause, or if it is not empty
    // (then the target checks it, and a mismatch is reported and reloaded).
    if !animated || inStepAtPause || target.calls.count > calls {
      requireInStep("after resume(animated: \(animated))")
    }
    requireCountReported("after resume(animated: \(animated))")
  }

  mutating func load() {
    do {
      try coordinator.loadData()
    } catch {
      violated("loadData() threw \(error) over a scripted monitor")
    }
    // loadData() also drops a half-collected change when not paused (it subscribes again);
    // while paused it is where an animated resume starts from.
    if !paused { phase = .idle }
    inStepAtPause = true
    requireInStep("after loadData()")
    requireCountReported("after loadData()")
  }

  func finish() {
    do {
      try coordinator.loadData()
    } catch {
      violated("the final loadData() threw \(error)")
    }
    requireInStep("after the final loadData()")
  }
}

// MARK: - Events

extension FuzzInput {
  /// An index for an event: mostly small, sometimes -1, `Int.max` or `Int.min`.
  mutating func eventIndex() -> Int {
    switch byte() {
    case 0xFF: Int.max
    case 0xFE: Int.min
    case 0xFD, 0xFC: -1
    case let value: Int(value % 6)
    }
  }

  mutating func eventPath() -> ItemPath {
    let section = eventIndex()
    return ItemPath(item: eventIndex(), section: section)
  }

  mutating func eventItem() -> Item {
    let id = int(below: 14)
    return Item(id: id, value: int(below: 3))
  }

  /// Any event, with any positions.
  mutating func event() -> ResultsEvent<Item> {
    switch int(below: 8) {
    case 0: .willChange
    case 1: .didChange
    case 2: .insertedSection(name: choose(["", "a", "b", "c"]), at: eventIndex())
    case 3: .deletedSection(name: choose(["", "a", "b", "c"]), at: eventIndex())
    case 4: .inserted(eventItem(), at: eventPath())
    case 5: .deleted(eventItem(), at: eventPath())
    case 6:
      .moved(eventItem(), from: eventPath(), to: eventPath())
    default:
      .updated(eventItem(), at: eventPath(), newPath: eventPath())
    }
  }

  /// Up to 6 events; markers are rare.
  mutating func events() -> [ResultsEvent<Item>] {
    (0..<int(in: 0...6)).map { _ in
      let event = event()
      switch event {
      case .willChange, .didChange: return bool() ? event : .inserted(eventItem(), at: eventPath())
      default: return event
      }
    }
  }
}

/// The events of a correct change from `old` to `new`, or `nil` when either has a duplicate.
///
/// `style` bit 0: spell it like an FRC (every object of a deleted or inserted section gets its
/// own delete, insert or move, which the coordinator must drop or halve) instead of minimally.
/// Bit 1: report a moved object that changed with an extra `updated` for the same object,
/// which the coordinator must merge into the move.
private func correctEvents(
  from old: [ResultsSection<Item>], to new: [ResultsSection<Item>], style: Int
) -> [ResultsEvent<Item>]? {
  guard let batch = try? ChangeBatch.diff(from: old, to: new, updates: .reconfigure) else {
    return nil
  }
  let frc = style & 1 != 0
  let extraUpdates = style & 2 != 0
  let deletedSections = Set(batch.deletedSections)
  let insertedSections = Set(batch.insertedSections)
  let moveSources = Set(batch.movedItems.map(\.from))
  var newPaths: [Int: ItemPath] = [:]
  for (section, contents) in new.enumerated() {
    for (item, object) in contents.objects.enumerated() {
      newPaths[object.id] = ItemPath(item: item, section: section)
    }
  }
  var oldIDs = Set<Int>()
  var events: [ResultsEvent<Item>] = [.willChange]
  for section in batch.deletedSections {
    events.append(.deletedSection(name: old[section].name, at: section))
  }
  for section in batch.insertedSections {
    events.append(.insertedSection(name: new[section].name, at: section))
  }
  for (section, contents) in old.enumerated() {
    for (item, object) in contents.objects.enumerated() {
      oldIDs.insert(object.id)
      let from = ItemPath(item: item, section: section)
      let leaves = deletedSections.contains(section)
      guard let to = newPaths[object.id] else {
        if frc || !leaves { events.append(.deleted(object, at: from)) }
        continue
      }
      let newObject = new[to.section].objects[to.item]
      let arrives = insertedSections.contains(to.section)
      if leaves || arrives {
        if frc {
          events.append(.moved(newObject, from: from, to: to))
        } else if leaves && !arrives {
          events.append(.inserted(newObject, at: to))
        } else if arrives && !leaves {
          events.append(.deleted(object, at: from))
        }
      } else if moveSources.contains(from) {
        events.append(.moved(newObject, from: from, to: to))
        if extraUpdates, newObject != object {
          events.append(.updated(newObject, at: from, newPath: to))
        }
      } else if newObject != object {
        events.append(.updated(newObject, at: from, newPath: to))
      }
    }
  }
  for (section, contents) in new.enumerated() {
    for (item, object) in contents.objects.enumerated() where !oldIDs.contains(object.id) {
      if frc || !insertedSections.contains(section) {
        events.append(.inserted(object, at: ItemPath(item: item, section: section)))
      }
    }
  }
  events.append(.didChange)
  // sendChange adds the markers itself.
  return Array(events.dropFirst().dropLast())
}
