import ResultsKit
import ResultsKitTesting
import TestSupport
import Testing

/// ResultsSubscription, the ResultsMonitor default implementations, and MappedMonitor.
@Suite struct CoordinatorMonitorDefaultsTests: CoordinatorSuite {
  // MARK: ResultsSubscription

  /// Counts how often a cancel action ran.
  final class Counter {
    var value = 0
  }

  @Test func cancelRunsTheActionOnceAndIsIdempotent() {
    let counter = Counter()
    let subscription = ResultsSubscription { counter.value += 1 }
    #expect(counter.value == 0)

    subscription.cancel()
    #expect(counter.value == 1)
    subscription.cancel()
    subscription.cancel()
    #expect(counter.value == 1)
  }

  @Test func deinitCancels() {
    let counter = Counter()
    do {
      let subscription = ResultsSubscription { counter.value += 1 }
      _ = subscription
      #expect(counter.value == 0)
    }
    #expect(counter.value == 1)
  }

  @Test func deinitAfterCancelDoesNotRunTheActionAgain() {
    let counter = Counter()
    do {
      let subscription = ResultsSubscription { counter.value += 1 }
      subscription.cancel()
    }
    #expect(counter.value == 1)
  }

  @Test func subscriptionsAreEqualOnlyToThemselves() {
    let action = {}
    let first = ResultsSubscription(action)
    let second = ResultsSubscription(action)
    let alias = first

    #expect(first == alias)
    #expect(first != second)
    #expect(first.hashValue == alias.hashValue)
    #expect(Set([first, second, alias]).count == 2)
    #expect(Set([first, second]).contains(alias))
  }

  // MARK: ResultsMonitor defaults

  /// A monitor that implements only the six requirements without defaults.
  final class MinimalMonitor<Object>: ResultsMonitor {
    let names: [String]
    let objects: [[Object]]
    var reads = 0

    init(_ sections: [(String, [Object])]) {
      names = sections.map(\.0)
      objects = sections.map(\.1)
    }

    func performFetch() {}
    var numberOfSections: Int { names.count }
    func numberOfObjects(inSection section: Int) -> Int { objects[section].count }
    func object(at path: ItemPath) -> Object {
      reads += 1
      return objects[path.section][path.item]
    }
    func sectionName(at section: Int) -> String { names[section] }
    func subscribe(_ observer: @escaping (ResultsEvent<Object>) -> Void) -> ResultsSubscription {
      ResultsSubscription {}
    }
  }

  /// A minimal monitor whose sections have `names` and no objects.
  func named(_ names: [String]) -> MinimalMonitor<String> {
    MinimalMonitor(names.map { ($0, []) })
  }

  @Test func defaultSectionsAreReadThroughTheAccessors() {
    let monitor = MinimalMonitor([("apple", ["a", "b"]), ("", []), ("cherry", ["c"])])

    #expect(
      monitor.sections == [
        ResultsSection(name: "apple", indexTitle: "A", objects: ["a", "b"]),
        ResultsSection(name: "", indexTitle: nil, objects: []),
        ResultsSection(name: "cherry", indexTitle: "C", objects: ["c"]),
      ])
    #expect(monitor.reads == 3)
    #expect(MinimalMonitor<String>([]).sections.isEmpty)
  }

  @Test func defaultNumberOfObjectsSumsTheSections() {
    #expect(MinimalMonitor([("a", [1, 2]), ("b", []), ("c", [3, 4, 5])]).numberOfObjects == 5)
    #expect(MinimalMonitor<Int>([]).numberOfObjects == 0)
  }

  @Test func defaultIndexTitleIsTheFirstCharacterUppercased() {
    let monitor = named([])

    #expect(monitor.sectionIndexTitle(forSectionName: "zebra") == "Z")
    #expect(monitor.sectionIndexTitle(forSectionName: "Zoo") == "Z")
    #expect(monitor.sectionIndexTitle(forSectionName: "émile") == "É")
    #expect(monitor.sectionIndexTitle(forSectionName: "1st") == "1")
    #expect(monitor.sectionIndexTitle(forSectionName: "") == nil)
  }

  @Test func defaultIndexTitlesSkipTheUnnamedSectionAndCollapseDuplicates() {
    #expect(
      named(["apple", "Avocado", "", "banana", "cherry", "apricot"]).sectionIndexTitles
        == ["A", "B", "C"])
    #expect(named(["b", "a"]).sectionIndexTitles == ["B", "A"])  // section order, not sorted
    #expect(named([""]).sectionIndexTitles.isEmpty)
    #expect(named([]).sectionIndexTitles.isEmpty)
  }

  @Test func defaultSectionForATitleIsTheFirstSectionWithThatTitle() {
    let monitor = named(["apple", "banana", "bob", "dog"])

    #expect(monitor.section(forSectionIndexTitle: "A", at: 0) == 0)
    #expect(monitor.section(forSectionIndexTitle: "B", at: 1) == 1)
    #expect(monitor.section(forSectionIndexTitle: "D", at: 2) == 3)
  }

  @Test func defaultSectionForAMissingTitleIsTheLastSectionWhoseTitleSortsBefore() {
    let monitor = named(["apple", "banana", "bob", "dog"])
    #expect(monitor.section(forSectionIndexTitle: "C", at: 0) == 2)
    #expect(monitor.section(forSectionIndexTitle: "Z", at: 0) == 3)

    // The last by position, not the greatest title: X (0) and M (1) both sort before Y.
    let unsorted = named(["xray", "mike"])
    #expect(unsorted.section(forSectionIndexTitle: "Y", at: 0) == 1)
    #expect(unsorted.section(forSectionIndexTitle: "N", at: 0) == 1)
  }

  @Test func defaultSectionForATitleBeforeEveryTitleIsZero() {
    #expect(named(["mike", "xray"]).section(forSectionIndexTitle: "A", at: 0) == 0)
    #expect(named(["", "mike"]).section(forSectionIndexTitle: "N", at: 0) == 1)
    #expect(named([]).section(forSectionIndexTitle: "A", at: 0) == 0)
  }

  @Test func defaultSectionForATitleIgnoresTheIndex() {
    let monitor = named(["apple", "banana", "dog"])
    for index in [0, 1, 2, 7] {
      #expect(monitor.section(forSectionIndexTitle: "B", at: index) == 1)
      #expect(monitor.section(forSectionIndexTitle: "C", at: index) == 1)
    }
  }

  // MARK: MappedMonitor

  private struct FetchFailed: Error, Equatable {}

  /// A monitor that implements every requirement itself, with answers no default gives,
  /// and records which ones were asked.
  final class SpyMonitor: ResultsMonitor {
    var asked: [String] = []
    var failsFetch = false

    func performFetch() throws {
      asked.append("performFetch")
      if failsFetch { throw FetchFailed() }
    }
    var numberOfSections: Int {
      asked.append("numberOfSections")
      return 2
    }
    func numberOfObjects(inSection section: Int) -> Int {
      asked.append("numberOfObjects(inSection: \(section))")
      return section + 1
    }
    func object(at path: ItemPath) -> Int {
      asked.append("object(at: \(path))")
      return path.section * 10 + path.item
    }
    func sectionName(at section: Int) -> String {
      asked.append("sectionName(at: \(section))")
      return "name\(section)"
    }
    func subscribe(_ observer: @escaping (ResultsEvent<Int>) -> Void) -> ResultsSubscription {
      asked.append("subscribe")
      return ResultsSubscription {}
    }
    var sections: [ResultsSection<Int>] {
      asked.append("sections")
      return [ResultsSection(name: "custom", indexTitle: "!", objects: [7, 8])]
    }
    var numberOfObjects: Int {
      asked.append("numberOfObjects")
      return 99
    }
    var sectionIndexTitles: [String] {
      asked.append("sectionIndexTitles")
      return ["x", "y"]
    }
    func sectionIndexTitle(forSectionName name: String) -> String? {
      asked.append("sectionIndexTitle(forSectionName: \(name))")
      return "<\(name)>"
    }
    func section(forSectionIndexTitle title: String, at index: Int) -> Int {
      asked.append("section(forSectionIndexTitle: \(title), at: \(index))")
      return index * 100
    }
  }

  @Test func mappedMonitorForwardsEveryRequirement() throws {
    let base = SpyMonitor()
    let mapped = base.map { "#\($0)" }

    try mapped.performFetch()
    #expect(base.asked == ["performFetch"])

    func asks<T>(_ value: T, _ expected: String) -> T {
      #expect(base.asked.last == expected)
      #expect(base.asked.count == 1)
      base.asked = []
      return value
    }
    base.asked = []
    #expect(asks(mapped.numberOfSections, "numberOfSections") == 2)
    #expect(asks(mapped.numberOfObjects(inSection: 1), "numberOfObjects(inSection: 1)") == 2)
    #expect(asks(mapped.object(at: path(1, 0)), "object(at: [1, 0])") == "#10")
    #expect(asks(mapped.sectionName(at: 1), "sectionName(at: 1)") == "name1")
    #expect(
      asks(mapped.sections, "sections")
        == [ResultsSection(name: "custom", indexTitle: "!", objects: ["#7", "#8"])])
    #expect(asks(mapped.numberOfObjects, "numberOfObjects") == 99)
    #expect(asks(mapped.sectionIndexTitles, "sectionIndexTitles") == ["x", "y"])
    #expect(
      asks(mapped.sectionIndexTitle(forSectionName: "q"), "sectionIndexTitle(forSectionName: q)")
        == "<q>")
    #expect(
      asks(
        mapped.section(forSectionIndexTitle: "y", at: 1), "section(forSectionIndexTitle: y, at: 1)")
        == 100)
    _ = asks(mapped.subscribe { _ in }, "subscribe")
    #expect(mapped.base === base)
  }

  @Test func mappedMonitorForwardsAFetchError() {
    let base = SpyMonitor()
    base.failsFetch = true

    #expect(throws: FetchFailed()) { try base.map { $0 }.performFetch() }
  }

  @Test func mappedMonitorTransformsLazily() {
    let base = MinimalMonitor([("", [1, 2, 3])])
    var transformed: [Int] = []
    let mapped = base.map { value in
      transformed.append(value)
      return value * 2
    }
    #expect(transformed.isEmpty)

    #expect(mapped.object(at: path(0, 2)) == 6)
    #expect(transformed == [3])
  }

  @Test func mappedMonitorSendsTheBaseEventsWithTheirObjectsMapped() {
    let base = ScriptedMonitor<Int>()
    let mapped = base.map { "#\($0)" }
    var received: [ResultsEvent<String>] = []
    let subscription = mapped.subscribe { received.append($0) }
    #expect(base.subscriberCount == 1)

    let events: [ResultsEvent<Int>] = [
      .willChange,
      .deletedSection(name: "old", at: 1), .insertedSection(name: "new", at: 2),
      .inserted(1, at: path(0, 1)), .deleted(2, at: path(0, 2)),
      .moved(3, from: path(0, 3), to: path(1, 0)),
      .updated(4, at: path(0, 4), newPath: path(0, 3)),
      .didChange,
    ]
    for event in events { base.send(event) }

    #expect(
      received == [
        .willChange,
        .deletedSection(name: "old", at: 1), .insertedSection(name: "new", at: 2),
        .inserted("#1", at: path(0, 1)), .deleted("#2", at: path(0, 2)),
        .moved("#3", from: path(0, 3), to: path(1, 0)),
        .updated("#4", at: path(0, 4), newPath: path(0, 3)),
        .didChange,
      ])

    subscription.cancel()
    #expect(base.subscriberCount == 0)
    base.send(.willChange)
    #expect(received.count == events.count)
  }

  @Test func aCoordinatorOverAMappedMonitorGetsTheSameBatches() throws {
    let base = ScriptedMonitor(sections: [ResultsSection(name: "", objects: [1, 2])])
    let mapped = base.map { "#\($0)" }
    let h = CoordinatorHarness(monitor: mapped, updatesCells: true)
    try h.coordinator.loadData()

    base.sendChange(
      to: [ResultsSection(name: "", objects: [1, 20, 3])],
      [.inserted(3, at: path(0, 2)), .updated(20, at: path(0, 1), newPath: path(0, 1))])

    #expect(h.target.calls == [.reloadData, .apply(ChangeBatch(insertedItems: [path(0, 2)]))])
    #expect(h.log.cells == ["[0, 1] #20"])
    #expect(h.target.errors.isEmpty)
    #expect(base.performFetchCount == 1)
  }
}
