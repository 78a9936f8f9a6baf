import ResultsKit
import ResultsKitTesting
import TestSupport
import Testing

/// ScriptedMonitor: reports exactly what a test tells it to.
@Suite struct ScriptedMonitorTests {
  static let two = [
    ResultsSection(name: "a", objects: ["x", "y"]), ResultsSection(name: "b", objects: ["z"]),
  ]

  @Test func startsEmptyByDefault() {
    let monitor = ScriptedMonitor<String>()
    #expect(monitor.sections.isEmpty)
    #expect(monitor.numberOfSections == 0)
    #expect(monitor.numberOfObjects == 0)
    #expect(monitor.performFetchCount == 0)
    #expect(monitor.subscriberCount == 0)
  }

  @Test func accessorsAnswerFromTheSections() {
    let monitor = ScriptedMonitor(sections: Self.two)

    #expect(monitor.numberOfSections == 2)
    #expect(monitor.numberOfObjects(inSection: 0) == 2)
    #expect(monitor.numberOfObjects(inSection: 1) == 1)
    #expect(monitor.numberOfObjects == 3)
    #expect(monitor.object(at: path(0, 1)) == "y")
    #expect(monitor.object(at: path(1, 0)) == "z")
    #expect(monitor.sectionName(at: 1) == "b")
    #expect(monitor.sectionIndexTitles == ["A", "B"])

    monitor.sections = [ResultsSection(name: "c", objects: ["w"])]
    #expect(monitor.numberOfSections == 1)
    #expect(monitor.object(at: path(0, 0)) == "w")
  }

  @Test func performFetchCountsAndChangesNothing() {
    let monitor = ScriptedMonitor(sections: Self.two)
    var received: [ResultsEvent<String>] = []
    let subscription = monitor.subscribe { received.append($0) }

    monitor.performFetch()
    monitor.performFetch()

    #expect(monitor.performFetchCount == 2)
    #expect(monitor.sections == Self.two)
    #expect(received.isEmpty)
    subscription.cancel()
  }

  @Test func settingTheSectionsSendsNothing() {
    let monitor = ScriptedMonitor(sections: Self.two)
    var received: [ResultsEvent<String>] = []
    let subscription = monitor.subscribe { received.append($0) }

    monitor.sections = []

    #expect(received.isEmpty)
    subscription.cancel()
  }

  @Test func subscriberCountFollowsSubscribeCancelAndDeallocation() {
    let monitor = ScriptedMonitor<String>()
    let first = monitor.subscribe { _ in }
    #expect(monitor.subscriberCount == 1)

    var second: ResultsSubscription? = monitor.subscribe { _ in }
    #expect(monitor.subscriberCount == 2)
    #expect(second != nil)

    first.cancel()
    #expect(monitor.subscriberCount == 1)
    first.cancel()
    #expect(monitor.subscriberCount == 1)

    second = nil
    #expect(monitor.subscriberCount == 0)

    do {
      let third = monitor.subscribe { _ in }
      _ = third
      #expect(monitor.subscriberCount == 1)
    }
    #expect(monitor.subscriberCount == 0)
  }

  @Test func sendDeliversAnyEventAsItIsToEverySubscriberInOrder() {
    let monitor = ScriptedMonitor(sections: Self.two)
    var log: [String] = []
    let first = monitor.subscribe { log.append("1 \($0)") }
    let second = monitor.subscribe { log.append("2 \($0)") }

    monitor.send(.didChange)  // no willChange: sent anyway
    monitor.send(.inserted("q", at: path(0, 0)))

    #expect(
      log == [
        "1 didChange", "2 didChange",
        "1 inserted(\"q\", at: [0, 0])", "2 inserted(\"q\", at: [0, 0])",
      ])
    #expect(monitor.sections == Self.two)

    first.cancel()
    monitor.send(.willChange)
    #expect(log.last == "2 willChange")
    #expect(log.count == 5)
    second.cancel()
  }

  @Test func sendChangeSwitchesTheSectionsRightAfterWillChange() {
    let monitor = ScriptedMonitor(sections: Self.two)
    let after = [ResultsSection(name: "a", objects: ["x", "y", "n"])]
    var observed: [(event: ResultsEvent<String>, sections: [ResultsSection<String>])] = []
    let subscription = monitor.subscribe { [unowned monitor] event in
      observed.append((event, monitor.sections))
    }

    monitor.sendChange(
      to: after,
      [.deletedSection(name: "b", at: 1), .inserted("n", at: path(0, 2))])

    #expect(
      observed.map(\.event) == [
        .willChange, .deletedSection(name: "b", at: 1), .inserted("n", at: path(0, 2)),
        .didChange,
      ])
    #expect(observed.map(\.sections) == [Self.two, after, after, after])
    #expect(monitor.sections == after)
    subscription.cancel()
  }

  @Test func sendChangeWithNoEventsSendsTheMarkers() {
    let monitor = ScriptedMonitor(sections: Self.two)
    var received: [ResultsEvent<String>] = []
    let subscription = monitor.subscribe { received.append($0) }

    monitor.sendChange(to: [], [])

    #expect(received == [.willChange, .didChange])
    #expect(monitor.sections.isEmpty)
    subscription.cancel()
  }
}
