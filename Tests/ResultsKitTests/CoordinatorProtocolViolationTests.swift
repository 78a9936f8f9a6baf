import ResultsKit
import ResultsKitTesting
import TestSupport
import Testing

/// A monitor that breaks the event protocol gets exactly one report and one reload per
/// violation, never a trap, and the coordinator goes on working.
@Suite struct CoordinatorProtocolViolationTests: CoordinatorSuite {
  /// One way of breaking the protocol: what the monitor sends and what must be reported.
  struct Violation: Sendable, CustomTestStringConvertible {
    var events: [ResultsEvent<String>]
    var expected: MonitorProtocolViolation
    var testDescription: String { "\(expected)" }
  }

  static let violations: [Violation] = [
    Violation(
      events: [.inserted("x", at: ItemPath(item: 0, section: 0))],
      expected: .eventOutsideChange("inserted")),
    Violation(
      events: [.deleted("a", at: ItemPath(item: 0, section: 0))],
      expected: .eventOutsideChange("deleted")),
    Violation(
      events: [
        .moved("a", from: ItemPath(item: 0, section: 0), to: ItemPath(item: 1, section: 0))
      ],
      expected: .eventOutsideChange("moved")),
    Violation(
      events: [
        .updated("a", at: ItemPath(item: 0, section: 0), newPath: ItemPath(item: 0, section: 0))
      ],
      expected: .eventOutsideChange("updated")),
    Violation(
      events: [.insertedSection(name: "N", at: 0)],
      expected: .eventOutsideChange("insertedSection")),
    Violation(
      events: [.deletedSection(name: "A", at: 0)],
      expected: .eventOutsideChange("deletedSection")),
    Violation(events: [.didChange], expected: .didChangeWithoutWillChange),
    // A second willChange inside an open change; the rest of that change is discarded.
    Violation(
      events: [
        .willChange, .willChange, .inserted("x", at: ItemPath(item: 1, section: 0)), .didChange,
      ],
      expected: .nestedWillChange),
  ]

  @Test(arguments: violations)
  func eachViolationIsReportedOnceAndResyncedOnce(_ violation: Violation) throws {
    let h = try loadedHarness([section("A", ["a", "b"])], updatesCells: true)

    for event in violation.events { h.monitor.send(event) }

    #expect(h.log.violations == [violation.expected])
    #expect(h.log.reports.count == 1)
    #expect(h.target.calls == [.reloadData, .reloadData])
    #expect(h.log.cellCalls.isEmpty)

    // The next well-formed change is applied as usual.
    h.monitor.sendChange(
      to: [section("A", ["a*", "b", "c"])],
      [.inserted("c", at: path(0, 2)), .updated("a*", at: path(0, 0), newPath: path(0, 0))])
    #expect(
      h.target.calls == [
        .reloadData, .reloadData, .apply(ChangeBatch(insertedItems: [path(0, 2)])),
      ])
    #expect(h.log.cells == ["[0, 0] a*"])
    #expect(h.target.errors.isEmpty)
    #expect(h.log.reports.count == 1)
  }

  @Test func anObjectEventOutsideAChange() throws {
    let h = try loadedHarness([section("A", ["a"])])

    h.monitor.sections = [section("A", ["a", "b"])]
    h.monitor.send(.inserted("b", at: path(0, 1)))

    #expect(h.log.violations == [.eventOutsideChange("inserted")])
    #expect(h.target.calls == [.reloadData, .reloadData])
    #expect(h.target.counts == [2])  // resynchronised with the monitor
    expectWorks(h, from: ["a", "b"])
  }

  @Test func aSectionEventOutsideAChange() throws {
    let h = try loadedHarness([section("A", ["a"])])

    h.monitor.sections = [section("N", []), section("A", ["a"])]
    h.monitor.send(.insertedSection(name: "N", at: 0))

    #expect(h.log.violations == [.eventOutsideChange("insertedSection")])
    #expect(h.target.calls == [.reloadData, .reloadData])
    #expect(h.target.counts == [0, 1])
    h.monitor.sendChange(to: [section("A", ["a"])], [.deletedSection(name: "N", at: 0)])
    #expect(h.target.calls.last == .apply(ChangeBatch(deletedSections: [0])))
    #expect(h.target.errors.isEmpty)
    #expect(h.log.reports.count == 1)
  }

  @Test func aDidChangeWithoutWillChange() throws {
    let h = try loadedHarness([section("A", ["a"])])

    h.monitor.send(.didChange)

    #expect(h.log.violations == [.didChangeWithoutWillChange])
    #expect(h.target.calls == [.reloadData, .reloadData])
    expectWorks(h, from: ["a"])
  }

  @Test func aNestedWillChange() throws {
    let h = try loadedHarness([section("A", ["a"])])

    // Each willChange comes when the monitor already answers with the results after it.
    h.monitor.sections = [section("A", ["a", "b"])]
    h.monitor.send(.willChange)
    h.monitor.send(.inserted("b", at: path(0, 1)))
    h.monitor.sections = [section("A", ["a", "b", "c"])]
    h.monitor.send(.willChange)
    h.monitor.send(.inserted("c", at: path(0, 2)))
    h.monitor.send(.didChange)

    #expect(h.log.violations == [.nestedWillChange])
    #expect(h.log.reports.count == 1)
    #expect(h.target.calls == [.reloadData, .reloadData])
    #expect(h.target.counts == [3])
    expectWorks(h, from: ["a", "b", "c"])
  }

  @Test func aNestedScriptedChangeLeavesTheTargetInStep() throws {
    // A change opened by hand, then a whole well-formed change sent inside it. sendChange
    // makes the new sections take effect after its willChange, so a reload at that
    // willChange would read the results from before the nested change and leave the target
    // one change behind: the coordinator reloads when the change ends.
    let h = try loadedHarness([section("A", ["a"])])

    h.monitor.send(.willChange)
    h.monitor.sections = [section("A", ["a", "b"])]
    h.monitor.send(.inserted("b", at: path(0, 1)))
    h.monitor.sendChange(to: [section("A", ["a", "b", "c"])], [.inserted("c", at: path(0, 2))])

    #expect(h.log.violations == [.nestedWillChange])
    #expect(h.log.reports.count == 1)
    #expect(h.target.calls.filter { $0 == .reloadData }.count == 2)
    #expect(h.target.counts == [3])
    expectWorks(h, from: ["a", "b", "c"])
  }

  @Test func aViolationWhilePausedIsNotSeen() throws {
    let h = try loadedHarness([section("A", ["a"])])
    h.coordinator.isPaused = true

    h.monitor.send(.didChange)
    h.monitor.send(.inserted("b", at: path(0, 1)))

    #expect(h.log.reports.isEmpty)
    #expect(h.target.calls == [.reloadData])
  }

  /// Sends a well-formed insert at the end of section 0, which holds `objects`, and expects
  /// it applied as a valid batch with no further report.
  private func expectWorks(
    _ h: CoordinatorHarness<ScriptedMonitor<String>>, from objects: [String],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let reports = h.log.reports.count
    let calls = h.target.calls.count
    h.monitor.sendChange(
      to: [section("A", objects + ["new"])], [.inserted("new", at: path(0, objects.count))])
    #expect(
      h.calls(after: calls) == [.apply(ChangeBatch(insertedItems: [path(0, objects.count)]))],
      sourceLocation: sourceLocation)
    #expect(h.target.errors.isEmpty, sourceLocation: sourceLocation)
    #expect(h.log.reports.count == reports, sourceLocation: sourceLocation)
  }
}
