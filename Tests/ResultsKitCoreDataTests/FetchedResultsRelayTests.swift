import ResultsKit
import ResultsKitCoreData
import ResultsKitTesting
import TestSupport
import Testing

/// The delegate protocol as a monitor runs it: one well-formed change per will … did, for every
/// subscriber; every broken protocol a report and a reload in each subscriber's coordinator,
/// never a trap, with the real error kept by the relay.
@Suite struct FetchedResultsRelayTests {
  static let before = [section("A", ["a0", "a1"]), section("B", ["b0"])]

  @Test func aChangeIsOneBatch() throws {
    let h = try RelayHarness(Self.before)
    h.change(
      to: [section("A", ["a1", "x"]), section("B", ["b0"])],
      [.insert("x", path(0, 1)), .delete("a0", path(0, 0))])
    #expect(
      h.target.calls == [
        .reloadData, .apply(ChangeBatch(deletedItems: [path(0, 0)], insertedItems: [path(0, 1)])),
      ])
    #expect(h.target.errors.isEmpty)
    #expect(h.reports.isEmpty)
    #expect(h.monitor.relay.lastCallbackError == nil)
  }

  @Test func everySubscriberGetsTheSameChange() throws {
    let relay = FetchedResultsRelay<String>()
    var first: [ResultsEvent<String>] = []
    var second: [ResultsEvent<String>] = []
    let one = relay.subscribe { first.append($0) }
    let two = relay.subscribe { second.append($0) }
    #expect(relay.subscriberCount == 2)
    relay.willChangeContent()
    relay.didChangeObject("a", at: path(0, 0), rawKind: 4, newIndexPath: nil)
    relay.didChangeContent()
    let expected: [ResultsEvent<String>] = [
      .willChange, .updated("a", at: path(0, 0), newPath: path(0, 0)), .didChange,
    ]
    #expect(first == expected)
    #expect(second == expected)
    two.cancel()
    relay.willChangeContent()
    relay.didChangeSection(named: "S", at: 0, rawKind: 1)
    relay.didChangeContent()
    #expect(first.count == 6)
    #expect(second.count == 3)
    _ = one
  }

  @Test func twoCoordinatorsOverOneMonitorBothApply() throws {
    let h = try RelayHarness(Self.before)
    let otherTarget = RecordingTarget(monitor: h.monitor)
    let other = ResultsCoordinator(target: otherTarget, monitor: h.monitor)
    try other.loadData()
    h.change(to: [section("B", ["b0"])], [.deleteSection("A", 0)])
    let batch = ChangeBatch(deletedSections: [0])
    #expect(h.target.calls == [.reloadData, .apply(batch)])
    #expect(otherTarget.calls == [.reloadData, .apply(batch)])
  }

  @Test func aBrokenChangeIsReportedAndReloadedByEveryCoordinator() throws {
    let h = try RelayHarness(Self.before)
    let otherTarget = RecordingTarget(monitor: h.monitor)
    let other = ResultsCoordinator(target: otherTarget, monitor: h.monitor)
    var otherReports: [any Error] = []
    other.onInconsistency = { otherReports.append($0) }
    try other.loadData()
    h.change(
      to: [section("A", ["a0"]), section("B", ["b0"])],
      [
        .delete("a1", path(0, 1)), .move("a0", path(0, 0), path(0, 0)),
        .move("b0", path(0, 0), path(0, 1)),
      ])
    for (target, reports) in [(h.target, h.reports), (otherTarget, otherReports)] {
      #expect(target.calls == [.reloadData, .reloadData])
      #expect(reports.count == 1)
      #expect(reports.first as? MonitorProtocolViolation == .nestedWillChange)
    }
    #expect(
      h.monitor.relay.lastCallbackError
        == .conflictingCallbacks(
          .object(kind: 3, indexPath: path(0, 0), newIndexPath: path(0, 0)),
          .object(kind: 3, indexPath: path(0, 0), newIndexPath: path(0, 1))))
  }

  @Test func aChangeWithNoCallbacksSendsNothing() throws {
    let h = try RelayHarness(Self.before)
    var events: [ResultsEvent<String>] = []
    let subscription = h.monitor.relay.subscribe { events.append($0) }
    h.change(to: Self.before, [])
    #expect(events.isEmpty)
    #expect(h.target.calls == [.reloadData])
    #expect(h.reports.isEmpty)
    subscription.cancel()
  }

  struct Violation: Sendable, CustomTestStringConvertible {
    var name: String
    /// Drives the relay; the results are already the ones after.
    var drive: @Sendable (FetchedResultsRelay<String>) -> Void
    var reported: MonitorProtocolViolation
    var callbackErrors: [FetchedResultsChangesError]
    var testDescription: String { name }
  }

  static let violations: [Violation] = [
    Violation(
      name: "object callback outside a change",
      drive: { $0.didChangeObject("x", at: nil, rawKind: 1, newIndexPath: path(0, 2)) },
      reported: .eventOutsideChange("inserted"),
      callbackErrors: [
        .callbackOutsideChange(.object(kind: 1, indexPath: nil, newIndexPath: path(0, 2)))
      ]),
    Violation(
      name: "update outside a change",
      drive: { $0.didChangeObject("a0", at: path(0, 0), rawKind: 4, newIndexPath: nil) },
      reported: .eventOutsideChange("updated"),
      callbackErrors: [
        .callbackOutsideChange(.object(kind: 4, indexPath: path(0, 0), newIndexPath: nil))
      ]),
    Violation(
      name: "object callback of the wrong type outside a change",
      drive: { $0.didChangeObject(nil, at: path(0, 0), rawKind: 2, newIndexPath: nil) },
      reported: .didChangeWithoutWillChange,
      callbackErrors: [
        .callbackOutsideChange(.object(kind: 2, indexPath: path(0, 0), newIndexPath: nil))
      ]),
    Violation(
      name: "section callback outside a change",
      drive: { $0.didChangeSection(named: "C", at: 2, rawKind: 1) },
      reported: .eventOutsideChange("insertedSection"),
      callbackErrors: [.callbackOutsideChange(.section(name: "C", index: 2, kind: 1))]),
    Violation(
      name: "section delete outside a change",
      drive: { $0.didChangeSection(named: "A", at: 0, rawKind: 2) },
      reported: .eventOutsideChange("deletedSection"),
      callbackErrors: [.callbackOutsideChange(.section(name: "A", index: 0, kind: 2))]),
    Violation(
      name: "didChangeContent without willChangeContent",
      drive: { $0.didChangeContent() },
      reported: .didChangeWithoutWillChange,
      callbackErrors: [.didChangeContentWithoutWillChangeContent]),
    Violation(
      name: "nested willChangeContent",
      drive: {
        $0.willChangeContent()
        $0.didChangeObject("x", at: nil, rawKind: 1, newIndexPath: path(0, 2))
        $0.willChangeContent()
        $0.didChangeObject("y", at: nil, rawKind: 1, newIndexPath: path(0, 3))
        $0.willChangeContent()
        $0.didChangeContent()
      },
      reported: .nestedWillChange,
      callbackErrors: [.nestedWillChangeContent, .nestedWillChangeContent]),
    Violation(
      name: "a callback without the path it needs",
      drive: {
        $0.willChangeContent()
        $0.didChangeObject("x", at: nil, rawKind: 1, newIndexPath: path(0, 2))
        $0.didChangeObject("y", at: path(0, 0), rawKind: 3, newIndexPath: nil)
        $0.didChangeContent()
      },
      reported: .nestedWillChange,
      callbackErrors: [
        .missingIndexPath(.object(kind: 3, indexPath: path(0, 0), newIndexPath: nil))
      ]),
    Violation(
      name: "an unknown change type",
      drive: {
        $0.willChangeContent()
        $0.didChangeObject("x", at: nil, rawKind: 7, newIndexPath: path(0, 2))
        $0.didChangeContent()
      },
      reported: .nestedWillChange,
      callbackErrors: [
        .unknownChangeKind(.object(kind: 7, indexPath: nil, newIndexPath: path(0, 2)))
      ]),
    Violation(
      name: "an unknown section change type",
      drive: {
        $0.willChangeContent()
        $0.didChangeSection(named: "C", at: 2, rawKind: 0)
        $0.didChangeContent()
      },
      reported: .nestedWillChange,
      callbackErrors: [.unknownChangeKind(.section(name: "C", index: 2, kind: 0))]),
    Violation(
      name: "an object of the wrong type",
      drive: {
        $0.willChangeContent()
        $0.didChangeObject(nil, at: nil, rawKind: 1, newIndexPath: path(0, 2))
        $0.didChangeContent()
      },
      reported: .nestedWillChange,
      callbackErrors: [
        .unexpectedObject(.object(kind: 1, indexPath: nil, newIndexPath: path(0, 2)))
      ]),
    Violation(
      name: "a section move",
      drive: {
        $0.willChangeContent()
        $0.didChangeSection(named: "A", at: 0, rawKind: 3)
        $0.didChangeContent()
      },
      reported: .nestedWillChange,
      callbackErrors: [.unsupportedSectionChange(.section(name: "A", index: 0, kind: 3))]),
  ]

  @Test(arguments: violations)
  func aBrokenProtocolIsReportedAndReloadedNeverTrapped(_ violation: Violation) throws {
    let h = try RelayHarness(Self.before, updatesCells: true)
    let after = [section("A", ["a0", "a1", "x", "y"]), section("B", ["b0"]), section("C", ["c"])]
    h.monitor.sections = after
    violation.drive(h.monitor.relay)

    #expect(h.violations == [violation.reported])
    #expect(h.reports.count == 1)
    #expect(h.callbackErrors == violation.callbackErrors)
    #expect(h.monitor.relay.lastCallbackError == violation.callbackErrors.last)
    // The real error was there to read when the coordinator reported.
    #expect(h.lastErrorAtReport == [violation.callbackErrors.first])
    #expect(h.target.calls == [.reloadData, .reloadData])
    #expect(h.target.counts == [4, 1, 1])
    #expect(h.cellCalls.isEmpty)

    // The protocol is whole again: the next change is applied as usual.
    h.change(
      to: [section("A", ["a0", "a1", "x", "y", "z"]), section("B", ["b0"]), section("C", ["c"])],
      [.insert("z", path(0, 4))])
    #expect(h.target.calls.last == .apply(ChangeBatch(insertedItems: [path(0, 4)])))
    #expect(h.target.errors.isEmpty)
    #expect(h.reports.count == 1)
  }

  @Test func callbacksAfterANestedWillChangeContentAreIgnoredUntilDidChangeContent() throws {
    let relay = FetchedResultsRelay<String>()
    var events: [ResultsEvent<String>] = []
    let subscription = relay.subscribe { events.append($0) }
    relay.willChangeContent()
    relay.willChangeContent()
    #expect(events == [.willChange, .willChange])
    relay.didChangeObject("x", at: nil, rawKind: 1, newIndexPath: path(0, 0))
    relay.didChangeSection(named: "S", at: 0, rawKind: 1)
    #expect(events == [.willChange, .willChange])
    relay.didChangeContent()
    #expect(events == [.willChange, .willChange, .didChange])
    subscription.cancel()
  }

  @Test func aChangeThatCannotBeDescribedIsWillChangeTwiceThenDidChange() throws {
    let relay = FetchedResultsRelay<String>()
    var events: [ResultsEvent<String>] = []
    let subscription = relay.subscribe { events.append($0) }
    relay.willChangeContent()
    relay.didChangeObject("x", at: nil, rawKind: 2, newIndexPath: nil)
    #expect(events.isEmpty)
    relay.didChangeContent()
    #expect(events == [.willChange, .willChange, .didChange])
    #expect(
      relay.lastCallbackError
        == .missingIndexPath(.object(kind: 2, indexPath: nil, newIndexPath: nil)))
    subscription.cancel()
  }
}
