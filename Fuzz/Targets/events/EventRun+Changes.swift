// The steps of an `EventRun` that send events: one alone, or a change (random or correct),
// each checked against the model of the protocol.

import ResultsKit
import ResultsKitTesting

extension EventRun {
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
    // whose batch is empty is not shown to the target at all (the coordinator calls nothing
    // for an empty batch), so events that leave out a change of the sections go unnoticed until
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
}
